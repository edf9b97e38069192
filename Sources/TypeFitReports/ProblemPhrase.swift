import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow

/// What a finding says without the text it was found on, so that the same problem in several
/// locales reads the same and is reported once (``ProblemList``):
/// `title truncates from AX3` with the detail `needs 2 lines, 1 allowed`.
///
/// Numbers that do not depend on the text stay (an accessory's size, line limits, the first
/// category); quoted text and numbers that vary with it (a row's height in points) go to the
/// example sentence each problem keeps (``FindingSentence``).
struct ProblemPhrase {
  /// The problem without its first category (`title truncates`): what groups the locales of a
  /// problem whose first category differs between them.
  var subject: String
  /// Numbers that complete it, shown in parentheses after the locales, or `nil`.
  var detail: String?
  /// Where ``summary`` puts ` from <first category>` into ``subject``, in UTF-8 bytes from its
  /// start, with the category; `nil` when the summary is the subject. Kept instead of the
  /// summary: a phrase is made for every finding, its summary read once per problem.
  private var from: (offset: Int, category: ContentSizeCategory)?

  /// The problem, from its first category: `title truncates from AX3`.
  var summary: String {
    guard let from else { return subject }
    let at = subject.utf8.index(subject.utf8.startIndex, offsetBy: from.offset)
    return String(subject[..<at]) + " from \(from.category.name)" + String(subject[at...])
  }

  /// The phrase of one finding of `reports[context]`, for a string in `role`: a label or prose is
  /// laid out as a title but is named `text` (`text wraps from AX1`), not a row's title.
  ///
  /// The reports and the context, not the report: a report read from the array to be passed
  /// was copied for each finding (and destroyed), about 500 instructions (perf31). Borrowed, as
  /// is the finding: an initializer's parameters are owned by default, so copied by the caller.
  init(
    _ finding: borrowing Finding, in reports: borrowing [RowReport], context: Int, role: ItemRole = .row
  ) {
    let part =
      role == .row ? finding.role?.rawValue ?? finding.target?.displayName ?? "row" : "text"
    // Each rule says its subject; the summary is the subject with the first category put in
    // (at its end unless the rule says otherwise), when the finding has one.
    let first = finding.firstCategory
    switch finding.ruleID {
    case .labelTruncated:
      // A label that shrinks to fit its limit (`.minimumScaleFactor`, a warning) is not cut.
      let shrinks = finding.saysLabelShrinks
      // A label whose column is narrower than one em has no room at all: its line count says
      // nothing (A20-23: `needs 5 lines, unlimited allowed` for a label that is not limited).
      let noRoom = finding.saysLabelHasNoRoom
      subject = "\(part) \(noRoom ? "has no room" : shrinks ? "shrinks" : "truncates")"
      from = first.map { (subject.utf8.count, $0) }
      if noRoom, let role = finding.role, let first = finding.firstCategory,
        let label = reports[context].layout(at: first)?.label(role)
      {
        detail =
          "its column is \(DecimalText.points(label.maxWidth)) pt wide, less than one em of its text "
          + "(\(DecimalText.points(label.pointSize)) pt): the margins, leading content and accessories take the row"
      } else if let role = finding.role, let first = finding.firstCategory,
        let label = reports[context].layout(at: first)?.label(role)
      {
        // The numbers TF001's own sentence says (`needs 2 lines`, `1 allowed`).
        detail =
          "needs \(label.linesNeededPhrase)\(shrinks ? " at its size" : ""), \(label.linesAllowedPhrase) allowed"
      } else {
        detail = nil
      }
    case .rowTargetTooSmall:
      subject = "row is shorter than the minimum touch target"
      from = first.map { (subject.utf8.count, $0) }
      // The platform's own row height (a note): the same words for every locale of the row.
      detail =
        finding.saysPlatformRowHeight
        ? "iOS's own minimum row height there, the list's height for every one-line row; "
          + "defaultMinListRowHeight or a minimum row height raises it" : nil
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
        from = (before.utf8.count, first)
      } else {
        subject = head
        from = nil
      }
      // A system control says so: it is why the finding is a note.
      detail = parts.dropFirst().first { $0.contains("Apple's control") }
    case .missingGlyphs:
      subject = "\(part) has characters no font covers"
      from = nil
      detail = nil
    case .nameSaysLink:
      subject = "the accessible name calls a navigable row a link"
      from = nil
      detail = nil
    case .rowExceedsScreen:
      subject = "row is taller than the screen"
      from = first.map { (subject.utf8.count, $0) }
      detail = nil
    case .valueStacked:
      subject = "value moves below the title"
      from = first.map { (subject.utf8.count, $0) }
      detail = nil
    case .labelWraps:
      subject = "\(part) wraps"
      from = first.map { (subject.utf8.count, $0) }
      detail = nil
    case .labelNotScaled, .textShrinks, .fixedRowHeight, .tapGestureRow, .chevronNotDecorative, .rowSplit,
      .rowLinkTrait, .odsSelectionNavigates, .notModelled:
      // Source rules: their findings carry a Swift location, not a string's row.
      subject = Self.withoutCategoryList(finding.message)
      from = nil
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
