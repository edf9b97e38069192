import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// SARIF declares UTF-16 columns, and its columns are UTF-16 (seventh attack F23): they were
/// UTF-8 byte offsets under `"columnKind": "unicodeCodePoints"`, so a finding after non-ASCII
/// text pointed past its place.
@Suite("Hostile input: SARIF columns after non-ASCII text")
struct HostileSARIFColumnTests {
  @Test("a finding after \"äöü😀\" = is at UTF-16 column 11 in SARIF, byte column 16 in text")
  func columnAfterNonASCII() throws {
    let folder = try TemporaryFolder("sarif-columns")
    try folder.write(
      "de.lproj/Localizable.strings",
      "\"äöü😀\" = \"Datenschutzeinstellungen und Sicherheitsoptionen für alle Geräte\";\n")
    try folder.write("typefit.json", #"{"defaultRole": "row", "titleLines": 1}"#)
    let sarif = CapturedRun(["check", folder.path, "--format", "sarif", "--categories", "large"])
    #expect(sarif.exitCode == 1, "\(sarif.stderr)")
    let run = try #require((sarif.jsonObject()["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let region = try #require(physical["region"] as? [String: Any])
      #expect(region["startLine"] as? Int == 1)
      #expect(region["startColumn"] as? Int == 11)
    }
    let text = CapturedRun(["check", folder.path, "--format", "xcode", "--categories", "large"])
    #expect(text.stdout.contains("Localizable.strings:1:16: "), "\(text.stdout)")
  }
}
