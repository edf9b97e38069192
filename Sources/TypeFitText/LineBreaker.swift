/// Greedy line filling over a prepared text's break opportunities.
///
/// The rules, in CoreText's manner (and CSS `overflow-wrap: break-word`):
/// - a segment that fits after the line's content joins the line; trailing spaces hang and do
///   not count against the width;
/// - a segment that does not fit starts the next line;
/// - a segment that does not fit even on an empty line is broken between grapheme clusters,
///   filling each line, and what remains continues as an ordinary line;
/// - a line that ends at a soft hyphen fits only with its hyphen; a break between clusters is
///   never put just before a soft hyphen (that would be the soft hyphen's break, hyphen
///   missing);
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

  /// The text's break opportunities (only these: holding the whole prepared text would copy
  /// all its arrays for every layout).
  let segments: [PreparedText.Segment]
  let metrics: PreparedText.ScaledMetrics

  init(text: PreparedText, metrics: PreparedText.ScaledMetrics) {
    segments = text.segments
    self.metrics = metrics
  }

  /// Widths are compared with this slack, in points, so that a text measured to exactly the
  /// available width still fits despite rounding in the sums
  /// (``LabelSizeMetrics/widthTolerance``, 10⁻⁶, which answers unwrapped widths the same way).
  static var tolerance: Double { LabelSizeMetrics.widthTolerance }

  /// The lines, in order.
  func lineSpans(maxWidth: Double) -> [Span] {
    var spans: [Span] = []
    spans.reserveCapacity(segments.count)
    forEachLine(maxWidth: maxWidth) { spans.append($0) }
    return spans
  }

  /// The number of lines, without storing them.
  func lineCount(maxWidth: Double) -> Int {
    var count = 0
    forEachLine(maxWidth: maxWidth) { _ in count += 1 }
    return count
  }

  /// Fills lines greedily and hands each to `body`, in order.
  func forEachLine(maxWidth: Double, _ body: (Span) -> Void) {
    let limit = maxWidth + Self.tolerance
    var current: Span? = nil
    for segment in segments {
      if let line = current {
        if metrics.width(from: line.start, to: segment.contentEnd, hyphen: segment.endsWithSoftHyphen)
          <= limit
        {
          current = Span(
            start: line.start, contentEnd: segment.contentEnd, end: segment.end,
            endsWithSoftHyphen: segment.endsWithSoftHyphen)
        } else {
          body(line)
          current = nil
        }
      }
      if current == nil {
        current = placeOnEmptyLine(segment, limit: limit, body)
      }
      if segment.mandatoryBreakAfter, let line = current {
        body(Span(start: line.start, contentEnd: line.contentEnd, end: line.end, endsWithSoftHyphen: false))
        current = nil
      }
    }
    if let line = current { body(line) }
  }

  /// Puts a segment at the start of a line, breaking it between clusters when it is too wide
  /// (each full piece goes to `body`). Returns the line that stays open.
  private func placeOnEmptyLine(_ segment: PreparedText.Segment, limit: Double, _ body: (Span) -> Void)
    -> Span
  {
    var start = segment.start
    let hyphen = segment.endsWithSoftHyphen
    if metrics.width(from: start, to: segment.contentEnd, hyphen: hyphen) > limit {
      // The soft hyphen is the segment's last cluster: a piece ending with it shows the hyphen.
      let softHyphen = hyphen ? segment.contentEnd - 1 : -1
      while true {
        var end = start + 1
        while end < segment.contentEnd,
          metrics.width(from: start, to: end + 1, hyphen: end + 1 == segment.contentEnd && hyphen) <= limit
        {
          end += 1
        }
        if end >= segment.contentEnd { break }
        // Ending just before the soft hyphen would be its break without the hyphen.
        if end == softHyphen, end > start + 1 { end -= 1 }
        body(Span(start: start, contentEnd: end, end: end, endsWithSoftHyphen: false))
        start = end
      }
    }
    return Span(
      start: start, contentEnd: segment.contentEnd, end: segment.end,
      endsWithSoftHyphen: segment.endsWithSoftHyphen)
  }
}
