import Foundation
import Testing
import TypeFit
import TypeFitConcurrency
import _TypeFitTestSupport

/// `typefit merge` on shard reports that were cut, converted or rewritten by other tools: each
/// is refused by name (exit 3), never a crash.
@Suite("Hostile input: merge")
struct HostileMergeTests {
  /// Two shard reports of the bundled example, as typefit wrote them, as files in `folder`.
  static func shards(in folder: TemporaryFolder) throws -> [String] {
    try shardTexts("json").enumerated().map { index, text in
      let path = folder.path + "/\(index + 1).json"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
  }

  @Test(
    "A results or problems array opened and closed on the next line is malformed, not an inverted range",
    arguments: [
      ("\n\"results\":[", "results are not one per line"),
      ("\n\"problems\":[", "problems are not one per line"),
    ])
  func emptyArrayOnItsOwnLine(opening: String, reason: String) throws {
    let folder = try TemporaryFolder()
    let paths = try Self.shards(in: folder)
    let text = try String(contentsOfFile: paths[1], encoding: .utf8)
    let open = try #require(text.range(of: opening))
    let close = try #require(text[open.upperBound...].range(of: "\n]"))
    let broken = folder.path + "/broken.json"
    try (String(text[..<open.upperBound]) + "\n]" + String(text[close.upperBound...])).write(
      toFile: broken, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", paths[0], broken])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(broken) is malformed: \(reason)\n")
  }

  @Test(
    "A JSON shard that is not UTF-8, or over 1 GiB (sparse), is refused by name from the file merge opened")
  func jsonShardBytes() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.shards(in: folder)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    let at = try #require(bytes.firstIndex(of: UInt8(ascii: "E")))
    bytes[at] = 0xFF
    let broken = folder.path + "/broken.json"
    try Data(bytes).write(to: URL(fileURLWithPath: broken))
    let run = CapturedRun(["merge", paths[0], broken])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: cannot read report \(broken): not UTF-8\n")
    let large = folder.path + "/large.json"
    try Data(contentsOf: URL(fileURLWithPath: paths[1])).write(to: URL(fileURLWithPath: large))
    try #require(truncate(large, off_t(1 << 30) + 1) == 0)
    let refused = CapturedRun(["merge", paths[0], large])
    #expect(refused.exitCode == 3)
    #expect(refused.stderr == "Error: cannot read report \(large): larger than 1 GiB\n")
  }

  @Test("A shard whose line ends became CR LF, or that another tool re-serialized, says so")
  func convertedShards() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.shards(in: folder)
    let text = try String(contentsOfFile: paths[1], encoding: .utf8)
    let crlf = folder.path + "/crlf.json"
    try text.replacingOccurrences(of: "\n", with: "\r\n").write(
      toFile: crlf, atomically: true, encoding: .utf8)
    let converted = CapturedRun(["merge", paths[0], crlf])
    #expect(converted.exitCode == 3)
    #expect(
      converted.stderr
        == "Error: \(crlf) is malformed: its lines end in CR LF (converted by an editor or a Git setting?); "
        + "merge reads reports as typefit wrote them, with LF line ends\n")
    // As a pretty-printer spaces it: `"shard": {"index": 2, "count": 2}`.
    let reserialized = folder.path + "/reserialized.json"
    try text.replacingOccurrences(
      of: "\"shard\":{\"index\":2,\"count\":2}", with: "\"shard\": {\"index\": 2, \"count\": 2}"
    )
    .write(toFile: reserialized, atomically: true, encoding: .utf8)
    let rewritten = CapturedRun(["merge", paths[0], reserialized])
    #expect(rewritten.exitCode == 3)
    #expect(
      rewritten.stderr
        == "Error: \(reserialized) is malformed: it names a shard, but not where typefit writes it (was it "
        + "re-serialized by another tool?); merge reads reports as typefit wrote them\n")
  }

  @Test("A shard json.dump wrote again, on one line with \", \" and \": \", is called re-serialized, not cut")
  func pythonDumpedShard() throws {
    // The report as `json.dump(json.load(f), out)` writes it: one line, a space after every
    // comma and colon (the sixty-second attack's A62-L2: `"severity": "error"` made it "cut").
    let (exitCode, stderr, edited) = try Self.mergeEdited { text in
      let oneLine = text.replacingOccurrences(of: "\n", with: "")
        .replacingOccurrences(of: "\":", with: "\": ").replacingOccurrences(of: ",\"", with: ", \"")
        .replacingOccurrences(of: ",{", with: ", {")
      // Still one JSON document, as the dump is.
      _ = try JSONSerialization.jsonObject(with: Data(oneLine.utf8))
      return oneLine
    }
    #expect(exitCode == 3)
    #expect(
      stderr
        == "Error: \(edited) is malformed: it is whole JSON, but not laid out as typefit writes it (was it "
        + "re-serialized by another tool?); merge reads reports as typefit wrote them\n")
  }

  @Test(
    "A JSON shard cut in its results or problems is called cut; with text or space after its end, appended")
  func cutAndAppendedShards() throws {
    func cut(after marker: String, by extra: Int) -> (String) throws -> String {
      { text in
        let range = try #require(text.range(of: marker))
        let end = text.utf8.index(range.upperBound, offsetBy: extra)
        return String(text[..<end])
      }
    }
    let cutReason =
      "the report was cut (was the job stopped while writing it, or the file copied in part?); "
      + "run the shard again\n"
    for marker in ["\n\"results\":[\n{", "\n\"problems\":[\n{"] {
      let (exitCode, stderr, edited) = try Self.mergeEdited("json", cut(after: marker, by: 30))
      #expect(exitCode == 3)
      #expect(stderr.hasPrefix("Error: \(edited) is malformed: it ends in the middle of its JSON (line "))
      #expect(stderr.hasSuffix(cutReason))
    }
    let spaced = try Self.mergeEdited { $0 + "\n" }
    #expect(spaced.exitCode == 3)
    #expect(
      spaced.stderr
        == "Error: \(spaced.edited) is malformed: it has 2 bytes of white space after its closing brace, where "
        + "typefit writes one line end (was something appended to it?); merge reads reports as typefit wrote them\n"
    )
    let twice = try Self.mergeEdited { $0 + $0 }
    #expect(twice.exitCode == 3)
    #expect(
      twice.stderr.hasPrefix("Error: \(twice.edited) is malformed: it has text after its end, at line "))
  }

  /// The texts of the two shards of the bundled example in `format`, written once a test run
  /// by `typefit check --shard k/2` and kept: dozens of tests edit them, and checking the
  /// example again for each cost minutes of a debug build's CI run.
  static func shardTexts(_ format: String) throws -> [String] {
    if let texts = writtenShards.withLock({ $0[format] }) { return texts }
    let folder = try TemporaryFolder("merge-shards")
    let texts = try (1...2).map { k in
      let path = folder.path + "/\(k).\(format)"
      let run = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", path, "--shard", "\(k)/2",
      ])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      return try String(contentsOfFile: path, encoding: .utf8)
    }
    writtenShards.withLock { $0[format] = texts }
    return texts
  }

  /// ``shardTexts(_:)`` by format.
  private static let writtenShards = Locked<[String: [String]]>([:])

  /// Merges the first shard as given and the second edited by `edit`: the exit code and
  /// standard error, with the edited file called `<folder>/edited.json`.
  static func mergeEdited(_ format: String = "json", _ edit: (String) throws -> String) throws -> (
    exitCode: Int32, stderr: String, edited: String
  ) {
    let texts = try shardTexts(format)
    let folder = try TemporaryFolder("merge-edited")
    let first = folder.path + "/1.\(format)"
    let edited = folder.path + "/edited.\(format)"
    try texts[0].write(toFile: first, atomically: true, encoding: .utf8)
    try edit(texts[1]).write(toFile: edited, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", first, edited])
    #expect(run.stdout.isEmpty)
    return (run.exitCode, run.stderr, edited)
  }

  /// `text` with the first `old` replaced by `new`.
  static func replacingFirst(_ old: String, with new: String, in text: String) throws -> String {
    let range = try #require(text.range(of: old))
    return text.replacingCharacters(in: range, with: new)
  }

  /// The 1-based line and UTF-8 column of `index` in `text`.
  static func lineAndColumn(of index: String.Index, in text: String) -> (line: Int, column: Int) {
    let before = text[..<index]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (before.count { $0 == "\n" } + 1, text.utf8[lineStart..<index].count + 1)
  }

  /// The thirty-seventh attack's A37-5: a JSON shard cut before its results was called one
  /// written without --shard.
  @Test("A JSON shard cut before its results is called cut")
  func cutBeforeResults() throws {
    let run = try Self.mergeEdited { text in
      let results = try #require(text.range(of: "\n\"results\":["))
      return String(text[..<results.lowerBound])
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: it ends before its results array: the report was cut (was the job "
        + "stopped while writing it?), or is not a TypeFit JSON report; run the shard again\n")
  }

  /// The fortieth attack's A40-3: a JSON shard another tool wrote again, whole, was called cut.
  @Test("A JSON shard re-serialized whole (no newlines) is called re-serialized, not cut")
  func reserialized() throws {
    // As `json.dump` writes it: the same members in the same order, without the line breaks.
    let run = try Self.mergeEdited { text in text.replacingOccurrences(of: "\n", with: "") }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: it is whole JSON, but not laid out as typefit writes it (was it "
        + "re-serialized by another tool?); merge reads reports as typefit wrote them\n")
  }

  /// The same, pretty-printed (`json.dump(…, indent=2)`): "is not a TypeFit JSON, NDJSON or
  /// SARIF report", first or later, JSON or NDJSON (the fortieth attack's A40-3, left then).
  @Test("A shard pretty-printed by another tool is called re-serialized, first or second, JSON or NDJSON")
  func prettyPrinted() throws {
    let folder = try TemporaryFolder()
    for format in ["json", "ndjson"] {
      let texts = try Self.shardTexts(format)
      let plain = folder.path + "/plain.\(format)"
      let pretty = folder.path + "/pretty.\(format)"
      try texts[0].write(toFile: plain, atomically: true, encoding: .utf8)
      let member = format == "json" ? "tool" : "type"
      try texts[1].replacingOccurrences(of: "{\"\(member)\":", with: "{\n  \"\(member)\" : ")
        .write(toFile: pretty, atomically: true, encoding: .utf8)
      for order in [[plain, pretty], [pretty, plain]] {
        let run = CapturedRun(["merge"] + order)
        #expect(run.exitCode == 3, "\(format) \(order)")
        #expect(
          run.stderr
            == "Error: \(pretty) is malformed: it opens as a TypeFit report does, but not laid out as typefit "
            + "writes it (was it re-serialized by another tool?); merge reads reports as typefit wrote them\n",
          "\(format) \(order)")
      }
    }
    // SARIF pretty-printed is SARIF, which is never merged.
    let sarif = folder.path + "/pretty.sarif"
    try "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\"}\n".write(
      toFile: sarif, atomically: true, encoding: .utf8)
    #expect(
      CapturedRun(["merge", sarif, sarif]).stderr
        == "Error: \(sarif) is SARIF, which cannot be merged (results group locales and are ranked over the whole "
        + "run); upload each shard's SARIF under its own category, or merge the shards' JSON or NDJSON\n")
    // Another object is still no report.
    let other = folder.path + "/other.json"
    try "{\n  \"name\": 1}\n".write(toFile: other, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", other, other])
    #expect(run.stderr == "Error: \(other) is not a TypeFit JSON, NDJSON or SARIF report\n")
  }

  @Test(
    "A summary count out of 0…2^53−1 is malformed, naming the field, not a trap or a negative total",
    arguments: [
      ("9223372036854775807", "9223372036854775807"),
      ("-999999999999", "-999999999999"),
      ("9007199254740992", "9007199254740992"),
      ("1e3", "1e3"),
      ("99999999999999999999999999999999", "999999999999999999999999… (32 characters)"),
    ])
  func summaryCountOutOfRange(written: String, quoted: String) throws {
    let run = try Self.mergeEdited { text in
      try Self.replacingFirst(
        "\"summary\":{\"files\":1,", with: "\"summary\":{\"files\":1,\"x\":0,", in: text
      )
      .replacing(#/"rows":\d+,"rowsWithFindings"/#, with: "\"rows\":\(written),\"rowsWithFindings\"")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: summary.rows must be a whole number from 0 to 9007199254740991, "
        + "got \(quoted)\n")
  }

  @Test("Counts whose total passes 2^53−1 are refused before they are added (an Int overflow trapped)")
  func summaryTotalPastTheLimit() throws {
    let texts = try Self.shardTexts("json")
    let folder = try TemporaryFolder("merge-total")
    let largest = "\"bySeverity\":{\"error\":9007199254740991,"
    var paths: [String] = []
    for (k, text) in texts.enumerated() {
      let path = folder.path + "/\(k + 1).json"
      try text.replacing(#/"bySeverity":\{"error":\d+,/#, with: largest).write(
        toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let run = CapturedRun(["merge", paths[0], paths[1]])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(paths[1]) is malformed: summary.bySeverity.error (9007199254740991) brings the shards' "
        + "total past 9007199254740991\n")
  }

  @Test("A summary counting a severity TypeFit does not write names it")
  func unknownSeverity() throws {
    let run = try Self.mergeEdited { text in
      try Self.replacingFirst("\"bySeverity\":{\"error\":", with: "\"bySeverity\":{\"fatal\":", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: summary.bySeverity counts \"fatal\", which TypeFit does not write\n"
    )
  }

  @Test(
    "A raw control character inside a result's string is invalid JSON and is refused at its line and column")
  func rawControlCharacter() throws {
    var place = (line: 0, column: 0)
    let run = try Self.mergeEdited { text in
      let edited = try Self.replacingFirst(
        "\"variant\":\"base\"", with: "\"variant\":\"ba\u{1B}se\"", in: text)
      place = Self.lineAndColumn(of: try #require(edited.firstIndex(of: "\u{1B}")), in: edited)
      return edited
    }
    #expect(place.line == 12)  // after the head's lines, `settings` (the configuration's hash) included
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: not valid JSON at line \(place.line), column \(place.column): "
        + "control character in string; it must be escaped\n")
  }

  @Test("A raw control character in an NDJSON line is refused at that line")
  func rawControlCharacterInNDJSON() throws {
    let run = try Self.mergeEdited("ndjson") { text in
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.enumerated().map {
        $0 == 2 ? $1.replacing("\"variant\":\"", with: "\"variant\":\"\u{7}") : $1
      }
      .joined(separator: "\n")
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr.hasPrefix("Error: \(run.edited) is malformed: not valid JSON at line 3, column "))
    #expect(run.stderr.hasSuffix(": control character in string; it must be escaped\n"))
  }

  @Test("Arrays nested 100,000 deep in a copied field are refused past 32 levels, at the 30th bracket")
  func deepNesting() throws {
    var place = (line: 0, column: 0)
    let run = try Self.mergeEdited { text in
      let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
      let edited = try Self.replacingFirst("\"variant\":\"base\"", with: "\"variant\":" + deep, in: text)
      // The report is level 1, results 2, the result 3: the 30th bracket is level 33.
      let first = try #require(edited.range(of: "\"variant\":[")).upperBound
      place = Self.lineAndColumn(of: edited.index(first, offsetBy: 28), in: edited)
      return edited
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: arrays and objects nested deeper than 32 levels at line "
        + "\(place.line), column \(place.column); typefit writes at most 9\n")
  }

  /// The seventy-ninth attack's A79-8: a problem whose `"example"` was 1,000 nested arrays was
  /// refused as "unreadable problem", without its line or what was wrong.
  @Test(
    "A problem nested 1,000 deep in its example is refused at its line, with the nesting limit",
    arguments: ["json", "ndjson"])
  func deepProblem(format: String) throws {
    var line = 0
    let run = try Self.mergeEdited(format) { text in
      let value = try #require(text.firstMatch(of: #/"example":"(?:[^"\\]|\\.)*"/#))
      let deep = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
      line = Self.lineAndColumn(of: value.range.lowerBound, in: text).line
      return text.replacingCharacters(in: value.range, with: "\"example\":" + deep)
    }
    #expect(line > 1)
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line \(line) is a problem with arrays and objects nested deeper "
        + "than 32 levels; typefit writes at most 9\n")
  }

  @Test("Two results of one JSON shard with the same position are refused, naming the shard")
  func duplicatePositionInOneShard() throws {
    var position = ""
    let run = try Self.mergeEdited { text in
      let starts = text.matches(of: #/\n\{"index":(\d+),/#).map { String($0.output.1) }
      position = starts[0]
      return try Self.replacingFirst(
        "\n{\"index\":\(starts[1]),", with: "\n{\"index\":\(starts[0]),", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr == "Error: \(run.edited) is malformed: two results have position \(position) (\"index\")\n")
  }

  @Test("NDJSON lines of one result share its position; the position again after another is refused")
  func ndjsonPositionsRepeatOnlyTogether() throws {
    var position = ""
    let run = try Self.mergeEdited("ndjson") { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let marker = #/^\{"type":"result","index":(\d+),/#
      let first = try #require(lines[0].firstMatch(of: marker))
      position = String(first.output.1)
      // The first line whose position differs from the first's, then one more of the first's.
      let other = try #require(lines.firstIndex { $0.firstMatch(of: marker)?.output.1 != first.output.1 })
      lines.insert(lines[0], at: other + 1)
      return lines.joined(separator: "\n")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr == "Error: \(run.edited) is malformed: two results have position \(position) (\"index\")\n")
  }

  /// The fifty-fourth attack's A54-2: a shard that lost a whole result left the run one row
  /// short, and the shard holding the largest position was named ("past the run's rows"),
  /// though intact; the message would send the user to run the wrong shard again.
  @Test(
    "A shard that lost a whole result is named, whichever shard holds the largest position",
    arguments: ["json", "ndjson"], [0, 1])
  func wholeResultRemoved(format: String, cut: Int) throws {
    let texts = try Self.shardTexts(format)
    let folder = try TemporaryFolder("merge-cut")
    let paths = (1...2).map { folder.path + "/\($0).\(format)" }
    for (index, text) in texts.enumerated() {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if index == cut {
        // Every line of the first result (one in JSON, one a category in NDJSON).
        let prefix = format == "json" ? "{\"index\":" : "{\"type\":\"result\",\"index\":"
        let first = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
        let position = lines[first].dropFirst(prefix.count).prefix { $0.isNumber }
        lines.removeAll { $0.hasPrefix(prefix + position + ",") }
      }
      try lines.joined(separator: "\n").write(toFile: paths[index], atomically: true, encoding: .utf8)
    }
    let run = CapturedRun(["merge", paths[0], paths[1]])
    #expect(run.exitCode == 3)
    #expect(run.stderr.hasPrefix("Error: \(paths[cut]) is malformed: it holds "), "\(run.stderr)")
    #expect(run.stderr.contains("(\"lines\"): a line was removed or added since typefit wrote the shard"))
  }

  /// The fifty-fifth attack's A55-1: a shard cut inside its last line (its read problems) was
  /// compared with the others' and called "from a different run", the intact shard named when
  /// the cut one came first.
  @Test(
    "A shard cut inside its last line is named as cut, listed first or last",
    arguments: ["json", "ndjson"], [2, 3])
  func cutInLastLine(format: String, bytes: Int) throws {
    let texts = try Self.shardTexts(format)
    let folder = try TemporaryFolder("merge-cut-end")
    let cut = folder.path + "/cut.\(format)"
    let intact = folder.path + "/intact.\(format)"
    try String(texts[0].dropLast(bytes)).write(toFile: cut, atomically: true, encoding: .utf8)
    try texts[1].write(toFile: intact, atomically: true, encoding: .utf8)
    for order in [[cut, intact], [intact, cut]] {
      let run = CapturedRun(["merge"] + order)
      #expect(run.exitCode == 3)
      #expect(
        run.stderr
          == "Error: \(cut) is malformed: its last line is cut: it does not end with the ']}' that closes its "
          + "diagnostics and the report (was the job stopped while writing it?); run the shard again\n")
    }
    // Without its final line feed only, a shard is whole: merged, the line feed written.
    try String(texts[0].dropLast()).write(toFile: cut, atomically: true, encoding: .utf8)
    let merged = folder.path + "/merged.\(format)"
    let run = CapturedRun(["merge", cut, intact, "-o", merged])
    #expect(run.exitCode <= 1, "\(run.stderr)")
    #expect(try String(contentsOfFile: merged, encoding: .utf8).hasSuffix("]}\n"))
  }

  @Test(
    "An NDJSON shard with a line of a result removed is malformed at that line (eighth attack F19: merged silently)",
    arguments: ["first", "middle", "last"])
  func ndjsonResultLineRemoved(which: String) throws {
    let rule =
      "each result has a line for every context and category of the run (one with \"category\":null for a "
      + "context where the row could not be measured)"
    var expected = ""
    let run = try Self.mergeEdited("ndjson") { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let marker = #/^\{"type":"result","index":(\d+),.*?"context":0,.*?"category":"(\w+)"/#
      let first = try #require(lines[0].firstMatch(of: marker))
      let position = String(first.output.1)
      // The first result's lines (the example has one context): their categories, in order.
      let categories = lines.prefix { $0.firstMatch(of: marker)?.output.1 == first.output.1 }.compactMap {
        $0.firstMatch(of: marker).map { String($0.output.2) }
      }
      try #require(categories.count > 2)
      switch which {
      case "first":
        lines.remove(at: 0)
        expected =
          "line 1 holds context 0, category \"\(categories[1])\" of the result at position \(position) (\"index\") "
          + "where its first line (context 0) was due, so a line of the result is missing or out of order: \(rule)"
      case "middle":
        lines.remove(at: 1)
        expected =
          "line 2 holds context 0, category \"\(categories[2])\" of the result at position \(position) (\"index\") "
          + "where its context 0, category \"\(categories[1])\" was due, so a line of the result is missing or out "
          + "of order: \(rule)"
      default:
        lines.remove(at: categories.count - 1)
        expected =
          "the result at position \(position) (\"index\") ends at line \(categories.count - 1) without its context 0, "
          + "category \"\(categories[categories.count - 1])\" line: \(rule)"
      }
      return lines.joined(separator: "\n")
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: \(expected)\n")
  }

  @Test("An NDJSON shard whose summary line has no run member is malformed")
  func ndjsonWithoutRun() throws {
    let run = try Self.mergeEdited("ndjson") { text in
      try Self.replacingFirst(",\"run\":{", with: ",\"walk\":{", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its summary line has no \"run\" with the run's contexts and "
        + "categories, which typefit writes in every shard\n")
  }

  @Test(
    "A shard numbered past its count, or a count past 10,000, is out of range, not 'not where typefit writes it'",
    arguments: [
      ("{\"index\":3,\"count\":2}", "3/2"), ("{\"index\":2,\"count\":100000000}", "2/100000000"),
      ("{\"index\":-2,\"count\":2}", "-2/2"),
      ("{\"index\":2,\"count\":99999999999999999999999}", "2/99999999999999999999… (23 digits)"),
    ])
  func shardOutOfRange(member: String, shown: String) throws {
    let run = try Self.mergeEdited { text in
      try Self.replacingFirst("\"shard\":{\"index\":2,\"count\":2}", with: "\"shard\":" + member, in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its shard \(shown) is out of range: the part must be from 1 to the "
        + "count, and the count from 1 to 10000\n")
  }

  @Test(
    "A shard whose summary.rows was edited is malformed, in JSON and NDJSON (sixth attack F2)",
    arguments: ["json", "ndjson"])
  func editedRowCount(format: String) throws {
    let folder = try TemporaryFolder()
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/\(k).\(format)"
      let run = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", path, "--shard", "\(k)/2",
      ])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      paths.append(path)
    }
    // The untouched shards merge; the merged summary counts every row of the example.
    let good = CapturedRun(["merge", paths[0], paths[1]])
    #expect(good.exitCode == 1, "\(good.stderr)")  // the example has errors
    let text = try String(contentsOfFile: paths[1], encoding: .utf8)
    let rows = try #require(text.firstMatch(of: /"rows":(\d+)/))
    let count = try #require(Int(rows.1))
    let edited = folder.path + "/edited.\(format)"
    try text.replacingCharacters(in: rows.range, with: "\"rows\":0").write(
      toFile: edited, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", paths[0], edited])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(edited) is malformed: summary.rows is 0, but the report holds \(count) results (one per row)\n"
    )
  }
}
