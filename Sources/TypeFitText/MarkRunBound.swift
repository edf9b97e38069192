internal import CHarfBuzz

/// Long runs of nonspacing marks and default-ignorable characters, shaped to their first
/// ``keptLength`` characters: the rest of such a run is left out of what HarfBuzz shapes.
///
/// HarfBuzz 6 takes time quadratic in such a run: it positions each mark by searching back
/// over the marks before it for their base, and its Indic and Khmer shapers scan a syllable's
/// joiners likewise (the thirty-sixth attack's A36-5 addendum and A36-7, in a debug build of
/// TypeFit, 48,000 characters: U+200D inside a Devanagari or Khmer syllable 6.5–6.8 s, Arabic
/// fatha, Hebrew patah or Thai mai ek on one letter 4.0–6.6 s, a Devanagari virama on a Latin
/// letter 2.6 s), a cost the row layout's limit, which weighs a text by its bytes, cannot see.
/// Unicode's Stream-Safe Text Format bounds runs of non-starters at 30 for the same reason
/// (UAX #15, "Stream-Safe Text Format", <https://www.unicode.org/reports/tr15/#Stream_Safe_Text_Format>).
///
/// Left out, such characters are still charged their advance: most have none (HarfBuzz zeroes
/// marks' advances and hides default-ignorables), but some are shown on a dotted circle (a
/// Kannada virama after a virama) or drawn with an advance (U+180F MONGOLIAN FREE VARIATION
/// SELECTOR FOUR), so the run's first 30 left out are shaped on their own and their advance,
/// scaled to the gap, is added to the glyph before it (``ShapingContext`` `chargeLeftOut`; the
/// thirty-seventh attack's A37-1). Every one past the 30th is inside the grapheme cluster of
/// the character before the run, or is a default-ignorable cluster of its own with no advance.
/// They get no glyph of their own, so a picture does not draw them.
enum MarkRunBound {
  /// How many characters of a run are shaped: 30, the Stream-Safe Text Format's bound.
  static let keptLength = 30

  /// The ranges of `units` in `range` to leave out of shaping: in each run of more than
  /// ``keptLength`` nonspacing or enclosing marks and default-ignorable characters, what
  /// follows its first ``keptLength`` characters. Empty (no allocation) for ordinary text.
  static func leftOut(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [Range<Int>] {
    guard mayHoldLongRun(units, range) else { return [] }
    var gaps: [Range<Int>] = []
    var runLength = 0
    var keptEnd = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let unit = units[index]
      var width = 1
      var scalar = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit), index + 1 < range.upperBound,
        (0xDC00...0xDFFF).contains(units[index + 1])
      {
        scalar = 0x1_0000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[index + 1] - 0xDC00)
        width = 2
      }
      if Self.hasNoAdvance(scalar) {
        runLength += 1
        if runLength == keptLength { keptEnd = index + width }
      } else {
        if runLength > keptLength { gaps.append(keptEnd..<index) }
        runLength = 0
      }
      index += width
    }
    if runLength > keptLength { gaps.append(keptEnd..<range.upperBound) }
    return gaps
  }

  /// Whether `units[range]` has more than ``keptLength`` units in a row that may belong to
  /// characters with no advance: a cheap test of each unit alone (no mark lies below U+0300,
  /// among the CJK ideographs and Bopomofo, U+3100–U+9FFF, or among the Hangul syllables), so
  /// that ordinary text is passed over without asking HarfBuzz each character's category (an
  /// exact first pass cost 35 instructions a row-layout on the 20,000-value benchmark catalog).
  @inline(__always)
  private static func mayHoldLongRun(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    guard range.count > keptLength else { return false }
    var run = 0
    for index in range {
      let unit = units[index]
      if unit >= 0x300 ? !(0x3100...0x9FFF).contains(unit) && !(0xAC00...0xD7A3).contains(unit) : unit == 0xAD
      {
        run += 1
        if run > keptLength { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// Whether `scalar` is a nonspacing or enclosing mark or a default-ignorable character that
  /// fonts draw with no advance (``ShapingContext/isDefaultIgnorable(_:)``; tag characters and
  /// the supplementary variation selectors).
  @inline(__always)
  static func hasNoAdvance(_ scalar: UInt32) -> Bool {
    // No mark lies below U+0300; U+00AD is the one default-ignorable there.
    if scalar < 0x300 { return scalar == 0xAD }
    if scalar <= 0xFFFF, ShapingContext.isDefaultIgnorable(UInt16(scalar)) { return true }
    if (0xE0000...0xE0FFF).contains(scalar) { return true }
    switch hb_unicode_general_category(CompositionTriggers.unicodeFunctions, scalar) {
    case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK: return true
    default: return false
    }
  }
}
