/// Rule TF005, `name-says-link`: its catalog entry and its evaluation.
enum TF005NameSaysLink: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .nameSaysLink, name: "name-says-link", severity: .warning,
    summary: "The accessible name of a navigable row calls it a \"link\" in the string's language.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts: \"Do not call a navigable row a \\\"link\\\" in its accessible name; VoiceOver announces it "
      + "as a button, and \\\"link\\\" misleads users about where it goes.\" Must Haves: \"The row reads as a "
      + "button, not a link.\"",
    source: "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts and Must Haves",
    fix:
      "Name the destination instead (\"Privacy Policy\", not \"Privacy Policy link\"). Use link.basic for rows "
      + "that really open a URL.")

  /// The row-only finding, computed once per row (``rowFindings(for:linkWords:)``).
  static func findings(in input: RuleInput) -> [Finding] { input.rowFindings }

  /// The finding when a navigable row's accessible name says "link": it depends on the row
  /// alone, so ``RowLayoutEngine`` computes it once for all contexts.
  static func rowFindings(for row: Row, linkWords: LinkWords) -> [Finding] {
    guard row.isNavigable else { return [] }
    let name = row.accessibleName
    let words = linkWords.matches(in: name, language: row.language)
    guard !words.isEmpty else { return [] }
    let quoted = words.map { "\"\($0)\"" }.joined(separator: ", ")
    return [
      Finding(
        ruleID: .nameSaysLink,
        message:
          "accessible name \"\(name)\" calls a navigable row a link (\(quoted)); VoiceOver announces it as a "
          + "button")
    ]
  }
}
