/// Rule TF007, `value-stacked`: its catalog entry and its evaluation.
enum TF007ValueStacked: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .valueStacked, name: "value-stacked", severity: .note,
    summary: "The trailing value no longer fits beside the title and moves below it.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Customizable: the row may have \"a trailing value\" as long as it resolves to one element "
      + "with a coherent name; when stacked, check that title and value still read well together.",
    source: "UIListContentConfiguration.prefersSideBySideTextAndSecondaryText: side by side \"if there is "
      + "sufficient space. Otherwise, the text will be stacked\" (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/preferssidebysidetextandsecondarytext)",
    fix:
      "Usually nothing: stacking is the system's adaptation. Shorten the title or value if the stacked layout "
      + "happens already at default sizes.")

  private typealias F = DecimalText

  /// TF007: the value stacks below the title because it does not fit beside it.
  ///
  /// A value stacked by the accessibility-size layout (``StackReason/accessibilityLayout``, the
  /// profile's `accessibilityLayoutStacksValue` = 1) is not reported: that layout stacks every
  /// value of every row at AX1–AX5 whatever its text, so a note per key said nothing about the
  /// key (F23-8). Those categories stay in the layouts (`stackedAccessibility`).
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let hits = layouts.indices.compactMap { index -> (index: Int, required: Double, available: Double)? in
      guard case .stacked(.doesNotFit(let required, let available)) = layouts[index].valuePlacement else {
        return nil
      }
      return (index, required, available)
    }
    guard let first = hits.first else { return [] }
    let category = layouts[first.index].category
    return [
      Finding(
        ruleID: .valueStacked,
        message:
          "value \"\(input.row.value?.text ?? "")\" moves below the title from \(category): side by side "
          + "needs \(F.points(first.required)) pt, the text column has \(F.points(first.available)) pt"
          + RuleInput.alsoAt(hits.map { layouts[$0.index].category }),
        role: .value, categories: hits.map { layouts[$0.index].category })
    ]
  }
}
