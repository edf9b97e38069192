/// Rule TF014, `row-split`: a row whose texts VoiceOver reads as separate elements, found in
/// the app's Swift source.
enum TF014RowSplit: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .rowSplit, name: "row-split", severity: .warning,
    summary:
      "A row built from a plain container (HStack, VStack, ZStack) holds two or more texts and no "
      + ".accessibilityElement(children: .combine), so each text is its own element.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts: \"Do not split a rich row "
      + "into multiple sibling accessibility elements (title, subtitle, and chevron each focusable); combine them "
      + "into one.\" Acceptance Checks: \"A row with a title plus secondary text reads as one element whose "
      + "name includes both, not as fragmented siblings.\"",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts, Customizable and Acceptance "
      + "Checks; accessibilityElement(children:) "
      + "(https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:))",
    fix:
      "Add .accessibilityElement(children: .combine) to the row's container, or build the row from a "
      + "NavigationLink, Button or LabeledContent, which read their label as one element.")
}
