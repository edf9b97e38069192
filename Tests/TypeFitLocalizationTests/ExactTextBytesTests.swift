import Testing
import TypeFitLocalization

@Suite("ExactText compares and hashes UTF-8 bytes")
struct ExactTextBytesTests {
  /// A string of `count` bytes in storage of its own (not a literal's).
  static func made(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
  }

  @Test("copies of one string, equal bytes in two storages, and different bytes")
  func equality() {
    let long = Self.made("settings.notifications.scheduled-summary.title")
    let copy = long
    #expect(ExactText(long) == ExactText(copy))
    #expect(ExactText(long) == ExactText(Self.made(long)))
    #expect(ExactText(long) != ExactText(Self.made(long + "s")))
    #expect(ExactText(long) != ExactText(Self.made(String(long.dropLast()) + "E")))
    #expect(ExactText("de") == ExactText(Self.made("de")))
    #expect(ExactText("") == ExactText(Self.made("")))
    #expect(ExactText("") != ExactText("a"))
    // NFC and NFD are equal strings but different bytes.
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(ExactText("caf\u{E9}") != ExactText("cafe\u{301}"))
  }

  @Test("order by bytes, a shorter prefix first")
  func order() {
    #expect(ExactText("ab") < ExactText("abc"))
    #expect(!(ExactText("abc") < ExactText("ab")))
    #expect(ExactText("cafe\u{301}") < ExactText("caf\u{E9}"))
    let long = Self.made(String(repeating: "k", count: 40))
    #expect(!(ExactText(long) < ExactText(long)))
    #expect(ExactText(long) < ExactText(Self.made(long + "a")))
    #expect(ExactText("") < ExactText("a"))
  }

  @Test("equal bytes hash the same, in any storage")
  func hashing() {
    let long = Self.made("settings.notifications.scheduled-summary.title")
    #expect(ExactText(long).hashValue == ExactText(Self.made(long)).hashValue)
    #expect(
      Set([ExactText(long), ExactText(Self.made(long)), ExactText("caf\u{E9}"), ExactText("cafe\u{301}")])
        .count == 3)
  }
}
