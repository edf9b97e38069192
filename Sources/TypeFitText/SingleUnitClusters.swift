/// UTF-16 code units that are a grapheme cluster of their own whatever stands next to them, so
/// a text made only of them needs no UAX #29 iterator: its clusters are its code units.
///
/// Every unit of ``ranges`` has the Grapheme_Cluster_Break value Control, LF, Other, LV or
/// LVT, and none is Extended_Pictographic followed by anything that could join it. Between
/// two such units no rule of UAX #29 §3.1.1 forbids a break: GB3 needs CR (left out), GB6–GB8
/// need a jamo L, V or T, GB9–GB9c an Extend, ZWJ, SpacingMark or Prepend, GB11 a ZWJ, GB12–13
/// regional indicators (outside the BMP). Surrogates are left out, so a unit of the set is a
/// whole scalar. `SingleUnitClustersTests` checks every unit of the set against ICU's
/// iterator, next to one unit of each of those classes on either side.
enum SingleUnitClusters {
  /// The units above U+02FF that stand alone, as closed ranges in ascending order. Below
  /// U+0300 every unit but CR (U+000D) does. Sources: Unicode's GraphemeBreakProperty.txt and
  /// emoji-data.txt (Extended_Pictographic), UCD 15.
  static let ranges: [ClosedRange<UInt16>] = [
    0x0370...0x0482,  // Greek and Coptic, Cyrillic letters (U+0483–U+0489 are marks)
    0x048A...0x058F,  // Cyrillic, Cyrillic Supplement, Armenian
    0x0606...0x060F,  // Arabic signs and punctuation (U+0600–U+0605 are Prepend)
    0x061B...0x064A,  // Arabic letters (U+0610–U+061A are marks; U+061C is Control)
    0x0660...0x066F,  // Arabic-Indic digits and signs
    0x0671...0x06D5,  // Arabic letters (U+06D6 on are marks, U+06DD Prepend)
    0x1E00...0x1FFF,  // Latin Extended Additional (Vietnamese), Greek Extended
    0x2000...0x200B,  // spaces, ZWSP (Control); U+200C ZWNJ is Extend, U+200D ZWJ
    0x200E...0x20CF,  // marks of direction, punctuation, super- and subscripts, currencies
    0x2100...0x2BFF,  // letterlike symbols to miscellaneous symbols and arrows
    0x3000...0x3029,  // CJK symbols and punctuation (U+302A–U+302F are marks)
    0x3030...0x3098,  // more CJK punctuation, hiragana (U+3099–U+309A are marks)
    0x309B...0x30FF,  // kana signs, katakana
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xAC00...0xD7A3,  // Hangul syllables (LV and LVT; no jamo L, V or T)
    0xFF01...0xFF9D,  // fullwidth forms, halfwidth katakana (U+FF9E–U+FF9F are Extend)
  ]

  /// Whether `unit` is a grapheme cluster of its own next to any unit for which this is also
  /// true.
  @inline(__always)
  static func standsAlone(_ unit: UInt16) -> Bool {
    if unit < 0x300 { return unit != 0x0D }
    for range in ranges {
      if unit < range.lowerBound { return false }
      if unit <= range.upperBound { return true }
    }
    return false
  }

  /// The cluster starts of `units` plus its length (`[0, 1, …, count]`) when every unit stands
  /// alone, else `nil`.
  ///
  /// - Complexity: O(units).
  static func boundaries(_ units: UnsafeBufferPointer<UInt16>) -> [Int32]? {
    for unit in units where !standsAlone(unit) { return nil }
    // Filled through the buffer (`map` over the range appended each offset, perf40).
    var starts = [Int32](filling: 0, count: units.count + 1)
    starts.withUnsafeMutableBufferPointer { starts in
      for i in starts.indices { starts[i] = Int32(truncatingIfNeeded: i) }
    }
    return starts
  }
}
