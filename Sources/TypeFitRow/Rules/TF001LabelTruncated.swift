/// Rule TF001, `label-truncated`: its catalog entry and its evaluation.
enum TF001LabelTruncated: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelTruncated, name: "label-truncated", severity: .error,
    summary: "A label needs more lines than its limit at a content size category, so its text is clipped.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type: \"Row labels scale with Dynamic Type and "
      + "stay fully visible; rows grow in height rather than truncating at accessibility text sizes.\"",
    source:
      "HIG Typography: \"minimize text truncation\" (https://developer.apple.com/design/human-interface-guidelines/typography); WCAG 2.2 SC 1.4.4 Resize Text "
      + "(https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html); List Row (Navigable) guide (Docs/References.md#list-row-navigable)",
    fix:
      "Remove the line limit (lineLimit(nil), numberOfLines = 0), or shorten the text; for ODS items use "
      + "subtitleNumberOfLines .two and keep subtitles short.")

  /// TF001: first category where a label is truncated.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let builder = input.builder
    var findings: [Finding] = []
    for role in LabelRole.allCases {
      // Most labels are never truncated: find the first hit before building anything.
      guard let firstIndex = layouts.firstIndex(where: { $0.label(role)?.metrics.isTruncated == true }),
        let placed = layouts[firstIndex].label(role),
        let label = builder.measure(role, placed, at: layouts[firstIndex].category)
      else { continue }
      let first = layouts[firstIndex]
      let categories = layouts[firstIndex...].compactMap { layout in
        layout.label(role)?.metrics.isTruncated == true ? layout.category : nil
      }
      findings.append(
        Finding(
          ruleID: .labelTruncated,
          message: "\(role.rawValue) is truncated from \(first.category): needs \(label.linesNeededPhrase), "
            + "\(label.linesAllowedPhrase) allowed; visible text: \"\(label.layout.visibleText)\""
            + RuleInput.alsoAt(categories),
          role: role, categories: categories))
    }
    return findings
  }
}
