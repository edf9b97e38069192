import TypeFitDynamicType

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
  /// stays unwrapped: at any width `w` with `unwrappedWidth ≤ w + widthTolerance`
  /// (``widthTolerance``, the line breaker's) the text needs ``unwrappedLineCount`` lines; −∞
  /// for an empty text.
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

  /// The slack, in points, with which a line's width is compared with the available width, so
  /// that a text measured to exactly that width still fits despite rounding in the sums: 10⁻⁶.
  /// The text core's line breaker compares with the same slack.
  @inlinable public static var widthTolerance: Double { 1e-6 }

  /// The lines the text needs at `maxWidth` when that width keeps it unwrapped
  /// (``unwrappedWidth`` ≤ `maxWidth` + ``widthTolerance``; a NaN width counts as 0), else
  /// `nil`: the lines must then be filled.
  ///
  /// A caller placing a label at several widths can answer these widths from the size's
  /// numbers alone, without asking the measurer.
  /// - Parameter maxWidth: the available width in points.
  @inlinable
  public func unwrappedLineCount(atWidth maxWidth: Double) -> Int? {
    let width = maxWidth.isNaN ? 0 : maxWidth
    guard let unwrappedWidth, unwrappedWidth <= width + Self.widthTolerance else { return nil }
    return unwrappedLineCount
  }

  /// The ``LabelMetrics`` of a layout at this size that needs `linesNeeded` lines: the lines
  /// shown are capped by `lineLimit` (`nil` or 0 for no limit), the height is the line height
  /// times the lines shown rounded up to the pixel grid of `displayScale` (1 when the scale
  /// is not a finite number above 0), and the natural width and line height are this size's.
  ///
  /// ```swift
  /// let size = LabelSizeMetrics(pointSize: 17, naturalWidth: 80, lineHeight: 20.29, unwrappedWidth: 80,
  ///                             unwrappedLineCount: 1)
  /// size.metrics(linesNeeded: 3, lineLimit: 2, displayScale: 3)  // 2 lines shown, height 40.667, truncated
  /// ```
  /// - Parameters:
  ///   - linesNeeded: the lines the text needs at the width laid out (≥ 0).
  ///   - lineLimit: the most lines shown; `nil` or 0 for no limit.
  ///   - displayScale: pixels per point (3 for @3x).
  @inlinable
  public func metrics(linesNeeded: Int, lineLimit: Int?, displayScale: Double) -> LabelMetrics {
    let limit = lineLimit.map { $0 > 0 ? $0 : Int.max } ?? Int.max
    let shown = min(linesNeeded, limit)
    let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
    return LabelMetrics(
      linesNeeded: linesNeeded, linesShown: shown, naturalWidth: naturalWidth, lineHeight: lineHeight,
      height: PixelGrid.ceil(Double(shown) * lineHeight, scale: scale), isTruncated: linesNeeded > shown)
  }
}
