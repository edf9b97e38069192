import Foundation
import Testing
import _TypeFitTestSupport

/// A `rows[].match` entry every key of which an earlier entry takes applies to no key; a warning
/// names it by file and line (thirteenth attack A13-28: the first entry applied in silence).
@Suite("Hostile input: match entries an earlier entry shadows")
struct HostileShadowedMatchTests {
  static let strings = "\"k0\" = \"Zero\";\n\"k1\" = \"One\";\n\"other\" = \"Other\";\n"

  private func check(_ configuration: String) throws -> (run: CapturedRun, json: [String: Any], root: String)
  {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    try folder.write("App/typefit.json", configuration)
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large",
    ])
    return (run, try run.jsonObject(), folder.path + "/App")
  }

  @Test("an entry shadowed by an earlier match and one shadowed by a title entry: a warning each at its line")
  func shadowed() throws {
    let (run, json, root) = try check(
      """
      {
        "rows": [
          {"match": "k*"},
          {"match": "k0", "titleLines": 1},
          {"match": "o*"},
          {"title": "other"}
        ]
      }
      """)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { "\($0["key"] ?? "") \($0["roleReason"] ?? "")" } == [
        "k0 typefit.json rows[0]", "k1 typefit.json rows[0]", "other typefit.json rows[3]",
      ])
    // The place is the diagnostic's, no longer repeated in the message (A76-2).
    let first =
      "rows[1].match \"k0\" applies to no key: an earlier entry takes every key it "
      + "matches (\"k0\" takes rows[0] \"k*\"); a key takes its title entry, else the first match entry in file "
      + "order, so put specific patterns before general ones"
    let second =
      "rows[2].match \"o*\" applies to no key: an earlier entry takes every key it "
      + "matches (\"other\" takes rows[3], whose title it is); a key takes its title entry, else the first match "
      + "entry in file order, so put specific patterns before general ones"
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["message"] as? String } == [first, second])
    #expect(diagnostics.map { $0["file"] as? String } == ["\(root)/typefit.json", "\(root)/typefit.json"])
    #expect(diagnostics.map { $0["line"] as? Int } == [4, 5])
    #expect(diagnostics.map { $0["column"] as? Int } == [5, 5])
    #expect(
      run.stderr
        == "Warning: \(root)/typefit.json:4:5: \(first)\nWarning: \(root)/typefit.json:5:5: \(second)\n")
  }

  @Test("a general pattern after a specific one still takes keys: no warning")
  func specificFirst() throws {
    let (run, json, _) = try check(#"{"rows": [{"match": "k0", "titleLines": 1}, {"match": "k*"}]}"#)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect((json["diagnostics"] as? [[String: Any]])?.isEmpty == true)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.compactMap { $0["roleReason"] as? String }.prefix(2) == [
        "typefit.json rows[0]", "typefit.json rows[1]",
      ])
    #expect(run.stderr == "")
  }
}
