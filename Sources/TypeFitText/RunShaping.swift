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
  /// changes nothing (``shapesWithoutComposition(_:range:face:level:script:)``).
  /// - Returns: the glyphs, or `nil` when HarfBuzz produced none.
  func shapeRun(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, level: UInt8, script: ScriptCode,
    language: hb_language_t?, tabularDigits: Bool = false, segmentStarts: [Bool]? = nil
  ) -> ShapedRun? {
    let withoutComposition = shapesWithoutComposition(
      units, range: range, face: face, level: level, script: script)
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
    for gap in MarkRunBound.leftOut(units, shaped) {
      hb_buffer_add_utf16(
        buffer, units.baseAddress, Int32(units.count), UInt32(pieceStart), Int32(gap.lowerBound - pieceStart))
      pieceStart = gap.upperBound
    }
    hb_buffer_add_utf16(
      buffer, units.baseAddress, Int32(units.count), UInt32(pieceStart), Int32(shaped.upperBound - pieceStart)
    )
    hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script.hbScript)
    hb_buffer_set_language(buffer, language)
    shapePlans.shape(
      buffer, face: face, tabularDigits: tabularDigits, withoutComposition: withoutComposition)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0
    else { return nil }
    return ShapedRun(infos: infos, positions: positions, count: Int(count))
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
