import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A JSON shard padded with white space or zeros, or holding an overlong string, is refused as
/// it is read, before it is held whole (thirteenth attack A13-3: a shard padded to 1 GB, sparse,
/// took 3.2 GB of memory before it was refused). The padding is named by its line and column.
@Suite("Hostile input: merge refuses a padded JSON shard as it reads it")
struct HostileMergePaddingTests {
  /// The two example shards written to a folder, the second with `tail` appended (as bytes).
  private static func shards(appending tail: [UInt8]) throws -> (
    folder: TemporaryFolder, first: String, padded: String, text: String
  ) {
    let texts = try HostileMergeTests.shardTexts("json")
    let folder = try TemporaryFolder("merge-padding")
    let first = folder.path + "/1.json"
    let padded = folder.path + "/padded.json"
    try texts[0].write(toFile: first, atomically: true, encoding: .utf8)
    try Data(Array(texts[1].utf8) + tail).write(to: URL(fileURLWithPath: padded))
    return (folder, first, padded, texts[1])
  }

  /// The message for padding that starts at `line`, `column`.
  private static func paddingMessage(_ name: String, line: Int, column: Int) -> String {
    "Error: \(name) is malformed: line \(line), column \(column) starts a run of more than 4096 bytes of white "
      + "space or control bytes such as NUL, which typefit never writes (it separates values by at most one line "
      + "feed and escapes control characters in strings): was the file padded? Not read further\n"
  }

  @Test(
    "Spaces or zeros after the report: refused at the report's last line feed, where the run starts",
    arguments: [UInt8(ascii: " "), 0, UInt8(ascii: "\n")])
  func paddingAfterTheReport(byte: UInt8) throws {
    let (folder, first, padded, text) = try Self.shards(appending: Array(repeating: byte, count: 4_096))
    // The report ends in a line feed, which starts the run: 1 + 4,096 bytes.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let run = CapturedRun(["merge", first, padded])
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == Self.paddingMessage(padded, line: lines.count - 1, column: lines[lines.count - 2].utf8.count + 1))
    withExtendedLifetime(folder) {}
  }

  @Test("A run of exactly 4096 bytes is read whole, and refused by the merge's own checks, not as padding")
  func runAtTheLimit() throws {
    let (folder, first, padded, _) = try Self.shards(
      appending: Array(repeating: UInt8(ascii: " "), count: 4_095))
    let run = CapturedRun(["merge", first, padded])
    #expect(run.exitCode == 3)
    // The spaces are valid JSON after the document: said as appended (the sixty-seventh attack's
    // A67-3; it was "from a different run", as they are not what the other shard ends with).
    #expect(
      run.stderr
        == "Error: \(padded) is malformed: it has 4096 bytes of white space after its closing brace, where "
        + "typefit writes one line end (was something appended to it?); merge reads reports as typefit wrote them\n"
    )
    withExtendedLifetime(folder) {}
  }

  @Test("A shard padded with zeros to 1 GiB (sparse) is refused after its first bytes of padding")
  func sparseGigabyte() throws {
    let (folder, first, padded, text) = try Self.shards(appending: [])
    try #require(truncate(padded, off_t(1 << 30)) == 0)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let run = CapturedRun(["merge", first, padded])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == Self.paddingMessage(padded, line: lines.count - 1, column: lines[lines.count - 2].utf8.count + 1))
    withExtendedLifetime(folder) {}
  }

  @Test("A string of more than 16 MiB is refused at its opening quote")
  func overlongString() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let folder = try TemporaryFolder("merge-long-string")
    let first = folder.path + "/1.json"
    let long = folder.path + "/long.json"
    try texts[0].write(toFile: first, atomically: true, encoding: .utf8)
    let key = try #require(texts[1].range(of: "\"key\":\""))
    let quote = texts[1].index(before: key.upperBound)
    let place = HostileMergeTests.lineAndColumn(of: quote, in: texts[1])
    var edited = texts[1]
    edited.insert(contentsOf: String(repeating: "a", count: (16 << 20) + 1), at: key.upperBound)
    try edited.write(toFile: long, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", first, long])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(long) is malformed: line \(place.line), column \(place.column) starts a string longer than "
        + "16777216 bytes (16 MiB), far longer than any typefit writes (a key is at most 16384 bytes, a label "
        + "50000 units): was the file padded? Not read further\n")
  }

  @Test("A file that is no report beside a JSON shard is refused by its first bytes")
  func notAReport() throws {
    let (folder, first, _, _) = try Self.shards(appending: [])
    let zeros = folder.path + "/zeros.json"
    try Data().write(to: URL(fileURLWithPath: zeros))
    try #require(truncate(zeros, off_t(1 << 29)) == 0)
    let run = CapturedRun(["merge", first, zeros])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(zeros) is not a TypeFit JSON, NDJSON or SARIF report\n")
  }

  @Test("Unpadded shards still merge into the unsharded report, byte for byte")
  func goodShardsMerge() throws {
    let folder = try TemporaryFolder("merge-padding-good")
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "json"])
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/\(k).json"
      let shard = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", "json", "-o", path, "--shard", "\(k)/2",
      ])
      #expect(shard.exitCode == whole.exitCode)
      paths.append(path)
    }
    let merged = CapturedRun(["merge"] + paths)
    #expect(merged.exitCode == whole.exitCode, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout)
  }

  /// The fifteenth attack's A15-3: one empty line or a byte order mark before a shard's first
  /// line was called no TypeFit report, though an empty line anywhere after it is skipped.
  @Test("A byte order mark or an empty line before the first line is named, in JSON and NDJSON shards")
  func leadingBytes() throws {
    let folder = try TemporaryFolder("merge-leading")
    for format in ["json", "ndjson"] {
      let texts = try HostileMergeTests.shardTexts(format)
      let first = folder.path + "/1.\(format)"
      try texts[0].write(toFile: first, atomically: true, encoding: .utf8)
      for (prefix, what) in [
        ("\u{FEFF}", "a byte order mark (U+FEFF)"), ("\n", "an empty line"), ("\r\n", "an empty line"),
      ] {
        let second = folder.path + "/2.\(format)"
        try (prefix + texts[1]).write(toFile: second, atomically: true, encoding: .utf8)
        for order in [[first, second], [second, first]] {
          let run = CapturedRun(["merge"] + order)
          #expect(run.exitCode == 3, "\(format) \(what)")
          #expect(
            run.stderr
              == "Error: \(second) starts with \(what), which typefit never writes before a report's first line: "
              + "remove it\n", "\(format) \(what) \(order)")
        }
      }
    }
  }
}
