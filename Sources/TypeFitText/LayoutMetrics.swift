/// A layout's counts and heights alone: what a rule needs to decide, computed without
/// allocating (no line widths, no strings). ``PreparedText/layout(_:)`` and
/// ``PreparedText/summary(_:)`` give the same numbers with the lines.
public struct LayoutMetrics: Sendable, Hashable {
  /// Lines the text needs with no limit; 0 for empty text.
  public var linesNeeded: Int
  /// Lines shown: `min(linesNeeded, lineLimit)`.
  public var linesShown: Int
  /// Widest paragraph on one line, in points.
  public var naturalWidth: Double
  /// Height of one line in points.
  public var lineHeight: Double
  /// Height of the shown lines in points, rounded up to the pixel grid.
  public var height: Double
  /// Whether the text needs more lines than allowed (its tail would be cut).
  public var isTruncated: Bool
}

extension PreparedText {
  /// The numbers of ``layout(_:)`` without its lines.
  ///
  /// - Complexity: O(clusters) arithmetic over the break opportunities; no allocation.
  public func metrics(_ parameters: LayoutParameters) -> LayoutMetrics {
    let metrics = scaled(for: parameters.pointSize)
    let maxWidth = parameters.maxWidth.isNaN ? 0 : parameters.maxWidth
    let needed = LineBreaker(text: self, metrics: metrics).lineCount(maxWidth: maxWidth)
    let shown = min(needed, parameters.effectiveLineLimit ?? Int.max)
    return LayoutMetrics(
      linesNeeded: needed, linesShown: shown, naturalWidth: naturalWidth(metrics: metrics),
      lineHeight: metrics.lineHeight,
      height: PreparedText.roundUp(Double(shown) * metrics.lineHeight, scale: parameters.displayScale),
      isTruncated: needed > shown)
  }
}
