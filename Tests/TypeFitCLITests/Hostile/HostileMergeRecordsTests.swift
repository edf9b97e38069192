import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The sixty-second attack's A62-8: a JSON shard with a problem line deleted, and its
/// `"lines"` count lowered to match, merged into a report whose summary counted a finding that
/// no problem listed. A shard's summary must count what its records hold, and its problems
/// must be its results' findings; the merge refuses a shard whose own parts disagree, by name.
@Suite("Hostile input: merge, a shard's summary and problems against its results (A62-8)")
struct HostileMergeRecordsTests {
  /// The second shard's problem lines (each `{…}` with its comma, as written) and their values.
  static func problems(in text: String) throws -> [(line: String, value: [String: Any])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "\"problems\":["))
    let end = try #require(lines[start...].firstIndex { $0 == "]" || $0 == "]," })
    return try lines[(start + 1)..<end].map { line in
      let object = line.hasSuffix(",") ? String(line.dropLast()) : line
      let value = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
      return (line, value)
    }
  }

  /// A problem's findings as the merge names them: (key, locale, rule, severity, part).
  static func findings(of problem: [String: Any]) -> [[String]] {
    let locales = (problem["locales"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
    return locales.map { locale in
      [
        problem["key"] as? String ?? "", locale, problem["rule"] as? String ?? "",
        problem["severity"] as? String ?? "", problem["part"] as? String ?? "",
      ]
    }
  }

  /// `text` with its `"lines"` count of problems changed by `change`.
  static func problemCount(_ text: String, _ change: Int) throws -> String {
    let match = try #require(text.firstMatch(of: /"lines":\{"result":(\d+),"problem":(\d+)/))
    let count = try #require(Int(match.2))
    return text.replacingCharacters(
      in: match.range, with: "\"lines\":{\"result\":\(match.1),\"problem\":\(count + change)")
  }

  @Test("A problem removed, its line count lowered to match: refused, naming a finding it listed")
  func problemRemoved() throws {
    let text = try HostileMergeTests.shardTexts("json")[1]
    let problems = try Self.problems(in: text)
    // A problem none of whose findings another problem lists (a key's only problem of its rule).
    let others = { (index: Int) in
      Set(problems.indices.filter { $0 != index }.flatMap { Self.findings(of: problems[$0].value) })
    }
    let index = try #require(
      problems.indices.first { index in
        Self.findings(of: problems[index].value).allSatisfy { !others(index).contains($0) }
      })
    let removed = try #require(
      Self.findings(of: problems[index].value).min { $0.lexicographicallyPrecedes($1) })
    let run = try HostileMergeTests.mergeEdited { text in
      try Self.problemCount(text.replacingOccurrences(of: problems[index].line + "\n", with: ""), -1)
    }
    #expect(run.exitCode == 3)
    let part = removed[4].isEmpty ? "" : " on the \(removed[4])"
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: its results hold a \(removed[2]) \(removed[3]) finding\(part) of key "
        + "\"\(removed[0])\" in \(removed[1]), which none of its problems lists; a problem lists every finding (was a "
        + "problem removed since typefit wrote the shard?)\n")
  }

  @Test("The A62-8 reproduction: 30 one-line titles in 3 shards, one problem removed, is refused")
  func attackReproduction() throws {
    let folder = try TemporaryFolder("a62-8")
    let app = folder.path + "/app"
    try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
    try (0..<30).map { "\"r\($0)\" = \"Benachrichtigungseinstellungen r\($0)\";\n" }.joined().write(
      toFile: app + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    try
      ("import SwiftUI\nstruct V: View {\n var body: some View {\n List {\n"
      + (0..<30).map { "  Text(\"r\($0)\").lineLimit(1)\n" }.joined() + " }\n }\n}\n").write(
        toFile: app + "/V.swift", atomically: true, encoding: .utf8)
    let paths = (1...3).map { folder.path + "/s\($0).json" }
    for (k, path) in paths.enumerated() {
      let run = CapturedRun(["check", app, "--quiet", "-f", "json", "--shard", "\(k + 1)/3", "-o", path])
      #expect(run.exitCode <= 1, "\(run.stderr)")
    }
    // Whole, the shards merge: 30 rows, each title truncated once, 30 problems and 30 findings.
    let merged = folder.path + "/merged.json"
    let good = CapturedRun(["merge"] + paths + ["-o", merged])
    #expect(good.exitCode == 1, "\(good.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: merged))) as? [String: Any]
    )
    #expect((report["problems"] as? [Any])?.count == 30)
    #expect((report["summary"] as? [String: Any])?["findings"] as? Int == 30)
    // The first shard without its first problem, "lines" lowered: 29 listed under 30 counted, merged before.
    let text = try String(contentsOfFile: paths[0], encoding: .utf8)
    let first = try #require(try Self.problems(in: text).first)
    let key = try #require(first.value["key"] as? String)
    let edited = folder.path + "/e1.json"
    try Self.problemCount(text.replacingOccurrences(of: first.line + "\n", with: ""), -1).write(
      toFile: edited, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", edited, paths[1], paths[2], "-o", merged + ".2"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(edited) is malformed: its results hold a TF001 error finding on the title of key \"\(key)\" in "
        + "de, which none of its problems lists; a problem lists every finding (was a problem removed since "
        + "typefit wrote the shard?)\n")
    #expect(!FileManager.default.fileExists(atPath: merged + ".2"))
  }

  @Test("A problem added for a key no result has a finding of is refused, naming it")
  func problemAdded() throws {
    let text = try HostileMergeTests.shardTexts("json")[1]
    let problem = try #require(try Self.problems(in: text).first)
    let key = try #require(problem.value["key"] as? String)
    let run = try HostileMergeTests.mergeEdited { text in
      // A copy of the first problem, for another key, after it.
      let copy = problem.line.replacingOccurrences(of: "\"key\":\"\(key)\"", with: "\"key\":\"zz.added\"")
      let line = problem.line.hasSuffix(",") ? problem.line : problem.line + ","
      return try Self.problemCount(
        text.replacingOccurrences(
          of: problem.line + "\n", with: line + "\n" + copy + "\n"),
        1)
    }
    let finding = try #require(Self.findings(of: problem.value).min { $0.lexicographicallyPrecedes($1) })
    let part = finding[4].isEmpty ? "" : " on the \(finding[4])"
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: a problem lists a \(finding[2]) \(finding[3]) finding\(part) of key "
        + "\"zz.added\" in \(finding[1]), which none of its results holds; a problem lists only the results' "
        + "findings (was a result's finding removed, or the problem added?)\n")
  }

  @Test("A summary count lowered is refused, naming the count and what the records hold")
  func summaryCountLowered() throws {
    let text = try HostileMergeTests.shardTexts("json")[1]
    let summary = try #require(text.firstMatch(of: /"bySeverity":\{"error":(\d+)/))
    let errors = try #require(Int(summary.1))
    try #require(errors > 0)
    let run = try HostileMergeTests.mergeEdited { text in
      text.replacingCharacters(in: summary.range, with: "\"bySeverity\":{\"error\":\(errors - 1)")
    }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: summary.bySeverity.error is \(errors - 1), but the findings of the "
        + "shard's results and source findings hold \(errors); the summary counts what the shard lists (was the "
        + "shard edited since typefit wrote it?)\n")
  }

  @Test("Whole shards merge, and the merged summary counts the findings its results list")
  func wholeShardsAgree() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let merged = try ReportMerger.merge(texts, names: ["a.json", "b.json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(merged.utf8)) as? [String: Any])
    let results = try #require(report["results"] as? [[String: Any]])
    let listed = results.reduce(0) { total, result in
      total
        + (result["contexts"] as? [[String: Any]] ?? []).reduce(0) {
          $0 + (($1["findings"] as? [Any])?.count ?? 0)
        }
    }
    let sourceFindings = (report["sourceFindings"] as? [Any])?.count ?? 0
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(listed > 0)
    #expect(summary["findings"] as? Int == listed + sourceFindings)
  }
}

extension HostileMergeRecordsTests {
  @Test(
    "An NDJSON shard with a problem line removed, its count lowered, is refused at a line holding its finding"
  )
  func ndjsonProblemRemoved() throws {
    let text = try HostileMergeTests.shardTexts("ndjson")[1]
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func value(_ line: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let problemLines = lines.indices.filter { lines[$0].hasPrefix("{\"type\":\"problem\",") }
    // (key, locale, rule) of each problem line.
    func findings(_ index: Int) throws -> Set<[String]> {
      let problem = try value(lines[index])
      let locales = (problem["locales"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
      return Set(locales.map { [problem["key"] as? String ?? "", $0, problem["rule"] as? String ?? ""] })
    }
    var chosen: (index: Int, findings: Set<[String]>)?
    for index in problemLines {
      var others = Set<[String]>()
      for other in problemLines where other != index { others.formUnion(try findings(other)) }
      let own = try findings(index)
      if own.isDisjoint(with: others) {
        chosen = (index, own)
        break
      }
    }
    let problem = try #require(chosen)
    lines.remove(at: problem.index)
    let edited = try Self.ndjsonProblemCount(lines.joined(separator: "\n"), -1)
    // The first result line holding one of the problem's findings.
    var expected: (line: Int, rule: String)?
    for (number, line) in lines.enumerated() where line.hasPrefix("{\"type\":\"result\",") {
      let result = try value(line)
      let key = result["key"] as? String ?? ""
      let locale = result["locale"] as? String ?? ""
      if let rule = (result["findings"] as? [String] ?? []).first(where: {
        problem.findings.contains([key, locale, $0])
      }) {
        expected = (number + 1, rule)
        break
      }
    }
    let found = try #require(expected)
    let run = try HostileMergeTests.mergeEdited("ndjson") { _ in edited }
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(run.edited) is malformed: line \(found.line) holds a result's \(found.rule) finding, which none "
        + "of its problems lists; a problem lists every finding (was a problem removed since typefit wrote the "
        + "shard?)\n")
  }

  /// `text` (NDJSON) with its summary line's `"lines"` count of problems changed by `change`.
  static func ndjsonProblemCount(_ text: String, _ change: Int) throws -> String {
    let match = try #require(text.firstMatch(of: /"lines":\{"result":(\d+),"problem":(\d+)/))
    let count = try #require(Int(match.2))
    return text.replacingCharacters(
      in: match.range, with: "\"lines\":{\"result\":\(match.1),\"problem\":\(count + change)")
  }
}
