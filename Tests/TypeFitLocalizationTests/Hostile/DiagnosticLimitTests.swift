import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A file with a great many problems lists the first 100 errors and the first 100 warnings,
/// then counts the rest exactly in one line per severity.
@Suite("Hostile input: diagnostics per file")
struct DiagnosticLimitTests {
  @Test("100,000 lines of '=' give 100 errors and one line counting the other 99,900")
  func manyErrors() {
    let result = LocalizationReader.read(
      Data(String(repeating: "=\n", count: 100_000).utf8), path: "de.lproj/L.strings", format: .strings)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.count == 101)
    #expect(
      result.diagnostics.first?.description == "de.lproj/L.strings:1:1: expected a quoted key, found '='")
    #expect(result.diagnostics[99].line == 100)
    #expect(
      result.diagnostics.last?.description
        == "de.lproj/L.strings:101:1: and 99900 more errors in this file; only the first 100 are listed")
    #expect(result.diagnostics.last?.severity == .error)
  }

  @Test("300 unknown escapes and 150 syntax errors: 100 of each severity and two counting lines")
  func warningsAndErrors() {
    let text =
      (0..<300).map { "\"k\($0)\" = \"\\q\";\n" }.joined() + String(repeating: "=\n", count: 150)
      + "\"last\" = \"kept\";\n"
    let result = LocalizationReader.read(Data(text.utf8), path: "de.lproj/L.strings", format: .strings)
    #expect(result.strings.count == 301)
    #expect(result.strings.last?.value == "kept")
    #expect(result.diagnostics.count { $0.severity == .warning } == 101)
    #expect(result.diagnostics.count { $0.severity == .error } == 101)
    #expect(
      result.diagnostics.suffix(2).map(\.message) == [
        "and 50 more errors in this file; only the first 100 are listed",
        "and 200 more warnings in this file; only the first 100 are listed",
      ])
  }

  @Test("a string catalog with 250 entries of the wrong type lists 100 and counts 150")
  func catalogEntries() {
    let entries = (0..<250).map { "\"k\($0)\": 5" }.joined(separator: ",")
    let json = #"{"sourceLanguage":"en","version":"1.0","strings":{"# + entries + "}}"
    let result = LocalizationReader.read(Data(json.utf8), path: "L.xcstrings", format: .xcstrings)
    #expect(result.diagnostics.count == 101)
    #expect(
      result.diagnostics.last?.message == "and 150 more errors in this file; only the first 100 are listed")
  }

  @Test("XML readers keep 100 diagnostics per severity while reading, and count the rest")
  func xmlReadersLimitAsTheyRead() {
    let units = String(
      repeating: "<trans-unit><source>a</source><target>b</target></trans-unit>\n", count: 250)
    let xliff =
      "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body>\n"
      + units
      + "<trans-unit id=\"last\"><source>x</source><target>kept</target></trans-unit></body></file></xliff>"
    let gathered = XLIFFReader.gather(Data(xliff.utf8), path: "de.xliff", options: LocalizationReadOptions())
    #expect(gathered.diagnostics.kept.count == 100)
    #expect(gathered.strings.map(\.value) == ["x", "kept"])
    let result = LocalizationReader.read(Data(xliff.utf8), path: "de.xliff", format: .xliff)
    #expect(result.diagnostics.count == 101)
    #expect(result.diagnostics[99].line == 101)
    #expect(
      result.diagnostics.last?.description
        == "de.xliff:102:1: and 150 more warnings in this file; only the first 100 are listed")
    let plist =
      "<plist version=\"1.0\"><dict>\n" + (0..<300).map { "<key>k\($0)</key><string>x</string>\n" }.joined()
      + "</dict></plist>"
    let dictionary = StringsDictReader.gather(
      Data(plist.utf8), path: "de.lproj/L.stringsdict", options: LocalizationReadOptions())
    #expect(dictionary.diagnostics.kept.count == 100)
    #expect(
      StringsDictReader.read(Data(plist.utf8), path: "de.lproj/L.stringsdict").diagnostics.last?.message
        == "and 200 more errors in this file; only the first 100 are listed")
  }

  @Test("lines read again after an unterminated string are not counted twice")
  func rereadLines() {
    var diagnostics = FileDiagnostics<LocalizationDiagnostic>()
    for line in 1...300 {
      diagnostics.append(LocalizationDiagnostic(kind: .syntaxError, file: "f", line: line, message: "bad"))
    }
    diagnostics.removeAll(afterLine: 250)
    #expect(diagnostics.droppedErrors == 150)
    diagnostics.removeAll(afterLine: 50)
    #expect(diagnostics.droppedErrors == 0)
    #expect(diagnostics.kept.count == 50)
    #expect(diagnostics.listed().count == 50)
  }

  @Test("the walk's problems past 100 are counted as the inputs', not as one file's (A40-6)")
  func walkProblemsCounted() throws {
    let folder = try TemporaryFolder("walk-problems")
    try folder.write("de.lproj/Localizable.strings", "\"k\" = \"v\";\n")
    for index in 0..<120 {
      #expect(symlink("/nonexistent/x\(index)", folder.path + "/de.lproj/T\(index).strings") == 0)
    }
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.strings.map(\.value) == ["v"])
    #expect(result.diagnostics.count == 101)
    #expect(
      result.diagnostics.last?.message
        == "and 20 more warnings found searching the inputs; only the first 100 are listed")
  }
}
