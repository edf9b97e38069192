import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// ``JSONShardMerge`` writes the merged JSON report in pieces, never held whole (ninth attack
/// G1: the merge held the shards, copies of their results and the merged text, about 6 times
/// their size): the pieces make the unsharded run's report.
@Suite("JSON shard merge, in pieces")
struct JSONShardMergeTests {
  @Test("The pieces of a JSON merge make the unsharded report, and its head and tail hold the merged summary")
  func piecesMakeTheWholeReport() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let merge = try JSONShardMerge(texts, names: ["1.json", "2.json"])
    var pieces: [Substring] = []
    merge.write { pieces.append($0) }
    let merged = pieces.joined()
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "json"])
    #expect(whole.exitCode == 1)
    #expect(merged == whole.stdout)
    #expect(merged == (try ReportMerger.merge(texts)))
    // A piece per result and its separator, plus the head, the last line feed and the tail.
    let rows = try #require(whole.stdout.firstMatch(of: /"rows":(\d+)/))
    let results = try #require(Int(rows.1))
    #expect(results > 100)
    #expect(pieces.count == 2 * results + 3)
    let counts = try ReportMerger.findingsBySeverity(in: merge.headAndTail, name: "merged")
    #expect(counts == (try ReportMerger.findingsBySeverity(in: whole.stdout, name: "whole")))
    #expect(counts[.error, default: 0] > 0)
  }

  @Test("JSONShardMerge refuses NDJSON shards, which NDJSONShardMerge merges")
  func refusesNDJSON() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    #expect(
      throws: ReportMergeError.mixedFormats(
        first: "a.ndjson", firstFormat: "ndjson", report: "this merge", format: "json")
    ) {
      _ = try JSONShardMerge(texts, names: ["a.ndjson", "b.ndjson"])
    }
  }

  @Test(
    "A shard's raw C1 and bidirectional controls come out of the merge escaped, as a report writes them (A26-8)",
    arguments: ["json", "ndjson"])
  func controlsEscaped(format: String) throws {
    var texts = try HostileMergeTests.shardTexts(format)
    // The first key, wherever the shard writes it (its results' and problems' keys agree, A62-8).
    let first = try #require(texts[0].firstMatch(of: /"key":"([^"]*)"/))
    texts[0] = texts[0].replacingOccurrences(
      of: "\"key\":\"\(first.1)\"", with: "\"key\":\"\u{9B}2J\u{202E}\(first.1)\"")
    let merged = try ReportMerger.merge(texts)
    #expect(!merged.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
    #expect(merged.contains(#""key":"\u009b2J\u202e"#))
    // Nothing else changes: the shards as written merge to the same bytes as before.
    let plain = try HostileMergeTests.shardTexts(format)
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", format])
    #expect(try ReportMerger.merge(plain) == whole.stdout)
  }
}
