import TypeFitDynamicType

/// The text core's former name for ``LabelLayout``, which it now returns itself.
@available(*, deprecated, renamed: "LabelLayout")
public typealias LayoutSummary = LabelLayout

extension PreparedText {
  /// The numbers of ``layout(_:)`` without building line texts: what batch checks need, and
  /// what the row model's measurer hands on (``LabelLayout`` is the same type on both sides).
  ///
  /// - Complexity: O(clusters) arithmetic and one small array; a string only when truncated.
  public func summary(_ parameters: LayoutParameters) -> LabelLayout {
    let metrics = scaled(for: parameters.pointSize)
    let maxWidth = parameters.maxWidth.isNaN ? 0 : parameters.maxWidth
    let spans = LineBreaker(text: self, metrics: metrics).lineSpans(maxWidth: maxWidth)
    let limit = parameters.effectiveLineLimit ?? Int.max
    let truncated = spans.count > limit
    var widths: [Double] = []
    widths.reserveCapacity(min(spans.count, limit))
    for span in spans.prefix(truncated ? limit - 1 : spans.count) {
      widths.append(metrics.width(from: span.start, to: span.contentEnd, hyphen: span.endsWithSoftHyphen))
    }
    var visibleText = text
    if truncated {
      let cut = Truncator(text: self, metrics: metrics).truncate(
        lineStart: spans[limit - 1].start, maxWidth: maxWidth)
      widths.append(cut.width)
      visibleText = substring(utf16: 0..<Int(clusterStarts[Int(cut.end)])) + "…"
    }
    return LabelLayout(
      linesNeeded: spans.count, linesShown: widths.count, lineWidths: widths,
      naturalWidth: naturalWidth(metrics: metrics),
      lineHeight: metrics.lineHeight,
      height: PreparedText.roundUp(Double(widths.count) * metrics.lineHeight, scale: parameters.displayScale),
      isTruncated: truncated, visibleText: visibleText)
  }

  /// Rounds a length up to the pixel grid (``PixelGrid/ceil(_:scale:)``), whole points when the
  /// scale is unusable.
  static func roundUp(_ length: Double, scale: Double) -> Double {
    PixelGrid.ceil(length, scale: scale > 0 && scale.isFinite ? scale : 1)
  }

  /// Widest paragraph on one line: the width from each paragraph's start to its last content,
  /// with no wrapping and no allocation.
  func naturalWidth(metrics: ScaledMetrics) -> Double {
    var widest = 0.0
    var paragraphStart: Int32 = 0
    var contentEnd: Int32 = 0
    var hyphen = false
    for segment in segments {
      if segment.contentEnd > segment.start || segment.mandatoryBreakAfter {
        contentEnd = max(contentEnd, segment.contentEnd)
        hyphen = false
      }
      if segment.mandatoryBreakAfter {
        widest = max(
          widest, metrics.width(from: paragraphStart, to: max(contentEnd, paragraphStart), hyphen: hyphen))
        paragraphStart = segment.end
        contentEnd = segment.end
      }
    }
    if paragraphStart < Int32(clusterCount) {
      widest = max(widest, metrics.width(from: paragraphStart, to: max(contentEnd, paragraphStart)))
    }
    return widest
  }
}
