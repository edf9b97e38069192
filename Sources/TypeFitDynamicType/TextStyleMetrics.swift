/// A text style's font size, leading and weights at one content size category.
///
/// ```swift
/// TextStyle.body.metrics(at: .large)
/// // pointSize 17, leading 22, weight .regular, emphasizedWeight .semibold
/// ```
public struct TextStyleMetrics: Sendable, Hashable, Codable {
  /// Font size in points.
  public var pointSize: Double
  /// The HIG "Leading (points)" value: the design line spacing in points. It is not the
  /// font's `lineHeight` (body 17 pt has leading 22 but a 20.287 pt line).
  public var leading: Double
  /// The style's weight (HIG "Weight" column).
  public var weight: FontWeight
  /// The weight under the bold trait (`.bold()`, `traitBold`): HIG "Emphasized weight".
  public var emphasizedWeight: FontWeight
  /// Whether the values come from a published source: `true` for the eleven HIG styles at
  /// every category and for the extra large titles at Large, `false` for estimates.
  public var isConfirmed: Bool

  public init(
    pointSize: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight,
    isConfirmed: Bool = true
  ) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
    self.isConfirmed = isConfirmed
  }
}

extension TextStyle {
  /// The style's size, leading and weights at a category, from the HIG table.
  ///
  /// Source: HIG Typography › Specifications, iOS/iPadOS Dynamic Type sizes, as two
  /// independent transcriptions agree cell for cell (Docs/References.md#metrics-1, §1.1 A and B) [doc]. Two cells
  /// are kept as the HIG publishes them although they look odd:
  /// - Subhead at xxxLarge is 21/28 (its neighbours step by about 5 pt of leading);
  /// - Caption 2 at AX5 is 40 pt, while an iOS 13.3 simulator returned 41 pt (reference
  ///   §1.2 source C, which matches the HIG in every other cell).
  ///
  /// ``extraLargeTitle`` and ``extraLargeTitle2`` are estimated away from Large (see their
  /// cases); their ``TextStyleMetrics/isConfirmed`` is `false` there.
  public func metrics(at category: ContentSizeCategory) -> TextStyleMetrics {
    let index = category.rawValue
    switch self {
    case .extraLargeTitle:
      let base = HIGTypeTable.cells(for: .largeTitle)[index]
      return TextStyleMetrics(
        pointSize: base.pointSize + 2, leading: base.leading + 2, weight: .bold,
        emphasizedWeight: .heavy, isConfirmed: false)
    case .extraLargeTitle2:
      let base = HIGTypeTable.cells(for: .title1)[index]
      return TextStyleMetrics(
        pointSize: base.pointSize, leading: base.leading, weight: .bold,
        emphasizedWeight: .heavy, isConfirmed: false)
    default:
      let cell = HIGTypeTable.cells(for: self)[index]
      let weights = HIGTypeTable.weights(for: self)
      return TextStyleMetrics(
        pointSize: cell.pointSize, leading: cell.leading, weight: weights.regular,
        emphasizedWeight: weights.emphasized)
    }
  }

  /// The style's weight (it does not change with the category).
  public var weight: FontWeight { metrics(at: .large).weight }

  /// The style's weight under the bold trait.
  public var emphasizedWeight: FontWeight { metrics(at: .large).emphasizedWeight }
}
