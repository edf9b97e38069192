import TypeFitDynamicType

/// A text shaped and segmented once, ready to be laid out at any size, width and line limit
/// as plain arithmetic.
///
/// Preparing does the costly work once per string: grapheme clusters, UAX #14 break
/// opportunities in the string's locale, bidi levels, script runs, font fallback per cluster
/// and HarfBuzz shaping of each run with the whole paragraph as context. Shaping is unhinted
/// in font units, so advances scale linearly with the point size; the text is shaped once per
/// optical size of the stack (Inter and Inter Display), not once per point size.
///
/// ```swift
/// let prepared = try engine.prepare("Wi-Fi Settings", language: "en")
/// let layout = prepared.layout(LayoutParameters(pointSize: 17, maxWidth: 80))
/// // layout.linesNeeded == 2
/// ```
public struct PreparedText: Sendable {
  /// The source text.
  public let text: String
  /// The BCP 47 language the text was prepared for, or `nil`.
  public let language: String?
  /// The weight the text was shaped at.
  public let weight: FontWeight

  /// UTF-16 offset where each grapheme cluster starts; one extra entry holds the text's length.
  let clusterStarts: [Int32]
  /// Whether each cluster is hanging whitespace (spaces and line separators; not NBSP).
  let clusterIsSpace: [Bool]
  /// Spans between break opportunities, in cluster indices.
  let segments: [Segment]
  /// Shaping results per optical instance of the stack.
  let instances: [Instance]
  /// For each optical instance, the smallest point size it serves.
  let instanceFromPointSizes: [Double]
  /// Whether HIG tracking is added after each cluster.
  let appliesTracking: Bool

  /// A run of clusters between two break opportunities.
  struct Segment: Sendable {
    /// First cluster.
    var start: Int32
    /// End of the content: trailing hanging whitespace excluded.
    var contentEnd: Int32
    /// End of the segment, trailing whitespace included.
    var end: Int32
    /// Whether a mandatory break (`\n`, U+2028) follows.
    var mandatoryBreakAfter: Bool
    /// Whether the segment ends in a soft hyphen, drawn as "-" when a line breaks there.
    var endsWithSoftHyphen: Bool
  }

  /// Advances of one optical instance.
  struct Instance: Sendable {
    /// Prefix sums of cluster advances in em: `cumulativeEm[i]` is the advance of clusters
    /// `0..<i`, so any range's width is one subtraction.
    var cumulativeEm: [Double]
    /// Prefix counts of clusters that take tracking: those drawn with the primary face.
    /// Fallback faces keep their own spacing, as Core Text applies a font's tracking only to
    /// runs in that font.
    var cumulativeTracked: [Int32]
    /// The face index that drew each cluster, to pick the ellipsis's font.
    var clusterFace: [Int32]
    /// Advance of "…" (U+2026) in em, per face index used.
    var ellipsisEm: [Int32: Double]
    /// The primary face's index (the face tracking applies to).
    var primaryFace: Int32
    /// Advance of "-" in em in the primary face, for soft hyphens.
    var hyphenEm: Double
    /// Line height in em.
    var lineHeightEm: Double
  }

  /// Number of grapheme clusters.
  public var clusterCount: Int { clusterStarts.count - 1 }

  /// Lays the text out.
  ///
  /// Lines fill greedily at UAX #14 break opportunities; trailing spaces hang past the line
  /// end; a word too long for an empty line breaks between grapheme clusters; with a line
  /// limit the last shown line keeps as many whole clusters as fit beside "…" (U+2026 in that
  /// line's font), as UILabel's `byTruncatingTail` does.
  ///
  /// Invalid parameters (see ``LayoutParameters/validate()``) are not checked here: a width
  /// that is not positive puts one cluster on each line.
  /// - Complexity: O(clusters) arithmetic; no shaping.
  public func layout(_ parameters: LayoutParameters) -> TextLayout {
    let metrics = scaled(for: parameters.pointSize)
    let maxWidth = parameters.maxWidth.isNaN ? 0 : parameters.maxWidth
    let spans = LineBreaker(text: self, metrics: metrics).lineSpans(maxWidth: maxWidth)
    let limit = parameters.effectiveLineLimit ?? Int.max
    var lines: [TextLayout.Line] = []
    lines.reserveCapacity(min(spans.count, limit))
    var visibleText = text
    let truncated = spans.count > limit
    for span in spans.prefix(truncated ? limit - 1 : spans.count) {
      lines.append(line(span, metrics: metrics))
    }
    if truncated {
      let cut = Truncator(text: self, metrics: metrics).truncate(
        lineStart: spans[limit - 1].start, maxWidth: maxWidth)
      let range = Int(clusterStarts[Int(spans[limit - 1].start)])..<Int(clusterStarts[Int(cut.end)])
      lines.append(
        TextLayout.Line(
          text: substring(utf16: range) + "…", width: cut.width,
          utf16Range: range, isTruncated: true))
      visibleText = substring(utf16: 0..<range.upperBound) + "…"
    }
    return TextLayout(
      lines: lines, linesNeeded: spans.count, naturalWidth: naturalWidth(metrics: metrics),
      lineHeight: metrics.lineHeight,
      height: PreparedText.roundUp(Double(lines.count) * metrics.lineHeight, scale: parameters.displayScale),
      isTruncated: truncated, visibleText: visibleText, pointSize: parameters.pointSize)
  }

  /// Width of the text with no wrapping: the widest paragraph, in points.
  public func naturalWidth(pointSize: Double) -> Double {
    naturalWidth(metrics: scaled(for: pointSize))
  }

  private func line(_ span: LineBreaker.Span, metrics: ScaledMetrics) -> TextLayout.Line {
    let range = Int(clusterStarts[Int(span.start)])..<Int(clusterStarts[Int(span.end)])
    let contentEnd = Int(clusterStarts[Int(span.contentEnd)])
    var shown = substring(utf16: range.lowerBound..<contentEnd)
    if span.endsWithSoftHyphen {
      if shown.unicodeScalars.last == "\u{AD}" { shown.unicodeScalars.removeLast() }
      shown += "-"
    }
    return TextLayout.Line(
      text: shown,
      width: metrics.width(from: span.start, to: span.contentEnd, hyphen: span.endsWithSoftHyphen),
      utf16Range: range, isTruncated: false)
  }

  func substring(utf16 range: Range<Int>) -> String {
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let upper = utf16.index(lower, offsetBy: range.count)
    return String(text[lower..<upper])
  }

  /// The instance's advances scaled to a point size, with tracking.
  func scaled(for pointSize: Double) -> ScaledMetrics {
    var chosen = 0
    for (i, from) in instanceFromPointSizes.enumerated() where from <= pointSize { chosen = i }
    let instance = instances[chosen]
    return ScaledMetrics(
      instance: instance, pointSize: pointSize,
      trackingEm: appliesTracking ? SFTracking.em(atPointSize: pointSize) : 0)
  }

  /// Advances of one instance at one point size: the arithmetic every layout uses.
  struct ScaledMetrics {
    let instance: Instance
    let pointSize: Double
    let trackingEm: Double

    var lineHeight: Double { instance.lineHeightEm * pointSize }

    /// Width of clusters `start..<end` in points, tracking after each cluster included.
    @inline(__always)
    func width(from start: Int32, to end: Int32, hyphen: Bool = false) -> Double {
      let em = instance.cumulativeEm[Int(end)] - instance.cumulativeEm[Int(start)]
      let count =
        Double(instance.cumulativeTracked[Int(end)] - instance.cumulativeTracked[Int(start)])
        + (hyphen ? 1 : 0)
      return (em + count * trackingEm + (hyphen ? instance.hyphenEm : 0)) * pointSize
    }

    /// Width of "…" drawn after cluster `before` (in that cluster's face), in points.
    func ellipsisWidth(after before: Int32) -> Double {
      let face =
        before >= 0 && Int(before) < instance.clusterFace.count ? instance.clusterFace[Int(before)] : 0
      let em = instance.ellipsisEm[face] ?? instance.ellipsisEm[instance.primaryFace] ?? 0
      return (em + (face == instance.primaryFace ? trackingEm : 0)) * pointSize
    }
  }
}

extension PreparedText {
  /// Width of the widest run between two break opportunities (a "word" in UAX #14 terms),
  /// hanging spaces excluded: the narrowest width at which no word needs breaking between
  /// clusters, in points.
  public func widestUnbreakableWidth(pointSize: Double) -> Double {
    let metrics = scaled(for: pointSize)
    return segments.map { metrics.width(from: $0.start, to: $0.contentEnd, hyphen: $0.endsWithSoftHyphen) }
      .max() ?? 0
  }
}
