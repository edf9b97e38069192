import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// ``NDJSONShardMerge`` reads NDJSON shards in pieces (ninth attack G1: the merge held every
/// shard whole, about 4.7 times their size): what it reads at a time is bounded, its output is
/// the merge of the texts, and a shard that changes between its two readings is refused.
@Suite("NDJSON shard merge, streaming")
struct NDJSONShardMergeTests {
  /// A report in memory that records how it is read, and can be changed between readings.
  final class RecordingSource: ReportSource {
    var bytes: [UInt8]
    /// The largest piece asked for, in bytes.
    var largestRead = 0
    /// Every byte asked for, added up.
    var bytesRead = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var byteCount: Int { bytes.count }

    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws {
      largestRead = max(largestRead, count)
      bytesRead += count
      buffer.append(contentsOf: bytes[offset..<offset + count])
    }
  }

  /// The read buffer of ``ReportLineReader``: 64 KiB.
  static let chunk = 1 << 16

  /// The NDJSON report of a `.strings` table of `strings` entries, unsharded, then its `count`
  /// shards, as texts.
  static func largeShards(strings: Int, count: Int) throws -> (whole: String, shards: [String]) {
    let folder = try TemporaryFolder("merge-large")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/en.lproj", withIntermediateDirectories: true)
    let table = (0..<strings).map { "\"key.\($0)\" = \"Value number \($0) of the table\";\n" }.joined()
    try table.write(toFile: folder.path + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    let whole = CapturedRun(["check", folder.path, "--quiet", "-f", "ndjson", "--fail-on", "never"])
    #expect(whole.exitCode == 0, "\(whole.stderr)")
    let shards = try (1...count).map { k in
      let path = folder.path + "/\(k).ndjson"
      let run = CapturedRun([
        "check", folder.path, "--quiet", "-f", "ndjson", "--fail-on", "never", "-o", path, "--shard",
        "\(k)/\(count)",
      ])
      #expect(run.exitCode == 0, "\(run.stderr)")
      return try String(contentsOfFile: path, encoding: .utf8)
    }
    return (whole.stdout, shards)
  }

  @Test(
    "Shards far larger than the read buffer are read in pieces of at most 64 KiB, and merge as their texts do"
  )
  func readsInPieces() throws {
    let (whole, texts) = try Self.largeShards(strings: 1_000, count: 3)
    #expect(texts.allSatisfy { $0.utf8.count > 4 * Self.chunk })
    let sources = texts.map(RecordingSource.init)
    let merge = try NDJSONShardMerge(sources, names: ["1.ndjson", "2.ndjson", "3.ndjson"])
    var pieces: [[UInt8]] = []
    try merge.write { pieces.append($0) }
    let merged = String(decoding: pieces.joined(), as: UTF8.self)
    #expect(merged == whole)
    #expect(merged.hasSuffix(merge.summaryLine))
    #expect(pieces.count > 2)
    // Pieces handed on of about 256 KiB, the last one shorter.
    #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 18 && $0.count < (1 << 18) + (1 << 16) })
    for source in sources {
      #expect(source.largestRead <= Self.chunk)
      #expect(source.largestRead > 0)
    }
    let rows = try #require(merged.firstMatch(of: /"rows":(\d+)/))
    #expect(Int(rows.1) == 1_000)
  }

  @Test("A shard that changes between the check and the writing is refused, naming it")
  func changedBetweenReadings() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    let sources = texts.map(RecordingSource.init)
    let merge = try NDJSONShardMerge(sources, names: ["a.ndjson", "b.ndjson"])
    // The second shard's first result line loses its position.
    let text = String(decoding: sources[1].bytes, as: UTF8.self)
    sources[1].bytes = Array(
      text.replacing(/^\{"type":"result","index":\d+,/, with: "{\"type\":\"result\",").utf8)
    #expect(
      throws: ReportMergeError.unreadable(report: "b.ndjson", reason: "it changed while it was being merged")
    ) {
      try merge.write { _ in }
    }
  }
}
