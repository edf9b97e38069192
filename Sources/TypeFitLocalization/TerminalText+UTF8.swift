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

  /// For each byte value, whether it is in ``escapedLeadBytes``.
  private static let isEscapedLead: [Bool] = (0...255).map { escapedLeadBytes.contains(UInt8($0)) }

  /// The character that begins at `index` of `utf8` when it is written in more than one byte
  /// and ``needsEscape(_:)`` is true for it, with its length in bytes; `nil` for any other
  /// byte, and for bytes that are not well-formed UTF-8.
  ///
  /// - Complexity: O(1).
  public static func escapedScalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: Unicode.Scalar, length: Int
  )? {
    let lead = utf8[index]
    guard isEscapedLead[Int(lead)] else { return nil }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= utf8.count else { return nil }
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
