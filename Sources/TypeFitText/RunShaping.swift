internal import CHarfBuzz

/// One shaped run's glyphs, borrowed from the context's HarfBuzz buffer: valid until the next
/// shaping call on the same context.
struct ShapedRun {
  let infos: UnsafeMutablePointer<hb_glyph_info_t>
  let positions: UnsafeMutablePointer<hb_glyph_position_t>
  /// Number of glyphs.
  let count: Int
}

extension ShapingContext {
  /// Shapes `units[range]` in `face` with the whole text as context (so joining and kerning see
  /// the neighbours), right-to-left when the bidi level is odd.
  ///
  /// Every caller — measuring, kerning under the SF model, drawing — shapes runs this one way.
  /// With `tabularDigits`, the OpenType feature `tnum` is on (`.monospacedDigit()`).
  ///
  /// With `segmentStarts` (true at the UTF-16 offset where each line-break segment starts)
  /// and a ``ShapedSegmentCache``, the run goes through the cache: it is put together from
  /// stored pieces when that is provably the same as shaping it whole, and its pieces are
  /// stored otherwise (``shapeRunFromSegments(_:range:segmentStarts:face:level:script:language:tabularDigits:withoutComposition:cache:)``);
  /// a run put together carries only each glyph's `codepoint`, `cluster` and `x_advance`.
  ///
  /// The run is shaped with `ccmp` off when the face's ``CompositionTriggers`` prove that
  /// changes nothing (``shapesWithoutComposition(_:range:face:level:script:)``), and without
  /// HarfBuzz when ``DirectShapingPlan`` proves the glyphs the same (``shapeDirectly(_:range:face:level:script:language:tabularDigits:withoutComposition:)``).
  /// - Returns: the glyphs, or `nil` when HarfBuzz produced none.
  func shapeRun(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, level: UInt8, script: ScriptCode,
    language: hb_language_t?, tabularDigits: Bool = false, segmentStarts: [Bool]? = nil
  ) -> ShapedRun? {
    let withoutComposition = shapesWithoutComposition(
      units, range: range, face: face, level: level, script: script)
    if shapesDirectly,
      let run = shapeDirectly(
        units, range: range, face: face, level: level, script: script, language: language,
        tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    {
      return run
    }
    if let segmentStarts, let cache = segmentCache {
      switch shapeRunFromSegments(
        units, range: range, segmentStarts: segmentStarts, face: face, level: level, script: script,
        language: language, tabularDigits: tabularDigits, withoutComposition: withoutComposition, cache: cache
      )
      {
      case .fromPieces(let run): return run
      case .whole(let run): return run
      case .notApplicable: break
      }
    }
    return shapeWhole(
      units, range: range, face: face, level: level, script: script, language: language,
      tabularDigits: tabularDigits, withoutComposition: withoutComposition,
      flags: segmentCache == nil ? nil : HB_BUFFER_FLAG_DEFAULT)
  }

  /// Shapes `units[range]` whole in the context's buffer, with `ccmp` off when
  /// `withoutComposition`; `flags` are set on the buffer first when given (a context with a
  /// segment cache asks for unsafe-to-concat flags on some runs).
  func shapeWhole(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, level: UInt8, script: ScriptCode,
    language: hb_language_t?, tabularDigits: Bool, withoutComposition: Bool, flags: hb_buffer_flags_t?
  ) -> ShapedRun? {
    hb_buffer_clear_contents(buffer)
    if let flags { hb_buffer_set_flags(buffer, flags) }
    let shaped = Self.withoutTrailingSoftHyphens(units, range)
    // Past the 30th of a run of marks or default-ignorables, characters are left out
    // (``MarkRunBound``): the buffer is added piece by piece around them, each glyph's cluster
    // still the offset of its character in `units` (HarfBuzz takes the context before the
    // first piece and after the last).
    var pieceStart = shaped.lowerBound
    let gaps = MarkRunBound.leftOut(units, shaped)
    for gap in gaps {
      hb_buffer_add_utf16(
        buffer, units.baseAddress, Int32(units.count), UInt32(pieceStart), Int32(gap.lowerBound - pieceStart))
      pieceStart = gap.upperBound
    }
    hb_buffer_add_utf16(
      buffer, units.baseAddress, Int32(units.count), UInt32(pieceStart), Int32(shaped.upperBound - pieceStart)
    )
    shape(
      buffer, face: face, rightToLeft: level & 1 == 1, script: script, language: language,
      tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0
    else { return nil }
    let run = ShapedRun(infos: infos, positions: positions, count: Int(count))
    for gap in gaps {
      chargeLeftOut(
        gap, of: units, to: run, face: face, level: level, script: script, language: language,
        tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    }
    return run
  }

  /// Sets `buffer`'s direction (right to left for a run of odd bidi level), script and
  /// language, and shapes it with `face`.
  func shape(
    _ buffer: OpaquePointer, face: FontFace, rightToLeft: Bool, script: ScriptCode, language: hb_language_t?,
    tabularDigits: Bool, withoutComposition: Bool
  ) {
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script.hbScript)
    hb_buffer_set_language(buffer, language)
    shapePlans.shape(buffer, face: face, tabularDigits: tabularDigits, withoutComposition: withoutComposition)
  }

  /// Adds to `run` the advance the characters of `gap` (left out by ``MarkRunBound``) would
  /// take: the first ``MarkRunBound/keptLength`` of them are shaped on their own, with the text
  /// around them as context, and their advance, scaled to the gap's length, goes to the glyph
  /// before the gap, which is in the same grapheme cluster (or to the first glyph when none
  /// is). Marks with no advance add nothing; marks that HarfBuzz shows on a dotted circle (a
  /// Kannada virama after a virama) or that a face draws with an advance (U+180F MONGOLIAN FREE
  /// VARIATION SELECTOR FOUR) are charged as many times as they are written (the
  /// thirty-seventh attack's A37-1: past the 30th, the width stopped growing).
  private func chargeLeftOut(
    _ gap: Range<Int>, of units: UnsafeBufferPointer<UInt16>, to run: ShapedRun, face: FontFace, level: UInt8,
    script: ScriptCode, language: hb_language_t?, tabularDigits: Bool, withoutComposition: Bool
  ) {
    var sampleEnd = min(gap.upperBound, gap.lowerBound + MarkRunBound.keptLength)
    // Whole characters only: a high surrogate goes with its low one.
    if sampleEnd < gap.upperBound, (0xD800...0xDBFF).contains(units[sampleEnd - 1]) { sampleEnd += 1 }
    guard let sample = hb_buffer_create() else { return }
    defer { hb_buffer_destroy(sample) }
    hb_buffer_add_utf16(
      sample, units.baseAddress, Int32(units.count), UInt32(gap.lowerBound), Int32(sampleEnd - gap.lowerBound)
    )
    shape(
      sample, face: face, rightToLeft: level & 1 == 1, script: script, language: language,
      tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(sample, &count), count > 0 else { return }
    var advance = 0
    for g in 0..<Int(count) { advance += Int(positions[g].x_advance) }
    guard advance != 0 else { return }
    let charged =
      advance.multipliedReportingOverflow(by: gap.count).partialValue / (sampleEnd - gap.lowerBound)
    // The glyph of the last character before the gap, in whatever order the run's glyphs are.
    var target = 0
    var targetCluster: UInt32 = 0
    for g in 0..<run.count
    where run.infos[g].cluster < UInt32(gap.lowerBound) && run.infos[g].cluster >= targetCluster {
      target = g
      targetCluster = run.infos[g].cluster
    }
    let total = Int(run.positions[target].x_advance) + charged
    run.positions[target].x_advance = Int32(clamping: total)
  }

  /// `range` without what follows a soft hyphen (U+00AD) that starts a run of default-ignorable
  /// characters ending it: the soft hyphen and what comes before are shaped as before.
  ///
  /// HarfBuzz 6 shapes a buffer that ends in such a run in time quadratic in the run with some
  /// fonts (Inter: 12,000 soft hyphens took 0.9 s, 48,000 about 20 s in a debug build of
  /// TypeFit, the thirty-fifth attack's A35-1; soft hyphens alternating with U+200D ZERO WIDTH
  /// JOINER the same, the thirty-sixth attack's A36-5; the same run followed by any other
  /// character, or in Noto Sans, takes milliseconds). Default-ignorable characters after a soft
  /// hyphen have no advance and change no glyph before it (HarfBuzz hides them), and the hyphen
  /// a line shows at a soft hyphen is drawn by the line breaker's own rules, so the units left
  /// out, which get no glyph, have the advance they had.
  static func withoutTrailingSoftHyphens(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>)
    -> Range<Int>
  {
    var end = range.upperBound
    var firstSoftHyphen: Int?
    while end > range.lowerBound {
      let unit = units[end - 1]
      if unit == softHyphen {
        firstSoftHyphen = end - 1
        end -= 1
      } else if isDefaultIgnorable(unit) {
        end -= 1
      } else if end - 2 >= range.lowerBound, isTagCharacter(high: units[end - 2], low: unit) {
        end -= 2
      } else {
        break
      }
    }
    guard let firstSoftHyphen else { return range }
    return range.lowerBound..<(firstSoftHyphen + 1)
  }

  /// U+00AD SOFT HYPHEN.
  static let softHyphen: UInt16 = 0xAD

  /// Whether the UTF-16 unit `unit` is a default-ignorable character of the Basic Multilingual
  /// Plane that fonts draw with no advance (Unicode's `Default_Ignorable_Code_Point`, DerivedCoreProperties.txt,
  /// without the Hangul fillers, which fonts may draw as spaces): U+00AD, U+034F, U+061C,
  /// U+180B–U+180F, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+FE00–U+FE0F, U+FEFF.
  static func isDefaultIgnorable(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x00AD, 0x034F, 0x061C, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F,
      0xFE00...0xFE0F, 0xFEFF:
      true
    default: false
    }
  }

  /// Whether `high` `low` is a tag character or a supplementary variation selector
  /// (U+E0000–U+E0FFF), default-ignorable too.
  static func isTagCharacter(high: UInt16, low: UInt16) -> Bool {
    (0xDB40...0xDB43).contains(high) && (0xDC00...0xDFFF).contains(low)
  }

  /// `tnum` on for the whole run.
  static let tabularDigitsFeature = hb_feature_t(
    tag: hb_tag_t(0x74_6E_75_6D), value: 1, start: 0, end: UInt32.max)
}
