import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Shards another tool wrote again with their data intact, and files that are no shards: the
/// merge reads reports as typefit lays them out (it copies results and problems byte for byte),
/// so it refuses them, saying what was done to them (the sixty-seventh attack's A67-3, A67-6).
@Suite("Hostile input: merge, shards rewritten by other tools and pseudo-files")
struct HostileMergeRewrittenTests {
  /// Merges the untouched first shard and `rewritten` (the second shard's text, rewritten), in
  /// both orders: the standard error of each, with the rewritten file's path.
  static func mergeBothWays(_ format: String, _ rewritten: String) throws -> (stderr: [String], path: String)
  {
    let texts = try HostileMergeTests.shardTexts(format)
    let folder = try TemporaryFolder("merge-rewritten")
    let plain = folder.path + "/plain.\(format)"
    let path = folder.path + "/rewritten.\(format)"
    try texts[0].write(toFile: plain, atomically: true, encoding: .utf8)
    try rewritten.write(toFile: path, atomically: true, encoding: .utf8)
    var errors: [String] = []
    for order in [[plain, path], [path, plain]] {
      let run = CapturedRun(["merge"] + order)
      #expect(run.exitCode == 3, "\(order)")
      #expect(run.stdout.isEmpty)
      errors.append(run.stderr)
    }
    return (errors, path)
  }

  /// `text` (one JSON document) written again with its keys sorted, as `jq -S` (pretty) or
  /// Python's `json.dump(…, sort_keys=True)` (one line) write it.
  static func sorted(_ text: String, pretty: Bool) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let options: JSONSerialization.WritingOptions = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
      + "\n"
  }

  @Test(
    "A JSON shard with its keys sorted (jq -S, sort_keys=True) is called re-serialized, not 'no TypeFit report'"
  )
  func sortedJSON() throws {
    let text = try HostileMergeTests.shardTexts("json")[1]
    for pretty in [true, false] {
      let (errors, path) = try Self.mergeBothWays("json", try Self.sorted(text, pretty: pretty))
      for stderr in errors {
        #expect(
          stderr
            == "Error: \(path) is malformed: its first member is \"categories\", as in a TypeFit JSON report whose "
            + "keys were sorted (by jq -S or Python's sort_keys?), not laid out as typefit writes it (was it "
            + "re-serialized by another tool?); merge reads reports as typefit wrote them\n",
          "pretty: \(pretty)")
      }
    }
    // In the library too, from the whole text.
    #expect(
      throws: ReportMergeError.malformed(
        report: "b.json",
        reason:
          "its first member is \"categories\", as in a TypeFit JSON report whose keys were sorted (by jq -S or "
          + "Python's sort_keys?), not laid out as typefit writes it (was it re-serialized by another tool?); merge "
          + "reads reports as typefit wrote them")
    ) {
      try ReportMerger.merge(
        [HostileMergeTests.shardTexts("json")[0], try Self.sorted(text, pretty: true)],
        names: ["a.json", "b.json"])
    }
  }

  @Test("An NDJSON shard rewritten line by line (json.loads, json.dumps) is called re-serialized, not cut")
  func pythonRewrittenNDJSON() throws {
    let text = try HostileMergeTests.shardTexts("ndjson")[1]
    // As `json.dumps(json.loads(line))` writes each line: a space after every comma and colon
    // between members and values, the members in their order.
    let lines = try text.split(separator: "\n").map { line in
      let spaced = line.replacingOccurrences(of: "\":", with: "\": ").replacingOccurrences(
        of: ",\"", with: ", \""
      )
      .replacingOccurrences(of: ",{", with: ", {")
      _ = try JSONSerialization.jsonObject(with: Data(spaced.utf8))
      return spaced
    }
    try #require(lines.last?.hasPrefix("{\"type\": \"summary\", ") == true)
    let (errors, path) = try Self.mergeBothWays("ndjson", lines.joined(separator: "\n") + "\n")
    for stderr in errors {
      #expect(
        stderr
          == "Error: \(path) is malformed: it is whole JSON, but not laid out as typefit writes it (was it "
          + "re-serialized by another tool?); merge reads reports as typefit wrote them\n")
    }
    // Cut at a line's end, the same lines are still cut.
    let cut = try Self.mergeBothWays("ndjson", lines.dropLast().joined(separator: "\n") + "\n")
    for stderr in cut.stderr {
      #expect(
        stderr
          == "Error: \(cut.path) is malformed: it ends at line \(lines.count - 1) without its summary line: the report "
          + "was cut (was the job stopped while writing it?); run the shard again\n")
    }
  }

  @Test("An NDJSON shard whose lines' keys were sorted is called re-serialized, not 'no TypeFit report'")
  func sortedNDJSON() throws {
    let text = try HostileMergeTests.shardTexts("ndjson")[1]
    let lines = try text.split(separator: "\n").map { try Self.sorted(String($0), pretty: false).dropLast() }
    let (errors, path) = try Self.mergeBothWays("ndjson", lines.joined(separator: "\n") + "\n")
    for stderr in errors {
      #expect(
        stderr
          == "Error: \(path) is malformed: its first member is \"category\", as in a TypeFit NDJSON line whose keys "
          + "were sorted (by jq -S or Python's sort_keys?), not laid out as typefit writes it (was it re-serialized "
          + "by another tool?); merge reads reports as typefit wrote them\n")
    }
  }

  @Test(
    "A /proc or /sys file given to merge is refused by its file system, first or later (A67-6)",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs Linux /proc"))
  func pseudoFiles() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let folder = try TemporaryFolder("merge-proc")
    let shard = folder.path + "/1.json"
    try texts[0].write(toFile: shard, atomically: true, encoding: .utf8)
    var files = [("/proc/self/status", "proc")]
    if FileManager.default.isReadableFile(atPath: "/sys/kernel/mm/transparent_hugepage/enabled") {
      files.append(("/sys/kernel/mm/transparent_hugepage/enabled", "sysfs"))
    }
    for (file, system) in files {
      for order in [[file, shard], [shard, file]] {
        let run = CapturedRun(["merge"] + order)
        #expect(run.exitCode == 3, "\(order)")
        #expect(
          run.stderr
            == "Error: cannot read report \(file): a file of the \(system) pseudo file system (kernel state, whose "
            + "reads can block or never end); not read\n", "\(order)")
      }
    }
  }
}
