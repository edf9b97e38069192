import Foundation
import Testing
import _TypeFitTestSupport

/// 1,250 files of one bad entry each beside the good file: every report lists the first 1,000
/// read errors of the run and one line counting the other 250, and counts all 1,250 (the
/// thirty-eighth attack's A38-10: 60,000 such files ended a JSON or SARIF report's writing
/// under `ulimit -v`; A38-11: their merge held every shard's list).
@Suite("Hostile input: read errors in 1,250 files")
struct HostileRunDiagnosticFloodTests {
  static let files = 1_250

  /// A folder with the good file and ``files`` `.strings` files of one malformed entry each.
  private static func folder() throws -> TemporaryFolder {
    let folder = try Hostile.folderWithGoodFile()
    for index in 0..<files {
      try folder.write("b\(String(10_000 + index).dropFirst())/de.lproj/L.strings", "\"a\" \"b\"\n")
    }
    return folder
  }

  @Test("JSON: 1,001 diagnostics, the last counting 249 more; readErrors is 1,250; stderr says so")
  func json() throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "--format", "json", "--categories", "large"])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let json = try run.jsonObject()
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1_001)
    #expect(diagnostics[999]["file"] as? String == folder.path + "/b0999/de.lproj/L.strings")
    #expect(diagnostics[1_000]["file"] as? String == folder.path + "/b1000/de.lproj/L.strings")
    #expect(diagnostics[1_000]["line"] as? Int == 1)
    #expect(
      diagnostics[1_000]["message"] as? String
        == "expected '=' or ';' after key, found a string; and 249 more read errors in this run are not listed "
        + "(a run lists the first 1000 of each severity)")
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["readErrors"] as? Int == Self.files)
    // 200 errors on standard error, then one line for the other 1,050.
    let errors = run.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Error: ") }
    #expect(errors.count == 201)
    #expect(
      errors.last
        == "Error: and 1050 more read errors, not listed here; a JSON, NDJSON or SARIF report lists more of "
        + "them and counts them all")
  }

  @Test("text: 20 read problems, then a line counting the other 1,230, listed in part in JSON (A39-5)")
  func text() throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "--categories", "large", "--quiet"])
    #expect(run.exitCode == 3)
    #expect(run.stdout.contains("Read problems  1250 errors, 0 warnings\n"))
    #expect(run.stdout.contains("  … and 1230 more (--format json lists more of them and counts them all)\n"))
  }

  @Test("SARIF: 1,001 notifications; NDJSON shards merge to the unsharded report")
  func sarifAndMerge() throws {
    let folder = try Self.folder()
    let sarif = CapturedRun(["check", folder.path, "--format", "sarif", "--categories", "large"])
    #expect(sarif.exitCode == 3)
    let runs = try #require(try sarif.jsonObject()["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1_001)
    var shards: [String] = []
    for part in 1...2 {
      let path = folder.path + "/shard\(part).ndjson"
      let run = CapturedRun([
        "check", folder.path, "--format", "ndjson", "--categories", "large", "--shard", "\(part)/2", "-o",
        path,
      ])
      #expect(run.exitCode == 3)
      shards.append(path)
    }
    let whole = CapturedRun(["check", folder.path, "--format", "ndjson", "--categories", "large"])
    let merged = CapturedRun(["merge"] + shards)
    #expect(merged.exitCode == 3)
    #expect(merged.stdout == whole.stdout)
    #expect(merged.stdout.contains("\"readErrors\":1250"))
    // Read problems are compared as each shard is read: one changed is another run's.
    let edited = try String(contentsOfFile: shards[1], encoding: .utf8).replacingOccurrences(
      of: "b0007/de.lproj", with: "b0007/fr.lproj")
    try edited.write(toFile: shards[1], atomically: true, encoding: .utf8)
    let refused = CapturedRun(["merge"] + shards)
    #expect(refused.exitCode == 3)
    #expect(
      refused.stderr
        == "Error: \(shards[1]) is from a different run than \(shards[0]): its list of read problems differs\n"
    )
  }

  @Test(
    "a file's problems past its 100 a severity are counted in the summary (A40-6): 4,999 warnings, 101 lines")
  func fileCountsExact() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/L.strings", (0..<5_000).map { "\"k\"=\"D\($0)\";" }.joined() + "\n\"good.key\"=\"Gut\";\n")
    for index in 0..<120 {
      #expect(symlink("/nonexistent/x\(index)", folder.path + "/de.lproj/T\(index).strings") == 0)
    }
    let run = CapturedRun(["check", folder.path, "--format", "json", "--categories", "large", "-q"])
    let json = try run.jsonObject()
    let summary = try #require(json["summary"] as? [String: Any])
    // One key defined 5,000 times: 4,999 skipped; 120 links out of the tree.
    #expect(summary["readWarnings"] as? Int == 4_999 + 120)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 202)
    let messages = diagnostics.compactMap { $0["message"] as? String }
    #expect(messages.contains("and 4899 more warnings in this file; only the first 100 are listed"))
    #expect(
      messages.contains("and 20 more warnings found searching the inputs; only the first 100 are listed"))
    let text = CapturedRun(["check", folder.path, "--categories", "large"])
    #expect(text.stdout.contains("Read problems  0 errors, 5119 warnings\n"))
  }
}
