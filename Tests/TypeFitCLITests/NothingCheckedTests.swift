import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// fresh21 F21-1: `typefit check Examples/Setings` (a typo) exited 3, rightly, but gave a second
/// error saying no strings were found there, as if the folder existed, and its report ended
/// `No findings.`, which a reader of the report file alone takes for a pass. Now the missing
/// path is the one error, and a report of a run that checked nothing ends with why.
@Suite("typefit check that checks nothing")
struct NothingCheckedTests {
  /// The end of the text report of a run that read nothing and checked nothing, with one read
  /// error per missing path.
  static func emptyReportEnd(missing: [String], reason: String) -> String {
    "  files     0\n  locales   0\n  checked   nothing\n  findings  0: 0 errors, 0 warnings, 0 notes\n\n"
      + "Read problems  \(missing.count) error\(missing.count == 1 ? "" : "s"), 0 warnings\n"
      + missing.map { "  error  \($0): no such file or folder\n" }.joined()
      + "\nNothing was checked: \(reason).\n"
  }

  @Test("a missing path is the one error, and the report says nothing was checked")
  func missingPath() throws {
    let folder = try TemporaryFolder("nothing-checked")
    let missing = folder.path + "/Examples/Setings"
    let run = CapturedRun(["check", missing, "--quiet"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(missing): no such file or folder\n")
    #expect(
      run.stdout.hasSuffix(
        Self.emptyReportEnd(missing: [missing], reason: "\(missing): no such file or folder")))
    #expect(!run.stdout.contains("No findings"))
  }

  @Test("every path missing: each named once, no error after them")
  func everyPathMissing() throws {
    let folder = try TemporaryFolder("nothing-checked")
    let (first, second) = (folder.path + "/a", folder.path + "/b")
    let run = CapturedRun(["check", first, second, "--quiet"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr == "Error: \(first): no such file or folder\nError: \(second): no such file or folder\n")
    #expect(
      run.stdout.hasSuffix(
        Self.emptyReportEnd(missing: [first, second], reason: "\(first), \(second): no such file or folder")))
  }

  @Test("a missing path beside a folder with no strings: both errors, the folder's says none were found")
  func missingBesideEmptyFolder() throws {
    let folder = try TemporaryFolder("nothing-checked")
    try folder.write("app/readme.txt", "no strings here")
    let (missing, app) = (folder.path + "/gone", folder.path + "/app")
    let run = CapturedRun(["check", missing, app, "--quiet"])
    #expect(run.exitCode == 3)
    let reason =
      "no localization strings found in \(missing), \(app) (.xcstrings, .strings, .stringsdict, .xliff, .xcloc, "
      + "values*/strings.xml)"
    #expect(
      run.stderr == "Error: \(missing): no such file or folder\nError: nothing was checked: \(reason)\n")
    #expect(run.stdout.hasSuffix("\nNothing was checked: \(reason).\n"))
  }

  /// A folder `app` holding no localization file, and why a run on it checks nothing.
  static func emptyApp() throws -> (folder: TemporaryFolder, app: String, reason: String) {
    let folder = try TemporaryFolder("nothing-checked")
    try folder.write("app/readme.txt", "no strings here")
    let app = folder.path + "/app"
    let reason =
      "no localization strings found in \(app) (.xcstrings, .strings, .stringsdict, .xliff, .xcloc, "
      + "values*/strings.xml)"
    return (folder, app, reason)
  }

  @Test("the locales are named as a possible reason only when the run asked for some (fresh-user U52-9)")
  func localesAskedFor() throws {
    let (folder, app, reason) = try Self.emptyApp()
    defer { withExtendedLifetime(folder) {} }
    let plain = CapturedRun(["check", app, "--quiet"])
    #expect(plain.stderr == "Error: nothing was checked: \(reason)\n")
    let asked = CapturedRun(["check", app, "--quiet", "--locales", "de"])
    #expect(asked.stderr == "Error: nothing was checked: \(reason), or none in the locales asked for\n")
  }

  @Test("an empty folder in JSON, JUnit, SARIF and HTML: each says why; JUnit has an error, not zero tests")
  func machineReports() throws {
    let (folder, app, reason) = try Self.emptyApp()
    defer { withExtendedLifetime(folder) {} }
    let json = CapturedRun(["check", app, "--quiet", "-f", "json"])
    #expect(json.exitCode == 3)
    let summary = try #require(try json.jsonObject()["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 0)
    #expect(summary["strings"] as? Int == 0)
    #expect(summary["nothingChecked"] as? String == reason)
    let junit = CapturedRun(["check", app, "--quiet", "-f", "junit"])
    #expect(junit.exitCode == 3)
    #expect(junit.stderr == "Error: nothing was checked: \(reason)\n")
    #expect(junit.stdout.contains("<testsuites name=\"TypeFit\" tests=\"1\" failures=\"0\" errors=\"1\">"))
    #expect(
      junit.stdout.contains("<error message=\"nothing was checked: \(reason)\" type=\"nothingChecked\">"))
    let sarif = CapturedRun(["check", app, "--quiet", "-f", "sarif"])
    #expect(sarif.exitCode == 3)
    let run = try #require((try sarif.jsonObject()["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect(
      (notification["message"] as? [String: Any])?["text"] as? String == "nothing was checked: \(reason)")
    let html = CapturedRun(["check", app, "--quiet", "-f", "html"])
    #expect(html.exitCode == 3)
    #expect(
      html.stdout.contains(
        "<p class=\"nothing-checked\"><strong>Nothing was checked: \(reason).</strong></p>"))
    // The fifty-first attack's A51-10: the xcode and github reports were empty files.
    let xcode = CapturedRun(["check", app, "--quiet", "-f", "xcode"])
    #expect(xcode.exitCode == 3)
    #expect(xcode.stdout == "typefit: error: nothing was checked: \(reason) [nothingChecked]\n")
    let github = CapturedRun(["check", app, "--quiet", "-f", "github"])
    #expect(github.exitCode == 3)
    #expect(github.stdout == "::error title=TypeFit::Nothing was checked: \(reason)\n")
  }

  @Test("--output over a good report: replaced by one that says nothing was checked, never 'No findings.'")
  func outputReplaced() throws {
    let folder = try TemporaryFolder("nothing-checked")
    try folder.write("de.lproj/Localizable.strings", "\"ok\" = \"OK\";\n")
    let report = folder.path + "/report.txt"
    let good = CapturedRun(["check", folder.path + "/de.lproj", "--quiet", "-o", report])
    #expect(good.exitCode == 0)
    #expect(try String(contentsOfFile: report, encoding: .utf8).hasSuffix("\nNo findings.\n"))
    let missing = folder.path + "/de.lprj"
    let run = CapturedRun(["check", missing, "--quiet", "-o", report])
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "Error: \(missing): no such file or folder\n")
    let written = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      written.hasSuffix(Self.emptyReportEnd(missing: [missing], reason: "\(missing): no such file or folder"))
    )
    #expect(!written.contains("No findings"))
  }

  /// A fresh user's U52-8: `check README.md` said "no localization file was read in README.md",
  /// and its warning listed the formats without `.xcloc`, unlike the other list.
  @Test("files of no localization format's name: 'X is not a localization file', one list of formats")
  func filesOfNoFormat() throws {
    let folder = try TemporaryFolder("nothing-checked")
    try folder.write("README.md", "# App\n")
    try folder.write("notes.txt", "\"k\" = \"v\";\n")
    let (readme, notes) = (folder.path + "/README.md", folder.path + "/notes.txt")
    let formats = ".xcstrings, .strings, .stringsdict, .xliff, .xcloc, values*/strings.xml"
    #expect(LocalizationFormat.writtenList == formats)
    let one = CapturedRun(["check", readme, "--quiet"])
    #expect(one.exitCode == 3)
    #expect(
      one.stderr
        == "Warning: \(readme): not a supported localization file (\(formats))\n"
        + "Error: nothing was checked: \(readme) is not a localization file\n")
    #expect(one.stdout.hasSuffix("\nNothing was checked: \(readme) is not a localization file.\n"))
    let two = CapturedRun(["check", readme, notes, "--quiet"])
    #expect(two.exitCode == 3)
    #expect(
      two.stderr.hasSuffix("Error: nothing was checked: \(readme), \(notes) are not localization files\n"))
    // A file of no format's name beside a folder with none: the folder's words, with the list.
    let app = folder.path + "/app"
    try folder.write("app/readme.txt", "no strings here")
    let beside = CapturedRun(["check", readme, app, "--quiet"])
    #expect(
      beside.stderr.hasSuffix(
        "Error: nothing was checked: no localization file was read in \(readme), \(app) (see the warnings above)\n"
      ))
    // Standard input named as no format's file: the same list.
    let standardInput = CapturedRun(
      ["check", "-", "--stdin-name", "notes.txt", "--quiet"], readLine: LineFeed(["\"k\" = \"v\";"]).next)
    #expect(standardInput.exitCode == 3)
    #expect(
      standardInput.stderr.contains(
        "standard input named notes.txt: not a localization file name (\(formats))\n"),
      "\(standardInput.stderr)")
  }
}
