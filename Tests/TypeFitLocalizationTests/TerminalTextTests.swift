import Testing

@testable import TypeFitLocalization

@Suite("Terminal text: printable ASCII shown as is, everything else as before")
struct TerminalTextTests {
  @Test("Printable ASCII is returned unchanged, and cut with … only past the limit")
  func printableASCII() {
    let message = "title wraps from xLarge (2 lines), up to 4 lines at AX5 ~ {} [] | \\ '"
    #expect(TerminalText.isPrintableASCII(message))
    #expect(TerminalText.escaped(message) == message)
    #expect(TerminalText.escaped("Cancel", limit: 6) == "Cancel")
    #expect(TerminalText.escaped("Cancel", limit: 5) == "Cance…")
    #expect(TerminalText.escaped("", limit: 0) == "")
  }

  @Test("Controls, DEL and non-ASCII text take the escaping path")
  func notPrintableASCII() {
    #expect(!TerminalText.isPrintableASCII("a\u{7F}b"))
    #expect(!TerminalText.isPrintableASCII("a\tb"))
    #expect(!TerminalText.isPrintableASCII("Datenschutz\u{E9}"))
    #expect(TerminalText.escaped("a\u{1B}[31mb\nc") == "a\\u{1B}[31mb\\nc")
    #expect(TerminalText.escaped("a\u{7F}b\tc\r\n") == "a\\u{7F}b\\tc\\r\\n")
    #expect(TerminalText.escaped("caf\u{E9} \u{202E}x") == "caf\u{E9} \\u{202E}x")
    // A byte order mark shows as nothing: escaped (A17-3).
    #expect(TerminalText.escaped("'\u{FEFF}'") == "'\\u{FEFF}'")
    // Zero width space, word joiner and tag characters show as nothing too (A25-4); the joiners
    // that Persian and emoji need are kept.
    #expect(
      TerminalText.escaped("a\u{200B}b\u{2060}c\u{E0041}d\u{200C}e\u{200D}f")
        == "a\\u{200B}b\\u{2060}c\\u{E0041}d\u{200C}e\u{200D}f")
    // Grapheme clusters count as one character against the limit: é as e + U+0301.
    #expect(TerminalText.escaped("cafe\u{301}s", limit: 4) == "cafe\u{301}…")
  }
}
