import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-11: SARIF of many source findings on one long line read the
/// line from its start for each finding's UTF-16 column, so one `Toggle` with
/// `.dynamicTypeSize(.large)` chained 40,000 times took 7.8 s (JSON 0.4 s) and 150,000 times
/// did not finish in a minute. A column now costs at most 256 bytes of counting
/// (`UTF16ColumnConverter`), whatever the line's length.
@Suite(
  "Hostile input: SARIF of many findings on one line",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileSARIFFindingCountTests {
  /// Chained modifiers, each a TF009 error at its own column.
  static let chained = 20_000

  @Test("20,000 findings on one line after non-ASCII text: every one at its UTF-16 column")
  func findingsOnOneLine() throws {
    let folder = try TemporaryFolder("sarif-count")
    try folder.write("de.lproj/Localizable.strings", "\"t.k\" = \"WLAN\";\n\"good.link\" = \"Konto\";\n")
    // `äöü😀` is 10 bytes and 5 UTF-16 units: every column after it is 5 less in SARIF.
    try folder.write(
      "V.swift",
      "import SwiftUI\nstruct V: View { @State var on = false\n  var body: some View { List {\n"
        + "    /* äöü😀 */ Toggle(\"t.k\", isOn: $on)"
        + String(repeating: ".dynamicTypeSize(.large)", count: Self.chained)
        + "\n    NavigationLink(\"good.link\") { Text(\"x\") }\n  } }\n}\n")
    let arguments = ["check", folder.path, "-q", "--categories", "large", "-o"]
    let sarifPath = folder.path + "/out.sarif"
    let jsonPath = folder.path + "/out.json"
    let sarif = try Hostile.runBinary(arguments + [sarifPath, "-f", "sarif"], seconds: 60)
    #expect(!sarif.timedOut)
    #expect(sarif.exitCode == 1, "\(sarif.stderr)")
    let json = try Hostile.runBinary(arguments + [jsonPath, "-f", "json"], seconds: 60)
    #expect(json.exitCode == 1, "\(json.stderr)")

    let report = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath))) as? [String: Any])
    let findings = try #require(report["sourceFindings"] as? [[String: Any]])
    #expect(findings.count == Self.chained)
    #expect(Set(findings.compactMap { $0["ruleId"] as? String }) == ["TF009"])
    let keys = (report["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys.contains("good.link"))
    let byteColumns = findings.compactMap { $0["column"] as? Int }.sorted()

    let log = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarifPath))) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let columns = results.filter { $0["ruleId"] as? String == "TF009" }.compactMap { result -> Int? in
      let location = (result["locations"] as? [[String: Any]])?.first
      let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
      return region?["startColumn"] as? Int
    }
    #expect(columns.count == Self.chained)
    #expect(columns.sorted() == byteColumns.map { $0 - 5 })
  }
}
