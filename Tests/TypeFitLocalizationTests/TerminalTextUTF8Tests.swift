import Testing

@testable import TypeFitLocalization

@Suite("Terminal text in UTF-8: the character to escape at a byte offset")
struct TerminalTextUTF8Tests {
  /// The answer decoding alone gives: the scalar and its length when ``TerminalText/needsEscape(_:)``
  /// is true for it, for a character written in more than one byte.
  static func decoded(_ scalar: Unicode.Scalar) -> (scalar: Unicode.Scalar, length: Int)? {
    let length = String(scalar).utf8.count
    return length > 1 && TerminalText.needsEscape(scalar) ? (scalar, length) : nil
  }

  @Test("every character of an escaped lead byte is found exactly when it needs an escape")
  func everyCharacterOfTheLeadBytes() {
    var checked = 0
    var escaped = 0
    var wrong: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let bytes = Array(String(scalar).utf8) + [UInt8(ascii: "a")]
      guard TerminalText.escapedLeadBytes.contains(bytes[0]) else { continue }
      let found = bytes.withUnsafeBufferPointer { TerminalText.escapedScalar(in: $0, at: 0) }
      let expected = Self.decoded(scalar)
      if found?.scalar != expected?.scalar || found?.length != expected?.length { wrong.append(value) }
      checked += 1
      if expected != nil { escaped += 1 }
    }
    #expect(wrong.isEmpty)
    // 64 + 64 characters of 0xC2 and 0xD8, 4,096 of each of 0xE1, 0xE2 and 0xEF, 0x40000 of 0xF3;
    // 32 C1 controls, U+061C, U+180E, 19 of U+2xxx, U+FEFF and 128 tag characters to escape.
    #expect(checked == 128 + 3 * 4_096 + 0x40000)
    #expect(escaped == 32 + 1 + 1 + 19 + 1 + 128)
  }

  @Test("a lead byte cut short or followed by a byte that continues nothing is no character")
  func malformed() {
    for bytes: [UInt8] in [
      [0xC2], [0xC2, 0x41], [0xE2, 0x80], [0xE2, 0x80, 0x41], [0xF3, 0xA0, 0x80], [0xD8, 0x1C],
    ] {
      let found = bytes.withUnsafeBufferPointer { TerminalText.escapedScalar(in: $0, at: 0) }
      #expect(found == nil, "\(bytes)")
    }
    let rlo = Array("x\u{202E}".utf8)
    let found = rlo.withUnsafeBufferPointer { TerminalText.escapedScalar(in: $0, at: 1) }
    #expect(found?.scalar == "\u{202E}" && found?.length == 3)
  }
}
