import TypeFitDynamicType
import TypeFitRow

/// The numbers behind a row's findings at one category: for each label, the width it needs on
/// one line vs the width it has and the lines it needs vs the lines allowed; the row height and
/// the smallest touch target vs the profile's minimum (44 pt).
struct FailureNumbers {
  /// One label's numbers, in points and lines.
  struct LabelNumbers {
    var role: LabelRole
    var neededWidth: Double
    var availableWidth: Double
    var linesNeeded: Int
    var linesAllowed: Int?
    var isTruncated: Bool
  }

  var category: ContentSizeCategory
  var labels: [LabelNumbers]
  var rowHeight: Double
  /// The smallest side of the smallest touch target, if the row has any.
  var smallestTarget: Double?
  var minimumTarget: Double

  init(layout: RowCategoryLayout, minimumTarget: Double) {
    category = layout.category
    labels = layout.labels.map {
      LabelNumbers(
        role: $0.role, neededWidth: $0.layout.naturalWidth, availableWidth: $0.maxWidth,
        linesNeeded: $0.layout.linesNeeded, linesAllowed: $0.lineLimit, isTruncated: $0.layout.isTruncated)
    }
    rowHeight = layout.height
    smallestTarget = layout.touchTargets.map { min($0.frame.width, $0.frame.height) }.min()
    self.minimumTarget = minimumTarget
  }

  /// The categories a report's findings name, of findings at least as severe as `minimum`.
  static func failingCategories(of report: RowReport, atLeast minimum: Severity = .note)
    -> Set<ContentSizeCategory>
  {
    Set(report.findings.filter { $0.severity >= minimum }.flatMap(\.categories))
  }
}
