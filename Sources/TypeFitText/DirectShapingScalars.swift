/// The UTF-16 units a run shaped without HarfBuzz may hold (``DirectShapingPlan``): Basic
/// Multilingual Plane characters that are letters, digits, punctuation, symbols or spaces,
/// none of them a mark (general category M), a default-ignorable code point, a control, a
/// surrogate, a variation selector, a character HarfBuzz joins to its neighbour's cluster
/// (U+FF9E, U+FF9F) or U+2044 FRACTION SLASH (which sets the fraction features' masks).
///
/// The ranges (Unicode 15 character database): U+0020–U+007E; U+00A0–U+02AF without U+00AD
/// SOFT HYPHEN (Latin-1, Latin Extended-A and -B, IPA); the Greek letters U+0386, U+0388–U+038A,
/// U+038C, U+038E–U+03A1, U+03A3–U+03CE; Cyrillic U+0400–U+0482 and U+048A–U+052F (U+0483–U+0489
/// are marks); Armenian U+0531–U+0556 and U+0559–U+058A; Georgian U+10A0–U+10C5, U+10C7,
/// U+10CD, U+10D0–U+10FF; Latin Extended Additional U+1E00–U+1EFF; U+2010–U+2027 and U+2030–U+205E
/// without U+2044; currency signs U+20A0–U+20C0; the ideographic space and punctuation
/// U+3000–U+3029; hiragana U+3041–U+3096 and U+309D–U+309F (U+3099, U+309A are marks); katakana
/// U+30A0–U+30FF; CJK ideographs U+4E00–U+9FFF; fullwidth forms U+FF01–U+FF60 and
/// U+FFE0–U+FFE6.
enum DirectShapingScalars {
  /// One bit per BMP code point.
  static let allowed: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 1_024)
    func allow(_ range: ClosedRange<Int>) {
      for c in range { bits[c >> 6] |= 1 << UInt64(c & 63) }
    }
    for range in [
      0x20...0x7E, 0xA0...0xAC, 0xAE...0x2AF, 0x386...0x386, 0x388...0x38A, 0x38C...0x38C, 0x38E...0x3A1,
      0x3A3...0x3CE, 0x400...0x482, 0x48A...0x52F, 0x531...0x556, 0x559...0x58A, 0x10A0...0x10C5,
      0x10C7...0x10C7,
      0x10CD...0x10CD, 0x10D0...0x10FF, 0x1E00...0x1EFF, 0x2010...0x2027, 0x2030...0x2043,
      0x2045...0x205E, 0x20A0...0x20C0, 0x3000...0x3029, 0x3041...0x3096, 0x309D...0x309F, 0x30A0...0x30FF,
      0x4E00...0x9FFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    ] {
      allow(range)
    }
    return bits
  }()

  /// Whether every unit of `units[range]` is allowed.
  @inline(__always)
  static func allowAll(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    allowed.withUnsafeBufferPointer { bits in
      for i in range {
        let unit = Int(units[i])
        if bits[unit >> 6] & (1 << UInt64(unit & 63)) == 0 { return false }
      }
      return true
    }
  }
}
