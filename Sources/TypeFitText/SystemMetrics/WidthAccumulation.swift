import CHarfBuzz
import Foundation
import TypeFitDynamicType

/// Which cut of San Francisco a stack's primary face is, for the macOS-to-iOS correction.
public enum SFCut: String, Sendable, Hashable {
  /// A macOS build (`SFNS*.ttf`, family `.SF NS…`): below 20 pt it is wider than iOS's SF by
  /// `SFWidthModel.macOSCutCorrectionEm` per character, which the ``FontStackDefinition/MetricsPolicy/Widths/sfFace``
  /// model subtracts.
  case macOS
  /// An iOS build (`SFUI*.ttf`, family `.SF UI…`): used as it is.
  case iOS
  /// SF, but the file does not say which cut (for example the SF Pro download): used as it is.
  case unknown
  /// The primary face is not SF (a stand-in such as Inter).
  case notSF

  /// Classifies a face from its file name and `name`-table family.
  ///
  /// `classify(path: "/System/Library/Fonts/SFNS.ttf", family: "System Font")` is `.macOS`.
  static func classify(path: String, family: String) -> SFCut {
    let file = (path as NSString).lastPathComponent
    if file.hasPrefix("SFNS") || family.hasPrefix(".SF NS") { return .macOS }
    if file.hasPrefix("SFUI") || family.hasPrefix(".SF UI") { return .iOS }
    if family.hasPrefix("SF Pro") || family.hasPrefix(".SF") || family == "System Font" { return .unknown }
    return .notSF
  }
}

extension FontStack {
  /// Which SF cut the primary face (smallest optical size, regular weight) is.
  public var sfCut: SFCut {
    let face = faces[primary[0].faces.face(for: .regular)]
    return SFCut.classify(path: face.path, family: face.familyName)
  }

  /// The face whose pair kerning the ``FontStackDefinition/MetricsPolicy/Widths/sfIOS`` model
  /// adds: the primary face of the largest optical instance (Inter Display) at `weight`.
  func kerningFace(weight: FontWeight) -> FaceID {
    primary[primary.count - 1].faces.face(for: weight)
  }

  /// One line naming the width model in use and the SF cut, for `typefit fonts`.
  public var widthModelDescription: String {
    switch definition.metrics.widths {
    case .sfIOS:
      return "sf-ios (iOS cut of SF, modelled): SF's iOS 26.1 advances for printable ASCII, SF tracking "
        + "included; other characters of the primary face scaled to SF; kerning from the largest optical "
        + "size's face"
    case .sfFace:
      let cut =
        switch sfCut {
        case .macOS: "macOS cut: −T(size)/2048 em per character below 20 pt to give iOS widths"
        case .iOS: "iOS cut: used as it is"
        case .unknown: "cut unknown (file does not say macOS or iOS): used as it is"
        case .notSF: "primary face is not SF: used as it is"
        }
      return "sf-face: the face's own advances + \(definition.metrics.tracking.rawValue) tracking; \(cut)"
    case .font:
      return "font: the faces' own advances + \(definition.metrics.tracking.rawValue) tracking"
    }
  }
}

extension FontFace {
  /// The unkerned (`hmtx`) advance of a glyph, in em.
  func glyphAdvanceEm(_ glyph: UInt32) -> Double {
    Double(hb_font_get_glyph_h_advance(hbFont, glyph)) / unitsPerEm
  }
}

/// Per-cluster advances turned into the prefix sums of a ``PreparedText/Instance``.
///
/// The inputs are per grapheme cluster, in em: `shaped` is the HarfBuzz advance in the face
/// that drew the cluster (kerning included), `nominal` the sum of the `hmtx` advances of the
/// same glyphs that HarfBuzz gave an advance (primary face only, else 0), `kerning` the pair kerning to use for primary-face
/// clusters under the SF model (else empty).
struct WidthAccumulation {
  /// Prefix sums per cluster boundary: `prefix[i]` covers clusters `0..<i`.
  var prefix: [PrefixSums]

  /// - Parameters:
  ///   - widths: the stack's width model.
  ///   - weight: the weight, for `SFWidthModel.components(of:weight:)`.
  ///   - isPrimary: whether each cluster was drawn with the primary face.
  ///   - clusters: each cluster's scalars.
  ///   - shaped: HarfBuzz advance per cluster, em (tabs and controls already fixed up).
  ///   - nominal: unkerned advance per primary-face cluster, em.
  ///   - kerning: pair kerning per primary-face cluster, em (only read under `sfIOS`).
  ///   - straddles: kerning that straddles each cluster boundary, from the same shaping that
  ///     gave the widths, em.
  /// - Complexity: O(clusters).
  init(
    widths: FontStackDefinition.MetricsPolicy.Widths, weight: FontWeight, monospacedDigits: Bool = false,
    isPrimary: [Bool],
    clusters: ClusterScalars, shaped: [Double], nominal: [Double], kerning: [Double],
    straddles: KernStraddles
  ) {
    let count = clusters.count
    prefix = [PrefixSums](repeating: PrefixSums(), count: count + 1)
    defer {
      for i in 0...count {
        prefix[i].lineEndEm = prefix[i].em - straddles.atLineEnd[i]
        prefix[i].lineStartEm = prefix[i].em + straddles.atLineStart[i]
      }
    }
    let modelled = widths == .sfIOS
    for c in 0..<count {
      let first = clusters.first(of: c)
      let isControl = first < 0x20 && first != 0x09 || first == 0x2028 || first == 0x2029 || first == 0x85
      // The model's digits are SF's proportional ones: tabular digits take the face's `tnum`
      // advance scaled to SF, like other characters the tables do not cover.
      let components =
        isPrimary[c] && modelled
        ? clusters.single(of: c).flatMap {
          monospacedDigits && (0x30...0x39).contains($0) ? nil : Self.modelComponents($0, weight: weight)
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
      } else if let parts = components {
        small = parts.small
        large = parts.large
        em = kerning[c]
      } else {
        scaled = nominal[c]
        em = kerning[c]
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
  static func modelComponents(_ scalar: UInt32, weight: FontWeight) -> (small: Double, large: Double)? {
    guard let scalar = Unicode.Scalar(scalar == 0x09 ? 0x20 : scalar) else { return nil }
    return SFWidthModel.components(of: scalar, weight: weight)
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
    var kerning = [Double](repeating: 0, count: clusterCount)
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
        script: scripts[runStart], language: input.hbLanguage, tabularDigits: input.monospacedDigits)
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
  /// SF's small-design (≤ 17 pt) advances of modelled ASCII clusters.
  var small = 0.0
  /// SF's large-design (≥ 28 pt) advances of modelled ASCII clusters.
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
}
