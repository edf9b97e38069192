import Testing

@testable import TypeFitText

@Suite("UTF-16 units decoded from a string's UTF-8")
struct UTF16UnitsTests {
  @Test("units of one-, two-, three- and four-byte scalars")
  func knownUnits() {
    #expect(UTF16Units.of("") == [])
    #expect(UTF16Units.of("Wi-Fi") == [0x57, 0x69, 0x2D, 0x46, 0x69])
    #expect(UTF16Units.of("né😀") == [0x6E, 0xE9, 0xD83D, 0xDE00])
    #expect(UTF16Units.of("日本") == [0x65E5, 0x672C])
    #expect(
      UTF16Units.of("\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}") == [
        0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD800, 0xDC00, 0xDBFF, 0xDFFF,
      ])
  }

  @Test("the same units as Array(text.utf16) in many scripts, with marks, emoji and controls")
  func sameAsUTF16View() {
    let texts = [
      "Account", "Einstellungen für Bildschirmzeit", "Заблокированные контакты", "إعدادات الخصوصية",
      "การตั้งค่า", "设置\u{3000}通知", "알림 설정", "e\u{301}\u{302}", "👩🏽‍💻 x 🇫🇷", "a\u{0}b\tc\u{2028}d",
      "\u{AD}\u{200D}\u{FEFF}", String(repeating: "ß😀", count: 300),
    ]
    for text in texts {
      #expect(UTF16Units.of(text) == Array(text.utf16), "\(text)")
      // A substring's string, sliced out of a longer one.
      let middle = String(text.dropFirst().dropLast())
      #expect(UTF16Units.of(middle) == Array(middle.utf16), "\(middle)")
    }
  }

  @Test("decode writes every unit and returns their count")
  func decodeCount() {
    let bytes: [UInt8] = [0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80]  // a é € 😀
    var units = [UInt16](repeating: 0xFFFF, count: bytes.count)
    let written = bytes.withUnsafeBufferPointer { bytes in
      units.withUnsafeMutableBufferPointer { UTF16Units.decode(bytes, into: $0) }
    }
    #expect(written == 5)
    #expect(Array(units[0..<written]) == [0x61, 0xE9, 0x20AC, 0xD83D, 0xDE00])
  }
}
