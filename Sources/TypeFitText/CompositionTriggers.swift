internal import CHarfBuzz

/// What proves, for one face, that HarfBuzz's `ccmp` feature can change nothing in a text: the
/// glyphs without which no `ccmp` rule can fire, and the code points that can bring them into
/// HarfBuzz's buffer. A text (left to right, in a script of HarfBuzz's default shaper) that
/// holds none of them shapes to the same glyphs, clusters and advances with `ccmp` off, which
/// costs HarfBuzz less than half as much on Inter (Docs/Performance.md).
///
/// **The trigger glyphs.** Every rule of every `ccmp` lookup (``CompositionRules``) fires only
/// where each of its positions matches a glyph of that position's set; for each rule one
/// position is chosen, and the union of the chosen sets is the trigger set. A position is
/// chosen among those that no lookup outside `ccmp` applied before the rule's lookup can
/// output (``CompositionRules/earlyLookups``, and the lower lookup indices of `ccmp`'s stage
/// that a feature HarfBuzz turns on lists, ``CompositionRules/appliedLookups``),
/// so only the text can bring its glyphs, the one whose glyphs the rarest code points map to (``weight(of:_:)``: texts
/// with marks are shaped with `ccmp` anyway, so a position of marks costs nothing; Inter's
/// rules that compose a letter with U+20DD, U+20DE or a private-use accent choose the
/// enclosing mark or the private-use glyph, its soft-dotted rule the marks after `i` and `j`).
/// A rule with no such position makes the face always shape with `ccmp`.
///
/// **Why no lookup applies.** HarfBuzz applies a stage's lookups in lookup-index order
/// (`hb_ot_map_builder_t::compile`, `src/hb-ot-map.cc`, https://github.com/harfbuzz/harfbuzz,
/// 6.0.0): `rvrn` (and required features) in a first stage, everything else, `ccmp`
/// included, in a second. Before the first `ccmp` lookup that would apply, the buffer holds
/// only glyphs from the text and outputs of the lookups outside `ccmp` applied before it (the
/// first stage's, and the second's of lower index, with the lookups they call); none of them
/// is a trigger of that lookup's rules, so that first application cannot happen, and with no
/// `ccmp` lookup applying, the other lookups see the same buffer with `ccmp` off. A lookup that only fails to
/// match changes only HarfBuzz's unsafe-to-concat flags (`unsafe_to_concat` in
/// `src/hb-buffer.hh` is a no-op unless the buffer asks for them); the segment cache keeps
/// pieces shaped with `ccmp` off apart from the others (``ShapedSegment/Context/withoutComposition``).
/// Turning a feature off with a global `-ccmp` user feature gives it a maximum value of 0,
/// which drops it from the map and changes no other feature's bits (`compile` again).
///
/// **From text to glyphs.** For a text without combining marks (general category M, which
/// includes the variation selectors) in a script of the default shaper, HarfBuzz's
/// normalization (`_hb_ot_shape_normalize` in `src/hb-ot-shape-normalize.cc`,
/// `COMPOSED_DIACRITICS` mode with short circuit) gives each code point its `cmap` glyph when
/// the face maps it; otherwise its canonical decomposition's glyphs, the space's glyph for a
/// space character, U+2010's for U+2011, or the not-found glyph 0. Composition and mark
/// reordering only act on marks. So a text may skip `ccmp` when it has no mark, no code point
/// whose glyph is a trigger, no unmapped code point with a canonical decomposition, and, if
/// glyph 0, the space's glyph or U+2010's is a trigger, no unmapped code point at all.
/// Right-to-left runs (mirroring), other shapers (their own normalization and insertions)
/// and faces with AAT `morx` or `mort` tables (which replace `GSUB`) are always shaped with
/// `ccmp`.
final class CompositionTriggers: Sendable {
  /// The trigger glyphs, sorted.
  let glyphs: [UInt32]
  /// Code points below U+0080 whose glyph is a trigger (or that the face does not map, when
  /// ``uncoveredTriggers``): bit `c % 64` of word `c / 64`.
  let asciiTriggers: (UInt64, UInt64)
  /// Code points from U+0080 on, not marks, whose glyph is a trigger.
  let codePoints: Set<UInt32>
  /// Whether a code point the face does not map may bring a trigger glyph (glyph 0, the
  /// space's or U+2010's glyph is one).
  let uncoveredTriggers: Bool

  /// No trigger glyph: no `ccmp` rule can fire in any text.
  var isEmpty: Bool { glyphs.isEmpty }

  init(glyphs: [UInt32], asciiTriggers: (UInt64, UInt64), codePoints: Set<UInt32>, uncoveredTriggers: Bool) {
    self.glyphs = glyphs
    self.asciiTriggers = asciiTriggers
    self.codePoints = codePoints
    self.uncoveredTriggers = uncoveredTriggers
  }

  /// Why a face is always shaped with `ccmp`.
  struct Refusal: Error, Equatable {
    let reason: String
  }

  /// The `GSUB` tag.
  static let gsubTag: hb_tag_t = 0x4753_5542

  /// Works out the triggers of `face` (shaped through `font`) from its tables, without the
  /// memo (``CompositionTriggersMemo``).
  ///
  /// - Throws: ``Refusal`` when the face must always be shaped with `ccmp`: an AAT table, a
  ///   `GSUB` table this reader does not accept, or a rule without a position free of the
  ///   outputs of the lookups applied before it.
  static func analyze(face: OpaquePointer, font: OpaquePointer) throws(Refusal) -> CompositionTriggers {
    for tag: hb_tag_t in [0x6D6F_7278, 0x6D6F_7274] {  // morx, mort
      let blob = hb_face_reference_table(face, tag)
      defer { hb_blob_destroy(blob) }
      if hb_blob_get_length(blob) > 0 { throw Refusal(reason: "the face has an AAT morx or mort table") }
    }
    let blob = hb_face_reference_table(face, gsubTag)
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return .none }
    let table = FontTableBytes(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
    return try analyze(gsub: table, face: face, font: font)
  }

  /// No trigger.
  static let none = CompositionTriggers(
    glyphs: [], asciiTriggers: (0, 0), codePoints: [], uncoveredTriggers: false)

  /// The triggers from the `GSUB` bytes `table` of `face`.
  static func analyze(
    gsub table: FontTableBytes, face: OpaquePointer, font: OpaquePointer
  ) throws(Refusal) -> CompositionTriggers {
    var rules: CompositionRules
    do { rules = try CompositionRules(gsub: table) } catch { throw Refusal(reason: error.reason) }
    guard !rules.compositionLookups.isEmpty else { return .none }
    let glyphLimit = 0x1_0000

    // For each ccmp lookup, in index order, the glyphs that a lookup outside ccmp applied before
    // it can output (itself or through the lookups it calls): the lookups of the earlier
    // stage, and those of ccmp's stage with a lower index (the stage runs in index order) that
    // a feature HarfBuzz turns on lists (``CompositionRules/appliedLookups``).
    // HarfBuzz collects a called lookup once per call, to the depth it applies lookups (64,
    // HB_MAX_NESTING_LEVEL). A rule's positions free of those outputs are its candidates; a
    // rule without one refuses the face before the cmap is read.
    let outputs = hb_set_create()
    defer { hb_set_destroy(outputs) }
    var collected = Set<Int>()
    func collect(_ lookup: Int) {
      guard !rules.compositionLookups.contains(lookup), collected.insert(lookup).inserted else { return }
      hb_ot_layout_lookup_collect_glyphs(face, gsubTag, UInt32(lookup), nil, nil, nil, outputs)
    }
    for lookup in rules.earlyLookups.sorted() { collect(lookup) }
    var nextLookup = 0
    var candidateRules: [[GlyphRanges]] = []
    var candidates = [UInt64](repeating: 0, count: glyphLimit / 64)
    for lookup in rules.compositionLookups.sorted() {
      while nextLookup < lookup {
        if rules.appliedLookups.contains(nextLookup) { collect(nextLookup) }
        nextLookup += 1
      }
      // A range is free when the outputs' first glyph from its start lies past its end.
      func isFree(_ position: GlyphRanges) -> Bool {
        !position.isUniversal
          && position.ranges.allSatisfy { range in
            var glyph = range.first == 0 ? hb_codepoint_t.max : hb_codepoint_t(range.first) - 1
            return hb_set_next(outputs, &glyph) == 0 || glyph > hb_codepoint_t(range.last)
          }
      }
      do {
        try rules.visitRules(ofLookup: lookup) {
          (positions: [GlyphRanges]) throws(FontTableBytes.Malformed) in
          // Most rules have every position free: they keep their array of positions (a filtered
          // copy of it was built for each rule, about 1,100 instructions a rule; Noto Color Emoji
          // has 3,985 ligatures, perf32).
          let free = positions.allSatisfy(isFree) ? positions : positions.filter(isFree)
          guard !free.isEmpty else {
            let sizes = positions.map { position in
              position.isUniversal
                ? "every glyph"
                : String(position.normalized().reduce(0) { $0 + Int($1.last) - Int($1.first) + 1 })
            }
            throw FontTableBytes.Malformed(
              reason:
                "a rule of ccmp lookup \(lookup) (positions of \(sizes.joined(separator: ", ")) glyphs) has no "
                + "position free of the outputs of the lookups before it")
          }
          for position in free {
            for range in position.ranges { Self.insert(range, into: &candidates) }
          }
          candidateRules.append(free)
        }
      } catch {
        throw Refusal(reason: error.reason)
      }
    }
    func isCandidate(_ g: UInt32) -> Bool {
      g < glyphLimit && candidates[Int(g >> 6)] & (1 << UInt64(g & 63)) != 0
    }

    // Each candidate glyph's weight: that of the code points that map to it
    // (``weight(of:_:)``), and 100 for each way an unmapped code point reaches glyph 0, the
    // space's glyph or U+2010's. The cmap is read in batches of the face's code points, in
    // increasing order, as `hb_set_next_many` hands them out (`hb_set_next_range` took about
    // 1,400 instructions a range on a CJK face, perf32).
    let unicode = unicodeFunctions
    let fallbackGlyphs =
      [0]
      + [UInt32(0x20), 0x2010].compactMap { c -> UInt32? in
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, c, &g) != 0 && g < glyphLimit ? g : nil
      }
    var weights = [UInt64](repeating: 0, count: glyphLimit + 1)
    var mapped: [(codePoint: UInt32, glyph: UInt32)] = []
    let codePoints = hb_set_create()
    defer { hb_set_destroy(codePoints) }
    hb_face_collect_unicodes(face, codePoints)
    var batch = [hb_codepoint_t](repeating: 0, count: 1024)
    var batchGlyphs = [hb_codepoint_t](repeating: 0, count: 1024)
    var previous = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: from the first code point
    while true {
      let count = batch.withUnsafeMutableBufferPointer { codes in
        Int(hb_set_next_many(codePoints, previous, codes.baseAddress, UInt32(codes.count)))
      }
      guard count > 0 else { break }
      previous = batch[count - 1]
      var done = 0
      while done < count {
        let got = batch.withUnsafeBufferPointer { codes in
          batchGlyphs.withUnsafeMutableBufferPointer { glyphs in
            Int(
              hb_font_get_nominal_glyphs(
                font, UInt32(count - done), codes.baseAddress! + done, 4, glyphs.baseAddress! + done, 4))
          }
        }
        for i in done..<(done + got) where isCandidate(batchGlyphs[i]) {
          mapped.append((batch[i], batchGlyphs[i]))
          weights[Int(batchGlyphs[i]) + 1] += weight(of: batch[i], unicode)
        }
        done += got + 1  // past the code point the cmap does not map
      }
    }
    for g in fallbackGlyphs { weights[Int(g) + 1] += 100 }
    for i in 0..<glyphLimit { weights[i + 1] += weights[i] }

    // One position per rule: free of those outputs, lightest.
    var triggers = [UInt64](repeating: 0, count: glyphLimit / 64)
    for free in candidateRules {
      var best = free[0]
      var bestCost = UInt64.max
      for position in free {
        let cost = position.ranges.reduce(UInt64(0)) {
          $0 + weights[Int($1.last) + 1] - weights[Int($1.first)]
        }
        if cost < bestCost {
          best = position
          bestCost = cost
        }
      }
      for range in best.ranges { Self.insert(range, into: &triggers) }
    }
    func isTrigger(_ g: UInt32) -> Bool {
      g < glyphLimit && triggers[Int(g >> 6)] & (1 << UInt64(g & 63)) != 0
    }

    var glyphs: [UInt32] = []
    for (word, bits) in triggers.enumerated() where bits != 0 {
      for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { glyphs.append(UInt32(word * 64 + bit)) }
    }
    let uncoveredTriggers = fallbackGlyphs.contains(where: isTrigger)
    var ascii: [UInt64] = [0, 0]
    var triggerCodePoints: Set<UInt32> = []
    for (c, g) in mapped {
      guard isTrigger(g) else { continue }
      if c < 0x80 {
        ascii[Int(c >> 6)] |= 1 << UInt64(c & 63)
      } else if !isMark(c, unicode) {
        triggerCodePoints.insert(c)
      }
    }
    if uncoveredTriggers {
      for c: UInt32 in 0..<0x80 {
        var g: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(font, c, &g) == 0 { ascii[Int(c >> 6)] |= 1 << UInt64(c & 63) }
      }
    }
    return CompositionTriggers(
      glyphs: glyphs, asciiTriggers: (ascii[0], ascii[1]), codePoints: triggerCodePoints,
      uncoveredTriggers: uncoveredTriggers)
  }

  /// Sets the bits of the glyphs of `range` in `bits` (bit `g % 64` of word `g / 64`), a word at
  /// a time.
  static func insert(_ range: GlyphRanges.Range, into bits: inout [UInt64]) {
    let first = Int(range.first)
    let last = Int(range.last)
    for word in (first >> 6)...(last >> 6) {
      let low = word == first >> 6 ? first & 63 : 0
      let high = word == last >> 6 ? last & 63 : 63
      let width = high - low + 1
      bits[word] |= (width == 64 ? UInt64.max : ((1 << UInt64(width)) - 1)) << UInt64(low)
    }
  }

  /// How much it costs to count `codePoint` among the triggers: how often texts hold it, roughly
  /// (the choice of positions only decides how many texts skip `ccmp`, never whether a skip
  /// is exact). Marks cost nothing, since a text with a mark is shaped with `ccmp` anyway;
  /// ASCII costs most, then the Latin, Greek and Cyrillic letters, general punctuation, kana
  /// and the common ideographs; everything else (private use, modifier letters, symbols) 1.
  static func weight(of codePoint: UInt32, _ unicode: OpaquePointer?) -> UInt64 {
    if isMark(codePoint, unicode) { return 0 }
    switch codePoint {
    case ..<0x80: return 10_000
    case 0x80..<0x250, 0x370..<0x530, 0x2000..<0x2070, 0x3000..<0x3100, 0x4E00..<0xA000: return 100
    default: return 1
    }
  }

  /// HarfBuzz's default Unicode functions, which every buffer TypeFit makes uses (a singleton
  /// for the process's life).
  nonisolated(unsafe) static let unicodeFunctions = hb_unicode_funcs_get_default()

  /// Whether HarfBuzz (`unicode`, its default Unicode functions, which every buffer uses)
  /// gives `codePoint` a mark's general category (Mn, Mc or Me), as its normalization tests.
  @inline(__always)
  static func isMark(_ codePoint: UInt32, _ unicode: OpaquePointer?) -> Bool {
    switch hb_unicode_general_category(unicode, codePoint) {
    case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
      HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
      true
    default: false
    }
  }

  /// Whether `units[range]`, shaped left to right in a script of the default shaper, may be
  /// shaped with `ccmp` off in the face `font` these triggers belong to: it holds no mark, no
  /// code point whose glyph is a trigger, and no unmapped code point that could bring one.
  func allowsSkip(_ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: OpaquePointer) -> Bool {
    if isEmpty { return true }
    let unicode = Self.unicodeFunctions
    let anyCodePoint = !codePoints.isEmpty
    var i = range.lowerBound
    let end = range.upperBound
    while i < end {
      let unit = units[i]
      i += 1
      if unit < 0x80 {
        let word = unit < 64 ? asciiTriggers.0 : asciiTriggers.1
        if word & (1 << UInt64(unit & 63)) != 0 { return false }
        continue
      }
      var codePoint = UInt32(unit)
      if unit & 0xFC00 == 0xD800, i < end, units[i] & 0xFC00 == 0xDC00 {
        codePoint = 0x1_0000 + ((codePoint - 0xD800) << 10) + UInt32(units[i] - 0xDC00)
        i += 1
      } else if unit & 0xF800 == 0xD800 {
        // HarfBuzz reads a lone surrogate as U+FFFD (`hb_buffer_add_utf16`).
        codePoint = 0xFFFD
      }
      if Self.isMark(codePoint, unicode) || anyCodePoint && codePoints.contains(codePoint) { return false }
      var a: hb_codepoint_t = 0
      var b: hb_codepoint_t = 0
      if uncoveredTriggers || hb_unicode_decompose(unicode, codePoint, &a, &b) != 0 {
        var glyph: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(font, codePoint, &glyph) == 0 { return false }
      }
    }
    return true
  }
}
