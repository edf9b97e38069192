import Foundation
import TypeFitCheck
import TypeFitRow

/// What a finding says without the text it was found on, so that the same problem in several
/// locales reads the same and is reported once (``ProblemList``):
/// `title truncates from AX3` with the detail `needs 2 lines, 1 allowed`.
///
/// Numbers that do not depend on the text stay (an accessory's size, line limits, the first
/// category); quoted text and numbers that vary with it (a row's height in points) go to the
/// example sentence each problem keeps (``FindingSentence``).
struct ProblemPhrase: Hashable {
  /// The problem, from its first category: `title truncates from AX3`.
  var summary: String
  /// The problem without its first category (`title truncates`): what groups the locales of a
  /// problem whose first category differs between them.
  var subject: String
  /// Numbers that complete it, shown in parentheses after the locales, or `nil`.
  var detail: String?

  /// The phrase of one finding of `report`, for a string in `role`: a label or prose is laid
  /// out as a title but is named `text` (`text wraps from AX1`), not a row's title.
  init(_ finding: Finding, in report: RowReport, role: ItemRole = .row) {
    let part =
      role == .row ? finding.role?.rawValue ?? finding.target?.displayName ?? "row" : "text"
    // Each rule says its subject; the summary is the subject with the first category put in.
    let from = finding.firstCategory.map { " from \($0.name)" } ?? ""
    switch finding.ruleID {
    case .labelTruncated:
      subject = "\(part) truncates"
      summary = subject + from
      if let role = finding.role, let first = finding.firstCategory,
        let label = report.layout(at: first)?.label(role)
      {
        // The numbers TF001's own sentence says (`needs 2 lines`, `1 allowed`).
        detail = "needs \(label.linesNeededPhrase), \(label.linesAllowedPhrase) allowed"
      } else {
        detail = nil
      }
    case .rowTargetTooSmall:
      subject = "row is shorter than the minimum touch target"
      summary = subject + from
      detail = nil
    case .accessoryTargetTooSmall:
      // The accessory's size does not depend on the text: the numbers are the same in every
      // locale. The headline keeps the size against the HIG minimum; the WCAG outcome is in
      // the example sentence. The rule's sentence names the category in the middle
      // (`info button is 22×22 pt at AX1, below the 44×44 pt HIG minimum`): the subject leaves
      // it out and the summary says it as `from AX1`.
      let parts = Self.withoutCategoryList(finding.message).components(separatedBy: "; ")
      let head = parts.first ?? ""
      if let first = finding.firstCategory, let at = head.range(of: " at \(first.name),") {
        let before = String(head[..<at.lowerBound])
        let after = "," + head[at.upperBound...]
        subject = before + after
        summary = before + from + after
      } else {
        subject = head
        summary = head
      }
      // A system control says so: it is why the finding is a note.
      detail = parts.dropFirst().first { $0.contains("Apple's control") }
    case .missingGlyphs:
      subject = "\(part) has characters no font covers"
      summary = subject
      detail = nil
    case .nameSaysLink:
      subject = "the accessible name calls a navigable row a link"
      summary = subject
      detail = nil
    case .rowExceedsScreen:
      subject = "row is taller than the screen"
      summary = subject + from
      detail = nil
    case .valueStacked:
      subject = "value moves below the title"
      summary = subject + from
      detail = nil
    case .labelWraps:
      subject = "\(part) wraps"
      summary = subject + from
      detail = nil
    case .labelNotScaled, .textShrinks, .fixedRowHeight, .tapGestureRow, .chevronNotDecorative, .rowSplit,
      .rowLinkTrait, .odsSelectionNavigates:
      // Source rules: their findings carry a Swift location, not a string's row.
      subject = Self.withoutCategoryList(finding.message)
      summary = subject
      detail = nil
    }
  }

  /// A message without its " (at N categories: …)" suffix.
  static func withoutCategoryList(_ message: String) -> String {
    guard let range = message.range(of: " (at ", options: .backwards), message.hasSuffix(")") else {
      return message
    }
    return String(message[..<range.lowerBound])
  }
}
