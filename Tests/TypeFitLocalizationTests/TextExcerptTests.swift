import Testing
import TypeFitInput

@Suite("Text excerpts: what messages quote of long keys, patterns and names")
struct TextExcerptTests {
  @Test("a text of at most the limit is whole; a longer one is cut after the limit's character, with …")
  func characters() {
    #expect(TextExcerpt.shortened("WLAN", to: 10) == "WLAN")
    #expect(TextExcerpt.shortened("Datenschutz", to: 11) == "Datenschutz")
    #expect(TextExcerpt.shortened("Datenschutzeinstellungen", to: 10) == "Datenschut…")
    // Characters, not bytes or scalars: five of "é" (two scalars each) and of "中" (three bytes).
    #expect(
      TextExcerpt.shortened(String(repeating: "e\u{301}", count: 6), to: 5) == String(
        repeating: "e\u{301}", count: 5) + "…")
    #expect(TextExcerpt.shortened("中文中文中文", to: 6) == "中文中文中文")
    #expect(TextExcerpt.shortened("中文中文中文", to: 5) == "中文中文中…")
    #expect(TextExcerpt.shortened("", to: 0) == "")
    #expect(TextExcerpt.shortened("a", to: 0) == "…")
    #expect(TextExcerpt.shortened("abc", to: -3) == "…")
    #expect(TextExcerpt.shortened("abcdef"[...].dropFirst(2), to: 3) == "cde…")
  }

  @Test("one character of a megabyte is cut at a whole scalar within 32 bytes a character")
  func hugeCharacter() {
    // 100,000 Hangul leading consonants (U+1100, three bytes) are one extended grapheme cluster.
    let jamo = String(repeating: "\u{1100}", count: 100_000)
    #expect(jamo.count == 1)
    let cut = TextExcerpt.shortened(jamo, to: 2)
    // 64 bytes hold 21 whole three-byte scalars (63 bytes).
    #expect(cut == String(repeating: "\u{1100}", count: 21) + "…")
    // Within the limit in characters, but not in bytes: cut too.
    #expect(TextExcerpt.shortened("a" + jamo, to: 2) == "a" + String(repeating: "\u{1100}", count: 21) + "…")
    // A family emoji (25 bytes) is well within 32 bytes a character.
    let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    #expect(TextExcerpt.shortened(family + family + "x", to: 2) == family + family + "…")
  }

  @Test("a key is quoted to 80 characters")
  func key() {
    let long = String(repeating: "k", count: 900_000)
    #expect(TextExcerpt.key(long) == String(repeating: "k", count: 80) + "…")
    #expect(TextExcerpt.key("settings.wifi") == "settings.wifi")
  }

  @Test("a message past 4,000 bytes keeps its first 2,400 and last 1,200 bytes at whole scalars (A71-7)")
  func boundedMessages() {
    let short = "unknown device \"iphone-99\"; valid: iphone-se, …"
    #expect(TextExcerpt.bounded(short) == short)
    let name = String(repeating: "é", count: 150_000)  // two bytes each
    let message = "unknown device \"" + name + "\" in NSStringDeviceSpecificRuleType of \"k\""
    let bounded = TextExcerpt.bounded(message)
    #expect(bounded.utf8.count <= 2_400 + 3 + 1_200 + 2)
    #expect(bounded.hasPrefix("unknown device \"éé"))
    #expect(bounded.hasSuffix("éé\" in NSStringDeviceSpecificRuleType of \"k\""))
    #expect(bounded.contains(" … "))
    // Whole scalars: no U+FFFD from a cut sequence.
    #expect(!bounded.unicodeScalars.contains("\u{FFFD}"))
  }
}
