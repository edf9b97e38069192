internal import CTypeFitShims

/// Bidi embedding levels (UAX #9, through ICU) for one paragraph.
enum BidiResolver {
  /// Levels per UTF-16 unit; all 0 for text with no right-to-left characters, which skips
  /// ICU entirely. The paragraph direction comes from the first strong character (UILabel's
  /// natural direction), left-to-right when there is none.
  ///
  /// - Throws: ``TextError/icu(call:code:)`` when ICU fails.
  static func levels(_ utf16: UnsafeBufferPointer<UInt16>) throws -> [UInt8] {
    guard utf16.contains(where: mayBeRightToLeft) else { return [UInt8](filling: 0, count: utf16.count) }
    var levels = [UInt8](filling: 0, count: utf16.count)
    let status = levels.withUnsafeMutableBufferPointer {
      tf_bidi_levels(utf16.baseAddress, Int32(utf16.count), 0xFE, $0.baseAddress)
    }
    if status != 0 { throw TextError.icu(call: "ubidi_setPara", code: status) }
    return levels
  }

  /// Whether a code unit can start right-to-left text: Hebrew, Arabic, Syriac, Thaana, NKo,
  /// Samaritan, Mandaic, presentation forms, RTL marks and embeddings, and the surrogates of
  /// the supplementary RTL blocks.
  private static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
    case 0x200F, 0x202B, 0x202E, 0x2067: true
    case 0xD802, 0xD803, 0xD83A, 0xD83B: true
    default: false
    }
  }
}
