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
    hb_buffer_add_utf16(
      buffer, units.baseAddress, Int32(units.count), UInt32(shaped.lowerBound), Int32(shaped.count))
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

  /// `range` without the soft hyphens (U+00AD) that follow the first of a run of them ending
  /// it.
  ///
  /// HarfBuzz 6 shapes a buffer that ends in a run of soft hyphens in time quadratic in the run
  /// with some fonts (Inter: 12,000 took 0.9 s, 48,000 about 20 s in a debug build of TypeFit;
  /// the same run followed by any other character, or in Noto Sans, takes milliseconds:
  /// thirty-fifth attack A35-1). A soft hyphen is default-ignorable: HarfBuzz hides it (a glyph
  /// of no advance), and the hyphen a line shows at one is drawn by the line breaker's own
  /// rules, so the units left out, which get no glyph, have the advance they had. One is kept,
  /// so what HarfBuzz sees at the run's end is unchanged.
  static func withoutTrailingSoftHyphens(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>)
    -> Range<Int>
  {
    var end = range.upperBound
    while end > range.lowerBound, units[end - 1] == softHyphen { end -= 1 }
    return range.lowerBound..<min(range.upperBound, end + 1)
  }

  /// U+00AD SOFT HYPHEN.
  static let softHyphen: UInt16 = 0xAD

  /// `tnum` on for the whole run.
  static let tabularDigitsFeature = hb_feature_t(
    tag: hb_tag_t(0x74_6E_75_6D), value: 1, start: 0, end: UInt32.max)
}
