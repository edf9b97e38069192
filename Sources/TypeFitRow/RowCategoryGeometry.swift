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
