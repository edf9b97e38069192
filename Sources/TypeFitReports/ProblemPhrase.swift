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
    let from = finding.firstCategory.map { " from \($0.name)" } ?? ""
    switch finding.ruleID {
    case .labelTruncated:
      summary = "\(part) truncates\(from)"
      if let role = finding.role, let first = finding.firstCategory,
        let label = report.layout(at: first)?.label(role)
      {
        let needed = label.layout.linesNeeded
        let allowed = label.lineLimit.map(String.init) ?? "unlimited"
        detail = "needs \(needed) \(needed == 1 ? "line" : "lines"), \(allowed) allowed"
      } else {
        detail = nil
      }
    case .rowTargetTooSmall:
      summary = "row is shorter than the minimum touch target\(from)"
      detail = nil
    case .accessoryTargetTooSmall:
      // The accessory's size does not depend on the text: the numbers are the same in every
      // locale. The headline keeps the size against the HIG minimum; the WCAG outcome is in
      // the example sentence.
      let parts = Self.withoutCategoryList(finding.message).components(separatedBy: "; ")
      let head = parts.first ?? ""
      if let first = finding.firstCategory {
        summary = head.replacingOccurrences(of: " at \(first.name),", with: " from \(first.name),")
      } else {
        summary = head
      }
      // A system control says so: it is why the finding is a note.
      detail = parts.dropFirst().first { $0.contains("Apple's control") }
    case .missingGlyphs:
      summary = "\(part) has characters no font covers"
      detail = nil
    case .nameSaysLink:
      summary = "the accessible name calls a navigable row a link"
      detail = nil
    case .rowExceedsScreen:
      summary = "row is taller than the screen\(from)"
      detail = nil
    case .valueStacked:
      summary = "value moves below the title\(from)"
      detail = nil
    case .labelWraps:
      summary = "\(part) wraps\(from)"
      detail = nil
    case .labelNotScaled, .textShrinks, .fixedRowHeight, .tapGestureRow, .chevronNotDecorative, .rowSplit,
      .rowLinkTrait, .odsSelectionNavigates:
      // Source rules: their findings carry a Swift location, not a string's row.
      summary = Self.withoutCategoryList(finding.message)
      detail = nil
    }
    if finding.firstCategory != nil, summary.hasSuffix(from) {
      subject = String(summary.dropLast(from.count))
    } else if let first = finding.firstCategory {
      subject = summary.replacingOccurrences(of: " from \(first.name),", with: ",")
    } else {
      subject = summary
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
