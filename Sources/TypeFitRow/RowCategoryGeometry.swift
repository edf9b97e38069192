import TypeFitDynamicType

/// A row's geometry at one category as numbers only: what the rules decide on, computed
/// without allocating. ``RowCategoryLayoutBuilder/layout(from:)`` turns it into the full
/// ``RowCategoryLayout`` (line widths, visible texts, touch target list) when a report keeps it.
/// Lengths are in points.
struct RowCategoryGeometry {
  /// One label's placement: the width and line limit it was given, and its numbers there.
  struct Label {
    var maxWidth: Double
    var lineLimit: Int?
    var metrics: LabelMetrics
    /// Whether the label, cut at its size (``metrics`` is truncated), fits its line limit at
    /// its smallest allowed size (its size × ``RowLabel/minimumScaleFactor``): SwiftUI shrinks
    /// it instead of truncating it (TF001 says it shrinks, a warning, not that it truncates).
    var shrinksToFit = false
    /// Whether the label is cut at this category: truncated even at its smallest allowed size.
    var isTruncated: Bool { metrics.isTruncated && !shrinksToFit }
  }

  var category: ContentSizeCategory
  var textWidth: Double
  var title: Label
  var subtitle: Label?
  var value: Label?
  var valuePlacement: ValuePlacement?
  var leadingSize: Size?
  var verticalMargin: Double
  var textBlockHeight: Double
  var minimumHeight: Double
  var height: Double
  /// The trailing accessories at this category (two fields, no allocation).
  var accessories: TrailingAccessories

  /// The label in a role, if the row has it.
  func label(_ role: LabelRole) -> Label? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }
}
