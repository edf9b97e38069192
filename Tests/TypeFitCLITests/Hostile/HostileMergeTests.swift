import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `typefit merge` on shard reports that were cut, converted or rewritten by other tools: each
/// is refused by name (exit 3), never a crash.
@Suite("Hostile input: merge")
struct HostileMergeTests {
  /// Two shard reports of the bundled example, as typefit wrote them.
  static func shards(in folder: TemporaryFolder) throws -> [String] {
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/\(k).json"
      let run = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", "json", "-o", path, "--shard", "\(k)/2",
      ])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      paths.append(path)
    }
    return paths
  }

  @Test(
    "A results or problems array opened and closed on the next line is malformed, not an inverted range",
    arguments: [
      ("\n\"results\":[", "results are not one per line"),
      ("\n\"problems\":[", "problems are not one per line"),
    ])
  func emptyArrayOnItsOwnLine(opening: String, reason: String) throws {
    let folder = try TemporaryFolder()
    let paths = try Self.shards(in: folder)
    let text = try String(contentsOfFile: paths[1], encoding: .utf8)
    let open = try #require(text.range(of: opening))
    let close = try #require(text[open.upperBound...].range(of: "\n]"))
    let broken = folder.path + "/broken.json"
    try (String(text[..<open.upperBound]) + "\n]" + String(text[close.upperBound...])).write(
      toFile: broken, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", paths[0], broken])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(broken) is malformed: \(reason)\n")
  }

  @Test("A shard whose line ends became CR LF, or that another tool re-serialized, says so")
  func convertedShards() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.shards(in: folder)
    let text = try String(contentsOfFile: paths[1], encoding: .utf8)
    let crlf = folder.path + "/crlf.json"
    try text.replacingOccurrences(of: "\n", with: "\r\n").write(
      toFile: crlf, atomically: true, encoding: .utf8)
    let converted = CapturedRun(["merge", paths[0], crlf])
    #expect(converted.exitCode == 3)
    #expect(
      converted.stderr
        == "Error: \(crlf) is malformed: its lines end in CR LF (converted by an editor or a Git setting?); "
        + "merge reads reports as typefit wrote them, with LF line ends\n")
    // As a pretty-printer spaces it: `"shard": {"index": 2, "count": 2}`.
    let reserialized = folder.path + "/reserialized.json"
    try text.replacingOccurrences(
      of: "\"shard\":{\"index\":2,\"count\":2}", with: "\"shard\": {\"index\": 2, \"count\": 2}"
    )
    .write(toFile: reserialized, atomically: true, encoding: .utf8)
    let rewritten = CapturedRun(["merge", paths[0], reserialized])
    #expect(rewritten.exitCode == 3)
    #expect(
      rewritten.stderr
        == "Error: \(reserialized) is malformed: it names a shard, but not where typefit writes it (was it "
        + "re-serialized by another tool?); merge reads reports as typefit wrote them\n")
  }
}
