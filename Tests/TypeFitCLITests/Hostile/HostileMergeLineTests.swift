import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A line of an NDJSON shard that typefit does not write there is refused with the shard's
/// name, the line's number and what is wrong with it (twelfth attack A6: a duplicated member or
/// a long line was called "not written with --shard K/N", and bytes after the summary line
/// "names a shard, but not where typefit writes it"). The line limit itself is tested with a
/// small limit in `ReportLineLimitTests` (a 64 MiB line is slow to read in a debug build).
@Suite("Hostile input: merge names the line that is wrong")
struct HostileMergeLineTests {
  /// The merge of an example shard and the other one edited by `edit`, which gets the report's
  /// lines (the last one empty: the report ends in a line feed).
  private static func mergeEditingLines(_ edit: (inout [String]) throws -> Void) throws -> (
    exitCode: Int32, stderr: String, edited: String
  ) {
    try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try edit(&lines)
      return lines.joined(separator: "\n")
    }
  }

  /// The number of the summary line (from 1) in `lines`, as the edit gets them.
  private static func summaryNumber(_ lines: [String]) throws -> Int {
    try #require(lines.lastIndex { $0.hasPrefix("{\"type\":\"summary\",") }) + 1
  }

  @Test(
    "Bytes after the summary line are named by their line and what they are",
    arguments: [
      ("   ", "3 spaces"), ("\u{0}", "a NUL byte"), ("\t \t", "3 bytes of white space"),
      ("ab\u{0}c", "4 bytes, a NUL byte at column 3"), ("garbage", "\"garbage\" (7 bytes)"),
      (String(repeating: "x", count: 50), "\"\(String(repeating: "x", count: 40))…\" (50 bytes)"),
    ])
  func bytesAfterTheSummary(after: String, described: String) throws {
    var summary = 0
    let run = try Self.mergeEditingLines { lines in
      summary = try Self.summaryNumber(lines)
      lines.append(after)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line \(summary + 2), after its summary line (line \(summary)), holds "
        + "\(described); typefit ends a report with its summary line: remove what follows it\n")
  }

  @Test("An empty line after the summary line is read as before (blank lines are skipped)")
  func blankLineAfterTheSummary() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    let folder = try TemporaryFolder("merge-blank")
    let paths = [folder.path + "/1.ndjson", folder.path + "/2.ndjson", folder.path + "/blank.ndjson"]
    try texts[0].write(toFile: paths[0], atomically: true, encoding: .utf8)
    try texts[1].write(toFile: paths[1], atomically: true, encoding: .utf8)
    try (texts[1] + "\n\n").write(toFile: paths[2], atomically: true, encoding: .utf8)
    let plain = CapturedRun(["merge", paths[0], paths[1]])
    let blank = CapturedRun(["merge", paths[0], paths[2]])
    #expect(blank.exitCode == plain.exitCode)
    #expect(blank.stderr == plain.stderr)
    #expect(blank.stdout == plain.stdout)
    #expect(blank.stdout.hasSuffix("\"diagnostics\":[]}\n"))
  }

  @Test("A summary line that is not the last line is named with the line after it")
  func summaryNotLast() throws {
    var summary = 0
    let run = try Self.mergeEditingLines { lines in
      summary = try Self.summaryNumber(lines)
      lines.insert(lines[0], at: summary)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its summary line (line \(summary)) is not its last line: line "
        + "\(summary + 1) is after it; typefit writes the summary line last\n")
  }

  @Test("A second summary line before the last is named")
  func twoSummaryLines() throws {
    var summary = 0
    let run = try Self.mergeEditingLines { lines in
      summary = try Self.summaryNumber(lines)
      lines.insert(lines[summary - 1], at: summary - 1)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line \(summary) is a summary line, but not the last line; typefit "
        + "writes one summary line, at the end\n")
  }

  @Test("A NUL inside a result line is a JSON error at its line and column")
  func nulInsideALine() throws {
    let run = try Self.mergeEditingLines { lines in
      lines[1] = lines[1].replacing("\"type\"", with: "\"ty\u{0}pe\"")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: not valid JSON at line 2, column 5: control character in string; "
        + "it must be escaped\n")
  }

  @Test("A problem line with a duplicated \"type\", or without its position, is named by its line")
  func problemLines() throws {
    var line = 0
    let duplicated = try Self.mergeEditingLines { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("{\"type\":\"problem\",") })
      line = index + 1
      lines[index] = lines[index].replacing(
        "{\"type\":\"problem\",", with: "{\"type\":\"problem\",\"type\":1,")
    }
    #expect(duplicated.exitCode == 3)
    #expect(
      duplicated.stderr
        == "Error: \(duplicated.edited) is malformed: line \(line) has the member \"type\" twice (\"problem\", then "
        + "1); typefit writes each member once\n")
    let unplaced = try Self.mergeEditingLines { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("{\"type\":\"problem\",") })
      lines[index] = lines[index].replacing(#/"index":\d+,/#, with: "")
    }
    #expect(unplaced.exitCode == 3)
    #expect(
      unplaced.stderr
        == "Error: \(unplaced.edited) is malformed: line \(line) is a problem without its position (\"index\") right "
        + "after its \"type\", where typefit writes it\n")
  }

  @Test("A line of another type, or without one, is named by its line")
  func otherTypes() throws {
    let other = try Self.mergeEditingLines { lines in
      lines.insert("{\"type\":\"note\",\"text\":\"hi\"}", at: 1)
    }
    #expect(other.exitCode == 3)
    #expect(
      other.stderr
        == "Error: \(other.edited) is malformed: line 2 is of type \"note\", which typefit does not write (before the "
        + "summary line it writes results, problems and source findings)\n")
    let untyped = try Self.mergeEditingLines { lines in lines.insert("{\"index\":0}", at: 1) }
    #expect(untyped.exitCode == 3)
    #expect(
      untyped.stderr
        == "Error: \(untyped.edited) is malformed: line 2 has no \"type\"; typefit writes one on every line\n"
    )
    let array = try Self.mergeEditingLines { lines in lines.insert("[1,2]", at: 1) }
    #expect(array.exitCode == 3)
    #expect(
      array.stderr
        == "Error: \(array.edited) is malformed: line 2 is not an object; typefit writes each line as a JSON object "
        + "with its \"type\"\n")
  }
}
