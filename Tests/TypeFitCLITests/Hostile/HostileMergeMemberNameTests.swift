import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A shard's result with a member renamed, added or missing is refused, naming the file, the
/// line and the member (thirteenth attack A13-20: the merge passed results on as written, so
/// 104 of 300 one-byte or one-number mutations of a real NDJSON shard merged with exit 0).
@Suite("Hostile input: merge checks each result's member names")
struct HostileMergeMemberNameTests {
  /// The second example shard in `format` with `old` (in its first result line) replaced by
  /// `new`, merged with the first: the exit code, standard error, the edited file's name and the
  /// line edited.
  private static func mergeReplacing(_ old: String, with new: String, format: String) throws -> (
    exitCode: Int32, stderr: String, edited: String, line: Int
  ) {
    var line = 0
    let run = try HostileMergeTests.mergeEdited(format) { text in
      let firstResult = try #require(
        text.range(of: format == "json" ? "\n{\"index\":" : "{\"type\":\"result\","))
      let range = try #require(text[firstResult.lowerBound...].range(of: old))
      line = HostileMergeTests.lineAndColumn(of: range.lowerBound, in: text).line
      return text.replacingCharacters(in: range, with: new)
    }
    return (run.exitCode, run.stderr, run.edited, line)
  }

  @Test(
    "A member renamed, dropped or added in a result: exit 3, the file, the line and the member named",
    arguments: [
      ("json", "\"key\":", "\"kez\":", "has the member \"kez\" where typefit writes \"key\""),
      ("ndjson", "\"key\":", "\"kez\":", "has the member \"kez\" where typefit writes \"key\""),
      ("json", "\"variant\":\"base\",", "", "has the member \"file\" where typefit writes \"variant\""),
      (
        "ndjson", "\"profile\":", "\"profiles\":",
        "has the member \"profiles\" where typefit writes \"profile\""
      ),
      (
        "ndjson", "\"findings\":[", "\"extra\":1,\"findings\":[",
        "has the member \"extra\" where typefit writes \"findings\""
      ),
      (
        "json", "\"contexts\":[", "\"contexts\":[],\"more\":[",
        "has the member \"more\" after its last one, \"contexts\", which typefit does not write"
      ),
    ])
  func memberChanged(format: String, old: String, new: String, problem: String) throws {
    let run = try Self.mergeReplacing(old, with: new, format: format)
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: line \(run.line) is a result that \(problem)\n")
  }

  @Test("A result without its last member: named as missing")
  func lastMemberMissing() throws {
    var line = 0
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      // The first result line's findings member removed: `…,"findings":[…]}` → `…}`.
      let start = try #require(text.range(of: "{\"type\":\"result\","))
      let end = try #require(text[start.lowerBound...].firstIndex(of: "\n"))
      let findings = try #require(text[start.lowerBound..<end].range(of: ",\"findings\":["))
      line = HostileMergeTests.lineAndColumn(of: start.lowerBound, in: text).line
      return text.replacingCharacters(in: findings.lowerBound..<text.index(before: end), with: "")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line \(line) is a result that has no \"findings\" member, which "
        + "typefit writes in every result\n")
  }

  @Test(
    "Unedited shards, with values and part keys, merge into the unsharded report",
    arguments: ["json", "ndjson"])
  func goodShardsMerge(format: String) throws {
    let folder = try TemporaryFolder("merge-members-good")
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", format])
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/\(k).\(format)"
      let shard = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", path, "--shard", "\(k)/2",
      ])
      #expect(shard.exitCode == whole.exitCode)
      paths.append(path)
    }
    let merged = CapturedRun(["merge"] + paths)
    #expect(merged.exitCode == whole.exitCode, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout)
    // Optional members the check allows are in the example's report.
    #expect(
      whole.stdout.contains("\"value\":\"") && (format == "ndjson" || whole.stdout.contains("\"partKeys\":")))
  }
}
