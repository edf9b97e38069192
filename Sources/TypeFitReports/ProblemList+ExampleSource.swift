import TypeFitRow

extension ProblemList {
  /// What a problem's example sentence (``FindingSentence``) is made from, kept instead of the
  /// sentence: a problem's first occurrence can change as locales arrive (the earliest first
  /// category leads), and the sentence is only needed for the one that leads when the report
  /// is written.
  ///
  /// It keeps the finding's message, or for TF001 the label's text and its measurement at the
  /// first category: not the row's report.
  struct ExampleSource {
    private enum Parts {
      /// Any rule but TF001: the finding, whose message is the sentence.
      case message(Finding)
      case truncation(FindingSentence.Truncation)
    }

    private let parts: Parts
    /// The longest quoted string, in characters; `nil` keeps them whole.
    private let quoteLimit: Int?

    /// The source of the sentence of `finding`, one of `report.findings`.
    init(_ finding: Finding, in report: RowReport, quoteLimit: Int?) {
      parts = FindingSentence.Truncation(finding, in: report).map(Parts.truncation) ?? .message(finding)
      self.quoteLimit = quoteLimit
    }

    /// The sentence, the same as `FindingSentence.text(for:in:quoteLimit:)` for the finding.
    var sentence: String {
      switch parts {
      case .message(let finding): QuotedText.escaped(finding.message)
      case .truncation(let truncation): truncation.text(quoteLimit: quoteLimit)
      }
    }
  }
}
