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
  /// Whether the text was shaped with the stack's italic faces.
  public internal(set) var italic = false
  /// Whether digits were shaped with tabular widths (`tnum`).
  public let monospacedDigits: Bool

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
    /// Whether the segment ends in a soft hyphen that a line can break at (right before more
    /// text, not before a space, a line break or the text's end), drawn as "‐" when a line
    /// breaks there.
    var endsWithSoftHyphen: Bool
  }

  /// Advances of one optical instance.
  ///
  /// A range's width at a size is arithmetic on prefix sums (see ``ScaledMetrics``): under
  /// the SF model, `((1 − b)·ΔSmall + b·ΔLarge + f·ΔScaled + ΔEm + ΔTracked·t) · size`;
  /// otherwise `(ΔEm + ΔTracked·t) · size`.
  /// A reference type so every layout shares it without copying its arrays.
  final class Instance: Sendable {
    /// Prefix sums per cluster boundary (see ``PrefixSums``): the width of clusters `a..<b` is
    /// `prefix[b] − prefix[a]`, weighted for the point size.
    let prefix: [PrefixSums]
    let clusterFace: [Int32]
    /// Advance of "…" (U+2026) in em, per face index used.
    let ellipsisEm: [Int32: Double]
    /// The primary face's index (the face tracking applies to).
    let primaryFace: Int32
    /// The character shown at a soft-hyphen break: U+2010 when the primary face maps it, else
    /// "-"; "-" under the SF model (its tables cover ASCII only).
    let hyphen: Unicode.Scalar
    /// Advance of ``hyphen`` in em in the primary face, for soft hyphens.
    let hyphenEm: Double
    /// SF's small- and large-design widths of "-" in em, for soft hyphens under the SF model.
    let hyphenSmall: Double
    let hyphenLarge: Double
    /// Line height in em.
    let lineHeightEm: Double
    /// The width model the sums were made for.
    let widths: FontStackDefinition.MetricsPolicy.Widths
    /// Whether `SFWidthModel.macOSCutCorrectionEm` is subtracted per tracked cluster (the
    /// `sfFace` model with a macOS build of SF).
    let subtractsMacOSCut: Bool
    /// Under the SF model, the design scales of the kerning in the sums (the
    /// straddling part is scaled per point size with them).
    let kerningScales: FontStackDefinition.MetricsPolicy.KerningScales

    /// Whether the SF model's prefix sums are present.
    init(
      prefix: [PrefixSums], clusterFace: [Int32], ellipsisEm: [Int32: Double], primaryFace: Int32,
      hyphen: Unicode.Scalar, hyphenEm: Double, hyphenSmall: Double, hyphenLarge: Double,
      lineHeightEm: Double,
      widths: FontStackDefinition.MetricsPolicy.Widths, subtractsMacOSCut: Bool,
      kerningScales: FontStackDefinition.MetricsPolicy.KerningScales = .sfModel
    ) {
      self.prefix = prefix
      self.clusterFace = clusterFace
      self.ellipsisEm = ellipsisEm
      self.primaryFace = primaryFace
      self.hyphen = hyphen
      self.hyphenEm = hyphenEm
      self.hyphenSmall = hyphenSmall
      self.hyphenLarge = hyphenLarge
      self.lineHeightEm = lineHeightEm
      self.widths = widths
      self.subtractsMacOSCut = subtractsMacOSCut
      self.kerningScales = kerningScales
    }

    var isModelled: Bool { widths == .sfIOS }
  }

  /// The same text, recorded as shaped with the italic faces.
  func markedItalic() -> PreparedText {
    var copy = self
    copy.italic = true
    return copy
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

  /// The tracking the layout adds after each tracked cluster at a size, in em: SF's own
  /// tracking (`SFWidthModel.trackingEm`) under the SF width model, the HIG table's
  /// (`SFTracking`) for a stack with HIG tracking (less the macOS-cut correction for a macOS
  /// build of SF), 0 for a stack without tracking (`--font`).
  ///
  /// With the system stack at 17 pt it is −52/2048 em (−0.4316 pt); the HIG table says
  /// −26/1000 em (−0.442 pt).
  /// - Parameter pointSize: font size in points.
  public func trackingEm(pointSize: Double) -> Double {
    // The tracking of `scaled(for:)`, without making the rest of its metrics (which retains
    // the instance's arrays).
    var chosen = 0
    for (i, from) in instanceFromPointSizes.enumerated() where from <= pointSize { chosen = i }
    if instances[chosen].isModelled {
      return SFWidthModel.sizeFactors(pointSize: pointSize, weight: weight).trackingEm
    }
    var tracking = appliesTracking ? SFTracking.em(atPointSize: pointSize) : 0
    if instances[chosen].subtractsMacOSCut {
      tracking -= SFWidthModel.macOSCutCorrectionEm(pointSize: pointSize)
    }
    return tracking
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
      shown.unicodeScalars.append(metrics.instance.hyphen)
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
    if instance.isModelled {
      let factors = SFWidthModel.sizeFactors(pointSize: pointSize, weight: weight)
      let b = factors.blend
      return ScaledMetrics(
        instance: instance, prefix: instance.prefix, pointSize: pointSize,
        trackingEm: factors.trackingEm,
        smallWeight: 1 - b, largeWeight: b,
        primaryScale: factors.fallbackScale,
        kerningScale: instance.kerningScales.factor(blend: b))
    }
    var tracking = appliesTracking ? SFTracking.em(atPointSize: pointSize) : 0
    if instance.subtractsMacOSCut { tracking -= SFWidthModel.macOSCutCorrectionEm(pointSize: pointSize) }
    return ScaledMetrics(
      instance: instance, prefix: instance.prefix, pointSize: pointSize, trackingEm: tracking, smallWeight: 0,
      largeWeight: 0,
      primaryScale: 1, kerningScale: 0)
  }

  /// Advances of one instance at one point size: the arithmetic every layout uses.
  struct ScaledMetrics {
    let instance: Instance
    /// The instance's prefix sums, held directly so each width is two loads.
    let prefix: [PrefixSums]
    /// Font size in points.
    let pointSize: Double
    /// Added per tracked (primary-face) cluster, em: SF's tracking under the SF model, else
    /// the policy's tracking (minus the macOS cut correction for a macOS SF face).
    let trackingEm: Double
    /// Under the SF model, 1 − b and b (`SFWidthModel.blend(pointSize:)`), unitless; else 0.
    let smallWeight: Double
    let largeWeight: Double
    /// Under the SF model, `SFWidthModel.fallbackScale` for the primary face's other
    /// characters, unitless; else 1.
    let primaryScale: Double
    /// Under the SF model, the kerning scale at this size
    /// (``FontStackDefinition/MetricsPolicy/KerningScales/factor(pointSize:)``), for the
    /// straddling kerning a line leaves out; else 0 (no such kerning is recorded).
    let kerningScale: Double

    var lineHeight: Double { instance.lineHeightEm * pointSize }

    /// Width of clusters `start..<end` set as a line of their own, in points: tracking after
    /// each cluster included, kerning with clusters outside the range left out
    /// (``KernStraddles``), so it is not additive: `width(0, n)` can differ from
    /// `width(0, k) + width(k, n)` by the kerning of the pair at `k`. An empty range is 0.
    ///
    /// The kerning is left out at no cost: the prefix sums hold the running sum as a line ending
    /// and as a line starting at each boundary (``PrefixSums/lineEndEm``), so the width reads
    /// the same number of values as a plain running sum.
    /// - Complexity: O(1): a handful of subtractions and multiplications.
    @inline(__always)
    func width(from start: Int32, to end: Int32, hyphen: Bool = false) -> Double {
      let a = prefix[Int(start)]
      let b = prefix[Int(end)]
      // Outside the SF model the small/large/scaled sums are all 0, so one formula serves both.
      var em =
        (end > start ? b.lineEndEm - a.lineStartEm - kerningScale * (b.kernAtLineEnd + a.kernAtLineStart) : 0)
        + smallWeight * (b.small - a.small)
        + largeWeight * (b.large - a.large) + primaryScale * (b.scaled - a.scaled)
      var count = b.tracked - a.tracked
      if hyphen {
        count += 1
        em +=
          instance.isModelled
          ? smallWeight * instance.hyphenSmall + largeWeight * instance.hyphenLarge : instance.hyphenEm
      }
      return (em + count * trackingEm) * pointSize
    }

    /// The running sum of advances of clusters `start..<end` in points, tracking included and
    /// kerning with the neighbours kept: additive, unlike ``width(from:to:hyphen:)``.
    func advanceSum(from start: Int32, to end: Int32) -> Double {
      let a = prefix[Int(start)]
      let b = prefix[Int(end)]
      let em =
        (b.em - a.em) + smallWeight * (b.small - a.small) + largeWeight * (b.large - a.large)
        + primaryScale * (b.scaled - a.scaled)
      return (em + (b.tracked - a.tracked) * trackingEm) * pointSize
    }

    /// Width of "…" drawn after cluster `before` (in that cluster's face), in points.
    func ellipsisWidth(after before: Int32) -> Double {
      let face =
        before >= 0 && Int(before) < instance.clusterFace.count ? instance.clusterFace[Int(before)] : 0
      let em = instance.ellipsisEm[face] ?? instance.ellipsisEm[instance.primaryFace] ?? 0
      let isPrimary = face == instance.primaryFace || instance.ellipsisEm[face] == nil
      return (isPrimary ? em * primaryScale + trackingEm : em) * pointSize
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
