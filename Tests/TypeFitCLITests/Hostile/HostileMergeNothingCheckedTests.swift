import Foundation
import Testing
import _TypeFitTestSupport

/// The sixty-eighth attack's A68-3: when a run checks nothing (`--locales xx`), every shard
/// exits 3 and says why, but the merge of the shards exited 0 and its report lost the reason: a
/// green gate over a run that checked nothing.
@Suite("Hostile input: merging shards that checked nothing")
struct HostileMergeNothingCheckedTests {
  @Test(
    "shards of a run that checked nothing merge into exit 3, with the reason the unsharded run gives",
    arguments: ["json", "ndjson"])
  func nothingChecked(format: String) throws {
    let folder = try TemporaryFolder("merge-nothing")
    let whole = folder.path + "/whole.\(format)"
    let unsharded = CapturedRun([
      "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", whole, "--locales", "xx",
    ])
    #expect(unsharded.exitCode == 3)
    let shards = (1...3).map { k in
      let path = folder.path + "/\(k).\(format)"
      let run = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", path, "--locales", "xx", "--shard",
        "\(k)/3",
      ])
      #expect(run.exitCode == 3, "\(run.stderr)")
      return path
    }
    let merged = folder.path + "/merged.\(format)"
    let merge = CapturedRun(["merge"] + shards + ["-o", merged])
    #expect(merge.exitCode == 3, "\(merge.stderr)")
    #expect(merge.stderr.contains("Error: nothing was checked: "), "\(merge.stderr)")
    let wholeText = try String(contentsOfFile: whole, encoding: .utf8)
    let mergedText = try String(contentsOfFile: merged, encoding: .utf8)
    #expect(mergedText.contains("\"nothingChecked\""))
    if format == "json" { #expect(mergedText == wholeText) }
  }

  @Test("shards that checked rows merge as before: exit 1, no word of nothing checked")
  func rowsChecked() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let folder = try TemporaryFolder("merge-some")
    let paths = try texts.enumerated().map { offset, text in
      let path = folder.path + "/\(offset).json"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let merge = CapturedRun(["merge"] + paths + ["-o", folder.path + "/merged.json"])
    #expect(merge.exitCode == 1, "\(merge.stderr)")
    #expect(!merge.stderr.contains("nothing was checked"))
  }
}
