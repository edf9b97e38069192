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

extension PreparedText {
  /// What every layout at `pointSize` shares whatever the width (see ``LabelSizeMetrics``):
  /// the size's scaled advances are worked out once here instead of once per width.
  ///
  /// - Complexity: O(break opportunities) arithmetic; no allocation.
  public func sizeMetrics(pointSize: Double) -> LabelSizeMetrics {
    let metrics = scaled(for: pointSize)
    // The widths `LineBreaker.forEachLine` compares while every segment joins the first line:
    // from the text's start to each segment's content end (the first segment starts at 0).
    var widest = -Double.infinity
    var unwrapped = true
    for (i, segment) in segments.enumerated() {
      if segment.mandatoryBreakAfter && i < segments.count - 1 {
        unwrapped = false
        break
      }
      let width = metrics.width(from: 0, to: segment.contentEnd, hyphen: segment.endsWithSoftHyphen)
      if width.isNaN {
        unwrapped = false
        break
      }
      widest = max(widest, width)
    }
    return LabelSizeMetrics(
      pointSize: pointSize, naturalWidth: naturalWidth(metrics: metrics), lineHeight: metrics.lineHeight,
      unwrappedWidth: unwrapped ? widest : nil, unwrappedLineCount: segments.isEmpty ? 0 : 1)
  }

  /// ``metrics(_:)`` at the size of `size` (this text's ``sizeMetrics(pointSize:)``): the same
  /// numbers, answered without filling lines when the width keeps the text unwrapped.
  ///
  /// - Complexity: O(1) when the text stays unwrapped, else O(break opportunities) to fill
  ///   the lines (the natural width and line height are the size's, not worked out again).
  public func metrics(_ size: LabelSizeMetrics, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    // What `metrics(_:)` does, less the natural width and line height: `size` holds both,
    // computed by the same functions at the same size, so the numbers are the same bits.
    let needed =
      size.unwrappedLineCount(atWidth: maxWidth)
      ?? LineBreaker(text: self, metrics: scaled(for: size.pointSize)).lineCount(
        maxWidth: maxWidth.isNaN ? 0 : maxWidth)
    return size.metrics(linesNeeded: needed, lineLimit: lineLimit, displayScale: displayScale)
  }
}
