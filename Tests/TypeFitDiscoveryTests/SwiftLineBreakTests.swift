import Testing

@testable import TypeFitDiscovery

/// The twentieth attack's A20-16: a Swift file with CR line ends was lexed as one line, so its
/// first `//` comment ran to its end and its rows were lost (exit 0). LF, CR and CR LF now each
/// end a line and a comment, as in the Swift compiler, and rows are placed on their lines.
@Suite("Swift sources: LF, CR and CR LF line breaks")
struct SwiftLineBreakTests {
  /// Two rows after a `//` comment, with `lineBreak` between lines.
  static func source(_ lineBreak: String) -> String {
    [
      "import SwiftUI", "// Settings screen", "struct B: View { var body: some View { List {",
      "  NavigationLink(\"privacy\") { Text(\"x\") }.lineLimit(1)",
      "  NavigationLink(\"account\") { Text(\"y\") }.lineLimit(1)", "} } }", "",
    ].joined(separator: lineBreak)
  }

  @Test("rows after a // comment are found on lines 4 and 5", arguments: ["\n", "\r", "\r\n"])
  func rowsFound(_ lineBreak: String) throws {
    let result = RowDiscovery().discover(source: Self.source(lineBreak), path: "B.swift")
    #expect(result.titleKeys == ["privacy", "account"])
    let privacy = try #require(result.row(title: "privacy"))
    #expect(privacy.location.line == 4 && privacy.location.column == 3)
    #expect(privacy.title?.location.line == 4 && privacy.title?.location.column == 18)
    #expect(result.row(title: "account")?.location.line == 5)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a multi-line string's CR and CR LF line breaks are read as LF")
  func multilineString() {
    for lineBreak in ["\r", "\r\n"] {
      let tokens = SwiftLexer.tokenize(
        "let s = \"\"\"" + lineBreak + "a" + lineBreak + "b" + lineBreak + "\"\"\"" + lineBreak + "// c"
          + lineBreak
          + "let t = 1", file: "S.swift"
      ).tokens
      #expect(tokens.map(\.text).suffix(4) == ["let", "t", "=", "1"])
      #expect(tokens.last?.line == 6)
    }
  }
}
