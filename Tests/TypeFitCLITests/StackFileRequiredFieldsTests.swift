import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// fresh22 F22-17: a hand-written stack file without `"metrics"` was refused with `missing
/// "metrics"` alone; the message lists what a stack needs and where to start from.
@Suite struct StackFileRequiredFieldsTests {
  static let needs =
    #"a stack file needs "name", "summary", "searchPaths", "metrics" ({"tracking": "hig" or "none"}) and "#
    + #""primary" (families with their "faces"); start from a copy of a built-in stack "#
    + "(typefit fonts --definition > stack.json, or Fonts/ios-system.json in TypeFit's repository)"

  static func problem(_ json: String) -> String? {
    do {
      _ = try FontStackFileReader(file: "stack.json").definition(from: Array(json.utf8))
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("a top-level field missing names the fields a stack needs and the example to copy")
  func missingTopLevel() {
    let minimal = #"{"name": "Mine", "summary": "s", "searchPaths": [], "primary": []}"#
    #expect(Self.problem(minimal) == #"stack.json:1:1: missing "metrics"; "# + Self.needs)
    #expect(
      Self.problem(#"{"metrics": {"tracking": "none"}}"#) == #"stack.json:1:1: missing "name"; "# + Self.needs
    )
  }

  @Test("metrics without tracking names its values and the example to copy")
  func missingTracking() {
    let json = #"{"name": "Mine", "summary": "s", "searchPaths": [], "metrics": {}, "primary": []}"#
    #expect(
      Self.problem(json)
        == #"stack.json:1:64: missing "metrics.tracking" (hig or none); start from a copy of a built-in stack "#
        + "(typefit fonts --definition > stack.json, or Fonts/ios-system.json in TypeFit's repository)")
  }

  @Test(
    "check --stack with such a file exits 3 with the message; the suggested command writes a usable stack")
  func fromTheCommandLine() throws {
    let folder = try TemporaryFolder("stack")
    try folder.write("stack.json", #"{"name": "Mine", "summary": "s", "searchPaths": [], "primary": []}"#)
    let run = CapturedRun(["measure", "--text", "A", "--size", "17", "--stack", folder.path + "/stack.json"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(folder.path)/stack.json:1:1: missing \"metrics\"; \(Self.needs)\n")
    let definition = CapturedRun(["fonts", "--definition"])
    #expect(definition.exitCode == 0)
    try folder.write("copy.json", definition.stdout)
    let copied = CapturedRun([
      "measure", "--text", "A", "--size", "17", "--stack", folder.path + "/copy.json",
    ])
    #expect(copied.exitCode == 0, "\(copied.stderr)")
  }
}
