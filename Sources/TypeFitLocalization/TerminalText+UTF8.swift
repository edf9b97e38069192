/// ``TerminalText/needsEscape(_:)`` for writers that scan UTF-8 bytes: which lead bytes can
/// begin such a character, and the character at a byte offset.
///
/// A byte-buffer writer (JSON, NDJSON, SARIF) copies runs of bytes whole and looks closer only
/// at a byte that can begin a character to escape: below U+007F those are the C0 controls and
/// DEL; above, only the lead bytes in ``TerminalText/escapedLeadBytes`` (0xC2, 0xD8, 0xE1,
/// 0xE2, 0xEF, 0xF3), so text in most scripts is copied as it is.
///
/// ```swift
/// Array("a\u{9B}b".utf8).withUnsafeBufferPointer { TerminalText.escapedScalar(in: $0, at: 1) }
/// // (scalar: "\u{9B}", length: 2)
/// ```
extension TerminalText {
  /// The first UTF-8 bytes of the characters above U+007F that ``needsEscape(_:)`` is true for,
  /// in increasing order; derived from ``escapedRanges``.
  public static let escapedLeadBytes: [UInt8] = {
    var leads = Set<UInt8>()
    for range in escapedRanges where range.upperBound > 0x7F {
      for value in max(range.lowerBound, 0x80)...range.upperBound {
        if let scalar = Unicode.Scalar(value), let lead = String(scalar).utf8.first { leads.insert(lead) }
      }
    }
    return leads.sorted()
  }()

  /// For each byte value, the second bytes (bit `b & 0x3F` for byte `b`) with which it begins
  /// a character ``needsEscape(_:)`` is true for; 0 for a byte that begins none. Derived from
  /// ``escapedRanges``: a lead byte of ``escapedLeadBytes`` followed by another second byte
  /// needs no decoding (Arabic letters after 0xD8, `“”…` after 0xE2 0x80 still do, fullwidth
  /// forms after 0xEF do not).
  private static let escapedSecondBytes: [UInt64] = {
    var masks = [UInt64](repeating: 0, count: 256)
    for range in escapedRanges where range.upperBound > 0x7F {
      for value in max(range.lowerBound, 0x80)...range.upperBound {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let bytes = Array(String(scalar).utf8)
        masks[Int(bytes[0])] |= 1 << UInt64(bytes[1] & 0x3F)
      }
    }
    return masks
  }()

  /// The character that begins at `index` of `utf8` when it is written in more than one byte
  /// and ``needsEscape(_:)`` is true for it, with its length in bytes; `nil` for any other
  /// byte, and for bytes that are not well-formed UTF-8.
  ///
  /// - Complexity: O(1).
  public static func escapedScalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: Unicode.Scalar, length: Int
  )? {
    let lead = utf8[index]
    let seconds = escapedSecondBytes[Int(lead)]
    guard seconds != 0 else { return nil }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= utf8.count, seconds & 1 << UInt64(utf8[index + 1] & 0x3F) != 0 else { return nil }
    var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = utf8[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), needsEscape(scalar) else { return nil }
    return (scalar, length)
  }
}
