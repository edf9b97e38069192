import TypeFitDynamicType

/// A layout's numbers without its line texts: what batch checks need, built without
/// allocating a string unless the text is truncated.
public struct LayoutSummary: Sendable, Hashable {
  /// Lines the text needs with no limit; 0 for empty text.
  public var linesNeeded: Int
  /// Width of each shown line in points (the last includes "…" when truncated).
  public var lineWidths: [Double]
  /// Widest paragraph on one line, in points.
  public var naturalWidth: Double
  /// Height of one line in points.
  public var lineHeight: Double
  /// Height of the shown lines in points, rounded up to the pixel grid.
  public var height: Double
  /// Whether the tail was cut.
  public var isTruncated: Bool
  /// The text up to the cut plus "…", or the whole text.
  public var visibleText: String

  /// Lines shown.
  public var linesShown: Int { lineWidths.count }
}

extension PreparedText {
  /// The numbers of ``layout(_:)`` without building line texts.
  ///
  /// - Complexity: O(clusters) arithmetic and one small array; a string only when truncated.
  public func summary(_ parameters: LayoutParameters) -> LayoutSummary {
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
    return LayoutSummary(
      linesNeeded: spans.count, lineWidths: widths, naturalWidth: naturalWidth(metrics: metrics),
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
