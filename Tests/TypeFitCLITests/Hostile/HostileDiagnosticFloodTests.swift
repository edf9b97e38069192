import Foundation
import Testing
import _TypeFitTestSupport

/// One file per reader with 100,001 problems of one severity: each lists the first 100 and one
/// line that counts the other 99,901, and the good file beside it is still checked.
@Suite("Hostile input: 100,001 problems in one file")
struct HostileDiagnosticFloodTests {
  static let count = 100_001
  static let summary = "and 99901 more warnings in this file; only the first 100 are listed"

  /// The JSON report's diagnostics as `line:column severity message`.
  static func diagnostics(_ run: CapturedRun) throws -> [String] {
    let list = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    return list.map { diagnostic in
      "\(diagnostic["line"] as? Int ?? 0):\(diagnostic["column"] as? Int ?? 0) "
        + "\(diagnostic["severity"] as? String ?? "?") \(diagnostic["message"] as? String ?? "")"
    }
  }

  /// Checks `folder`, which holds the good file and one bad file; the bad file's value of
  /// 100,001 units is reported (exit 3) as a label over the limit.
  static func checkLongValue(_ folder: TemporaryFolder, file: String, position: String) throws -> [String] {
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(folder.path)/\(file):\(position): the value of \"k\" (de) is 100001 UTF-16 units long; "
        + "labels over 50000 are reported, not measured\n")
    #expect(Hostile.resultKeys(run).contains(Hostile.goodKey))
    return try diagnostics(run)
  }

  @Test("String Catalog: 100,001 lone surrogate escapes in one value (the JSON parser's warnings)")
  func catalogLoneSurrogates() throws {
    let folder = try Hostile.folderWithGoodFile()
    let value = String(repeating: #"\uD800"#, count: Self.count)
    // Another table than the good file's, so that no catalog of its table is in a sibling folder
    // (U56-5's warning).
    try folder.write(
      "App/Flood.xcstrings",
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":"#
        + #"{"state":"translated","value":""# + value + #""}}}}},"version":"1.0"}"#)
    let listed = try Self.checkLongValue(folder, file: "App/Flood.xcstrings", position: "1:106")
    #expect(listed.count == 102)
    // The value starts at column 106; each escape is 6 bytes.
    #expect(listed[1] == "1:107 warning lone surrogate \\uD800 replaced by U+FFFD")
    #expect(listed.last == "1:\(107 + 600) warning \(Self.summary)")
  }

  @Test(".strings: 100,001 unknown escapes in one value")
  func stringsEscapes() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/Localizable.strings", "\"k\" = \"" + String(repeating: "\\q", count: Self.count) + "\";\n")
    let listed = try Self.checkLongValue(folder, file: "de.lproj/Localizable.strings", position: "1:7")
    #expect(listed.count == 102)
    #expect(listed[1] == "1:8 warning unknown escape '\\q'; kept as 'q'")
    #expect(listed.last == "1:208 warning \(Self.summary)")
  }

  @Test(".stringsdict: 100,001 entries without a format key")
  func stringsDictEntries() throws {
    let folder = try Hostile.folderWithGoodFile()
    let entries = (0..<Self.count).map { "<key>k\($0)</key><dict/>\n" }.joined()
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n" + entries
        + "</dict></plist>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(run.stderr.isEmpty)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let listed = try Self.diagnostics(run)
    #expect(listed.count == 101)
    #expect(listed.first == "3:14 warning key \"k0\" has no NSStringLocalizedFormatKey; skipped")
    #expect(listed.last == "103:16 warning \(Self.summary)")
  }

  @Test("XLIFF: 100,001 trans-units without an id")
  func xliffUnits() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.xliff",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\"><file original=\"a\" "
        + "source-language=\"en\" target-language=\"de\"><body>\n"
        + String(repeating: "<trans-unit/>\n", count: Self.count) + "</body></file></xliff>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(run.stderr.isEmpty)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let listed = try Self.diagnostics(run)
    #expect(listed.count == 101)
    #expect(listed.first == "3:1 warning <trans-unit> without an id; skipped")
    #expect(listed.last == "103:1 warning \(Self.summary)")
  }

  @Test("Android: 100,001 unknown escapes in one string")
  func androidEscapes() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "res/values-de/strings.xml",
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"k\">"
        + String(repeating: "\\q", count: Self.count) + "</string></resources>\n")
    let listed = try Self.checkLongValue(folder, file: "res/values-de/strings.xml", position: "2:12")
    #expect(listed.count == 102)
    #expect(
      listed.count { $0 == "2:12 warning unknown escape '\\q' in \"k\"; kept without the backslash" } == 100)
    #expect(listed.contains("2:12 warning \(Self.summary)"))
  }

  @Test("Swift: 100,001 invalid escapes in one literal; rows lists 100, check counts them all")
  func swiftEscapes() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "App/V.swift",
      "struct V: View { var body: some View { List {\nText(\""
        + String(repeating: "\\q", count: Self.count) + "\")\n} } }\n")
    try folder.write(
      "App/Good.swift",
      "struct Good: View { var body: some View { List {\nToggle(\"good.toggle\", isOn: $on)\n} } }\n")
    let rows = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(rows.exitCode == 0)
    let lines = rows.stderr.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(
      lines.first
        == "\(folder.path)/App/V.swift:2:7: warning: invalid escape sequence in string literal; kept as written"
    )
    #expect(lines.last == "\(folder.path)/App/V.swift:2:207: warning: \(Self.summary)")
    #expect(rows.stdout.contains("\"good.toggle\""))
    let check = Hostile.check([folder.path])
    #expect(check.exitCode == 0)
    // The toggle's title has no entry: laid out as the key iOS shows (A81-9). The literal of
    // 200,002 bytes, longer than a key may be, is not.
    #expect(
      check.stderr
        == "Warning: 100001 problems reading Swift sources (unterminated literals, invalid UTF-8); "
        + "run typefit rows on the same paths to see them\n"
        + "Warning: the row's title \"good.toggle\" (discovered: Toggle at Good.swift:2) has no entry in the "
        + "string files: iOS shows the key itself, checked as 'good.toggle' in 1 locale (en)\n")
    #expect(Hostile.resultKeys(check) == [Hostile.goodKey, "good.toggle"])
  }

  /// The fifteenth attack's A15-11: 5,000 files of bad entries put every file's first 100 errors
  /// on standard error, 505,002 lines. A run lists 200, then counts the rest in one line; the
  /// JSON report keeps each file's first 100 and counts them all (each file's line counting its
  /// other 50 was counted as one error before A40-6: "and 103 more").
  @Test("three files of 150 bad entries: standard error lists 200 errors and counts the other 250")
  func errorsListedPerRun() throws {
    let folder = try Hostile.folderWithGoodFile()
    let bad = (0..<150).map { "\"k\($0)\" = ;\n" }.joined()
    for file in 1...3 { try folder.write("App/m\(file)/de.lproj/Localizable.strings", bad) }
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 201)
    #expect(
      lines.first
        == "Error: \(folder.path)/App/m1/de.lproj/Localizable.strings:1:8: expected a value after '=', found ';'"
    )
    #expect(
      lines.last.map(String.init)
        == "Error: and 250 more read errors, not listed here; a JSON, NDJSON or SARIF report lists more of them "
        + "and counts them all"
    )
    #expect(Hostile.resultKeys(run).contains(Hostile.goodKey))
    #expect(try Self.diagnostics(run).filter { $0.contains(" error ") }.count == 303)
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    #expect(summary["readErrors"] as? Int == 450)
  }
}
