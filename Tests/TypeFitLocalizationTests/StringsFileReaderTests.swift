import Foundation
import Testing

@testable import TypeFitLocalization

@Suite("Strings file reader")
struct StringsFileReaderTests {
  private let path = "App/pt_BR.lproj/Localizable.strings"

  private func read(_ text: String, path: String? = nil) -> LocalizationReadResult {
    StringsFileReader.read(Data(text.utf8), path: path ?? self.path)
  }

  private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> Data {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
  }

  @Test("a second byte order mark is named and written as an escape, and the entry after it kept")
  func secondByteOrderMark() {
    let result = StringsFileReader.read(
      Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"k1\" = \"x\";\n\"k2\" = \"y\";\n".utf8)),
      path: path)
    #expect(
      result.diagnostics.map(\.description) == [
        "\(path):1:1: expected a quoted key, found a byte order mark ('\\u{FEFF}'), which only the start of a "
          + "file may hold; skipped (Foundation stops reading the table there: the entries after it show their "
          + "keys in the app)"
      ])
    #expect(result.diagnostics.allSatisfy { !$0.message.unicodeScalars.contains("\u{FEFF}") })
  }

  @Test("reads pairs with comments, exact lines and columns, and the .lproj locale")
  func pairs() {
    let result = read(
      """
      /* Greeting on the home screen */
      "hello" = "Olá";
      // Multi-line value
      "body" = "Linha um
      linha dois";
        "tricky" = "not /* a comment */ here // either";
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.strings.map(\.value) == ["Olá", "Linha um\nlinha dois", "not /* a comment */ here // either"])
    #expect(result.strings.map(\.location.line) == [2, 4, 6])
    #expect(result.strings.map(\.location.column) == [11, 10, 14])
    #expect(result.strings.map(\.comment) == ["Greeting on the home screen", "Multi-line value", nil])
    #expect(result.strings.allSatisfy { $0.locale == "pt-BR" && $0.format == .strings })
  }

  @Test(
    "comments are trimmed of ASCII and Unicode white space as Foundation trims them; block comment lines are counted"
  )
  func commentTrimmingAndLines() {
    let result = read(
      "/* \u{A0} Título\u{2028}\t*/ \"a\" = \"1\";\n// \t Zeile \u{3000}\n\"b\" = \"2\";\n"
        + "/* eins\r\nzwei\rdrei\n */ \"c\" = \"3\";\n/*\u{301}x */ \"d\" = \"4\";\n/**/\"e\" = \"5\";")
    #expect(result.diagnostics.isEmpty)
    #expect(result.strings.map(\.comment) == ["Título", "Zeile", "eins\r\nzwei\rdrei", "\u{301}x", ""])
    #expect(result.strings.map(\.location.line) == [1, 3, 7, 8, 9])
    #expect(result.strings.map(\.location.column) == [27, 7, 11, 16, 11])
  }

  @Test("resolves escapes, including \\U surrogate pairs and octal")
  func escapes() {
    let result = read(#""k" = "a\"b\\c\nd\te\U00e9\UD83D\UDE00\101\'";"#)
    #expect(result.strings.first?.value == "a\"b\\c\nd\te\u{e9}😀A'")
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a lone \\U surrogate is replaced and reported at the escape")
  func loneSurrogate() {
    let result = read("\n\"k\" = \"x\\UD800y\";")
    #expect(result.strings.first?.value == "x\u{FFFD}y")
    #expect(
      result.diagnostics.map { "\($0.kind)@\($0.line ?? 0):\($0.column ?? 0)" } == ["invalidEncoding@2:9"])
  }

  @Test("unquoted keys and values, and the bare key shorthand")
  func unquoted() {
    let result = read("Title = Home;\n\"Cancel\";\nlogin.button = \"Log in\";")
    #expect(
      result.strings.map { "\($0.key)=\($0.value)" } == [
        "Title=Home", "Cancel=Cancel", "login.button=Log in",
      ])
  }

  @Test("UTF-16 with BOM in both byte orders, and without BOM by heuristic")
  func utf16Files() {
    let text = "/* c */\n\"k\" = \"Grüße 😀\";\n"
    for (bigEndian, bom) in [(false, true), (true, true), (false, false), (true, false)] {
      let result = StringsFileReader.read(
        utf16(text, bigEndian: bigEndian, bom: bom), path: "de.lproj/A.strings")
      #expect(result.diagnostics.isEmpty)
      #expect(result.strings.map(\.value) == ["Grüße 😀"])
      #expect(result.strings.first?.location.line == 2)
      #expect(result.strings.first?.locale == "de")
    }
  }

  @Test("UTF-8 BOM is skipped")
  func utf8BOM() {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8))
    #expect(StringsFileReader.read(data, path: "x.strings").strings.map(\.value) == ["b"])
  }

  @Test("missing semicolon: the diagnostic names the place and the next entry is still read")
  func missingSemicolon() {
    let result = read("\"a\" = \"A\"\n\"b\" = \"B\";\n\"c\" \"C\";\n\"d\" = \"D\";")
    #expect(result.strings.map(\.key) == ["a", "b", "d"])
    #expect(
      result.diagnostics.map(\.description) == [
        "App/pt_BR.lproj/Localizable.strings:2:1: expected ';' after value, found a string",
        "App/pt_BR.lproj/Localizable.strings:3:5: expected '=' or ';' after key, found a string",
      ])
  }

  @Test("unterminated string and stray characters are reported, never fatal")
  func brokenInput() {
    let result = read("\"ok\" = \"fine\";\n@\n\"open\" = \"never closed;")
    #expect(result.strings.map(\.key) == ["ok"])
    #expect(result.diagnostics.map(\.kind) == [.syntaxError, .syntaxError])
    #expect(result.diagnostics.map(\.line) == [2, 3])
  }

  @Test("invalid UTF-8 is reported at its line and the file is still read")
  func invalidUTF8() {
    let data = Data(Array("\"a\" = \"A\";\n\"b\" = \"".utf8) + [0xFF, 0xFE, 0x41] + Array("\";\n".utf8))
    let result = StringsFileReader.read(data, path: "en.lproj/x.strings")
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["invalidEncoding@2"])
    #expect(result.strings.count == 2)
  }

  @Test("empty files and Base.lproj")
  func emptyAndBase() {
    let result = StringsFileReader.read(
      Data(), path: "Base.lproj/Main.strings", options: LocalizationReadOptions(developmentLanguage: "fr"))
    #expect(result == LocalizationReadResult())
    let base = StringsFileReader.read(
      Data("a=b;".utf8), path: "Base.lproj/Main.strings",
      options: LocalizationReadOptions(developmentLanguage: "fr"))
    #expect(base.strings.first?.locale == "fr")
  }
}
