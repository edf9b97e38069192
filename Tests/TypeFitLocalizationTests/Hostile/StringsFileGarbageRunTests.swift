import Foundation
import Testing

@testable import TypeFitLocalization

/// Runs of bytes that cannot start a statement (NULs, `;`) are skipped in one step after the
/// first error, and past the listed errors no message is built: a `.strings` file of garbage
/// costs about what one of spaces costs, with the same diagnostics as before.
@Suite("Hostile input: runs of garbage in .strings")
struct StringsFileGarbageRunTests {
  private func read(_ bytes: [UInt8]) -> LocalizationReadResult {
    LocalizationReader.read(Data(bytes), path: "de.lproj/g.strings", format: .strings)
  }

  private let strayMessage =
    "expected a quoted key, found '\u{1}'; skipped (Foundation stops reading the table there: the entries "
    + "after it show their keys in the app)"

  @Test(
    "a line of 200,000 U+0001 control characters is one error at its first column; the entries after it on the line are read"
  )
  func nulRun() {
    let bytes =
      Array("\"a\" = \"A\";\n".utf8) + [UInt8](repeating: 1, count: 200_000)
      + Array("\"b\" = \"B\"; \u{1}\u{1}/* note */ \"c\" = \"C\";\n".utf8)
    let result = read(bytes)
    #expect(
      result.strings.map { "\($0.key)=\($0.value)@\($0.location.line)" } == ["a=A@1", "b=B@2", "c=C@2"])
    #expect(result.strings.last?.comment == "note")
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/g.strings:2:1: " + strayMessage, "de.lproj/g.strings:2:200012: " + strayMessage,
      ])
  }

  @Test(
    "200,000 semicolons and spaces after an entry: the first empty entry ends the table, as in Foundation; one warning, one pass"
  )
  func semicolonRun() {
    let run = String(repeating: "; ;\n", count: 50_000)
    let result = read(Array(("\"a\" = \"A\";" + run + "\"b\" = \"B\";\n").utf8))
    #expect(result.strings.map { "\($0.key)@\($0.location.line)" } == ["a@1"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/g.strings:1:11: an empty entry (';' right after the ';' that ends an entry): Foundation stops "
          + "reading the table here, so 1 entry after it is not shown on the device and not checked; remove the "
          + "extra ';'"
      ])
  }

  @Test("a U+0001 on each of 5,000 lines lists 100 errors and counts the other 4,900; the last entry is read")
  func nulLinesCounted() throws {
    let bytes =
      [UInt8](repeating: 1, count: 1) + Array(String(repeating: "\n\u{1}", count: 4_999).utf8)
      + Array("\n\"z\" = \"Z\";\n".utf8)
    let result = read(bytes)
    #expect(result.strings.map { "\($0.key)@\($0.location.line)" } == ["z@5001"])
    try #require(result.diagnostics.count == 101)
    #expect(result.diagnostics.first?.description == "de.lproj/g.strings:1:1: " + strayMessage)
    #expect(result.diagnostics[99].description == "de.lproj/g.strings:100:1: " + strayMessage)
    #expect(
      result.diagnostics.last?.message == "and 4900 more errors in this file; only the first 100 are listed")
  }

  @Test("a stray run stops at '=', '{' and a quote, which read as before")
  func runStops() {
    let result = read(Array("\u{1}\u{2}= \"x\";\n\u{1}\"k\" = \"v\";\n".utf8))
    #expect(result.strings.map(\.key) == ["k"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/g.strings:1:1: expected a quoted key, found '\u{1}'; skipped (Foundation stops reading the "
          + "table there: the entries after it show their keys in the app)",
        "de.lproj/g.strings:1:3: expected a quoted key, found '='",
        "de.lproj/g.strings:2:1: expected a quoted key, found '\u{1}'; skipped (Foundation stops reading the "
          + "table there: the entries after it show their keys in the app)",
      ])
  }
}
