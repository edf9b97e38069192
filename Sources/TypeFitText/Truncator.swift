/// Tail truncation of the last allowed line, as UILabel's `byTruncatingTail`.
///
/// The last line keeps as many whole grapheme clusters as fit beside "…" (U+2026 in the font
/// of the last kept cluster); spaces before the ellipsis are dropped; the line never runs past
/// a mandatory break.
struct Truncator {
  let text: PreparedText
  let metrics: PreparedText.ScaledMetrics

  /// The kept clusters' end (exclusive) and the line's width with the ellipsis, in points.
  func truncate(lineStart: Int32, maxWidth: Double) -> (end: Int32, width: Double) {
    let paragraphEnd =
      text.segments.first { $0.end > lineStart && $0.mandatoryBreakAfter }?.contentEnd
      ?? Int32(text.clusterCount)
    let limit = maxWidth + LineBreaker.tolerance
    var end = lineStart
    while end < paragraphEnd,
      metrics.width(from: lineStart, to: end + 1) + metrics.ellipsisWidth(after: end) <= limit
    {
      end += 1
    }
    while end > lineStart, text.clusterIsSpace[Int(end - 1)] { end -= 1 }
    return (end, metrics.width(from: lineStart, to: end) + metrics.ellipsisWidth(after: end - 1))
  }
}
