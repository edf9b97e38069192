/// Rule TF006, `row-exceeds-screen`: its catalog entry and its evaluation.
enum TF006RowExceedsScreen: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .rowExceedsScreen, name: "row-exceeds-screen", severity: .warning,
    summary:
      "At a content size category the row is taller than the screen, so users must scroll inside one row.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type: rows \"grow in height\"; a row taller than the screen can no "
      + "longer be seen whole, and HIG Typography asks for about as much useful text at the largest sizes.",
    source:
      "HIG Typography, Dynamic Type guidance (https://developer.apple.com/design/human-interface-guidelines/typography); screen heights: Docs/Profiles.md",
    fix: "Shorten the text, or show a summary in the row and the full text on the destination screen.")

  private typealias F = DecimalText

  /// TF006: the row is taller than the screen.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    guard let screenHeight = input.table.screenHeight else { return [] }
    let hits = layouts.filter { $0.height > screenHeight }
    guard let first = hits.first else { return [] }
    return [
      Finding(
        ruleID: .rowExceedsScreen,
        message: "row is \(F.points(first.height)) pt tall at \(first.category), taller than the "
          + "\(F.points(screenHeight)) pt screen of \(input.context.device.name)"
          + RuleInput.alsoAt(hits.map(\.category)),
        categories: hits.map(\.category))
    ]
  }
}
