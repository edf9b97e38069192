import Foundation
import Testing
import _TypeFitTestSupport

/// The nineteenth attack's A19-12: when every `.strings` file was refused for the memory limit
/// (rightly, exit 3), the run ended with "nothing was checked: no localization strings found in
/// …", though the strings were there, in the files not read. It now says that none were read and
/// how many files have read errors.
@Suite("Hostile input: every localization file there and not read")
struct HostileNothingReadTests {
  /// A `.strings` table of `count` entries, about 49 bytes each (300,000: 14.8 MB, which needs
  /// about 109 MB to read whole; `ulimit -v 300000` leaves about 70 MB).
  static func table(_ count: Int) -> String {
    (0..<count).map { "\"key_\($0)\" = \"Datenschutzeinstellungen \($0)\";\n" }.joined()
  }

  @Test(
    "every .strings file refused for memory: their errors, then that no strings were read, exit 3",
    .enabled(if: Hostile.binary != nil, "needs the built binary"))
  func refusedForMemory() throws {
    let folder = try TemporaryFolder("nrd")
    let table = Self.table(300_000)
    try folder.write("app/de.lproj/Localizable.strings", table)
    try folder.write("app/fr.lproj/Localizable.strings", table)
    let report = folder.path + "/r.xml"
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-f", "junit", "-o", report], seconds: 120, addressSpaceKB: 300_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr)")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(run.stderr)")
    for (index, locale) in ["de", "fr"].enumerated() where index < lines.count {
      #expect(
        lines[index].hasPrefix(
          "Error: \(folder.path)/app/\(locale).lproj/Localizable.strings: reading this file of \(table.utf8.count) "
            + "bytes whole needs about "))
    }
    #expect(
      lines.last
        == "Error: nothing was checked: no localization strings were read in \(folder.path)/app; 2 files have read "
        + "errors (see the errors above)")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    // The two files' errors and the run's own: nothing was checked.
    #expect(xml.contains("<testsuites name=\"TypeFit\" tests=\"3\" failures=\"0\" errors=\"3\">"))
    #expect(
      xml.contains(
        "<error message=\"nothing was checked: no localization strings were read in \(folder.path)/app; 2 files "
          + "have read errors (see the errors above)\" type=\"nothingChecked\">"))
  }

  @Test("a missing input is named once, with no second error saying no strings were found there")
  func missingInput() {
    let run = CapturedRun(["check", "/nonexistent/typefit-app", "-q"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: /nonexistent/typefit-app: no such file or folder\n")
  }
}
