/// Rule TF017, `not-modelled`: a row in the app's Swift source uses a modifier or accessory that
/// TypeFit's row model does not lay out, so the row's other findings assume it away (fresh24
/// F24-3: these caveats were TF001 `label-truncated` notes, though nothing was found truncated).
enum TF017NotModelled: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .notModelled, name: "not-modelled", severity: .note,
    summary:
      "A row uses a modifier or accessory the row model does not lay out, or a line limit it cannot read; its "
      + "text is measured without it.",
    rationale:
      "TypeFit lays a row out from what row discovery reads in the Swift source. A modifier that draws the text "
      + "wider (.tracking, .kerning, .fontWidth, .monospaced, a custom face), narrows the column it wraps in "
      + "(.padding, .frame, .listRowInsets), adds a value (.badge) or a control (the app's own toggle style, a "
      + "list-cell accessory TypeFit does not read) is not part of that model, so the row's findings, or their "
      + "absence, hold for the row without it: whether its labels \"stay fully visible\" (List Row (Navigable), "
      + "Docs/References.md#list-row-navigable) is less certain there. This is a limit of the check, not a problem "
      + "found in the app.",
    source: "TypeFit's row model (Docs/RowDiscovery.md#what-is-not-recognised)",
    fix:
      "Look at the row at the large accessibility sizes (Xcode Previews or a device); the note stays while TypeFit "
      + "does not model the modifier. \"rules\": {\"TF017\": \"off\"} in typefit.json hides these notes.")
}
