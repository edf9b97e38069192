internal import CHarfBuzz

/// Shaping a run from pieces shaped before, where the result is provably the glyphs, clusters
/// and advances that shaping the whole run gives.
///
/// HarfBuzz (4.0 and later), asked with `HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT`, marks a
/// glyph `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT` when shaping read across the start of its cluster: a
/// kerning pair, ligature, contextual substitution or position, or cursive attachment that
/// matched or tried to match there marks every glyph it read, and so do Arabic joining and the
/// syllable-based shapers (`hb_buffer_t::unsafe_to_concat` and its callers in
/// `src/hb-buffer.hh`, `src/hb-ot-layout-gsubgpos.hh`, `src/hb-ot-shaper-arabic.cc` and
/// `src/hb-ot-shaper-indic.cc`, https://github.com/harfbuzz/harfbuzz). Two pieces whose glyphs
/// carry no such flag where they meet shape, side by side, as the text they make together.
///
/// Where pieces come from:
/// - **A run shaped whole** (with the flags) is cut at its line-break opportunities; a piece
///   whose first glyph is unmarked and whose follower's first glyph is unmarked read nothing
///   across either edge, and is stored. Its edges met real text, so a lookup reading past
///   them was seen.
/// - **A stretch of pieces not in the cache** between stored pieces is shaped on its own, with
///   a probe character (``FontFace/joinProbe``) on each edge that meets a stored piece:
///   HarfBuzz 6.0 does not mark a lookup that runs off the end of the buffer (Inter's `A`
///   shaped alone carries no flag, though `AV` kerns), so the probe stands in for the
///   neighbour; a lookup reading past the edge reads the probe and marks the stretch's first
///   glyph or the probe after it. The stretch is used only when both probed edges are
///   unmarked, and its pieces are stored as above.
/// - An edge where the run itself starts or ends has nothing beyond it in the whole run either;
///   such pieces are stored under their own keys (``ShapedSegment/Key/opensRun``,
///   ``ShapedSegment/Key/closesRun``) and used only at a run's edge.
///
/// A run is put together from pieces only when that shapes fewer characters than the whole run
/// (at least one stored piece, and the stretches between them with their probes and per-call
/// cost shorter than the run); otherwise it is shaped whole and its pieces stored.
///
/// What the flags do not cover is refused here, and the run is shaped whole as before:
/// - Faces whose legacy tables or `GDEF` classes defeat the probe (``FontFace/joinProbe``).
/// - Arabic-style joining in a run that does not cover the whole text: the whole run is
///   shaped with its neighbours as HarfBuzz context, which only joining reads
///   (`arabic_joining` in `src/hb-ot-shaper-arabic.cc`).
/// - Pieces longer than ``ShapedSegmentCache/maximumUnits`` or with more glyphs than
///   ``ShapedSegmentCache/maximumGlyphs`` (never stored), pieces that shape to nothing or do
///   not start a cluster, and stretches whose glyphs merge with a probe.
///
/// Downstream of this point (per-cluster advances, kerning straddles, the SF width model,
/// tracking, bidi order of runs) everything is computed from the glyph stream, so an
/// identical stream gives identical results.
extension ShapingContext {
  /// What ``shapeRunFromSegments(_:range:segmentStarts:face:level:script:language:tabularDigits:cache:)`` did.
  enum SegmentShaping {
    /// The run cannot go through the cache (face without a probe, partial Arabic-joining run);
    /// the caller shapes it whole.
    case notApplicable
    /// The run was shaped whole (its pieces were stored); `nil` when HarfBuzz gave no glyphs.
    case whole(ShapedRun?)
    /// The run was put together from stored pieces and stretches shaped apart.
    case fromPieces(ShapedRun)
  }

  /// Per-call cost of `hb_shape`, in glyphs: about 8,000 instructions per call against 4,500
  /// per glyph for Inter (Docs/Performance.md), plus the stretch's own bookkeeping.
  private static let callCostInGlyphs = 3

  /// The run `units[range]`, put together from cached pieces cut at `segmentStarts` (true at
  /// the UTF-16 offset where each line-break segment starts) where that is exact and cheaper,
  /// else shaped whole; either way its pieces are stored for later runs.
  ///
  /// The glyphs of a run put together carry only `codepoint`, `cluster` and `x_advance` (what
  /// measuring reads); they live in the context's scratch storage until the next shaping call.
  func shapeRunFromSegments(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, segmentStarts: [Bool], face: FontFace,
    level: UInt8, script: ScriptCode, language: hb_language_t?, tabularDigits: Bool,
    cache: ShapedSegmentCache
  ) -> SegmentShaping {
    guard let probe = face.joinProbe, !range.isEmpty else { return .notApplicable }
    // Arabic-style joining reads the text around the buffer (HarfBuzz's pre- and
    // post-context), which pieces shaped apart do not have.
    if script.usesArabicJoining, range.lowerBound > 0 || range.upperBound < units.count {
      return .notApplicable
    }
    let rightToLeft = level & 1 == 1
    var starts: [Int] = [range.lowerBound]
    for u in (range.lowerBound + 1)..<range.upperBound where segmentStarts[u] { starts.append(u) }
    starts.append(range.upperBound)
    let pieceCount = starts.count - 1
    let languageKey = UInt(bitPattern: language)
    var keys: [ShapedSegment.Key?] = []
    keys.reserveCapacity(pieceCount)
    for i in 0..<pieceCount {
      guard starts[i + 1] - starts[i] <= ShapedSegmentCache.maximumUnits else {
        keys.append(nil)
        continue
      }
      keys.append(
        ShapedSegment.Key(
          face: ObjectIdentifier(face), script: script.rawValue, rightToLeft: rightToLeft,
          language: languageKey, tabularDigits: tabularDigits, opensRun: i == 0,
          closesRun: i == pieceCount - 1,
          units: Array(units[starts[i]..<starts[i + 1]])))
    }
    let found = cache.segments(for: keys)
    let plan = RunPlan(starts: starts, keys: keys, found: found, rightToLeft: rightToLeft)

    // Stretches of pieces not found, and whether shaping them apart beats the whole run.
    var stretches: [Range<Int>] = []
    var apartCost = 0
    var i = 0
    while i < pieceCount {
      guard found[i] == nil else {
        i += 1
        continue
      }
      var j = i + 1
      while j < pieceCount, found[j] == nil { j += 1 }
      stretches.append(i..<j)
      apartCost += Self.callCostInGlyphs + starts[j] - starts[i] + (i > 0 ? 1 : 0) + (j < pieceCount ? 1 : 0)
      i = j
    }
    let wholeCost = Self.callCostInGlyphs + range.count
    let anyFound = stretches.count != 1 || stretches[0] != 0..<pieceCount
    guard anyFound, apartCost < wholeCost else {
      return .whole(
        shapeWholeAndStorePieces(
          units, range: range, plan: plan, face: face, level: level,
          script: script, language: language, tabularDigits: tabularDigits, cache: cache))
    }
    var stretchGlyphs: [[ShapedSegment.Glyph]] = []
    var stored: [(key: ShapedSegment.Key, segment: ShapedSegment)] = []
    for stretch in stretches {
      guard
        let glyphs = shapeStretch(
          units, pieces: stretch, plan: plan, face: face, probe: probe, script: script, language: language,
          tabularDigits: tabularDigits, storing: &stored)
      else {
        cache.insert(stored)
        return .whole(
          shapeWholeAndStorePieces(
            units, range: range, plan: plan, face: face, level: level,
            script: script, language: language, tabularDigits: tabularDigits, cache: cache))
      }
      stretchGlyphs.append(glyphs)
    }
    cache.insert(stored)

    // Pieces and stretches in logical order, each with the UTF-16 offset its clusters count from.
    var parts: [(offset: Int, glyphs: [ShapedSegment.Glyph])] = []
    var total = 0
    var s = 0
    i = 0
    while i < pieceCount {
      if let segment = found[i] {
        parts.append((starts[i], segment.glyphs))
        total += segment.glyphs.count
        i += 1
      } else {
        parts.append((starts[i], stretchGlyphs[s]))
        total += stretchGlyphs[s].count
        i = stretches[s].upperBound
        s += 1
      }
    }
    reserveAssembly(total)
    var g = 0
    for step in 0..<parts.count {
      let part = parts[rightToLeft ? parts.count - 1 - step : step]
      let offset = UInt32(part.offset)
      for glyph in part.glyphs {
        assembledInfos[g] = hb_glyph_info_t()
        assembledInfos[g].codepoint = glyph.glyph
        assembledInfos[g].cluster = glyph.cluster + offset
        assembledPositions[g] = hb_glyph_position_t()
        assembledPositions[g].x_advance = glyph.xAdvance
        g += 1
      }
    }
    return .fromPieces(ShapedRun(infos: assembledInfos, positions: assembledPositions, count: total))
  }

  /// A run's pieces: where each starts, its key (`nil` when too long to store) and what the
  /// cache held for it.
  private struct RunPlan {
    /// UTF-16 offsets where each piece starts, and the run's end.
    let starts: [Int]
    let keys: [ShapedSegment.Key?]
    let found: [ShapedSegment?]
    let rightToLeft: Bool
  }

  /// Shapes the run whole in the context's buffer, as ``shapeRun(_:range:face:level:script:language:tabularDigits:segmentStarts:)``
  /// does without a cache but with HarfBuzz's unsafe-to-concat flags, and stores its pieces
  /// that read nothing across their edges.
  private func shapeWholeAndStorePieces(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, plan: RunPlan, face: FontFace, level: UInt8,
    script: ScriptCode, language: hb_language_t?, tabularDigits: Bool, cache: ShapedSegmentCache
  ) -> ShapedRun? {
    guard
      let run = shapeWhole(
        units, range: range, face: face, level: level, script: script, language: language,
        tabularDigits: tabularDigits, flags: HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
    else { return nil }
    var stored: [(key: ShapedSegment.Key, segment: ShapedSegment)] = []
    _ = Self.storePieces(
      run.infos, run.positions, glyphs: 0..<run.count, unitOffset: 0, pieces: 0..<(plan.starts.count - 1),
      plan: plan, startEdgeIsSafe: true, endEdgeIsSafe: true, into: &stored)
    cache.insert(stored)
    return run
  }

  /// Shapes the pieces `pieces` of a run on their own in the context's piece buffer, with the
  /// face's probe on each edge that meets another piece, and adds the pieces that read
  /// nothing across their edges to `stored`.
  ///
  /// - Returns: the stretch's glyphs in HarfBuzz's output order, clusters counted from the
  ///   stretch's start; `nil` when a probed edge is marked, a probe merged with the stretch, or
  ///   the stretch does not start a cluster.
  private func shapeStretch(
    _ units: UnsafeBufferPointer<UInt16>, pieces: Range<Int>, plan: RunPlan, face: FontFace, probe: UInt32,
    script: ScriptCode, language: hb_language_t?, tabularDigits: Bool,
    storing stored: inout [(key: ShapedSegment.Key, segment: ShapedSegment)]
  ) -> [ShapedSegment.Glyph]? {
    let pieceCount = plan.starts.count - 1
    let stretchStart = plan.starts[pieces.lowerBound]
    let stretchEnd = plan.starts[pieces.upperBound]
    let probeUnits = Unicode.Scalar(probe).map { Array(String($0).utf16) } ?? []
    let probeBefore = pieces.lowerBound > 0
    let probeAfter = pieces.upperBound < pieceCount
    var text: [UInt16] = []
    text.reserveCapacity(stretchEnd - stretchStart + 2 * probeUnits.count)
    if probeBefore { text += probeUnits }
    let pieceStart = UInt32(text.count)
    let pieceEnd = pieceStart + UInt32(stretchEnd - stretchStart)
    text.append(contentsOf: units[stretchStart..<stretchEnd])
    if probeAfter { text += probeUnits }
    let probes = (probeBefore ? 1 : 0) + (probeAfter ? 1 : 0)
    let buffer = pieceBuffer
    hb_buffer_clear_contents(buffer)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
    hb_buffer_add_utf16(buffer, text, Int32(text.count), 0, Int32(text.count))
    hb_buffer_set_direction(buffer, plan.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script.hbScript)
    hb_buffer_set_language(buffer, language)
    shapePlans.shape(
      buffer, face: face, features: tabularDigits ? [Self.tabularDigitsFeature] : [],
      tabularDigits: tabularDigits)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), Int(count) > probes
    else { return nil }
    var glyphs: [ShapedSegment.Glyph] = []
    glyphs.reserveCapacity(Int(count) - probes)
    var probeGlyphs = 0
    var startsCluster = false
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    for g in 0..<Int(count) {
      let cluster = infos[g].cluster
      let flagged = infos[g].mask & unsafe != 0
      if cluster < pieceStart {
        probeGlyphs += 1
      } else if cluster == pieceEnd {
        probeGlyphs += 1
        if flagged { return nil }
      } else if cluster < pieceEnd {
        if cluster == pieceStart {
          startsCluster = true
          if flagged, probeBefore { return nil }
        }
        glyphs.append(
          ShapedSegment.Glyph(
            glyph: infos[g].codepoint, cluster: cluster - pieceStart, xAdvance: positions[g].x_advance))
      } else {
        return nil
      }
    }
    // Each probe must stay one glyph of its own, and the stretch must start a cluster.
    guard probeGlyphs == probes, startsCluster else { return nil }
    _ = Self.storePieces(
      infos, positions, glyphs: 0..<Int(count), unitOffset: Int(pieceStart) - stretchStart, pieces: pieces,
      plan: plan, startEdgeIsSafe: true, endEdgeIsSafe: true, into: &stored)
    return glyphs
  }

  /// Cuts shaped glyphs into the pieces `pieces` of `plan` and adds each piece that has a key,
  /// was not in the cache, starts a cluster, has 1…``ShapedSegmentCache/maximumGlyphs``
  /// glyphs and whose edges are unmarked to `stored`.
  ///
  /// A glyph's UTF-16 offset in the run's text is its cluster minus `unitOffset`; glyphs
  /// outside the pieces (probes) are skipped. An inner edge is unmarked when the glyphs of the
  /// cluster starting there carry no `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`; the outer edges are as
  /// the caller says (checked with probes, or the run's own edges).
  /// - Returns: how many pieces were added.
  @discardableResult
  private static func storePieces(
    _ infos: UnsafeMutablePointer<hb_glyph_info_t>, _ positions: UnsafeMutablePointer<hb_glyph_position_t>,
    glyphs: Range<Int>, unitOffset: Int, pieces: Range<Int>, plan: RunPlan, startEdgeIsSafe: Bool,
    endEdgeIsSafe: Bool, into stored: inout [(key: ShapedSegment.Key, segment: ShapedSegment)]
  ) -> Int {
    let starts = plan.starts
    let low = starts[pieces.lowerBound]
    let high = starts[pieces.upperBound]
    var pieceGlyphs = [[ShapedSegment.Glyph]](repeating: [], count: pieces.count)
    // Whether the piece's first unit starts a cluster, and whether that cluster is marked.
    var startsCluster = [Bool](repeating: false, count: pieces.count)
    var marked = [Bool](repeating: false, count: pieces.count)
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    var p = plan.rightToLeft ? pieces.upperBound - 1 : pieces.lowerBound
    for g in glyphs {
      let u = Int(infos[g].cluster) - unitOffset
      guard u >= low, u < high else { continue }
      // HarfBuzz keeps clusters monotonic (ascending, descending for right-to-left), so each
      // piece's glyphs are consecutive; anything else is not cut.
      if plan.rightToLeft {
        while p > pieces.lowerBound, u < starts[p] { p -= 1 }
        guard u >= starts[p], u < starts[p + 1] else { return 0 }
      } else {
        while p + 1 < pieces.upperBound, u >= starts[p + 1] { p += 1 }
        guard u >= starts[p], u < starts[p + 1] else { return 0 }
      }
      let index = p - pieces.lowerBound
      if u == starts[p] {
        startsCluster[index] = true
        if infos[g].mask & unsafe != 0 { marked[index] = true }
      }
      pieceGlyphs[index].append(
        ShapedSegment.Glyph(
          glyph: infos[g].codepoint, cluster: UInt32(u - starts[p]), xAdvance: positions[g].x_advance))
    }
    func innerEdgeIsSafe(_ index: Int) -> Bool { startsCluster[index] && !marked[index] }
    var added = 0
    for index in 0..<pieces.count {
      let piece = pieces.lowerBound + index
      guard let key = plan.keys[piece], plan.found[piece] == nil, startsCluster[index],
        (1...ShapedSegmentCache.maximumGlyphs).contains(pieceGlyphs[index].count),
        index == 0 ? startEdgeIsSafe : innerEdgeIsSafe(index),
        index == pieces.count - 1 ? endEdgeIsSafe : innerEdgeIsSafe(index + 1)
      else { continue }
      stored.append((key, ShapedSegment(glyphs: pieceGlyphs[index])))
      added += 1
    }
    return added
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
