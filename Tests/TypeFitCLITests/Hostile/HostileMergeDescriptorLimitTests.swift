import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The twelfth attack's A9: `merge` keeps every shard open, and 1,030 shards under the usual soft
/// limit of 1,024 open files failed with `Too many open files` though `--shard` allows 10,000
/// parts. The soft limit is raised to what the shards need when the hard limit allows it; when
/// it does not, the message gives the count and the limit.
@Suite("Hostile input: merge needs more open files than the soft limit")
struct HostileMergeDescriptorLimitTests {
  /// Runs `typefit merge` on `shards` with the soft limit of open files, and the hard one when
  /// given, set by the shell (the soft first: a hard limit below the soft one is refused).
  static func merge(_ shards: [String], soft: Int, hard: Int?, in folder: String) throws -> Hostile.ProcessRun
  {
    let binary = try #require(Hostile.binary)
    let limits = "ulimit -S -n \(soft)" + (hard.map { " && ulimit -H -n \($0)" } ?? "")
    return try Hostile.runBinary(
      ["-c", "cd \"$TYPEFIT_TEST_FOLDER\" && \(limits) && exec \"$0\" merge \"$@\" -o merged.json", binary]
        + shards,
      environment: ["TYPEFIT_TEST_FOLDER": folder], executable: "/bin/sh")
  }

  @Test(
    "two shards under a soft limit of 20 open files: the limit is raised to 66 and the merge is the unsharded report",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func raised() throws {
    let folder = try TemporaryFolder()
    let shards = try HostileMergeTests.shards(in: folder)
    let run = try Self.merge(shards, soft: 20, hard: nil, in: folder.path)
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(run.stderr == "")
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "json"])
    #expect(try String(contentsOfFile: folder.path + "/merged.json", encoding: .utf8) == whole.stdout)
  }

  @Test(
    "two shards under a hard limit of 12 open files: refused with the count and the limit, nothing written",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func hardLimitTooLow() throws {
    let folder = try TemporaryFolder()
    let shards = try HostileMergeTests.shards(in: folder)
    let run = try Self.merge(shards, soft: 8, hard: 12, in: folder.path)
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: merging 2 shards keeps each open and needs 18 open files, but the limit is 8 (hard limit 12): "
        + "raise it (ulimit -n 18)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/merged.json"))
  }

  @Test(
    "two shards under soft and hard limits of 20 (below the 66 wished for, above the 18 needed): merged (A13-22)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func enoughThoughBelowTheWish() throws {
    let folder = try TemporaryFolder()
    let shards = try HostileMergeTests.shards(in: folder)
    let run = try Self.merge(shards, soft: 20, hard: 20, in: folder.path)
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(run.stderr == "")
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "json"])
    #expect(try String(contentsOfFile: folder.path + "/merged.json", encoding: .utf8) == whole.stdout)
  }
}
