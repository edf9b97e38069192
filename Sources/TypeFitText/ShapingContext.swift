import CHarfBuzz
import CTypeFitShims
import TypeFitDynamicType

/// Per-thread scratch state for preparing texts: a reusable HarfBuzz buffer and ICU break
/// iterators opened once per locale. One context serves one thread at a time; ``TextEngine``
/// keeps a pool of them.
final class ShapingContext {
  let stack: FontStack
  let buffer: OpaquePointer
  private let clusterIterator: ICUBreakIterator
  private var lineIterators: [String: ICUBreakIterator] = [:]

  init(stack: FontStack) throws {
    self.stack = stack
    buffer = hb_buffer_create()
    clusterIterator = try ICUBreakIterator(kind: .graphemeCluster, locale: "")
  }

  deinit { hb_buffer_destroy(buffer) }

  /// The ICU locale for line breaking: the BCP 47 tag with underscores.
  private func lineIterator(for language: String?) throws -> ICUBreakIterator {
    let locale = (language ?? "").replacingOccurrences(of: "-", with: "_")
    if let iterator = lineIterators[locale] { return iterator }
    let iterator = try ICUBreakIterator(kind: .line, locale: locale)
    lineIterators[locale] = iterator
    return iterator
  }

  /// Prepares `text`: see ``PreparedText``.
  ///
  /// - Throws: ``TextError/missingGlyphs(codePoints:)`` naming every code point no face
  ///   covers; ``TextError/icu(call:code:)`` when ICU fails.
  func prepare(_ text: String, language: String?, weight: FontWeight) throws -> PreparedText {
    let utf16 = Array(text.utf16)
    return try utf16.withUnsafeBufferPointer { units in
      let clusterStarts = try clusterBoundaries(units)
      let clusterCount = clusterStarts.count - 1
      var clusterOfUnit = [Int32](repeating: 0, count: units.count)
      var clusterScalars: [[UInt32]] = []
      clusterScalars.reserveCapacity(clusterCount)
      for c in 0..<clusterCount {
        let range = Int(clusterStarts[c])..<Int(clusterStarts[c + 1])
        for u in range { clusterOfUnit[u] = Int32(c) }
        clusterScalars.append(Self.scalars(units, range))
      }
      let isSpace = clusterScalars.map { Self.isHangingSpace($0.first ?? 0) }
      let breaks = units.isEmpty ? [] : try lineIterator(for: language).boundaries(in: units)
      let keepsHangulWords = language.map { FontStack.language($0, matches: "ko") } ?? false
      let segments = Self.segments(
        fromBreaks: keepsHangulWords ? Self.removingBreaksInsideHangulWords(breaks, units) : breaks,
        units: units,
        clusterOfUnit: clusterOfUnit, clusterScalars: clusterScalars, isSpace: isSpace)
      let levels = try BidiResolver.levels(units)
      let scripts = ScriptResolver.resolve(clusterScalars: clusterScalars)
      var instances: [PreparedText.Instance] = []
      var missing = Set<UInt32>()
      for instance in 0..<stack.opticalInstanceCount {
        let faces = chooseFaces(
          clusterScalars: clusterScalars, scripts: scripts, instance: instance, language: language,
          weight: weight,
          missing: &missing)
        if !missing.isEmpty { continue }
        instances.append(
          shape(
            units, clusterStarts: clusterStarts, clusterOfUnit: clusterOfUnit, clusterScalars: clusterScalars,
            faces: faces, levels: levels, scripts: scripts, language: language, instance: instance,
            weight: weight))
      }
      if !missing.isEmpty { throw TextError.missingGlyphs(codePoints: missing.sorted()) }
      return PreparedText(
        text: text, language: language, weight: weight, clusterStarts: clusterStarts, clusterIsSpace: isSpace,
        segments: segments, instances: instances, instanceFromPointSizes: stack.primary.map(\.fromPointSize),
        appliesTracking: stack.definition.metrics.tracking == .hig)
    }
  }

  // MARK: Clusters and break opportunities

  func clusterBoundaries(_ units: UnsafeBufferPointer<UInt16>) throws -> [Int32] {
    guard !units.isEmpty else { return [0] }
    if units.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return (0...units.count).map { Int32($0) }
    }
    return [0] + (try clusterIterator.boundaries(in: units)).map { Int32($0.utf16Offset) }
  }

  /// Korean text keeps Hangul words whole, as UIKit's `.standard` line-break strategy does (it
  /// includes `hangulWordPriority`, "prohibits breaking between Hangul characters",
  /// `reference/ios-platform-metrics.md` §7): a break opportunity between two Hangul
  /// characters is dropped, so Korean breaks at spaces and punctuation only. (ICU 72 has no
  /// `keep-all` option for its line iterator.)
  static func removingBreaksInsideHangulWords(
    _ breaks: [ICUBreakIterator.Boundary], _ units: UnsafeBufferPointer<UInt16>
  ) -> [ICUBreakIterator.Boundary] {
    func isHangul(_ unit: UInt16) -> Bool {
      (0xAC00...0xD7A3).contains(unit) || (0x1100...0x11FF).contains(unit) || (0x3130...0x318F).contains(unit)
    }
    return breaks.filter { boundary in
      let offset = boundary.utf16Offset
      guard !boundary.isMandatory, offset > 0, offset < units.count else { return true }
      return !(isHangul(units[offset - 1]) && isHangul(units[offset]))
    }
  }

  /// Segments between UAX #14 break opportunities, in cluster indices.
  private static func segments(
    fromBreaks breaks: [ICUBreakIterator.Boundary], units: UnsafeBufferPointer<UInt16>,
    clusterOfUnit: [Int32],
    clusterScalars: [[UInt32]], isSpace: [Bool]
  ) -> [PreparedText.Segment] {
    var segments: [PreparedText.Segment] = []
    segments.reserveCapacity(breaks.count)
    var start: Int32 = 0
    let clusterCount = Int32(clusterScalars.count)
    for boundary in breaks {
      // A break inside a cluster (never expected from ICU) moves to the cluster's end.
      var end = boundary.utf16Offset >= units.count ? clusterCount : clusterOfUnit[boundary.utf16Offset]
      if boundary.utf16Offset < units.count, end < clusterCount, end <= start { end = start + 1 }
      guard end > start else { continue }
      var contentEnd = end
      while contentEnd > start, isSpace[Int(contentEnd - 1)] { contentEnd -= 1 }
      let softHyphen = contentEnd > start && clusterScalars[Int(contentEnd - 1)].first == 0xAD
      segments.append(
        PreparedText.Segment(
          start: start, contentEnd: contentEnd, end: end, mandatoryBreakAfter: boundary.isMandatory,
          endsWithSoftHyphen: softHyphen))
      start = end
    }
    return segments
  }

  // MARK: Fonts

  /// The face for each cluster: the first face in the fallback chain that maps every
  /// non-ignorable scalar of the cluster. Uncovered scalars are added to `missing`.
  func chooseFaces(
    clusterScalars: [[UInt32]], scripts: [String], instance: Int, language: String?, weight: FontWeight,
    missing: inout Set<UInt32>
  ) -> [Int32] {
    var chains: [String: [FontStack.FaceID]] = [:]
    let primary = stack.fallbackChain(instance: instance, weight: weight, language: nil, script: "")[0]
    var result = [Int32](repeating: Int32(primary), count: clusterScalars.count)
    for (c, scalars) in clusterScalars.enumerated() {
      let needed = scalars.filter { !Self.isIgnorable($0) }
      if needed.allSatisfy({ stack.faces[primary].covers($0) }) { continue }
      let script = scripts[c]
      let chain =
        chains[script]
        ?? {
          let chain = stack.fallbackChain(
            instance: instance, weight: weight, language: language, script: script)
          chains[script] = chain
          return chain
        }()
      if let face = chain.first(where: { id in needed.allSatisfy { stack.faces[id].covers($0) } }) {
        result[c] = Int32(face)
      } else {
        for scalar in needed where !chain.contains(where: { stack.faces[$0].covers(scalar) }) {
          missing.insert(scalar)
        }
        // Scalars each covered by some face but no face covering all: use the face covering most.
        if needed.allSatisfy({ scalar in chain.contains { stack.faces[$0].covers(scalar) } }) {
          let best = chain.max { a, b in
            needed.filter { stack.faces[a].covers($0) }.count
              < needed.filter { stack.faces[b].covers($0) }.count
          }
          result[c] = Int32(best ?? primary)
        }
      }
    }
    return result
  }

  // MARK: Shaping

  private func shape(
    _ units: UnsafeBufferPointer<UInt16>, clusterStarts: [Int32], clusterOfUnit: [Int32],
    clusterScalars: [[UInt32]],
    faces: [Int32], levels: [UInt8], scripts: [String], language: String?, instance: Int, weight: FontWeight
  ) -> PreparedText.Instance {
    let clusterCount = clusterScalars.count
    var advances = [Double](repeating: 0, count: clusterCount)
    // Unkerned (hmtx) advances of primary-face clusters, for the SF width model.
    var nominal = [Double](repeating: 0, count: clusterCount)
    let primaryFace = Int32(
      stack.fallbackChain(instance: instance, weight: weight, language: nil, script: "")[0])
    let hbLanguage = language.map { hb_language_from_string($0, -1) } ?? hb_language_get_default()
    var runStart = 0
    while runStart < clusterCount {
      let unitStart = Int(clusterStarts[runStart])
      var runEnd = runStart + 1
      while runEnd < clusterCount, faces[runEnd] == faces[runStart], scripts[runEnd] == scripts[runStart],
        levels[Int(clusterStarts[runEnd])] == levels[unitStart]
      {
        runEnd += 1
      }
      let face = stack.faces[Int(faces[runStart])]
      hb_buffer_clear_contents(buffer)
      hb_buffer_add_utf16(
        buffer, units.baseAddress, Int32(units.count), UInt32(unitStart),
        Int32(Int(clusterStarts[runEnd]) - unitStart))
      hb_buffer_set_direction(buffer, levels[unitStart] & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
      hb_buffer_set_script(buffer, hb_script_from_string(scripts[runStart], -1))
      hb_buffer_set_language(buffer, hbLanguage)
      hb_shape(face.hbFont, buffer, nil, 0)
      var count: UInt32 = 0
      let infos = hb_buffer_get_glyph_infos(buffer, &count)
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
      if let infos, let positions {
        for g in 0..<Int(count) {
          let cluster = Int(clusterOfUnit[Int(infos[g].cluster)])
          advances[cluster] += Double(positions[g].x_advance) / face.unitsPerEm
          if faces[runStart] == primaryFace, positions[g].x_advance != 0 {
            nominal[cluster] += face.glyphAdvanceEm(infos[g].codepoint)
          }
        }
      }
      runStart = runEnd
    }
    let widths = stack.definition.metrics.widths
    let isPrimary = faces.map { $0 == primaryFace }
    var kerning: [Double] = []
    if widths == .sfIOS {
      let kerningFace = stack.kerningFace(weight: weight)
      if kerningFace == Int(primaryFace) {
        kerning = (0..<clusterCount).map { isPrimary[$0] ? advances[$0] - nominal[$0] : 0 }
      } else {
        kerning = self.kerning(
          units, clusterStarts: clusterStarts, clusterOfUnit: clusterOfUnit, isPrimary: isPrimary,
          levels: levels, scripts: scripts, language: language, kerningFace: stack.faces[kerningFace])
      }
    }
    // Line separators and controls take no width (tabs are treated as one space).
    let spaceEm = stack.faces[Int(faces.first ?? 0)].advanceEm(of: 0x20) ?? 0.25
    for (c, scalars) in clusterScalars.enumerated() {
      guard let first = scalars.first else { continue }
      if first == 0x09 {
        advances[c] = spaceEm
      } else if first < 0x20 || first == 0x2028 || first == 0x2029 || first == 0x85 {
        advances[c] = 0
      }
    }
    let sums = WidthAccumulation(
      widths: widths, weight: weight, isPrimary: isPrimary, clusterScalars: clusterScalars, shaped: advances,
      nominal: nominal, kerning: kerning)
    var ellipsis: [Int32: Double] = [:]
    for face in Set(faces).union([primaryFace]) {
      ellipsis[face] =
        stack.faces[Int(face)].advanceEm(of: 0x2026)
        ?? stack.faces[Int(primaryFace)].advanceEm(of: 0x2026) ?? 0
    }
    let hyphen = WidthAccumulation.modelComponents([0x2D], weight: weight)
    return PreparedText.Instance(
      prefix: sums.prefix, clusterFace: faces, ellipsisEm: ellipsis,
      primaryFace: primaryFace,
      hyphenEm: stack.faces[Int(primaryFace)].advanceEm(of: 0x2D) ?? 0,
      hyphenSmall: hyphen?.small ?? 0, hyphenLarge: hyphen?.large ?? 0,
      lineHeightEm: stack.lineHeightEm(instance: instance, weight: weight), widths: widths,
      subtractsMacOSCut: widths == .sfFace && stack.sfCut == .macOS)
  }

  // MARK: Scalars

  static func scalars(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [UInt32] {
    var result: [UInt32] = []
    var i = range.lowerBound
    while i < range.upperBound {
      let unit = units[i]
      if UTF16.isLeadSurrogate(unit), i + 1 < range.upperBound, UTF16.isTrailSurrogate(units[i + 1]) {
        result.append(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00))
        i += 2
      } else {
        result.append(UInt32(unit))
        i += 1
      }
    }
    return result
  }

  /// Whitespace that hangs at a line end: spaces (Zs) except no-break spaces, tabs and line
  /// or paragraph separators.
  static func isHangingSpace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029,
      0x205F, 0x3000:
      true
    default: false
    }
  }

  /// Scalars no face needs to map: default-ignorables (ZWJ, variation selectors, soft hyphen,
  /// bidi controls) and C0/C1 controls, which HarfBuzz does not draw.
  static func isIgnorable(_ scalar: UInt32) -> Bool {
    if scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029 {
      return true
    }
    if scalar < 0xAD { return false }
    return tf_is_default_ignorable(scalar) != 0
  }
}
