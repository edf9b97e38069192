/// What every layout of one label at one point size shares, whatever the width: worked out once
/// per size and reused for each width the label is placed at. Lengths are in points.
///
/// The text core's `PreparedText.sizeMetrics(pointSize:)` computes it; with it,
/// `PreparedText.metrics(_:maxWidth:lineLimit:displayScale:)` answers a width at which the text
/// needs no wrapping with a comparison, and any other width by filling lines as
/// `PreparedText.metrics(_:)` does. Both give the same ``LabelMetrics``.
public struct LabelSizeMetrics: Sendable, Hashable {
  /// Font size in points.
  public var pointSize: Double
  /// Width of the whole text on one line (no wrapping): the widest paragraph, in points.
  public var naturalWidth: Double
  /// Height of one line in points.
  public var lineHeight: Double
  /// The widest width that filling lines compares with the available width while the text
  /// stays unwrapped: at any width `w` with `unwrappedWidth ≤ w + tolerance` (the line
  /// breaker's tolerance) the text needs ``unwrappedLineCount`` lines; −∞ for an empty text.
  /// `nil` when the text has a forced line break before its end or a width that is not a
  /// number, so no width is known to keep it unwrapped.
  public var unwrappedWidth: Double?
  /// Lines the text needs where it is not wrapped: 1, or 0 for an empty text.
  public var unwrappedLineCount: Int

  public init(
    pointSize: Double, naturalWidth: Double, lineHeight: Double, unwrappedWidth: Double?,
    unwrappedLineCount: Int
  ) {
    self.pointSize = pointSize
    self.naturalWidth = naturalWidth
    self.lineHeight = lineHeight
    self.unwrappedWidth = unwrappedWidth
    self.unwrappedLineCount = unwrappedLineCount
  }
}
