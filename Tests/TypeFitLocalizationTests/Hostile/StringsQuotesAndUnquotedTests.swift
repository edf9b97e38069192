import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The `.strings` tokenizer's quotes and unquoted characters as CoreFoundation's old-style
/// property-list parser has them (`parsePlistString` and `isValidUnquotedStringCharacter` in
/// `CFOldStylePList.c`): `'` quotes a string as `"` does, and `+` is not a character of an
/// unquoted string, so `a+b = x;` is a table Foundation cannot read (tenth attack, H4 and H5).
@Suite("Strings file: quotes and unquoted strings as Foundation reads them (tenth attack H4, H5)")
struct StringsQuotesAndUnquotedTests {
  private let path = "de.lproj/Localizable.strings"

  private func read(_ text: String) -> LocalizationReadResult {
    StringsFileReader.read(Data(text.utf8), path: path)
  }

  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map {
      "\($0.severity) \($0.kind) \($0.file):\($0.line ?? 0):\($0.column ?? 0): \($0.message)"
    }
  }

  @Test("single-quoted keys and values are read, the other quote and \\' inside them are text")
  func singleQuotes() {
    let result = read("'a' = 'A';\n'it\"s' = 'x\\'y';\n\"mixed\" = 'M';\n'bare';\n")
    #expect(described(result) == [])
    #expect(
      result.strings.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" } == [
        "a=A@1:7", "it\"s=x'y@2:10", "mixed=M@3:11", "bare=bare@4:1",
      ])
  }

  @Test("a single-quoted string never closed is named with its quote")
  func unterminatedSingleQuote() {
    let result = read("\"a\" = \"A\";\n'b' = 'B;\n")
    #expect(result.strings.map(\.key) == ["a"])
    #expect(
      described(result) == [
        "error syntaxError \(path):2:7: unterminated string starting at 2:7; expected a closing \"'\""
      ])
  }

  @Test("'+' in an unquoted key or value is an error at the '+', naming the fix; the other entries are read")
  func plusInUnquoted() {
    let result = read("a+b = x;\n\"c\" = \"C\";\n\"d\" = y+z;\n\"e\" = \"E\";\n")
    #expect(
      described(result) == [
        "error syntaxError \(path):1:2: expected '=' or ';' after key, found '+' right after the unquoted key (an "
          + "unquoted key may hold only ASCII letters, digits and _ $ / : . -; Foundation cannot read this table): "
          + "put the key in quotes",
        "error syntaxError \(path):3:8: expected ';' after value, found '+' right after the unquoted value (an "
          + "unquoted value may hold only ASCII letters, digits and _ $ / : . -; Foundation cannot read this "
          + "table): put the value in quotes",
      ])
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["c=C", "d=y", "e=E"])
    #expect(read("\"a+b\" = \"x+y\";").strings.map { "\($0.key)=\($0.value)" } == ["a+b=x+y"])
    #expect(read("a_b$c/d:e.f-g = h;").strings.map { "\($0.key)=\($0.value)" } == ["a_b$c/d:e.f-g=h"])
  }

  @Test("a table with '+' in an unquoted key beside a good table: one error, every entry of the other read")
  func goodFileBeside() throws {
    let folder = try TemporaryFolder("strings-unquoted")
    try folder.write("de.lproj/Localizable.strings", "a+b = x;\n")
    try folder.write("fr.lproj/Localizable.strings", "'a' = 'A';\n\"b\" = \"B\";\n")
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.strings.map { "\($0.locale) \($0.key)=\($0.value)" } == ["fr a=A", "fr b=B"])
    #expect(result.diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0)" } == ["error 1:2"])
    #expect(result.diagnostics.first?.file.hasSuffix("de.lproj/Localizable.strings") == true)
  }
}
