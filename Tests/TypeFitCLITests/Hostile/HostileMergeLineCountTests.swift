import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `typefit merge` on NDJSON shards with whole lines removed, repeated or moved: each sharded
/// NDJSON report counts its lines of each type in its summary line (`"lines"`), so a shard that
/// lost a problem line (ninth/tenth attacks: it merged silently) is refused, naming the file and
/// the summary line, exit 3.
@Suite("Hostile input: merge, NDJSON lines removed or added")
struct HostileMergeLineCountTests {
  /// The lines of a text, without the empty one after the last line feed.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// `"lines":{"result":R,"problem":P,"sourceFinding":S}` of a shard's summary line.
  static func counts(_ text: String) throws -> (result: Int, problem: Int, sourceFinding: Int) {
    let match = try #require(
      text.firstMatch(of: /"lines":\{"result":(\d+),"problem":(\d+),"sourceFinding":(\d+)\}/))
    let result = try #require(Int(match.1))
    let problem = try #require(Int(match.2))
    let sourceFinding = try #require(Int(match.3))
    return (result, problem, sourceFinding)
  }

  @Test(
    "A sharded NDJSON summary line counts the shard's lines of each type; an unsharded one has no such member"
  )
  func shardCountsItsLines() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    for text in texts {
      let lines = Self.lines(text)
      let counted = try Self.counts(try #require(lines.last))
      #expect(counted.result == lines.count { $0.hasPrefix("{\"type\":\"result\",") })
      #expect(counted.problem == lines.count { $0.hasPrefix("{\"type\":\"problem\",") })
      #expect(counted.sourceFinding == lines.count { $0.hasPrefix("{\"type\":\"sourceFinding\",") })
      #expect(counted.result > 0)
    }
    #expect(try Self.counts(texts[0]).problem + Self.counts(texts[1]).problem > 0)
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "ndjson"])
    #expect(whole.exitCode == 1)
    #expect(!whole.stdout.contains("\"lines\":"))
    #expect(!whole.stdout.contains("\"run\":"))
  }

  @Test(
    "An NDJSON shard with a problem line removed or repeated is malformed, naming its summary line (merged silently before)",
    arguments: ["removed", "repeated"])
  func problemLine(edit: String) throws {
    var expected = ""
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = Self.lines(text)
      let problem = try #require(lines.firstIndex { $0.hasPrefix("{\"type\":\"problem\",") })
      let count = try Self.counts(text).problem
      if edit == "removed" {
        lines.remove(at: problem)
      } else {
        lines.insert(lines[problem], at: problem + 1)
      }
      let now = edit == "removed" ? count - 1 : count + 1
      expected =
        "it holds \(now) problem line\(now == 1 ? "" : "s"), but its summary line (line \(lines.count)) counts "
        + "\(count) (\"lines\"): a line was removed or added since typefit wrote the shard"
      return lines.joined(separator: "\n") + "\n"
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: \(expected)\n")
  }

  @Test(
    "An NDJSON shard with a whole result removed (row count or positions) or repeated (its position) is refused"
  )
  func wholeResult() throws {
    // The first result's lines: removed, a position is missing (the run's last is past the
    // rows left) or, when it was the run's last, the summary's row count no longer matches.
    var rows = 0
    let removed = try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = Self.lines(text)
      let position = try #require(lines[0].firstMatch(of: /^\{"type":"result","index":(\d+),/)).1
      lines.removeAll { $0.hasPrefix("{\"type\":\"result\",\"index\":\(position),") }
      let written = try #require(text.firstMatch(of: /"rows":(\d+)/))
      rows = try #require(Int(written.1))
      return lines.joined(separator: "\n") + "\n"
    }
    #expect(removed.exitCode == 3)
    // The edited shard is named by its own line count, before positions are compared across
    // shards (A54-2: the shard holding the largest position was named, "past the run's rows").
    #expect(removed.stderr.hasPrefix("Error: \(removed.edited) is malformed: it holds "), "\(removed.stderr)")
    #expect(removed.stderr.contains(" result lines, but its summary line (line "))
    #expect(rows > 1)
    // The first result again after the last one: its position is taken.
    var position = ""
    let repeated = try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = Self.lines(text)
      position = String(try #require(lines[0].firstMatch(of: /^\{"type":"result","index":(\d+),/)).1)
      let first = lines.filter { $0.hasPrefix("{\"type\":\"result\",\"index\":\(position),") }
      let end = try #require(lines.lastIndex { $0.hasPrefix("{\"type\":\"result\",") })
      lines.insert(contentsOf: first, at: end + 1)
      return lines.joined(separator: "\n") + "\n"
    }
    #expect(repeated.exitCode == 3)
    #expect(
      repeated.stderr
        == "Error: \(repeated.edited) is malformed: two results have position \(position) (\"index\")\n")
  }

  @Test("An NDJSON shard whose results are not in the order of their positions is malformed at the line")
  func resultsOutOfOrder() throws {
    var expected = ""
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      var lines = Self.lines(text)
      let marker = /^\{"type":"result","index":(\d+),/
      let firstPosition = try #require(lines[0].firstMatch(of: marker)).1
      let firstCount = lines.prefix { $0.firstMatch(of: marker)?.1 == firstPosition }.count
      let secondPosition = try #require(lines[firstCount].firstMatch(of: marker)).1
      let secondCount = lines[firstCount...].prefix { $0.firstMatch(of: marker)?.1 == secondPosition }.count
      // The second result's lines first.
      let second = lines[firstCount..<firstCount + secondCount]
      lines.removeSubrange(firstCount..<firstCount + secondCount)
      lines.insert(contentsOf: second, at: 0)
      expected =
        "line \(secondCount + 1) holds a result at position \(firstPosition) (\"index\") after one at position "
        + "\(secondPosition); typefit writes a shard's results in the order of their positions"
      return lines.joined(separator: "\n") + "\n"
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: \(expected)\n")
  }

  @Test(
    "An NDJSON shard whose summary line does not count its lines (an older typefit, or edited) is malformed")
  func withoutLineCounts() throws {
    var summaryLine = 0
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      summaryLine = Self.lines(text).count
      return try HostileMergeTests.replacingFirst(",\"lines\":{", with: ",\"rows\":{", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its summary line (line \(summaryLine)) has no \"lines\" counting its "
        + "result, problem and sourceFinding lines, which typefit writes in every NDJSON shard; write the shards "
        + "with the typefit that merges them\n")
  }

  /// The thirty-ninth attack's A39-7: a count out of range, negative or not a number was called
  /// missing ("has no \"lines\"").
  @Test(
    "A shard whose line counts are there but not whole numbers is called edited, not missing them",
    arguments: ["99999999999999999", "-1", "1.5", "\"7\""])
  func lineCountOutOfRange(_ count: String) throws {
    var summaryLine = 0
    let run = try HostileMergeTests.mergeEdited("ndjson") { text in
      summaryLine = Self.lines(text).count
      return try HostileMergeTests.replacingFirst(
        ",\"lines\":{\"result\":", with: ",\"lines\":{\"result\":\(count),\"was\":", in: text)
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its summary line (line \(summaryLine)) has a \"lines\" member whose "
        + "result, problem and sourceFinding counts are not all whole numbers of at most 16 digits, as typefit "
        + "writes them: the shard was edited\n")
  }

  @Test("An NDJSON shard with a line that is not UTF-8 is refused, naming the file and line")
  func notUTF8() throws {
    let texts = try HostileMergeTests.shardTexts("ndjson")
    let folder = try TemporaryFolder("merge-utf8")
    let first = folder.path + "/1.ndjson"
    let broken = folder.path + "/2.ndjson"
    try texts[0].write(toFile: first, atomically: true, encoding: .utf8)
    var bytes = Array(texts[1].utf8)
    let secondLine = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
    bytes.insert(0xFF, at: secondLine + 1)
    try Data(bytes).write(to: URL(fileURLWithPath: broken))
    let refused = CapturedRun(["merge", first, broken])
    #expect(refused.exitCode == 3)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr == "Error: cannot read report \(broken): not UTF-8 (line 2)\n")
  }

  @Test("NDJSON shards of one configuration run on different inputs are refused by the input's digest")
  func shardOfAnotherInput() throws {
    let folder = try TemporaryFolder("merge-digest")
    let app = folder.path + "/app"
    try FileManager.default.copyItem(atPath: CheckCommandTests.example, toPath: app)
    func shard(_ k: Int) -> String {
      let path = folder.path + "/\(k).ndjson"
      let run = CapturedRun(["check", app, "--quiet", "-f", "ndjson", "-o", path, "--shard", "\(k)/2"])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      return path
    }
    let first = shard(1)
    let second = shard(2)
    #expect(CapturedRun(["merge", first, second]).exitCode == 1)  // the example has errors
    // One value edited after shard 1 ran: shard 2 checks another input, with the same settings.
    let catalog = app + "/Localizable.xcstrings"
    let text = try String(contentsOfFile: catalog, encoding: .utf8)
    try HostileMergeTests.replacingFirst("\"About This iPhone\"", with: "\"About This iPhone Pro\"", in: text)
      .write(toFile: catalog, atomically: true, encoding: .utf8)
    let edited = shard(2)
    func digest(_ path: String) throws -> String {
      let match = try #require(
        try String(contentsOfFile: path, encoding: .utf8).firstMatch(of: /"inputDigest":"([0-9a-f]{16})"/))
      return String(match.1)
    }
    let before = try digest(first)
    let after = try digest(edited)
    #expect(before != after)
    let run = CapturedRun(["merge", first, edited])
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: \(edited) is from a different run than \(first): its input differs: the digest of the rows every "
        + "shard plans (their keys, locales, variants, texts and shapes, \"inputDigest\") is \"\(after)\" in \(edited), "
        + "\"\(before)\" in \(first); run every shard on the same input\n")
  }
}
