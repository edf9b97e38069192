import Foundation
import Testing
import _TypeFitTestSupport

/// Eleventh attack, L3: shards run as `check app` and `check ./app/` recorded their inputs as
/// written (`["app"]`, `["app/"]`), so `merge` refused them as runs on different inputs, while an
/// absolute path was already recorded relative to the source root. Inputs are now recorded with
/// `.` names and trailing and repeated `/` removed.
@Suite("Hostile input: shards whose inputs are spelled differently")
struct HostileMergeInputSpellingTests {
  @Test(
    "shards run as `check app`, `check ./app/` and `check app/` merge into the unsharded report",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [("app", "./app/"), ("./app", "app/"), ("app/", "app")])
  func spellingsMerge(_ first: String, _ second: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/de.lproj/Localizable.strings", "\"a\" = \"Datenschutz\";\n\"b\" = \"Sicherheit\";\n")
    func check(_ input: String, _ extra: [String]) throws -> Hostile.ProcessRun {
      try Hostile.runBinary(
        in: folder.path,
        ["check", input, "-q", "-f", "json", "--categories", "large", "--fail-on", "never"] + extra)
    }
    #expect(try check(first, ["--shard", "1/2", "-o", "s1.json"]).exitCode == 0)
    #expect(try check(second, ["--shard", "2/2", "-o", "s2.json"]).exitCode == 0)
    let merged = try Hostile.runBinary(in: folder.path, ["merge", "s1.json", "s2.json"])
    #expect(merged.exitCode == 0, "\(merged.stderr)")
    #expect(merged.stderr == "")
    let whole = try check("app", [])
    #expect(whole.exitCode == 0)
    #expect(whole.stdout.contains("\"inputs\":[\"app\"]"))
    #expect(merged.stdout == whole.stdout)
  }
}
