import Foundation
import Testing
import _TypeFitTestSupport

/// The sixteenth attack's A16-8: `merge` of three 55–59 MB JSON shards under `prlimit --as`
/// 150–400 MB ended with `failed to allocate` (exit 134) on the whole-shard read. JSON shards
/// too large for what the limit leaves are now refused before they are read, exit 3.
@Suite(
  "Hostile input: merging JSON shards under an address-space limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileMergeBudgetTests {
  @Test("JSON shards too large for the limit: refused before reading, exit 3, the old report kept")
  func jsonShardsRefused() throws {
    let folder = try TemporaryFolder("merge-budget")
    let texts = try HostileMergeTests.shardTexts("json")
    // The example's shards are small: the limit is set so low that the fonts and libraries
    // leave less than the work's 48 MB beside them.
    var paths: [String] = []
    for (index, text) in texts.enumerated() {
      let path = folder.path + "/s\(index + 1).json"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let output = folder.path + "/m.json"
    try "OLD".write(toFile: output, atomically: true, encoding: .utf8)
    let total = try paths.reduce(0) {
      $0 + (try FileManager.default.attributesOfItem(atPath: $1)[.size] as! Int)
    }
    let run = try Hostile.runBinary(["merge"] + paths + ["-o", output], seconds: 60, addressSpaceKB: 150_000)
    #expect(!run.stderr.contains("Fatal error"))
    #expect(run.exitCode == 3)
    #expect(
      run.stderr.hasPrefix(
        "Error: merging these JSON shards (\(total) bytes in all, held whole while merged) needs about "))
    #expect(run.stderr.contains("(ulimit -v 150000 KiB) leaves"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "OLD")
    // Without a limit they merge.
    let merged = CapturedRun(["merge", "--fail-on", "never"] + paths)
    #expect(merged.exitCode == 0, "\(merged.stderr)")
  }
}
