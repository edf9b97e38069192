/// Rule TF001, `label-truncated`: its catalog entry and its evaluation.
enum TF001LabelTruncated: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelTruncated, name: "label-truncated", severity: .error,
    summary: "A label needs more lines than its limit at a content size category, so its text is clipped.",
    rationale:
      "Seed 000 (List Row (Navigable)), Acceptance Checks › Dynamic Type: \"Row labels scale with Dynamic Type and "
      + "stay fully visible; rows grow in height rather than truncating at accessibility text sizes.\"",
    source:
      "Seed 000; HIG Typography: \"minimize text truncation\" (reference §7); WCAG 2.2 SC 1.4.4 Resize Text",
    fix:
      "Remove the line limit (lineLimit(nil), numberOfLines = 0), or shorten the text; for ODS items use "
      + "subtitleNumberOfLines .two and keep subtitles short.")

  /// TF001: first category where a label is truncated.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let builder = input.builder
    return LabelRole.allCases.compactMap { role in
      let hits = layouts.indices.filter { layouts[$0].label(role)?.metrics.isTruncated == true }
      guard let firstIndex = hits.first, let placed = layouts[firstIndex].label(role),
        let label = builder.measure(role, placed, at: layouts[firstIndex].category)
      else { return nil }
      let first = layouts[firstIndex]
      let categories = hits.map { layouts[$0].category }
      let allowed = label.lineLimit.map(String.init) ?? "unlimited"
      let lineWord = label.layout.linesNeeded == 1 ? "line" : "lines"
      return Finding(
        ruleID: .labelTruncated,
        message: "\(role.rawValue) is truncated from \(first.category): needs \(label.layout.linesNeeded) "
          + "\(lineWord), \(allowed) allowed; visible text: \"\(label.layout.visibleText)\""
          + RuleInput.alsoAt(categories),
        role: role, categories: categories)
    }
  }
}
