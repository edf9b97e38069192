/// The text core's former name for ``LabelMetrics``, which it now returns itself.
@available(*, deprecated, renamed: "LabelMetrics")
public typealias LayoutMetrics = LabelMetrics

extension PreparedText {
  /// The numbers of ``layout(_:)`` without its lines: a layout's counts and heights alone, what
  /// a rule needs to decide. ``layout(_:)`` and ``summary(_:)`` give the same numbers with the
  /// lines.
  ///
  /// - Complexity: O(clusters) arithmetic over the break opportunities; no allocation.
  public func metrics(_ parameters: LayoutParameters) -> LabelMetrics {
    let metrics = scaled(for: parameters.pointSize)
    let maxWidth = parameters.maxWidth.isNaN ? 0 : parameters.maxWidth
    let needed = LineBreaker(text: self, metrics: metrics).lineCount(maxWidth: maxWidth)
    let shown = min(needed, parameters.effectiveLineLimit ?? Int.max)
    return LabelMetrics(
      linesNeeded: needed, linesShown: shown, naturalWidth: naturalWidth(metrics: metrics),
      lineHeight: metrics.lineHeight,
      height: PreparedText.roundUp(Double(shown) * metrics.lineHeight, scale: parameters.displayScale),
      isTruncated: needed > shown)
  }
}
