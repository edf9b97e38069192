import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `--fail-on` judges every finding, also those `--min-severity` leaves out of the report: a
/// display filter must not turn a failing check green. The report and standard error say how
/// many failing findings were left out.
@Suite("--min-severity and --fail-on")
struct MinSeverityFailOnTests {
  /// The example with every rule re-levelled to warning: warnings, no errors.
  static func warningsOnly(in folder: TemporaryFolder) throws -> String {
    let root = folder.url.appendingPathComponent("app")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: CheckCommandTests.example), to: root)
    let file = root.appendingPathComponent("typefit.json")
    let data = try Data(contentsOf: file)
    var configuration = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    configuration["rules"] = Dictionary(uniqueKeysWithValues: (1...8).map { ("TF00\($0)", "warning") })
    try JSONSerialization.data(withJSONObject: configuration).write(to: file)
    return root.path
  }

  @Test(
    "Warnings below --min-severity error still fail --fail-on warning, and both the report and stderr say so")
  func hiddenWarningsFail() throws {
    let temporary = try TemporaryFolder("floor")
    let app = try Self.warningsOnly(in: temporary)
    let shown = CapturedRun([
      "check", app, "--config", app + "/typefit.json", "--quiet", "-f", "json", "--min-severity", "warning",
    ])
    let summary = try #require(try shown.jsonObject()["summary"] as? [String: Any])
    let warnings = try #require((summary["bySeverity"] as? [String: Int])?["warning"])
    #expect(warnings > 0)
    #expect((summary["bySeverity"] as? [String: Int])?["error"] == 0)

    let sentence =
      "Error: \(warnings) warnings are not in the report (below --min-severity error) but fail the run under "
      + "--fail-on warning; see them with --min-severity warning\n"
    let text = CapturedRun([
      "check", app, "--config", app + "/typefit.json", "--quiet", "--min-severity", "error", "--fail-on",
      "warning",
    ])
    #expect(text.exitCode == 1)
    #expect(text.stderr == sentence)
    #expect(text.stdout.contains("  findings  0: 0 errors, 0 warnings, 0 notes\n"))
    #expect(
      text.stdout.contains(
        "  not shown \(warnings) warnings below --min-severity error, which fail the run (--fail-on warning)\n"
      ))
    #expect(text.stdout.hasSuffix("\nNo findings at --min-severity error or above.\n"))

    // Every format fails the same way; the machine formats keep their counts of what they hold.
    for format in ["json", "ndjson", "sarif", "junit", "xcode", "github", "html"] {
      let run = CapturedRun([
        "check", app, "--config", app + "/typefit.json", "--quiet", "-f", format, "--min-severity", "error",
        "--fail-on", "warning",
      ])
      #expect(run.exitCode == 1, "\(format)")
      #expect(run.stderr == sentence, "\(format)")
    }
  }

  @Test("Without a failing finding left out, the report and the exit code are as before")
  func nothingHiddenFails() throws {
    let temporary = try TemporaryFolder("floor")
    let app = try Self.warningsOnly(in: temporary)
    // Hidden warnings that --fail-on error does not count.
    let passing = CapturedRun([
      "check", app, "--config", app + "/typefit.json", "--quiet", "--min-severity", "error",
    ])
    #expect(passing.exitCode == 0)
    #expect(passing.stderr.isEmpty)
    #expect(!passing.stdout.contains("not shown"))
    #expect(passing.stdout.hasSuffix("\nNo findings.\n"))
    // Shown warnings fail as always, with no line about hidden ones.
    let shown = CapturedRun([
      "check", app, "--config", app + "/typefit.json", "--quiet", "--min-severity", "warning", "--fail-on",
      "warning",
    ])
    #expect(shown.exitCode == 1)
    #expect(shown.stderr.isEmpty)
    #expect(!shown.stdout.contains("not shown"))
    // --fail-on never never fails.
    let never = CapturedRun([
      "check", app, "--config", app + "/typefit.json", "--quiet", "--min-severity", "error", "--fail-on",
      "never",
    ])
    #expect(never.exitCode == 0)
    #expect(never.stderr.isEmpty)
  }

  @Test(
    "merge refuses --fail-on below the shards' --min-severity (usage error, nothing written); at or above it judges",
    arguments: ["json", "ndjson"])
  func mergeBelowRecordedSeverity(format: String) throws {
    let temporary = try TemporaryFolder("floor-merge")
    let app = try Self.warningsOnly(in: temporary)
    let common = [
      "check", app, "--config", app + "/typefit.json", "--quiet", "-f", format, "--fail-on", "never",
    ]
    func shards(_ floor: String) -> [String] {
      (1...2).map { k in
        let path = temporary.path + "/shard-\(floor)-\(k).\(format)"
        let run = CapturedRun(common + ["--min-severity", floor, "--shard", "\(k)/2", "-o", path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return path
      }
    }
    // The whole run fails --fail-on warning (hidden warnings count), so the merge must not pass
    // (eighth attack F7: it exited 0, the warnings never recorded).
    let merged = temporary.path + "/merged.\(format)"
    let errorsOnly = shards("error")
    let refused = CapturedRun(["merge"] + errorsOnly + ["--fail-on", "warning", "-o", merged])
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr.hasPrefix(
        "Error: --fail-on warning cannot judge these reports: their shards ran with --min-severity error, so "
          + "findings below error were never recorded. Run the shards with --min-severity at or below --fail-on "
          + "(--min-severity warning or --min-severity note), or merge with --fail-on error\n"),
      "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: merged))
    // --fail-on error (the default) and never are judged as before: no errors, exit 0.
    #expect(CapturedRun(["merge"] + errorsOnly + ["-o", merged]).exitCode == 0)
    #expect(CapturedRun(["merge"] + errorsOnly + ["--fail-on", "never", "-o", merged]).exitCode == 0)
    // Shards that recorded warnings fail --fail-on warning, as the whole check does.
    let warnings = shards("warning")
    #expect(CapturedRun(["merge"] + warnings + ["--fail-on", "warning", "-o", merged]).exitCode == 1)
  }
}
