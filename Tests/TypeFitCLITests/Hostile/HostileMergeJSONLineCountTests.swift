import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `typefit merge` on JSON shards with whole lines removed or added, or run on different inputs:
/// each sharded JSON report counts its lines of each type and carries the digest of the
/// input's rows in its tail, `,\n"lines":{…},\n"inputDigest":"…"` before `"summary"`, as a
/// sharded NDJSON summary line does, so a shard that lost a problem line, or one run after a key
/// was added (eleventh attack, M1: merged silently, the merged report a row short), is refused
/// with the messages NDJSON shards get, exit 3.
@Suite("Hostile input: merge, JSON lines removed or added")
struct HostileMergeJSONLineCountTests {
  /// `"lines":{"result":R,"problem":P,"sourceFinding":S}` of a JSON shard's tail.
  static func counts(_ text: String) throws -> (result: Int, problem: Int, sourceFinding: Int) {
    let match = try #require(
      text.firstMatch(of: /\n"lines":\{"result":(\d+),"problem":(\d+),"sourceFinding":(\d+)\},\n/))
    let result = try #require(Int(match.1))
    let problem = try #require(Int(match.2))
    let sourceFinding = try #require(Int(match.3))
    return (result, problem, sourceFinding)
  }

  /// The 1-based number of the line that starts with `"lines":`.
  static func linesMemberLine(_ lines: [String]) throws -> Int {
    try #require(lines.firstIndex { $0.hasPrefix("\"lines\":{") }) + 1
  }

  /// The lines of a JSON report's `"results"` (between `"results":[` and `]`), by index.
  static func resultLines(_ lines: [String]) throws -> Range<Int> {
    let open = try #require(lines.firstIndex { $0.hasSuffix("\"results\":[") })
    let close = try #require(lines[open...].firstIndex { $0 == "]," || $0 == "]" })
    return open + 1..<close
  }

  /// The lines of a JSON report's `"problems"`, by index.
  static func problemLines(_ lines: [String]) throws -> Range<Int> {
    let open = try #require(lines.firstIndex { $0 == "\"problems\":[" })
    let close = try #require(lines[open...].firstIndex { $0 == "]," })
    return open + 1..<close
  }

  @Test(
    "A sharded JSON tail counts the shard's lines and carries the NDJSON shard's input digest; an unsharded one has neither"
  )
  func shardCountsItsLines() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let ndjson = try HostileMergeTests.shardTexts("ndjson")
    for (text, ndjsonText) in zip(texts, ndjson) {
      let lines = HostileMergeLineCountTests.lines(text)
      let counted = try Self.counts(text)
      #expect(counted.result == (try Self.resultLines(lines)).count)
      #expect(counted.problem == (try Self.problemLines(lines)).count)
      #expect(counted.sourceFinding == 0)  // the example has no Swift code
      #expect(counted.result > 0)
      // Where typefit writes them: the last members before the summary, a line each.
      let digest = try #require(
        text.firstMatch(of: /\n\],\n"lines":\{[^\n]*\},\n"inputDigest":"([0-9a-f]{16})",\n"summary":\{/)
      ).1
      // The same input, so the same digest in either format.
      let ndjsonDigest = try #require(ndjsonText.firstMatch(of: /"inputDigest":"([0-9a-f]{16})"/)).1
      #expect(digest == ndjsonDigest)
    }
    #expect(try Self.counts(texts[0]).problem + Self.counts(texts[1]).problem > 0)
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "json"])
    #expect(whole.exitCode == 1)
    #expect(!whole.stdout.contains("\"lines\":"))
    #expect(!whole.stdout.contains("\"inputDigest\":"))
    let folder = try TemporaryFolder("merge-json-lines")
    let merged = CapturedRun(["merge"] + (try Self.write(texts, in: folder)))
    #expect(merged.exitCode == 1)
    #expect(merged.stdout == whole.stdout)
  }

  /// The texts written to files `1.json`, `2.json`… in `folder`: their paths.
  static func write(_ texts: [String], in folder: TemporaryFolder) throws -> [String] {
    try texts.enumerated().map { offset, text in
      let path = folder.path + "/\(offset + 1).json"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
  }

  @Test(
    "A JSON shard with a problem line removed or repeated is malformed, naming the line that counts them (merged silently before)",
    arguments: ["removed", "repeated"])
  func problemLine(edit: String) throws {
    var expected = ""
    let run = try HostileMergeTests.mergeEdited("json") { text in
      var lines = HostileMergeLineCountTests.lines(text)
      let problems = try Self.problemLines(lines)
      let count = try Self.counts(text).problem
      #expect(count == problems.count)
      // A middle line (it ends in a comma), so that the rest is still valid JSON.
      try #require(problems.count >= 2)
      if edit == "removed" {
        lines.remove(at: problems.lowerBound)
      } else {
        lines.insert(lines[problems.lowerBound], at: problems.lowerBound + 1)
      }
      let now = edit == "removed" ? count - 1 : count + 1
      expected =
        "it holds \(now) problem line\(now == 1 ? "" : "s"), but line \(try Self.linesMemberLine(lines)) counts "
        + "\(count) (\"lines\"): a line was removed or added since typefit wrote the shard"
      return lines.joined(separator: "\n") + "\n"
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: \(expected)\n")
  }

  @Test("A JSON shard with a source finding line removed is malformed, naming the line that counts them")
  func sourceFindingLine() throws {
    let folder = try CheckSourceFindingsTests().app()
    let paths = (1...2).map { k in
      let path = folder.path + "/\(k).json"
      let run = CapturedRun([
        "check", folder.path + "/App", "--quiet", "-f", "json", "-o", path, "--shard", "\(k)/2",
      ])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      return path
    }
    // Shard 1 reports the source findings (they belong to no row).
    var lines = HostileMergeLineCountTests.lines(try String(contentsOfFile: paths[0], encoding: .utf8))
    let open = try #require(lines.firstIndex { $0 == "\"sourceFindings\":[" })
    let close = try #require(lines[open...].firstIndex { $0 == "]," })
    let count = try Self.counts(lines.joined(separator: "\n")).sourceFinding
    #expect(count == close - open - 1)
    try #require(count >= 2)
    lines.remove(at: open + 1)
    try (lines.joined(separator: "\n") + "\n").write(toFile: paths[0], atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge"] + paths)
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: \(paths[0]) is malformed: it holds \(count - 1) sourceFinding line\(count - 1 == 1 ? "" : "s"), "
        + "but line \(try Self.linesMemberLine(lines)) counts \(count) (\"lines\"): a line was removed or added since "
        + "typefit wrote the shard\n")
  }

  @Test(
    "A JSON shard with its last result line removed and its row count lowered to match is refused by its line count"
  )
  func resultLineAndRowCount() throws {
    var texts = try HostileMergeTests.shardTexts("json")
    // The shard holding the run's last row: without it, the positions left are still 0 to rows − 1.
    func lastPosition(_ text: String) throws -> Int {
      let lines = HostileMergeLineCountTests.lines(text)
      let last = lines[try Self.resultLines(lines).last ?? 0]
      let match = try #require(last.firstMatch(of: /^\{"index":(\d+),/))
      return try #require(Int(match.1))
    }
    let shard = try lastPosition(texts[0]) > lastPosition(texts[1]) ? 0 : 1
    let written = try #require(texts[shard].firstMatch(of: /\n"summary":\{"files":\d+,[^\n]*?"rows":(\d+),/))
    let rows = try #require(Int(written.1))
    var lines = HostileMergeLineCountTests.lines(
      try HostileMergeTests.replacingFirst(
        "\"rows\":\(rows),", with: "\"rows\":\(rows - 1),", in: texts[shard]))
    let results = try Self.resultLines(lines)
    try #require(results.count >= 2)
    lines.remove(at: results.upperBound - 1)
    texts[shard] = lines.joined(separator: "\n") + "\n"
    let folder = try TemporaryFolder("merge-json-lines")
    let paths = try Self.write(texts, in: folder)
    let run = CapturedRun(["merge"] + paths)
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: \(paths[shard]) is malformed: it holds \(rows - 1) result line\(rows - 1 == 1 ? "" : "s"), but line "
        + "\(try Self.linesMemberLine(lines)) counts \(rows) (\"lines\"): a line was removed or added since typefit "
        + "wrote the shard\n")
  }

  @Test("A JSON shard whose tail does not count its lines (an older typefit, or edited) is malformed")
  func withoutLineCounts() throws {
    let run = try HostileMergeTests.mergeEdited("json") { text in
      let member = try #require(text.firstMatch(of: /,\n"lines":\{[^\n]*\}/))
      return text.replacingCharacters(in: member.range, with: "")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: it has no \"lines\" before its \"summary\" counting its result, "
        + "problem and sourceFinding lines, which typefit writes in every JSON shard; write the shards with the "
        + "typefit that merges them\n")
  }

  @Test(
    "A JSON shard with another member beside its counts and digest is malformed (the merge would drop it unseen)",
    arguments: [",\n\"lines\":", ",\n\"inputDigest\":", ",\n\"summary\":"])
  func memberAdded(before: String) throws {
    let run = try HostileMergeTests.mergeEdited("json") { text in
      try HostileMergeTests.replacingFirst(before, with: ",\n\"note\":\"x\"" + before, in: text)
    }
    #expect(run.exitCode == 3)
    // Before `"lines"`, it stands where the problems array should have ended.
    let reason =
      before.contains("lines")
      ? "problems are not one per line"
      : "its members before \"summary\" are not what typefit writes there in a shard (\"lines\", then "
        + "\"inputDigest\"); merge reads reports as typefit wrote them"
    #expect(run.stderr == "Error: \(run.edited) is malformed: \(reason)\n")
  }

  @Test(
    "JSON shards run on different inputs (a key added, a value edited between the runs) are refused by the input's digest (M1)",
    arguments: ["key added", "value edited"])
  func shardOfAnotherInput(change: String) throws {
    let folder = try TemporaryFolder("merge-json-digest")
    let app = folder.path + "/app"
    try FileManager.default.copyItem(atPath: CheckCommandTests.example, toPath: app)
    func shard(_ k: Int, _ name: String) -> String {
      let path = folder.path + "/\(name).json"
      let run = CapturedRun(["check", app, "--quiet", "-f", "json", "-o", path, "--shard", "\(k)/2"])
      #expect(run.exitCode <= 1, "\(run.stderr)")
      return path
    }
    let first = shard(1, "1")
    let second = shard(2, "2")
    let before = CapturedRun(["merge", first, second])
    #expect(before.exitCode == 1)  // the example has errors
    let catalog = app + "/Localizable.xcstrings"
    let text = try String(contentsOfFile: catalog, encoding: .utf8)
    let changed =
      change == "key added"
      // A key that `settings.*` makes a row, in both shards' runs but checked by one of them.
      ? try HostileMergeTests.replacingFirst(
        "\"strings\": {\n",
        with: "\"strings\": {\n    \"settings.added\": {\"localizations\": {\"de\": {\"stringUnit\": "
          + "{\"state\": \"translated\", \"value\": \"Neu\"}}}},\n", in: text)
      : try HostileMergeTests.replacingFirst(
        "\"About This iPhone\"", with: "\"About This iPhone Pro\"", in: text)
    try changed.write(toFile: catalog, atomically: true, encoding: .utf8)
    // Both parts again on the changed input: each is refused beside the other part's old run.
    let edited = [shard(1, "1-edited"), shard(2, "2-edited")]
    #expect(CapturedRun(["merge", edited[0], edited[1]]).exitCode == 1)
    func digest(_ path: String) throws -> String {
      let match = try #require(
        try String(contentsOfFile: path, encoding: .utf8).firstMatch(
          of: /\n"inputDigest":"([0-9a-f]{16})",\n/))
      return String(match.1)
    }
    let old = try digest(first)
    let new = try digest(edited[0])
    #expect(old != new)
    #expect(try digest(second) == old)
    #expect(try digest(edited[1]) == new)
    for (oldShard, newShard) in [(first, edited[1]), (second, edited[0])] {
      let run = CapturedRun(["merge", oldShard, newShard])
      #expect(run.exitCode == 3)
      #expect(run.stdout.isEmpty)
      #expect(
        run.stderr
          == "Error: \(newShard) is from a different run than \(oldShard): its input differs: the digest of the rows "
          + "every shard plans (their keys, locales, variants, texts and shapes, \"inputDigest\") is \"\(new)\" in "
          + "\(newShard), \"\(old)\" in \(oldShard); run every shard on the same input\n")
    }
  }
}
