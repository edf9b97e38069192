import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A cut shard is told from the merge's other refusals by its error's case
/// (`ReportMergeError.cut`), not by the words of its message: a refusal that quotes a shard's
/// text holding " cut" was kept as if it said the report was cut, and hid the shard that was.
@Suite("Hostile input: merge, a cut told by its case")
struct HostileMergeCutCaseTests {
  @Test("A refusal quoting ' cut' from one shard does not hide another shard cut at its end")
  func quotedCutDoesNotHideTheCut() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    let folder = try TemporaryFolder("merge-quoted-cut")
    // The first shard's first problem names a rule no TypeFit writes, "TF001 cut": refused by
    // the problems' check, with the rule quoted.
    let problems = try #require(texts[0].range(of: "\n\"problems\":[\n{"))
    let rule = try #require(texts[0][problems.upperBound...].firstMatch(of: /"rule":"TF\d{3}"/))
    let quoting = folder.path + "/quoting.json"
    try texts[0].replacingCharacters(in: rule.range, with: "\"rule\":\"TF001 cut\"").write(
      toFile: quoting, atomically: true, encoding: .utf8)
    let alone = folder.path + "/intact.json"
    try texts[1].write(toFile: alone, atomically: true, encoding: .utf8)
    let quoted = CapturedRun(["merge", quoting, alone])
    #expect(quoted.exitCode == 3)
    #expect(quoted.stderr == "Error: \(quoting) is malformed: problem rule TF001 cut\n")
    // The second shard cut inside its last line: the cut is named, not the quoted words.
    let cut = folder.path + "/cut.json"
    try String(texts[1].dropLast(2)).write(toFile: cut, atomically: true, encoding: .utf8)
    let lines = texts[1].dropLast(2).count { $0 == "\n" } + 1
    let run = CapturedRun(["merge", quoting, cut])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(cut) is malformed: it ends in the middle of its JSON (line \(lines)): the report was cut "
        + "(was the job stopped while writing it, or the file copied in part?); run the shard again\n")
  }

  @Test("Every cut the merge finds is the cut case, with the words it had as malformed")
  func cutsAreTheirOwnCase() throws {
    let texts = try HostileMergeTests.shardTexts("json")
    // Cut before its results, after its summary (no diagnostics), and in its last line.
    let results = try #require(texts[1].range(of: "\n\"results\":["))
    let diagnostics = try #require(texts[1].range(of: ",\n\"diagnostics\":"))
    let cuts = [
      String(texts[1][..<results.lowerBound]), String(texts[1][..<diagnostics.lowerBound]) + "}",
      String(texts[1].dropLast(3)),
    ]
    for cut in cuts {
      do {
        _ = try ReportMerger.merge([texts[0], cut], names: ["a.json", "b.json"])
        Issue.record("merged a cut shard")
      } catch {
        guard case .cut(let report, let reason) = error else {
          Issue.record("not a cut: \(error)")
          continue
        }
        #expect(report == "b.json")
        #expect(error.description == "b.json is malformed: \(reason)")
      }
    }
    let ndjson = try HostileMergeTests.shardTexts("ndjson")
    let lastLine = try #require(ndjson[1].dropLast().lastIndex(of: "\n"))
    #expect(
      throws: ReportMergeError.cut(
        report: "b.ndjson",
        reason:
          "it ends at line \(ndjson[1][...lastLine].count { $0 == "\n" }) without its summary line: the "
          + "report was cut (was the job stopped while writing it?); run the shard again")
    ) {
      try ReportMerger.merge([ndjson[0], String(ndjson[1][...lastLine])], names: ["a.ndjson", "b.ndjson"])
    }
  }
}
