internal import CHarfBuzz

/// Shaping a run from pieces shaped on their own, where the result is provably the glyphs,
/// clusters and advances that shaping the whole run gives.
///
/// HarfBuzz (4.0 and later), asked with `HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`, marks a
/// glyph `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT` when shaping read across the start of its cluster: a
/// kerning pair, ligature, contextual substitution or position, or cursive attachment that
/// matched or tried to match there marks every glyph it read, and so does Arabic joining
/// (`hb_buffer_t::unsafe_to_concat` and its callers in `src/hb-buffer.hh`,
/// `src/hb-ot-layout-gsubgpos.hh` and `src/hb-ot-shaper-arabic.cc`,
/// https://github.com/harfbuzz/harfbuzz). HarfBuzz 6.0 does not mark a lookup that runs off
/// the end of the buffer, so each edge of a piece that meets another piece is shaped next to
/// a probe character (``FontFace/joinProbe``): every lookup that reads past that edge reads
/// the probe, and marks the piece's first glyph or the probe after it. An edge where the run
/// itself starts or ends is shaped with nothing beyond it, as the whole run is. When neither edge is
/// marked, every lookup and joining decision for the piece's glyphs stayed inside the piece,
/// so it gives the same glyphs next to any text; and a run whose pieces all have unmarked
/// edges is, lookup by lookup, the pieces side by side.
///
/// What the flags do not cover is refused here, and the run is shaped whole as before:
/// - Faces whose legacy tables or `GDEF` classes defeat the probe (``FontFace/joinProbe``).
/// - Arabic-style joining in a run that does not cover the whole text: the whole run is
///   shaped with its neighbours as HarfBuzz context, which only joining reads
///   (`arabic_joining` in `src/hb-ot-shaper-arabic.cc`).
/// - Pieces met for the first time (they are remembered, and shaped apart when they come
///   back), pieces longer than ``ShapedSegmentCache/maximumUnits`` or with more glyphs than
///   ``ShapedSegmentCache/maximumGlyphs``, pieces that shape to nothing, and pieces whose
///   glyphs merge with a probe.
///
/// Downstream of this point (per-cluster advances, kerning straddles, the SF width model,
/// tracking, bidi order of runs) everything is computed from the glyph stream, so an
/// identical stream gives identical results.
extension ShapingContext {
  /// The run `units[range]` assembled from cached pieces cut at `segmentStarts` (true at the
  /// UTF-16 offset where each line-break segment starts), or `nil` when the pieces cannot be
  /// joined exactly (the caller then shapes the run whole).
  ///
  /// The returned glyphs carry only `codepoint`, `cluster` and `x_advance` (what measuring
  /// reads); they live in the context's scratch storage until the next shaping call.
  func shapeRunFromSegments(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, segmentStarts: [Bool], face: FontFace,
    level: UInt8, script: ScriptCode, language: hb_language_t?, tabularDigits: Bool,
    cache: ShapedSegmentCache
  ) -> ShapedRun? {
    guard let probe = face.joinProbe, !range.isEmpty else { return nil }
    // Arabic-style joining reads the text around the buffer (HarfBuzz's pre- and
    // post-context), which pieces shaped apart do not have.
    if script.usesArabicJoining, range.lowerBound > 0 || range.upperBound < units.count { return nil }
    let rightToLeft = level & 1 == 1
    var starts: [Int] = [range.lowerBound]
    for u in (range.lowerBound + 1)..<range.upperBound where segmentStarts[u] { starts.append(u) }
    starts.append(range.upperBound)
    let pieceCount = starts.count - 1
    let languageKey = UInt(bitPattern: language)
    var keys: [ShapedSegment.Key] = []
    keys.reserveCapacity(pieceCount)
    for i in 0..<pieceCount {
      let length = starts[i + 1] - starts[i]
      guard length <= ShapedSegmentCache.maximumUnits else { return nil }
      keys.append(
        ShapedSegment.Key(
          face: ObjectIdentifier(face), script: script.rawValue, rightToLeft: rightToLeft,
          language: languageKey,
          tabularDigits: tabularDigits, opensRun: i == 0, closesRun: i == pieceCount - 1,
          units: Array(units[starts[i]..<starts[i + 1]])))
    }
    /// Whether a piece's glyphs are the same next to the pieces around it as next to the
    /// probes it was shaped with.
    func fits(_ segment: ShapedSegment) -> Bool { segment.startIsSafe && segment.endIsSafe }
    var segments = cache.segments(for: keys)
    var unseen: [(key: ShapedSegment.Key, segment: ShapedSegment)] = []
    for i in 0..<pieceCount {
      guard let segment = segments[i] else {
        unseen.append((keys[i], .seenOnce))
        continue
      }
      if segment.isShaped, !fits(segment) { return nil }
    }
    // A piece met for the first time is only remembered: most pieces never come back, and
    // shaping them apart as well as the run whole would cost more than the run alone.
    if !unseen.isEmpty {
      cache.insert(unseen)
      return nil
    }
    var shapedNow: [(key: ShapedSegment.Key, segment: ShapedSegment)] = []
    var joinable = true
    for i in 0..<pieceCount where !segments[i]!.isShaped {
      let segment =
        shapeAlone(
          units, range: starts[i]..<starts[i + 1], face: face, probeBefore: i > 0 ? probe : nil,
          probeAfter: i < pieceCount - 1 ? probe : nil, rightToLeft: rightToLeft, script: script,
          language: language, tabularDigits: tabularDigits) ?? .unusable
      segments[i] = segment
      shapedNow.append((keys[i], segment))
      if !fits(segment) {
        joinable = false
        break
      }
    }
    cache.insert(shapedNow)
    guard joinable else { return nil }
    var total = 0
    for segment in segments { total += segment!.glyphs.count }
    reserveAssembly(total)
    var g = 0
    for step in 0..<pieceCount {
      let i = rightToLeft ? pieceCount - 1 - step : step
      let offset = UInt32(starts[i])
      for glyph in segments[i]!.glyphs {
        assembledInfos[g] = hb_glyph_info_t()
        assembledInfos[g].codepoint = glyph.glyph
        assembledInfos[g].cluster = glyph.cluster + offset
        assembledPositions[g] = hb_glyph_position_t()
        assembledPositions[g].x_advance = glyph.xAdvance
        g += 1
      }
    }
    return ShapedRun(infos: assembledInfos, positions: assembledPositions, count: total)
  }

  /// Shapes `units[range]` in the context's second buffer with HarfBuzz's unsafe-to-concat
  /// flags, after `probeBefore` and before `probeAfter` (the face's ``FontFace/joinProbe``, a
  /// private-use character the face does not map: `.notdef`, which no lookup skips), and keeps
  /// the piece's glyphs; `nil` when it gives no glyphs, more than
  /// ``ShapedSegmentCache/maximumGlyphs``, or glyphs shared between the piece and a probe.
  ///
  /// A piece that opens its run is shaped with no probe before it, as the whole run's buffer
  /// starts there too (likewise at the end), so only the edges that meet another piece are
  /// tested.
  ///
  /// HarfBuzz 6.0 does not mark a lookup that runs off the end of the buffer (Inter's `A`
  /// shaped alone carries no flag, though `AV` kerns), so each edge of the piece is made an
  /// inner position: a lookup that reads past the piece meets the probe, and its match or
  /// failure marks the probe (after the piece) or the piece's first glyph (before it).
  private func shapeAlone(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, probeBefore: UInt32?,
    probeAfter: UInt32?, rightToLeft: Bool, script: ScriptCode, language: hb_language_t?, tabularDigits: Bool
  ) -> ShapedSegment? {
    func utf16(_ probe: UInt32?) -> [UInt16] {
      probe.flatMap(Unicode.Scalar.init).map { Array(String($0).utf16) } ?? []
    }
    var text = utf16(probeBefore)
    let pieceStart = UInt32(text.count)
    let pieceEnd = pieceStart + UInt32(range.count)
    text.append(contentsOf: units[range])
    text.append(contentsOf: utf16(probeAfter))
    let probes = (probeBefore == nil ? 0 : 1) + (probeAfter == nil ? 0 : 1)
    let buffer = pieceBuffer
    hb_buffer_clear_contents(buffer)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
    hb_buffer_add_utf16(buffer, text, Int32(text.count), 0, Int32(text.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script.hbScript)
    hb_buffer_set_language(buffer, language)
    if tabularDigits {
      var feature = Self.tabularDigitsFeature
      hb_shape(face.hbFont, buffer, &feature, 1)
    } else {
      hb_shape(face.hbFont, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), Int(count) > probes,
      Int(count) - probes <= ShapedSegmentCache.maximumGlyphs
    else { return nil }
    var glyphs: [ShapedSegment.Glyph] = []
    glyphs.reserveCapacity(Int(count) - probes)
    var startIsSafe = true
    var endIsSafe = true
    var probeGlyphs = 0
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    for g in 0..<Int(count) {
      let cluster = infos[g].cluster
      let flagged = infos[g].mask & unsafe != 0
      if cluster < pieceStart {
        probeGlyphs += 1
      } else if cluster == pieceEnd {
        probeGlyphs += 1
        if flagged { endIsSafe = false }
      } else if cluster >= pieceStart && cluster < pieceEnd {
        if cluster == pieceStart, flagged, probeBefore != nil { startIsSafe = false }
        glyphs.append(
          ShapedSegment.Glyph(
            glyph: infos[g].codepoint, cluster: cluster - pieceStart, xAdvance: positions[g].x_advance))
      } else {
        return nil
      }
    }
    // Each probe must stay one glyph of its own, and the piece must start a cluster.
    guard probeGlyphs == probes, glyphs.contains(where: { $0.cluster == 0 }) else { return nil }
    return ShapedSegment(glyphs: glyphs, startIsSafe: startIsSafe, endIsSafe: endIsSafe)
  }
}

extension ScriptCode {
  /// Whether HarfBuzz shapes the script with Arabic-style joining, the one step that reads
  /// the text around a buffer: the scripts of `has_arabic_joining` in
  /// `src/hb-ot-shaper-arabic.hh` (https://github.com/harfbuzz/harfbuzz), HarfBuzz 6.0.
  var usesArabicJoining: Bool {
    Self.arabicJoining.contains(rawValue)
  }

  private static let arabicJoining: Set<UInt32> = Set(
    [
      "Arab", "Mong", "Syrc", "Nkoo", "Phag", "Mand", "Mani", "Phlp", "Adlm", "Rohg", "Sogd", "Chrs", "Ougr",
    ].map { ScriptCode($0).rawValue })
}
