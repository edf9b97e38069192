import TypeFitRow

/// The sentence that tells a person what a finding means, with the numbers; the text, SARIF
/// and JUnit reports all use it.
///
/// For TF001 it quotes the whole text and what remains visible:
/// `'Datenschutzeinstellungen' needs 2 lines from xxLarge; 1 allowed; shows 'Datenschutzeinstell…'`.
/// Labels other than the title are named (`subtitle 'Nur WLAN' needs …`). Other rules use the
/// finding's own message, which already carries the numbers.
enum FindingSentence {
  /// The sentence for a finding of a report.
  ///
  /// - Parameters:
  ///   - finding: one of `report.findings`.
  ///   - report: the report it belongs to (for the layout at the first category).
  ///   - quoteLimit: cut quoted strings after this many characters; `nil` to keep them whole.
  static func text(for finding: Finding, in report: RowReport, quoteLimit: Int? = nil) -> String {
    guard finding.ruleID == .labelTruncated, let role = finding.role, let first = finding.firstCategory,
      let label = report.layout(at: first)?.label(role), let rowLabel = report.row.label(role)
    else {
      return QuotedText.escaped(finding.message)
    }
    let layout = label.layout
    let subject =
      (role == .title ? "" : role.rawValue + " ") + QuotedText.single(rowLabel.text, limit: quoteLimit)
    return
      "\(subject) needs \(label.linesNeededPhrase) from \(first.name); \(label.linesAllowedPhrase) allowed; shows "
      + QuotedText.single(layout.visibleText, limit: quoteLimit)
  }

  /// The sentence followed by the context in parentheses, as one line:
  /// `… shows 'Datenschutzeinstell…' (iPhone SE (3rd generation), 375 pt)`.
  static func line(
    for finding: Finding, in report: RowReport, context: LayoutContext?, quoteLimit: Int? = nil
  ) -> String {
    let sentence = text(for: finding, in: report, quoteLimit: quoteLimit)
    guard let context else { return sentence }
    return sentence + " (" + ContextLabel.text(context) + ")"
  }
}
