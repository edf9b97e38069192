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

  /// TF007: the value stacks below the title.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let row = input.row
    let hits = layouts.indices.filter { layouts[$0].valuePlacement?.isStacked == true }
    guard let firstIndex = hits.first, case .stacked(let reason) = layouts[firstIndex].valuePlacement else {
      return []
    }
    let first = layouts[firstIndex]
    let categories = hits.map { layouts[$0].category }
    let why: String
    switch reason {
    case .doesNotFit(let required, let available):
      why = "side by side needs \(F.points(required)) pt, the text column has \(F.points(available)) pt"
    case .accessibilityLayout:
      why = "the accessibility-size layout stacks it"
    }
    return [
      Finding(
        ruleID: .valueStacked,
        message: "value \"\(row.value?.text ?? "")\" moves below the title from \(first.category): \(why)"
          + RuleInput.alsoAt(categories),
        role: .value, categories: categories)
    ]
  }
}
