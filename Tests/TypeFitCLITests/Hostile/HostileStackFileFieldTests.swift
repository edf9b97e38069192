import Foundation
import Testing
import TypeFit
import TypeFitCLI

/// A stack file's unknown or misspelled field (seventh attack F24) is refused as `typefit.json`
/// refuses one, naming the file, line, column and field; numbers are quoted as written.
@Suite("Hostile input: unknown fields and numbers in a stack file")
struct HostileStackFileFieldTests {
  /// The error `json` gives, or `nil` when it is accepted.
  static func problem(_ json: String) -> String? {
    do {
      _ = try FontStackFileReader(file: "s.json").definition(from: Array(json.utf8))
      return nil
    } catch {
      return "\(error)"
    }
  }

  static let face = #"{"weight": 400, "file": "F.ttf"}"#

  @Test("a misspelled top-level searchPaths is refused with the nearest field")
  func topLevel() {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], "metrics": {"tracking": "none"},
       "primary": [{"family": "F", "faces": [\(Self.face)]}], "searchPath": ["/x"]}
      """
    #expect(
      Self.problem(json)
        == #"s.json:2:91: "searchPath": unknown field; did you mean "searchPaths"? (known: name, summary, "#
        + "searchPaths, metrics, primary, languageFallbacks, scriptFallbacks, lastResort, scriptDiscovery)")
  }

  @Test("a face's wieght beside its weight is refused with the face's path")
  func faceField() {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], "metrics": {"tracking": "none"},
       "primary": [{"family": "F", "faces": [{"weight": 400, "wieght": 700, "file": "F.ttf"}]}]}
      """
    #expect(
      Self.problem(json)
        == #"s.json:2:66: "primary[0].faces[0].wieght": unknown field; did you mean "weight"? "#
        + "(known: weight, file, index, variations, italic)")
  }

  @Test(
    "unknown fields of metrics, kerningScales, a family and scriptDiscovery are refused at their value",
    arguments: [
      (
        #""metrics": {"tracking": "none", "bogus": 1}"#, #""primary": [{"family": "F", "faces": [FACE]}]"#,
        #""metrics.bogus": unknown field"#
      ),
      (
        #""metrics": {"tracking": "none", "widths": "sf-ios", "kerningScales": {"small": 1, "larg": 1}}"#,
        #""primary": [{"family": "F", "faces": [FACE]}]"#,
        #""metrics.kerningScales.larg": unknown field; did you mean "large"?"#
      ),
      (
        #""metrics": {"tracking": "none"}"#,
        #""primary": [{"family": "F", "faces": [FACE], "languges": ["ja"]}]"#,
        #""primary[0].languges": unknown field; did you mean "languages"?"#
      ),
      (
        #""metrics": {"tracking": "none"}"#,
        #""primary": [{"family": "F", "faces": [FACE]}], "scriptDiscovery": {"prefix": "N", "pkg": "p"}"#,
        #""scriptDiscovery.pkg": unknown field"#
      ),
    ])
  func nestedFields(_ metrics: String, _ rest: String, _ message: String) {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], \(metrics),
       \(rest.replacingOccurrences(of: "FACE", with: Self.face))}
      """
    let problem = Self.problem(json) ?? "accepted"
    #expect(problem.hasPrefix("s.json:"), "\(problem)")
    #expect(problem.contains(message), "\(problem)")
  }

  @Test("a number out of range is quoted as written: 1e19, not 1e+19")
  func numberAsWritten() {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], "metrics": {"tracking": "none"},
       "primary": [{"family": "F", "fromPointSize": 1e19, "faces": [\(Self.face)]}]}
      """
    #expect(
      Self.problem(json)
        == #"s.json:2:47: "primary[0].fromPointSize" must be a number from 0 to 1000, got 1e19"#)
  }

  @Test("every built-in stack written by fonts --definition has only known fields")
  func builtInsHaveKnownFields() throws {
    for builtIn in FontStackDefinition.builtIn {
      let text = try builtIn.jsonText()
      #expect(Self.problem(text) == nil, "\(builtIn.name)")
    }
  }
}
