import TypeFitCheck
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

    /// Whether the string is a label or prose, laid out as a row's title but named `text`, as
    /// its headline names it (``ProblemPhrase``).
    private let isText: Bool

    /// The source of the sentence of `finding`, one of `report.findings`, for a string in `role`.
    init(_ finding: Finding, in report: RowReport, quoteLimit: Int?, role: ItemRole = .row) {
      parts = FindingSentence.Truncation(finding, in: report).map(Parts.truncation) ?? .message(finding)
      self.quoteLimit = quoteLimit
      isText = role != .row
    }

    /// The sentence, the same as `FindingSentence.text(for:in:quoteLimit:)` for the finding; for
    /// a label or prose, a rule's sentence that opens with its label's part says `text`, as the
    /// headline does (a fresh user's U54-8: `text wraps …` over `… title wraps from AX5`).
    var sentence: String {
      switch parts {
      case .message(let finding):
        let message = QuotedText.escaped(finding.message)
        let part = LabelRole.title.rawValue + " "
        guard isText, finding.role == .title, message.hasPrefix(part) else { return message }
        return "text " + message.dropFirst(part.count)
      case .truncation(let truncation): return truncation.text(quoteLimit: quoteLimit)
      }
    }
  }
}
