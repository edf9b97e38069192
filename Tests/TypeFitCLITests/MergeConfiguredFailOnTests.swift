import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-5: shards of a check whose `typefit.json` says
/// `"failOn": "warning"` each exited 1, yet `typefit merge` exited 0: the shards recorded only
/// the file's hash, and the merge judged by its own default, `error`. Every run now records the
/// file's `failOn` in its settings (`"config-fail-on"`), and a merge without `--fail-on` judges
/// by it.
@Suite("Merge: the shards' typefit.json failOn judges the merged report")
struct MergeConfiguredFailOnTests {
  /// Shards 1/2 and 2/2 of a check of two wrapping German labels (TF008 raised to warnings)
  /// under `"failOn": "warning"`, run with `--fail-on never` as CLI.md's sharding recipe does.
  static func shards(format: String, in temporary: TemporaryFolder) throws -> [String] {
    let app = temporary.path + "/app"
    try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
    try Data(
      ("\"long\" = \"Benachrichtigungseinstellungen und Töne\";\n"
        + "\"other\" = \"Datenschutzeinstellungen und Sicherheitsoptionen\";\n").utf8
    ).write(to: URL(fileURLWithPath: app + "/de.lproj/Localizable.strings"))
    try Data("{\"failOn\": \"warning\", \"rules\": {\"TF008\": \"warning\"}}\n".utf8)
      .write(to: URL(fileURLWithPath: app + "/typefit.json"))
    return try (1...2).map { k in
      let path = temporary.path + "/shard-\(k).\(format)"
      let run = CapturedRun([
        "check", app, "--quiet", "-f", format, "--fail-on", "never", "--shard", "\(k)/2", "-o", path,
      ])
      #expect(run.exitCode == 0, "\(run.stderr)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("\"config-fail-on\":\"warning\""), "shard \(k) records the file's failOn")
      return path
    }
  }

  @Test(
    "merge without --fail-on exits 1 on warnings when the shards' typefit.json fails on warnings",
    arguments: ["json", "ndjson"])
  func configuredThresholdJudges(format: String) throws {
    let temporary = try TemporaryFolder("merge-config-fail-on")
    let shards = try Self.shards(format: format, in: temporary)
    let merged = temporary.path + "/merged.\(format)"
    let run = CapturedRun(["merge"] + shards + ["-o", merged])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let text = try String(contentsOfFile: merged, encoding: .utf8)
    #expect(text.contains("\"warning\":2"), "the merged summary counts both warnings")
    // The command line wins over the file, as in `check`.
    #expect(CapturedRun(["merge"] + shards + ["--fail-on", "error", "-o", merged]).exitCode == 0)
  }

  @Test("a merge refused for the shards' --min-severity names typefit.json's failOn as the threshold")
  func refusalNamesTheFile() throws {
    let temporary = try TemporaryFolder("merge-config-fail-on-floor")
    let app = temporary.path + "/app"
    try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
    try Data("\"long\" = \"Benachrichtigungseinstellungen und Töne\";\n".utf8)
      .write(to: URL(fileURLWithPath: app + "/de.lproj/Localizable.strings"))
    try Data("{\"failOn\": \"warning\"}\n".utf8).write(to: URL(fileURLWithPath: app + "/typefit.json"))
    let shards = (1...2).map { k in
      let path = temporary.path + "/floor-\(k).json"
      _ = CapturedRun([
        "check", app, "--quiet", "-f", "json", "--fail-on", "never", "--min-severity", "error",
        "--shard", "\(k)/2", "-o", path,
      ])
      return path
    }
    let run = CapturedRun(["merge"] + shards + ["-o", temporary.path + "/merged.json"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: \"failOn\": \"warning\" in typefit.json cannot judge these reports: their shards ran with "
          + "--min-severity error"), "\(run.stderr)")
  }
}
