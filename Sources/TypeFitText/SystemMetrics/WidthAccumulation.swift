import Foundation
import TypeFitDynamicType

/// Per-cluster advances turned into the prefix sums of a ``PreparedText/Instance``.
///
/// The inputs are per grapheme cluster, in em: `shaped` is the HarfBuzz advance in the face
/// that drew the cluster (kerning included), `nominal` the sum of the `hmtx` advances of the
/// same glyphs that HarfBuzz gave an advance (primary face only, else 0), `kerning` the pair kerning to use for primary-face
/// clusters under the SF model (else empty), which goes into the small- and large-design sums
/// scaled by ``FontStackDefinition/MetricsPolicy/KerningScales`` so that it blends with SF's
/// designs like the advances.
struct WidthAccumulation {
  /// Prefix sums per cluster boundary: `prefix[i]` covers clusters `0..<i`.
  var prefix: [PrefixSums]

  /// - Parameters:
  ///   - widths: the stack's width model.
  ///   - weight: the weight, for `SFWidthModel.components(of:weight:)`.
  ///   - italic: whether the primary faces are italic: SF's italic widths
  ///     (`SFWidthModel.italicComponents(of:weight:)`) replace the upright ones.
  ///   - isPrimary: whether each cluster was drawn with the primary face.
  ///   - clusters: each cluster's scalars.
  ///   - shaped: HarfBuzz advance per cluster, em (tabs and controls already fixed up).
  ///   - nominal: unkerned advance per primary-face cluster, em.
  ///   - kerning: pair kerning per primary-face cluster, em (only read under `sfIOS`).
  ///   - kerningScales: the design scales of `kerning` (only read under `sfIOS`).
  ///   - straddles: kerning that straddles each cluster boundary, from the same shaping that
  ///     gave the widths, em (under `sfIOS`, the fallback-face runs' only).
  ///   - kerningStraddles: the part of `kerning` that straddles each boundary, em (under
  ///     `sfIOS`; else `nil`), kept apart because it is scaled per point size.
  /// - Complexity: O(clusters).
  init(
    widths: FontStackDefinition.MetricsPolicy.Widths, weight: FontWeight, italic: Bool = false,
    monospacedDigits: Bool = false,
    isPrimary: [Bool],
    clusters: ClusterScalars, shaped: [Double], nominal: [Double], kerning: [Double],
    kerningScales: FontStackDefinition.MetricsPolicy.KerningScales = .sfModel,
    straddles: KernStraddles, kerningStraddles: KernStraddles? = nil
  ) {
    let count = clusters.count
    var sums = [PrefixSums](filling: PrefixSums(), count: count + 1)
    // Written through the buffer: an array's element written in the loop was checked for
    // unique ownership at every write.
    sums.withUnsafeMutableBufferPointer { prefix in
      Self.accumulate(
        into: prefix, widths: widths, weight: weight, italic: italic, monospacedDigits: monospacedDigits,
        isPrimary: isPrimary, clusters: clusters, shaped: shaped, nominal: nominal, kerning: kerning,
        kerningScales: kerningScales)
      // Then the sums for lines ending and starting at each boundary. An empty record reads
      // as 0 at every boundary (``KernStraddles/lineEnd(_:)``): the same sums, one test.
      let ends = straddles.atLineEnd
      let starts = straddles.atLineStart
      for i in 0...count {
        prefix[i].lineEndEm = prefix[i].em - (ends.isEmpty ? 0 : ends[i])
        prefix[i].lineStartEm = prefix[i].em + (starts.isEmpty ? 0 : starts[i])
      }
      if let kerningStraddles, !kerningStraddles.isEmpty {
        for i in 0...count {
          prefix[i].kernAtLineEnd = kerningStraddles.atLineEnd[i]
          prefix[i].kernAtLineStart = kerningStraddles.atLineStart[i]
        }
      } else {
        for i in 0...count {
          prefix[i].kernAtLineEnd = 0
          prefix[i].kernAtLineStart = 0
        }
      }
    }
    prefix = sums
  }

  /// The running sums of `clusters` into `prefix` (`clusters.count + 1` entries, all zero on
  /// entry): every field but the line-end and line-start ones, which `init` adds after.
  private static func accumulate(
    into prefix: UnsafeMutableBufferPointer<PrefixSums>, widths: FontStackDefinition.MetricsPolicy.Widths,
    weight: FontWeight, italic: Bool, monospacedDigits: Bool, isPrimary: [Bool], clusters: ClusterScalars,
    shaped: [Double], nominal: [Double], kerning: [Double],
    kerningScales: FontStackDefinition.MetricsPolicy.KerningScales
  ) {
    let count = clusters.count
    let modelled = widths == .sfIOS
    // The weight's model widths, looked up once for the text (``modelComponents(_:weight:italic:)``).
    let model = ModelWidths.of(weight: weight, italic: italic)
    for c in 0..<count {
      let first = clusters.first(of: c)
      let isControl = first < 0x20 && first != 0x09 || first == 0x2028 || first == 0x2029 || first == 0x85
      // The model's digits are SF's proportional ones: tabular digits take the face's `tnum`
      // advance scaled to SF, like other characters the tables do not cover.
      let components =
        isPrimary[c] && modelled
        ? clusters.single(of: c).flatMap {
          monospacedDigits && (0x30...0x39).contains($0)
            ? nil : model.components($0)
        } : nil
      // Invisible clusters (a soft hyphen, a zero-width space: HarfBuzz gives them no advance)
      // take no tracking; a soft hyphen drawn at a break is counted by the layout instead.
      let isInvisible = shaped[c] == 0 && components == nil
      let tracked = isPrimary[c] && !isControl && !isInvisible
      var next = prefix[c]
      next.tracked += tracked ? 1 : 0
      next.lineEndEm = 0
      next.lineStartEm = 0
      guard modelled else {
        next.em += shaped[c]
        prefix[c + 1] = next
        continue
      }
      var em = 0.0
      var small = 0.0
      var large = 0.0
      var scaled = 0.0
      if !isPrimary[c] {
        em = shaped[c]
      } else if isControl || isInvisible {
        // Line separators, controls and invisible clusters take no width.
      } else {
        if let parts = components {
          small = parts.small
          large = parts.large
        } else {
          scaled = nominal[c]
        }
        // (1 − b)·Σsmall + b·Σlarge then carries ((1 − b)·scaleSmall + b·scaleLarge)·kern.
        small += kerningScales.small * kerning[c]
        large += kerningScales.large * kerning[c]
      }
      next.em += em
      next.small += small
      next.large += large
      next.scaled += scaled
      prefix[c + 1] = next
    }
  }

  /// SF's (small, large) design widths in em for a cluster that is the one scalar `scalar`
  /// when that is printable ASCII; a tab counts as a space. `nil` for anything else.
  static func modelComponents(_ scalar: UInt32, weight: FontWeight, italic: Bool = false) -> (
    small: Double, large: Double
  )? {
    ModelWidths.of(weight: weight, italic: italic).components(scalar)
  }
}

extension ShapingContext {
  /// Pair kerning per primary-face cluster from `kerningFace`, in em: each run of
  /// primary-face clusters (same script and bidi level) is shaped with that face, and a
  /// cluster's kerning is the sum over its glyphs of the positioned advance minus the `hmtx`
  /// advance. Other clusters get 0. Also returns the part of that kerning that straddles each
  /// cluster boundary (see ``KernStraddles``).
  /// - Complexity: one HarfBuzz shaping of the primary-face text.
  func kerning(_ input: ShapingInput, isPrimary: [Bool], kerningFace: FontFace) -> (
    kerning: [Double], straddles: KernStraddles
  ) {
    let clusterStarts = input.clusterStarts
    let levels = input.levels
    let scripts = input.scripts
    let clusterCount = isPrimary.count
    var kerning = [Double](filling: 0, count: clusterCount)
    var straddles = KernStraddles(clusterCount: clusterCount)
    var runStart = 0
    while runStart < clusterCount {
      guard isPrimary[runStart] else {
        runStart += 1
        continue
      }
      let unitStart = Int(clusterStarts[runStart])
      var runEnd = runStart + 1
      while runEnd < clusterCount, isPrimary[runEnd], scripts[runEnd] == scripts[runStart],
        levels[Int(clusterStarts[runEnd])] == levels[unitStart]
      {
        runEnd += 1
      }
      if let run = shapeRun(
        input.units, range: unitStart..<Int(clusterStarts[runEnd]), face: kerningFace,
        level: levels[unitStart],
        script: scripts[runStart], language: input.hbLanguage, tabularDigits: input.monospacedDigits,
        segmentStarts: input.segmentStarts)
      {
        let infos = run.infos
        let positions = run.positions
        let count = run.count
        straddles.record(run, face: kerningFace, clusterOfUnit: input.clusterOfUnit)
        for g in 0..<count {
          let cluster = Int(input.clusterOfUnit[Int(infos[g].cluster)])
          // A glyph HarfBuzz hides (a default-ignorable) has no advance and no kerning.
          guard positions[g].x_advance != 0 else { continue }
          kerning[cluster] +=
            Double(positions[g].x_advance) / kerningFace.unitsPerEm
            - kerningFace.glyphAdvanceEm(infos[g].codepoint)
        }
      }
      runStart = runEnd
    }
    return (kerning, straddles)
  }
}

/// The running sums at one cluster boundary, in em (and a count of tracked clusters), kept
/// together so a width is two loads and a few multiply-adds.
struct PrefixSums: Sendable {
  /// Advances that need no per-size factor (fallback faces, kerning, unmodelled faces).
  var em = 0.0
  /// SF's small-design (≤ 17 pt) advances of modelled ASCII clusters, plus the primary face's
  /// kerning × the small-design kerning scale.
  var small = 0.0
  /// SF's large-design (≥ 28 pt) advances of modelled ASCII clusters, plus the primary face's
  /// kerning × the large-design kerning scale.
  var large = 0.0
  /// Unkerned advances of other primary-face clusters, to scale by `SFWidthModel.fallbackScale`.
  var scaled = 0.0
  /// Clusters that take tracking.
  var tracked = 0.0
  /// ``em`` less the kerning before this boundary that pairs with a glyph after it
  /// (``KernStraddles/atLineEnd``): the sum to use when a line ends here.
  var lineEndEm = 0.0
  /// ``em`` plus the kerning after this boundary that pairs with a glyph before it
  /// (``KernStraddles/atLineStart``): the sum to use when a line starts here, so
  /// `lineEndEm[b] − lineStartEm[a]` is the line's own kerned advance with no extra operation.
  var lineStartEm = 0.0
  /// Under the SF model, the unscaled kerning before this boundary that pairs with a glyph
  /// after it: a line ending here subtracts it × the kerning factor of its point size
  /// (``FontStackDefinition/MetricsPolicy/KerningScales/factor(pointSize:)``). Else 0.
  var kernAtLineEnd = 0.0
  /// Under the SF model, the unscaled kerning after this boundary that pairs with a glyph
  /// before it, subtracted × the same factor from a line starting here. Else 0.
  var kernAtLineStart = 0.0
}
