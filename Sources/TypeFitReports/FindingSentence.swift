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
    guard let truncation = Truncation(finding, in: report) else { return QuotedText.escaped(finding.message) }
    return truncation.text(quoteLimit: quoteLimit)
  }

  /// What TF001's sentence says: the label, its whole text, its measurement at the first
  /// category and that category.
  struct Truncation {
    var role: LabelRole
    /// The label's whole text.
    var text: String
    /// The label at the first category.
    var label: LabelMeasurement
    var first: ContentSizeCategory
    /// Where the label's ellipsis is (``RowLabel/truncationMode``).
    var truncationMode: TruncationMode

    /// The parts of a TF001 finding of `report`, or `nil` for another rule (or a finding
    /// without a label, a category or a layout there).
    init?(_ finding: Finding, in report: RowReport) {
      // A label that shrinks to fit shows all its text: its own message says so (A17-10).
      // A label without room says so in its own message, with its column's width (A20-23).
      guard finding.ruleID == .labelTruncated, !finding.saysLabelShrinks, !finding.saysLabelHasNoRoom,
        let role = finding.role,
        let first = finding.firstCategory,
        let label = report.layout(at: first)?.label(role), let rowLabel = report.row.label(role)
      else {
        return nil
      }
      (self.role, text, self.label, self.first) = (role, rowLabel.text, label, first)
      truncationMode = rowLabel.truncationMode
    }

    /// The sentence: `'Datenschutzeinstellungen' needs 2 lines from xxLarge; 1 allowed; shows '…'`.
    func text(quoteLimit: Int?) -> String {
      let subject =
        (role == .title ? "" : role.rawValue + " ") + QuotedText.single(text, limit: quoteLimit)
      return
        "\(subject) needs \(label.linesNeededPhrase) from \(first.name); \(label.linesAllowedPhrase) allowed; "
        + shows(quoteLimit: quoteLimit)
    }

    /// `shows 'Datenschutzeinstell…'`; with the ellipsis elsewhere than at the tail,
    /// `shows 'Datensch…stellungen' (cut in the middle)`, or without the text when the
    /// measurer could not place it (A21-27).
    private func shows(quoteLimit: Int?) -> String {
      let place =
        switch truncationMode {
        case .tail: ""
        case .head: " (cut at its head)"
        case .middle: " (cut in the middle)"
        }
      if label.layout.visibleText.isEmpty && truncationMode != .tail { return "text shown not known" + place }
      return "shows " + QuotedText.single(label.layout.visibleText, limit: quoteLimit) + place
    }
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
