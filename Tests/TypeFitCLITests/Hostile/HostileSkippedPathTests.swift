import Foundation
import Testing
import _TypeFitTestSupport

/// When the walk reads no file at all (a folder past the depth limit, a file skipped by its
/// name), `check` says no localization file was read, counts no file in the summary and gives
/// each warning once (the seventeenth attack's A17-5 and A17-17).
@Suite("Hostile input: nothing checked because no file was read")
struct HostileSkippedPathTests {
  /// The JSON report's `summary.files`.
  private func summaryFiles(_ run: CapturedRun) throws -> Int? {
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    return summary["files"] as? Int
  }

  @Test(
    "the only file lies past the 256-level folder limit: files 0, one depth error (A41-5), 'not searched'")
  func onlyFileTooDeep() throws {
    let folder = try TemporaryFolder()
    let deep = Array(repeating: "d", count: 258).joined(separator: "/")
    try folder.write("app/" + deep + "/de.lproj/Localizable.strings", "\"k\" = \"v\";\n")
    let app = folder.path + "/app"
    let run = Hostile.check([app])
    #expect(run.exitCode == 3)
    #expect(try summaryFiles(run) == 0)
    #expect(Hostile.resultKeys(run).isEmpty)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    let limit = app + "/" + Array(repeating: "d", count: 257).joined(separator: "/")
    #expect(
      lines == [
        "Error: \(limit): folders nested deeper than 256 levels; not searched, so no file inside is checked",
        "Error: nothing was checked: no localization strings were read in \(app); 1 folder was not searched, "
          + "nested too deep (see the errors above)",
      ])
    // Without the Swift walker, the localization walker's own warning is the one given.
    let alone = Hostile.check([app], ["--no-discovery"])
    #expect(alone.exitCode == 3)
    #expect(
      alone.stderr.split(separator: "\n").map(String.init) == [
        "Error: \(limit): folders nested deeper than 256 levels; not searched, so no file inside is checked",
        "Error: nothing was checked: no localization strings were read in \(app); 1 folder was not searched, "
          + "nested too deep (see the errors above)",
      ])
  }

  @Test("a file skipped by its name is no file read: files 0 and 'not a localization file', the warning once")
  func fileSkippedByName() throws {
    let folder = try TemporaryFolder()
    try folder.write("notes.txt", "\"k\" = \"v\";\n")
    let path = folder.path + "/notes.txt"
    let run = Hostile.check([path])
    #expect(run.exitCode == 3)
    #expect(try summaryFiles(run) == 0)
    #expect(
      run.stderr.split(separator: "\n").map(String.init) == [
        "Warning: \(path): not a supported localization file (.xcstrings, .strings, .stringsdict, .xliff, .xcloc, "
          + "values*/strings.xml)",
        "Error: nothing was checked: \(path) is not a localization file",
      ])
    // A file that is read and whose every entry is skipped is still counted, in the old words.
    try folder.write("de.lproj/Localizable.strings", "\"k\" = ;\n")
    let read = Hostile.check([folder.path + "/de.lproj"])
    #expect(try summaryFiles(read) == 1)
  }
}
