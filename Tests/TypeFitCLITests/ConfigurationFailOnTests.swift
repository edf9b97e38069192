import Foundation
import Testing
import _TypeFitTestSupport

/// The twentieth attack's A20-1: `typefit.json`'s documented `failOn` was validated, then
/// ignored (a warning under `"failOn": "warning"` exited 0; errors under `"never"` exited 1).
/// It now sets the exit threshold unless `--fail-on` is given.
@Suite("Configuration: failOn sets the exit threshold")
struct ConfigurationFailOnTests {
  /// One German label that wraps (TF008, raised to a warning by the file) in a folder with
  /// `typefit.json` holding `failOn`.
  static func wrappingFolder(failOn: String) throws -> TemporaryFolder {
    try CheckCommandTests.temporaryFolder([
      "de.lproj/Localizable.strings": "\"long\" = \"Benachrichtigungseinstellungen und Töne\";\n",
      "typefit.json": "{\"failOn\": \"\(failOn)\", \"rules\": {\"TF008\": \"warning\"}}\n",
    ])
  }

  @Test("\"failOn\": \"warning\" with one warning: exit 1")
  func warningFails() throws {
    let fixture = try Self.wrappingFolder(failOn: "warning")
    let run = CapturedRun(["check", fixture.path, "--quiet"])
    #expect(run.stdout.contains("findings  1: 0 errors, 1 warning, 0 notes\n"))
    #expect(run.exitCode == 1)
  }

  @Test("\"failOn\": \"never\" with errors: exit 0")
  func neverPasses() throws {
    let fixture = try CheckCommandTests.temporaryFolder([
      "de.lproj/Localizable.strings": "\"privacy\" = \"Datenschutzeinstellungen für Mitteilungen\";\n",
      "typefit.json": "{\"failOn\": \"never\", \"titleLines\": 1}\n",
    ])
    let run = CapturedRun(["check", fixture.path, "--quiet"])
    #expect(run.stdout.contains("1 error"))
    #expect(run.exitCode == 0)
    // The command line wins over the file.
    let cli = CapturedRun(["check", fixture.path, "--quiet", "--fail-on", "error"])
    #expect(cli.exitCode == 1)
  }

  @Test("--fail-on never wins over \"failOn\": \"warning\"")
  func commandLineWins() throws {
    let fixture = try Self.wrappingFolder(failOn: "warning")
    let run = CapturedRun(["check", fixture.path, "--quiet", "--fail-on", "never"])
    #expect(run.exitCode == 0)
    let error = CapturedRun(["check", fixture.path, "--quiet", "--fail-on", "error"])
    #expect(error.exitCode == 0)
  }

  @Test("a warning hidden by --min-severity fails the run and the message names typefit.json's failOn")
  func hiddenWarningNamesTheFile() throws {
    let fixture = try Self.wrappingFolder(failOn: "warning")
    let run = CapturedRun(["check", fixture.path, "--quiet", "--min-severity", "error"])
    #expect(run.exitCode == 1)
    #expect(
      run.stderr.contains(
        "Error: 1 warning is not in the report (below --min-severity error) but fails the run under "
          + "\"failOn\": \"warning\" in typefit.json; see it with --min-severity warning\n"))
    let cli = CapturedRun([
      "check", fixture.path, "--quiet", "--min-severity", "error", "--fail-on", "warning",
    ])
    #expect(
      cli.stderr.contains("but fails the run under --fail-on warning; see it with --min-severity warning\n"))
  }
}
