import Foundation
import Testing

@testable import TypeFitLocalization

/// White space between the tokens of a `.strings` table, as Foundation's parser takes it:
/// space, tab, LF, VT, FF, CR, U+2028 and U+2029; U+0085 is a stray character, reported.
@Suite("Hostile input: separators in .strings")
struct StringsFileSeparatorTests {
  private func read(_ text: String) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: "de.lproj/h.strings", format: .strings)
  }

  @Test("U+2028, U+2029, VT and FF between tokens are white space; a // comment ends at U+2028 and CR")
  func unicodeSeparators() throws {
    let text =
      "\"a\" = \"A\";\u{2028}\"b\" = \"B\";\u{2029}\"c\"\u{0B}=\u{0C}\"C\"; // note\u{2028}\"d\" = \"D\";"
      + " // cr\r\"e\" = \"E\";\n"
    let result = read(text)
    #expect(
      result.strings.map { "\($0.key)=\($0.value)@\($0.location.line)" } == [
        "a=A@1", "b=B@1", "c=C@1", "d=D@1", "e=E@2",
      ])
    #expect(result.diagnostics.isEmpty)
    let foundation = try #require(
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
    #expect(foundation == ["a": "A", "b": "B", "c": "C", "d": "D", "e": "E"])
  }

  @Test(
    "U+0085 between entries is an error naming its column, a run of them one error; the entries after are read"
  )
  func nextLineCharacter() {
    let result = read("\"k\" = \"v\";\u{85}\"k2\" = \"v2\";\u{85}\u{85}\"k3\" = \"v3\";\n\"k4\" = \"v4\";\n")
    #expect(result.strings.map(\.key) == ["k", "k2", "k3", "k4"])
    let message =
      "expected a quoted key, found '\u{85}'; skipped (Foundation stops reading the table there: the entries "
      + "after it show their keys in the app)"
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/h.strings:1:11: " + message, "de.lproj/h.strings:1:25: " + message,
      ])
  }

  @Test("the attack file: one U+2028 and one U+0085 between entries lose none of its five entries")
  func attackFile() {
    let bytes: [UInt8] =
      Array("\"k\" = \"v\"\r\"k2\" = \"v2\";\r\n\"k3\" = \"v3\";".utf8) + [0xE2, 0x80, 0xA8]
      + Array("\"k4\"=\"v4\";".utf8) + [0xC2, 0x85] + Array("\"k5\"=\"v5\";\n".utf8)
    let result = LocalizationReader.read(Data(bytes), path: "de.lproj/h.strings", format: .strings)
    #expect(
      result.strings.map { "\($0.key)@\($0.location.line)" } == ["k@1", "k2@2", "k3@3", "k4@3", "k5@3"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/h.strings:2:1: expected ';' after value, found a string",
        "de.lproj/h.strings:3:26: expected a quoted key, found '\u{85}'; skipped (Foundation stops reading the "
          + "table there: the entries after it show their keys in the app)",
      ])
  }
}
