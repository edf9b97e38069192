import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Result positions (`"index"`) edited in a shard (seventh attack F4): a position another
/// shard holds names both files, a position past the run's rows and a negative one are refused
/// with the file, line and column.
@Suite("Hostile input: merge positions")
struct HostileMergePositionTests {
  /// Where the first result line of a JSON report starts, and its position.
  static func firstResult(in text: String) throws -> (index: String.Index, position: String) {
    let match = try #require(text.firstMatch(of: #/\n\{"index":(\d+),/#))
    return (text.index(after: match.range.lowerBound), String(match.output.1))
  }

  /// The run's rows: the shards' `summary.rows` added up.
  static func rows(_ texts: [String]) throws -> Int {
    try texts.map { text in
      Int(try #require(text.firstMatch(of: #/"rows":(\d+),"rowsWithFindings"/#)).output.1)!
    }
    .reduce(0, +)
  }

  @Test("A position both shards hold names both files and lines")
  func positionInTwoShards() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let first = try Self.firstResult(in: texts[0])
    var line = 0
    let run = try HostileMergeTests.mergeEdited { text in
      let own = try Self.firstResult(in: text)
      line = HostileMergeTests.lineAndColumn(of: own.index, in: text).line
      return try HostileMergeTests.replacingFirst(
        "\n{\"index\":\(own.position),", with: "\n{\"index\":\(first.position),", in: text)
    }
    let firstFile = run.edited.replacingOccurrences(of: "/edited.json", with: "/1.json")
    let firstLine = HostileMergeTests.lineAndColumn(of: first.index, in: texts[0]).line
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(firstFile):\(firstLine) and \(run.edited):\(line) both hold a result at position "
        + "\(first.position) (\"index\"), which belongs to one shard: was a shard edited, or are these shards "
        + "of different runs?\n")
  }

  @Test("A position past the run's rows is refused with the file, the line and the allowed range")
  func positionPastTheRows() throws {
    let rows = try Self.rows(try HostileMergeTests.shardTexts("json"))
    #expect(rows > 10)
    var line = 0
    let run = try HostileMergeTests.mergeEdited { text in
      let own = try Self.firstResult(in: text)
      line = HostileMergeTests.lineAndColumn(of: own.index, in: text).line
      return try HostileMergeTests.replacingFirst(
        "\n{\"index\":\(own.position),", with: "\n{\"index\":9007199254740991,", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: a result's position (\"index\") is 9007199254740991 at line "
        + "\(line), past the run's \(rows) rows (positions 0 to \(rows - 1))\n")
  }

  @Test(
    "A position too large for any run (2^63) is out of range, with the range, not \"not a whole number\" (A25-6)"
  )
  func positionOutOfRange() throws {
    for (written, shown) in [
      ("9223372036854775808", "9223372036854775808"), ("9007199254740992", "9007199254740992"),
      (String(repeating: "9", count: 30), String(repeating: "9", count: 24) + "… (30 digits)"),
    ] {
      var line = 0
      let run = try HostileMergeTests.mergeEdited { text in
        let own = try Self.firstResult(in: text)
        line = HostileMergeTests.lineAndColumn(of: own.index, in: text).line
        return try HostileMergeTests.replacingFirst(
          "\n{\"index\":\(own.position),", with: "\n{\"index\":\(written),", in: text)
      }
      #expect(run.exitCode == 3)
      #expect(
        run.stderr
          == "Error: \(run.edited) is malformed: a result's position (\"index\") is \(shown) at line \(line), "
          + "column 10, out of range: a position is a whole number from 0 to the run's rows less one, and a report "
          + "counts at most 9007199254740991 rows (2^53 − 1)\n")
    }
  }

  @Test("A negative position is called negative, at its line and column (JSON)")
  func negativePosition() throws {
    var line = 0
    let run = try HostileMergeTests.mergeEdited { text in
      let own = try Self.firstResult(in: text)
      line = HostileMergeTests.lineAndColumn(of: own.index, in: text).line
      return try HostileMergeTests.replacingFirst(
        "\n{\"index\":\(own.position),", with: "\n{\"index\":-1,", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: a result's position (\"index\") is negative (-1) at line \(line), "
        + "column 10; positions start at 0\n")
  }

  @Test("A negative position is called negative, at its line and column (NDJSON)")
  func negativePositionNDJSON() throws {
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      #expect(text.hasPrefix(#"{"type":"result","index":"#))
      return text.replacing(
        #/^\{"type":"result","index":\d+,/#, with: #"{"type":"result","index":-7,"#, maxReplacements: 1)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: a result's position (\"index\") is negative (-7) at line 1, "
        + "column 26; positions start at 0\n")
  }
}
