import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A shard rewritten in place, with the same size, between the merge's check and its writing
/// (twelfth attack A2: one result line was left out, or written at another place, with exit 0
/// and no message) is refused by name, and nothing after the results is handed on.
@Suite("Merge of a shard changed in place")
struct MergeChangedShardTests {
  /// A report in memory whose bytes can be changed between readings, and which says it changed
  /// (``ReportSource/checkUnchanged()``) when told to, as a file's times would.
  final class ChangingSource: ReportSource {
    var bytes: [UInt8]
    /// Whether ``checkUnchanged()`` throws.
    var touched = false

    init(_ text: String) { bytes = Array(text.utf8) }

    var byteCount: Int { bytes.count }

    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws {
      buffer.append(contentsOf: bytes[offset..<offset + count])
    }

    struct Touched: Error {}

    func checkUnchanged() throws {
      if touched { throw Touched() }
    }
  }

  static let changed = ReportMergeError.unreadable(
    report: "b.ndjson", reason: "it changed while it was being merged")

  /// The two shards' sources, checked, and the second shard's lines.
  static func checkedMerge() throws -> (merge: NDJSONShardMerge, sources: [ChangingSource], lines: [String]) {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    let sources = texts.map(ChangingSource.init)
    let merge = try NDJSONShardMerge(sources, names: ["a.ndjson", "b.ndjson"])
    let lines = texts[1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (merge, sources, lines)
  }

  /// The position of a result line.
  static func position(_ line: String) -> Int? {
    line.firstMatch(of: /^\{"type":"result","index":(\d+),/).flatMap { Int($0.1) }
  }

  @Test("A result line that is no longer one when written is refused, not left out")
  func spoiledResultLine() throws {
    let (merge, sources, lines) = try Self.checkedMerge()
    // A line of a result of several lines (the others would still be written: the count of
    // results alone did not tell).
    let spoiled = try #require(
      lines.indices.dropLast().first {
        Self.position(lines[$0]) != nil && Self.position(lines[$0]) == Self.position(lines[$0 + 1])
      })
    var edited = lines
    edited[spoiled] = "X" + edited[spoiled].dropFirst()
    sources[1].bytes = Array(edited.joined(separator: "\n").utf8)
    #expect(sources[1].bytes.count == sources[1].byteCount)
    var written: [UInt8] = []
    #expect(throws: Self.changed) { try merge.write { written += $0 } }
    #expect(!String(decoding: written, as: UTF8.self).contains("\"type\":\"summary\""))
  }

  @Test("A result line whose position changed when written is refused, not written at another place")
  func movedResultLine() throws {
    let (merge, sources, lines) = try Self.checkedMerge()
    let first = try #require(lines.firstIndex { Self.position($0) != nil })
    let position = try #require(Self.position(lines[first]))
    let other = position == 9 ? 8 : (position % 10 == 9 ? position - 1 : position + 1)
    #expect(String(other).count == String(position).count)
    var edited = lines
    for index in lines.indices where Self.position(lines[index]) == position {
      edited[index] = lines[index].replacing("\"index\":\(position),", with: "\"index\":\(other),")
    }
    sources[1].bytes = Array(edited.joined(separator: "\n").utf8)
    #expect(sources[1].bytes.count == sources[1].byteCount)
    #expect(throws: Self.changed) { try merge.write { _ in } }
  }

  @Test("A shard whose source says it changed after the writing is refused before the summary line")
  func touchedAfterWriting() throws {
    let (merge, sources, _) = try Self.checkedMerge()
    var whole: [UInt8] = []
    try merge.write { whole += $0 }
    #expect(String(decoding: whole, as: UTF8.self).hasSuffix(merge.summaryLine))
    sources[1].touched = true
    var written: [UInt8] = []
    #expect(throws: Self.changed) { try merge.write { written += $0 } }
    #expect(written.isEmpty || !String(decoding: written, as: UTF8.self).hasSuffix(merge.summaryLine))
  }

  @Test("A shard file rewritten in place with the same bytes is refused (its times changed)")
  func fileRewrittenInPlace() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    let folder = try TemporaryFolder("merge-rewritten")
    let paths = [folder.path + "/a.ndjson", folder.path + "/b.ndjson"]
    // Times far in the past, so the rewrite's are others whatever the clock's resolution.
    let past = Date(timeIntervalSince1970: 1_000_000)
    for (text, path) in zip(texts, paths) {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
    }
    func merge() throws -> NDJSONShardMerge {
      try NDJSONShardMerge(try paths.map { try ReportFileSource(path: $0) }, names: ["a.ndjson", "b.ndjson"])
    }
    // Untouched: merged.
    var merged: [UInt8] = []
    try merge().write { merged += $0 }
    #expect(String(decoding: merged, as: UTF8.self).hasSuffix(try merge().summaryLine))
    let checked = try merge()
    let handle = try #require(FileHandle(forUpdatingAtPath: paths[1]))
    try handle.write(contentsOf: Array(texts[1].utf8))
    try handle.close()
    #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == texts[1])
    #expect(throws: Self.changed) { try checked.write { _ in } }
  }

  @Test("A result line with a duplicated \"type\" is named by its line, not taken for an unsharded report")
  func duplicatedTypeMember() throws {
    // Twelfth attack A6: `was not written with --shard K/N`.
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines[0] = lines[0].replacing(
        "{\"type\":\"result\",", with: "{\"type\":\"result\",\"type\":\"problem\",")
      return lines.joined(separator: "\n")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line 1 has the member \"type\" twice (\"result\", then "
        + "\"problem\"); typefit writes each member once\n")
  }
}
