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
/// Where pieces come from (only pieces met before are stored: the first meeting of a piece
/// records its fingerprint in the cache, see ``ShapedSegmentCache``):
/// - **A run shaped whole** is cut at its line-break opportunities. When it holds a piece met
///   before and not stored, it is shaped with the flags asked for, and each such piece whose
///   first glyph is unmarked and whose follower's first glyph is unmarked read nothing across
///   either edge, and is stored. Its edges met real text, so a lookup reading past them was
///   seen. A run without such a piece is shaped as without the cache (no flags: they cost
///   HarfBuzz about 14 %).
/// - **A stretch of pieces not in the cache** between stored pieces is shaped on its own, with
///   a probe character (``FontFace/joinProbe``) on each edge that meets a stored piece:
///   HarfBuzz 6.0 does not mark a lookup that runs off the end of the buffer (Inter's `A`
///   shaped alone carries no flag, though `AV` kerns), so the probe stands in for the
///   neighbour; a lookup reading past the edge reads the probe and marks the stretch's first
///   glyph or the probe after it. The stretch is used only when both probed edges are
///   unmarked, and its pieces met before are stored as above.
/// - An edge where the run itself starts or ends has nothing beyond it in the whole run either;
///   such pieces are stored under their own keys (``ShapedSegment/Context/opensRun``,
///   ``ShapedSegment/Context/closesRun``) and used only at a run's edge.
///
/// A run is put together from pieces only when that shapes fewer characters than the whole run
/// (at least one stored piece, and the stretches between them with their probes and per-call
/// cost shorter than the run); otherwise it is shaped whole.
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
  /// What ``shapeRunFromSegments(_:range:segmentStarts:face:level:script:language:tabularDigits:withoutComposition:cache:)`` did.
  enum SegmentShaping {
    /// The run cannot go through the cache (face without a probe, partial Arabic-joining run);
    /// the caller shapes it whole.
    case notApplicable
    /// The run was shaped whole (its pieces met before were stored); `nil` when HarfBuzz gave
    /// no glyphs.
    case whole(ShapedRun?)
    /// The run was put together from stored pieces and stretches shaped apart.
    case fromPieces(ShapedRun)
  }

  /// Per-call cost of `hb_shape`, in glyphs: about 8,000 instructions per call against 4,500
  /// per glyph for Inter (Docs/Performance.md), plus the stretch's own bookkeeping.
  private static let callCostInGlyphs = 3

  /// The run `units[range]`, put together from cached pieces cut at `segmentStarts` (true at
  /// the UTF-16 offset where each line-break segment starts) where that is exact and cheaper,
  /// else shaped whole; either way its pieces met before are stored for later runs.
  ///
  /// The glyphs of a run put together carry only `codepoint`, `cluster` and `x_advance` (what
  /// measuring reads); they live in the context's scratch storage until the next shaping call.
  ///
  /// With `withoutComposition` (the run holds no trigger of the face's ``CompositionTriggers``),
  /// the run and its pieces are shaped with `ccmp` off and stored and looked up apart from
  /// pieces shaped with it (``ShapedSegment/Context/withoutComposition``): each kind is joined
  /// only with pieces whose flags come from the same lookups.
  func shapeRunFromSegments(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, segmentStarts: [Bool], face: FontFace,
    level: UInt8, script: ScriptCode, language: hb_language_t?, tabularDigits: Bool,
    withoutComposition: Bool = false, cache: ShapedSegmentCache
  ) -> SegmentShaping {
    guard let probe = face.joinProbe, !range.isEmpty else { return .notApplicable }
    // Arabic-style joining reads the text around the buffer (HarfBuzz's pre- and
    // post-context), which pieces shaped apart do not have.
    if script.usesArabicJoining, range.lowerBound > 0 || range.upperBound < units.count {
      return .notApplicable
    }
    let rightToLeft = level & 1 == 1
    let scratch = segmentScratch
    var starts = Self.take(&scratch.starts)
    var keys = Self.take(&scratch.keys)
    var found = Self.take(&scratch.found)
    var lookups = Self.take(&scratch.lookups)
    var stretches = Self.take(&scratch.stretches)
    defer {
      scratch.starts = starts
      scratch.keys = keys
      scratch.found = found
      scratch.lookups = lookups
      scratch.stretches = stretches
    }
    starts.append(range.lowerBound)
    for u in (range.lowerBound + 1)..<range.upperBound where segmentStarts[u] { starts.append(u) }
    starts.append(range.upperBound)
    let pieceCount = starts.count - 1
    let attributes: UInt8 =
      (rightToLeft ? ShapedSegment.Context.rightToLeft : 0)
      | (tabularDigits ? ShapedSegment.Context.tabularDigits : 0)
      | (withoutComposition ? ShapedSegment.Context.withoutComposition : 0)
    for i in 0..<pieceCount {
      let context = ShapedSegment.Context(
        face: UInt(bitPattern: ObjectIdentifier(face)), language: UInt(bitPattern: language),
        script: script.rawValue,
        attributes: attributes | (i == 0 ? ShapedSegment.Context.opensRun : 0)
          | (i == pieceCount - 1 ? ShapedSegment.Context.closesRun : 0))
      keys.append(ShapedSegment.PieceKey(context: context, units: starts[i]..<starts[i + 1], text: units))
    }
    cache.lookUp(keys, text: units, glyphs: &found, into: &lookups)
    let plan = RunPlan(
      starts: starts, keys: keys, lookups: lookups, rightToLeft: rightToLeft,
      withoutComposition: withoutComposition)
    // Pieces met before but not stored are what shaping this run can add to the cache; without
    // any, the run is shaped as without the cache (no flags asked for).
    let storesPieces = lookups.contains { $0.metBefore && !$0.isStored }

    // Stretches of pieces not stored, and whether shaping them apart beats the whole run.
    var apartCost = 0
    var i = 0
    while i < pieceCount {
      guard !lookups[i].isStored else {
        i += 1
        continue
      }
      var j = i + 1
      while j < pieceCount, !lookups[j].isStored { j += 1 }
      stretches.append(i..<j)
      apartCost += Self.callCostInGlyphs + starts[j] - starts[i] + (i > 0 ? 1 : 0) + (j < pieceCount ? 1 : 0)
      i = j
    }
    let wholeCost = Self.callCostInGlyphs + range.count
    let anyStored = stretches.count != 1 || stretches[0] != 0..<pieceCount
    guard anyStored, apartCost < wholeCost else {
      return .whole(
        shapeWholeAndStorePieces(
          units, range: range, plan: plan, storing: storesPieces, face: face, level: level,
          script: script, language: language, tabularDigits: tabularDigits, cache: cache))
    }
    var stretchGlyphs = Self.take(&scratch.stretchGlyphs)
    var stretchRanges = Self.take(&scratch.stretchRanges)
    var pending = Self.take(&scratch.pending)
    var pendingGlyphs = Self.take(&scratch.pendingGlyphs)
    var parts = Self.take(&scratch.parts)
    defer {
      scratch.stretchGlyphs = stretchGlyphs
      scratch.stretchRanges = stretchRanges
      scratch.pending = pending
      scratch.pendingGlyphs = pendingGlyphs
      scratch.parts = parts
    }
    for stretch in stretches {
      guard
        let glyphs = shapeStretch(
          units, pieces: stretch, plan: plan, face: face, probe: probe, script: script, language: language,
          tabularDigits: tabularDigits, glyphs: &stretchGlyphs, storing: &pending,
          storedGlyphs: &pendingGlyphs)
      else {
        cache.insert(pending, text: units, glyphs: pendingGlyphs)
        return .whole(
          shapeWholeAndStorePieces(
            units, range: range, plan: plan, storing: storesPieces, face: face, level: level,
            script: script, language: language, tabularDigits: tabularDigits, cache: cache))
      }
      stretchRanges.append(glyphs)
    }
    cache.insert(pending, text: units, glyphs: pendingGlyphs)

    // Pieces and stretches in logical order: whether from the stretches, the range of their
    // glyphs, and the UTF-16 offset their clusters count from.
    var total = 0
    var s = 0
    i = 0
    while i < pieceCount {
      if lookups[i].isStored {
        parts.append(SegmentScratch.Part(fromStretch: false, glyphs: lookups[i].glyphs, offset: starts[i]))
        total += lookups[i].glyphs.count
        i += 1
      } else {
        parts.append(SegmentScratch.Part(fromStretch: true, glyphs: stretchRanges[s], offset: starts[i]))
        total += stretchRanges[s].count
        i = stretches[s].upperBound
        s += 1
      }
    }
    reserveAssembly(total)
    var g = 0
    for step in 0..<parts.count {
      let part = parts[rightToLeft ? parts.count - 1 - step : step]
      let offset = UInt32(part.offset)
      for n in part.glyphs {
        let glyph = part.fromStretch ? stretchGlyphs[n] : found[n]
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

  /// A run's pieces: where each starts, its key and what the cache knew of it.
  private struct RunPlan {
    /// UTF-16 offsets where each piece starts, and the run's end.
    let starts: [Int]
    let keys: [ShapedSegment.PieceKey]
    let lookups: [ShapedSegment.Lookup]
    let rightToLeft: Bool
    /// Whether the run and its pieces are shaped with `ccmp` off.
    let withoutComposition: Bool

    /// Whether piece `i` is to be stored once shaped: it has a key, is not stored, and was
    /// met before.
    func admits(_ i: Int) -> Bool {
      keys[i].fingerprint != 0 && !lookups[i].isStored && lookups[i].metBefore
    }
  }

  /// Shapes the run whole in the context's buffer, as ``shapeRun(_:range:face:level:script:language:tabularDigits:segmentStarts:)``
  /// does without a cache; when `storing`, with HarfBuzz's unsafe-to-concat flags, storing its
  /// pieces met before that read nothing across their edges.
  private func shapeWholeAndStorePieces(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, plan: RunPlan, storing: Bool, face: FontFace,
    level: UInt8, script: ScriptCode, language: hb_language_t?, tabularDigits: Bool, cache: ShapedSegmentCache
  ) -> ShapedRun? {
    guard
      let run = shapeWhole(
        units, range: range, face: face, level: level, script: script, language: language,
        tabularDigits: tabularDigits, withoutComposition: plan.withoutComposition,
        flags: storing ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)
    else { return nil }
    guard storing else { return run }
    let scratch = segmentScratch
    var pending = Self.take(&scratch.pending)
    var pendingGlyphs = Self.take(&scratch.pendingGlyphs)
    defer {
      scratch.pending = pending
      scratch.pendingGlyphs = pendingGlyphs
    }
    Self.storePieces(
      run.infos, run.positions, glyphs: 0..<run.count, unitOffset: 0, pieces: 0..<(plan.starts.count - 1),
      plan: plan, into: &pending, glyphs: &pendingGlyphs, spans: &scratch.spans)
    cache.insert(pending, text: units, glyphs: pendingGlyphs)
    return run
  }

  /// Shapes the pieces `pieces` of a run on their own in the context's piece buffer, with the
  /// face's probe on each edge that meets another piece, appends the stretch's glyphs to
  /// `glyphs`, and adds its pieces met before that read nothing across their edges to `stored`
  /// (their glyphs to `storedGlyphs`).
  ///
  /// - Returns: the range of the stretch's glyphs in `glyphs` (HarfBuzz's output order,
  ///   clusters counted from the stretch's start); `nil` (and `glyphs` as it was) when a probed
  ///   edge is marked, a probe merged with the stretch, the stretch does not start a
  ///   cluster, it ends the run in a soft hyphen followed by default-ignorable characters, or it
  ///   holds a run of marks ``MarkRunBound`` shortens.
  private func shapeStretch(
    _ units: UnsafeBufferPointer<UInt16>, pieces: Range<Int>, plan: RunPlan, face: FontFace, probe: UInt32,
    script: ScriptCode, language: hb_language_t?, tabularDigits: Bool, glyphs: inout [ShapedSegment.Glyph],
    storing stored: inout [ShapedSegment.PendingPiece], storedGlyphs: inout [ShapedSegment.Glyph]
  ) -> Range<Int>? {
    let pieceCount = plan.starts.count - 1
    let stretchStart = plan.starts[pieces.lowerBound]
    let stretchEnd = plan.starts[pieces.upperBound]
    // The probe in UTF-16 (it lies above U+FFFF or is a single unit).
    let probeUnits: [UInt16] =
      probe > 0xFFFF
      ? [UInt16(0xD800 + ((probe - 0x1_0000) >> 10)), UInt16(0xDC00 + ((probe - 0x1_0000) & 0x3FF))]
      : [UInt16(probe)]
    let probeBefore = pieces.lowerBound > 0
    let probeAfter = pieces.upperBound < pieceCount
    // A stretch that ends the run in a soft hyphen and other default-ignorable characters is
    // shaped with the run whole, which leaves those after the soft hyphen out
    // (``withoutTrailingSoftHyphens(_:_:)``: HarfBuzz is quadratic in such a run at the end of a
    // buffer, thirty-fifth attack A35-1, thirty-sixth A36-5).
    // So is a stretch with a run of marks too long to shape whole (``MarkRunBound``).
    if !probeAfter,
      Self.withoutTrailingSoftHyphens(units, stretchStart..<stretchEnd).upperBound < stretchEnd
    {
      return nil
    }
    if !MarkRunBound.leftOut(units, stretchStart..<stretchEnd).isEmpty { return nil }
    let scratch = segmentScratch
    var text = Self.take(&scratch.text)
    defer { scratch.text = text }
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
    shape(
      buffer, face: face, rightToLeft: plan.rightToLeft, script: script, language: language,
      tabularDigits: tabularDigits, withoutComposition: plan.withoutComposition)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), Int(count) > probes
    else { return nil }
    let first = glyphs.count
    var probeGlyphs = 0
    var startsCluster = false
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    var refused = false
    for g in 0..<Int(count) {
      let cluster = infos[g].cluster
      let flagged = infos[g].mask & unsafe != 0
      if cluster < pieceStart {
        probeGlyphs += 1
      } else if cluster == pieceEnd {
        probeGlyphs += 1
        if flagged {
          refused = true
          break
        }
      } else if cluster < pieceEnd {
        if cluster == pieceStart {
          startsCluster = true
          if flagged, probeBefore {
            refused = true
            break
          }
        }
        glyphs.append(
          ShapedSegment.Glyph(
            glyph: infos[g].codepoint, cluster: cluster - pieceStart, xAdvance: positions[g].x_advance))
      } else {
        refused = true
        break
      }
    }
    // Each probe must stay one glyph of its own, and the stretch must start a cluster.
    guard !refused, probeGlyphs == probes, startsCluster else {
      glyphs.removeSubrange(first...)
      return nil
    }
    Self.storePieces(
      infos, positions, glyphs: 0..<Int(count), unitOffset: Int(pieceStart) - stretchStart, pieces: pieces,
      plan: plan, into: &stored, glyphs: &storedGlyphs, spans: &scratch.spans)
    return first..<glyphs.count
  }

  /// Cuts shaped glyphs into the pieces `pieces` of `plan` and adds each piece that the plan
  /// admits, starts a cluster, has 1…``ShapedSegmentCache/maximumGlyphs`` glyphs and whose
  /// edges are unmarked to `stored`, its glyphs (clusters counted from the piece's start) to
  /// `storedGlyphs`.
  ///
  /// A glyph's UTF-16 offset in the run's text is its cluster minus `unitOffset`; glyphs
  /// outside the pieces (probes) are skipped. An inner edge is unmarked when the glyphs of the
  /// cluster starting there carry no `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`; the outer edges of
  /// `pieces` were checked by the caller (with probes, or they are the run's own edges).
  private static func storePieces(
    _ infos: UnsafeMutablePointer<hb_glyph_info_t>, _ positions: UnsafeMutablePointer<hb_glyph_position_t>,
    glyphs: Range<Int>, unitOffset: Int, pieces: Range<Int>, plan: RunPlan,
    into stored: inout [ShapedSegment.PendingPiece], glyphs storedGlyphs: inout [ShapedSegment.Glyph],
    spans: inout [SegmentScratch.PieceSpan]
  ) {
    guard pieces.contains(where: plan.admits) else { return }
    let starts = plan.starts
    let low = starts[pieces.lowerBound]
    let high = starts[pieces.upperBound]
    spans.removeAll(keepingCapacity: true)
    spans.append(contentsOf: repeatElement(SegmentScratch.PieceSpan(), count: pieces.count))
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    var p = plan.rightToLeft ? pieces.upperBound - 1 : pieces.lowerBound
    for g in glyphs {
      let u = Int(infos[g].cluster) - unitOffset
      guard u >= low, u < high else { continue }
      // HarfBuzz keeps clusters monotonic (ascending, descending for right-to-left), so each
      // piece's glyphs are consecutive; anything else is not cut.
      if plan.rightToLeft {
        while p > pieces.lowerBound, u < starts[p] { p -= 1 }
      } else {
        while p + 1 < pieces.upperBound, u >= starts[p + 1] { p += 1 }
      }
      guard u >= starts[p], u < starts[p + 1] else { return }
      let index = p - pieces.lowerBound
      if spans[index].first < 0 {
        spans[index].first = g
      } else if spans[index].end != g {
        return
      }
      spans[index].end = g + 1
      if u == starts[p] {
        spans[index].startsCluster = true
        if infos[g].mask & unsafe != 0 { spans[index].marked = true }
      }
    }
    for index in 0..<pieces.count {
      let piece = pieces.lowerBound + index
      let span = spans[index]
      guard plan.admits(piece), span.startsCluster,
        (1...ShapedSegmentCache.maximumGlyphs).contains(span.end - span.first),
        index == 0 || span.safeStart,
        index == pieces.count - 1 || spans[index + 1].safeStart
      else { continue }
      let first = storedGlyphs.count
      for g in span.first..<span.end {
        storedGlyphs.append(
          ShapedSegment.Glyph(
            glyph: infos[g].codepoint, cluster: UInt32(Int(infos[g].cluster) - unitOffset - starts[piece]),
            xAdvance: positions[g].x_advance))
      }
      stored.append(ShapedSegment.PendingPiece(key: plan.keys[piece], glyphs: first..<storedGlyphs.count))
    }
  }
  /// `array`, emptied with its storage kept, leaving an empty array in its place (so the
  /// caller holds the only reference and appends without copying).
  @inline(__always)
  fileprivate static func take<Element>(_ array: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &array)
    taken.removeAll(keepingCapacity: true)
    return taken
  }
}

/// Arrays that ``ShapingContext/shapeRunFromSegments(_:range:segmentStarts:face:level:script:language:tabularDigits:withoutComposition:cache:)``
/// reuses from run to run, so that a run through the segment cache allocates nothing once they
/// have grown (each is emptied, keeping its storage, before use).
final class SegmentScratch {
  var starts: [Int] = []
  var keys: [ShapedSegment.PieceKey] = []
  var lookups: [ShapedSegment.Lookup] = []
  var found: [ShapedSegment.Glyph] = []
  var stretches: [Range<Int>] = []
  var stretchGlyphs: [ShapedSegment.Glyph] = []
  var stretchRanges: [Range<Int>] = []
  var pending: [ShapedSegment.PendingPiece] = []
  var pendingGlyphs: [ShapedSegment.Glyph] = []
  var parts: [Part] = []
  var spans: [PieceSpan] = []
  var text: [UInt16] = []

  /// A stored piece or a stretch shaped apart, in a run put together from pieces.
  struct Part {
    /// Whether the glyphs are the stretches' (else the stored pieces' found).
    var fromStretch: Bool
    var glyphs: Range<Int>
    /// The UTF-16 offset the glyphs' clusters count from.
    var offset: Int
  }

  /// Where one piece's glyphs lie in HarfBuzz's output, and what its first cluster says.
  struct PieceSpan {
    /// Index of its first glyph and one past its last (consecutive: clusters are monotonic).
    var first = -1
    var end = -1
    /// Whether a glyph's cluster starts at the piece's first unit, and whether one of those
    /// glyphs carries `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`.
    var startsCluster = false
    var marked = false
    /// Whether the edge where the piece starts read nothing across it.
    var safeStart: Bool { startsCluster && !marked }
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
