import Testing
import TypeFitInput

@Suite("JSON string scan")
struct JSONStringScanTests {
  /// The place of each byte as one letter: o outside, q an opening quote, i inside.
  private func places(_ text: String) -> String {
    var scan = JSONStringScan()
    return String(
      text.utf8.map { byte in
        switch scan.take(byte) {
        case .outside: "o"
        case .opening: "q"
        case .inside: "i"
        }
      })
  }

  @Test("An escaped quote and an escaped backslash stay inside; the closing quote is inside")
  func escapes() {
    #expect(places(#"{"a\"b":1}"#) == "oqiiiiiooo")
    #expect(places(#"["\\",:]"#) == "oqiiiooo")
    #expect(places(#""\u0022":"#) == "qiiiiiiio")
  }
}
