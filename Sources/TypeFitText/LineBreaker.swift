/// Greedy line filling over a prepared text's break opportunities.
///
/// The rules, in CoreText's manner (and CSS `overflow-wrap: break-word`):
/// - a segment that fits after the line's content joins the line; trailing spaces hang and do
///   not count against the width;
/// - a segment that does not fit starts the next line;
/// - a segment that does not fit even on an empty line is broken between grapheme clusters,
///   filling each line, and what remains continues as an ordinary line;
/// - a mandatory break (`\n`, U+2028) ends the line.
struct LineBreaker {
  /// One line as cluster indices.
  struct Span {
    var start: Int32
    /// End of the shown content (hanging whitespace excluded).
    var contentEnd: Int32
    /// End of the line, hanging whitespace included.
    var end: Int32
    /// Whether the line ends at a soft hyphen (drawn as "-").
    var endsWithSoftHyphen: Bool
  }

  let text: PreparedText
  let metrics: PreparedText.ScaledMetrics

  /// Widths are compared with this slack, in points, so that a text measured to exactly the
  /// available width still fits despite rounding in the sums.
  static let tolerance = 1e-6

  func lineSpans(maxWidth: Double) -> [Span] {
    var spans: [Span] = []
    spans.reserveCapacity(text.segments.count)
    let limit = maxWidth + Self.tolerance
    var current: Span? = nil
    for segment in text.segments {
      if let line = current {
        if metrics.width(from: line.start, to: segment.contentEnd, hyphen: segment.endsWithSoftHyphen)
          <= limit
        {
          current = Span(
            start: line.start, contentEnd: segment.contentEnd, end: segment.end,
            endsWithSoftHyphen: segment.endsWithSoftHyphen)
        } else {
          spans.append(line)
          current = nil
        }
      }
      if current == nil {
        current = placeOnEmptyLine(segment, limit: limit, into: &spans)
      }
      if segment.mandatoryBreakAfter, let line = current {
        spans.append(
          Span(start: line.start, contentEnd: line.contentEnd, end: line.end, endsWithSoftHyphen: false))
        current = nil
      }
    }
    if let line = current { spans.append(line) }
    return spans
  }

  /// Puts a segment at the start of a line, breaking it between clusters when it is too wide.
  /// Returns the line that stays open.
  private func placeOnEmptyLine(_ segment: PreparedText.Segment, limit: Double, into spans: inout [Span])
    -> Span
  {
    var start = segment.start
    if metrics.width(from: start, to: segment.contentEnd, hyphen: segment.endsWithSoftHyphen) > limit {
      while true {
        var end = start + 1
        while end < segment.contentEnd, metrics.width(from: start, to: end + 1) <= limit { end += 1 }
        if end >= segment.contentEnd { break }
        spans.append(Span(start: start, contentEnd: end, end: end, endsWithSoftHyphen: false))
        start = end
      }
    }
    return Span(
      start: start, contentEnd: segment.contentEnd, end: segment.end,
      endsWithSoftHyphen: segment.endsWithSoftHyphen)
  }
}
