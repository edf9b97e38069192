/// Rule TF008, `label-wraps`: its catalog entry and its evaluation.
enum TF008LabelWraps: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelWraps, name: "label-wraps", severity: .note,
    summary: "A label wraps onto more than one line; says from which category and to how many lines.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type: rows \"grow in height rather than truncating\"; wrapping is "
      + "the expected adaptation, reported so designs can be checked at those sizes.",
    source:
      "HIG Typography: \"consider … a stacked layout\" at large sizes (https://developer.apple.com/design/human-interface-guidelines/typography)",
    fix:
      "Nothing required; review the layout at the listed categories, and shorten text that wraps already at "
      + "Large.")

  /// TF008: a label wraps.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    return LabelRole.allCases.compactMap { role in
      let lines = layouts.map { $0.label(role)?.metrics.linesShown ?? 0 }
      let hits = lines.indices.filter { lines[$0] > 1 }
      guard let firstIndex = hits.first else { return nil }
      let first = layouts[firstIndex]
      let firstLines = lines[firstIndex]
      let mostIndex = hits.max { lines[$0] < lines[$1] }!
      let most = layouts[mostIndex]
      let mostLines = lines[mostIndex]
      let categories = hits.map { layouts[$0].category }
      var message = "\(role.rawValue) wraps from \(first.category) (\(firstLines) lines)"
      if mostLines > firstLines {
        message += ", up to \(mostLines) lines at \(most.category)"
      }
      return Finding(ruleID: .labelWraps, message: message, role: role, categories: categories)
    }
  }
}
