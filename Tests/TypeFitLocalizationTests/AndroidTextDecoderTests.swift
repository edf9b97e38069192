import Testing

@testable import TypeFitLocalization

/// The decoder's answer for text that resolves to itself (read on its bytes, not copied) and
/// for text one byte away from that, which the full rules resolve.
@Suite("Android text: spaces, quotes and escapes at the edge of plain text")
struct AndroidTextDecoderTests {
  @Test(
    "Each text resolves as aapt2 resolves it",
    arguments: [
      ("three plain words", "three plain words"), ("é b 中文", "é b 中文"), ("", ""),
      ("a\u{00A0} b", "a\u{00A0} b"), ("a\u{2028}b", "a\u{2028}b"),
      (" a", "a"), ("a ", "a"), (" ", ""), ("a  b", "a b"), ("a\tb", "a b"), ("a\nb", "a b"),
      ("a\rb", "a b"), ("\"a  b\"", "a  b"), ("it\\'s", "it's"), ("a\\nb", "a\nb"),
    ])
  func resolves(raw: String, resolved: String) {
    var decoder = AndroidTextDecoder()
    #expect(decoder.decode(raw) == resolved)
    #expect(decoder.problems.isEmpty)
  }

  @Test("An unbalanced quote is still reported after plain text")
  func unbalancedQuote() {
    var decoder = AndroidTextDecoder()
    #expect(decoder.decode("plain") == "plain")
    #expect(decoder.decode("a \"b") == "a b")
    #expect(decoder.problems == [.unbalancedQuote])
  }
}
