extension PreparedText {
  /// Where the ellipsis of a truncated text goes when not at the end of its last line
  /// (``visibleText(_:cut:)``).
  public enum EllipsisPlacement: Sendable, Hashable {
    /// At the start of the last shown line, followed by the end of the text
    /// (`NSLineBreakMode.byTruncatingHead`, SwiftUI `.truncationMode(.head)`).
    case head
    /// In the middle of the last shown line, between the start of what is left and the end of
    /// the text (`NSLineBreakMode.byTruncatingMiddle`, SwiftUI `.truncationMode(.middle)`).
    case middle
  }

  /// The text a truncated layout shows when the ellipsis is at the head or in the middle of its
  /// last line: the lines before the last as laid out, then on the last line "…" with as much
  /// of the end of the paragraph as fits after it (`head`), or as much of what is left as fits
  /// in half the line, "…", and as much of the paragraph's end as fits in the rest (`middle`).
  /// The lines needed and shown are the tail layout's (``layout(_:)``): the ellipsis takes the
  /// same room wherever it sits. The text itself when it is not truncated.
  ///
  /// TextKit's exact choice of the clusters around a middle ellipsis is not documented; the
  /// halves here are by width, whole grapheme clusters, spaces beside the ellipsis dropped.
  ///
  /// - Complexity: O(clusters) arithmetic on the prefix sums of the widths; one string.
  public func visibleText(_ parameters: LayoutParameters, cut placement: EllipsisPlacement) -> String {
    let metrics = scaled(for: parameters.pointSize)
    let maxWidth = parameters.maxWidth.isNaN ? 0 : parameters.maxWidth
    let spans = LineBreaker(text: self, metrics: metrics).lineSpans(maxWidth: maxWidth)
    let limit = parameters.effectiveLineLimit ?? Int.max
    guard spans.count > limit, limit > 0 else { return text }
    let lineStart = spans[limit - 1].start
    let paragraphEnd =
      segments.first { $0.end > lineStart && $0.mandatoryBreakAfter }?.contentEnd ?? Int32(clusterCount)
    let room = maxWidth + LineBreaker.tolerance
    // The end of the paragraph: from `end` back while it fits in `budget` beside the ellipsis.
    func tailStart(from start: Int32, budget: Double) -> Int32 {
      var first = paragraphEnd
      while first > start, metrics.width(from: first - 1, to: paragraphEnd) <= budget { first -= 1 }
      while first < paragraphEnd, clusterIsSpace[Int(first)] { first += 1 }
      return first
    }
    let ellipsis = metrics.ellipsisWidth(after: paragraphEnd - 1)
    var kept = ""
    let tailFrom: Int32
    switch placement {
    case .head:
      tailFrom = tailStart(from: lineStart, budget: room - ellipsis)
    case .middle:
      var headEnd = lineStart
      while headEnd < paragraphEnd, metrics.width(from: lineStart, to: headEnd + 1) <= (room - ellipsis) / 2 {
        headEnd += 1
      }
      while headEnd > lineStart, clusterIsSpace[Int(headEnd - 1)] { headEnd -= 1 }
      kept = substring(utf16: Int(clusterStarts[Int(lineStart)])..<Int(clusterStarts[Int(headEnd)]))
      let used = metrics.width(from: lineStart, to: headEnd)
      tailFrom = tailStart(from: headEnd, budget: room - ellipsis - used)
    }
    let before = substring(utf16: 0..<Int(clusterStarts[Int(lineStart)]))
    let after = substring(utf16: Int(clusterStarts[Int(tailFrom)])..<Int(clusterStarts[Int(paragraphEnd)]))
    return before + kept + "…" + after
  }
}
