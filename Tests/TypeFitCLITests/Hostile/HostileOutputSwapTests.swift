import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The thirteenth attack's A13-25: `--output reports/Localizable.strings` with `reports` a link
/// that a process beside the check swapped between a report folder and the input's
/// `de.lproj`: the output was judged when `reports` led to the report folder, and written at the
/// end through a second walk that then led into the input folder, replacing the input (28 of 150
/// runs). The report is written where the judged walk led.
@Suite("Hostile input: a link on the output's way swapped after the output was judged")
struct HostileOutputSwapTests {
  @Test(
    "a folder on the output's way replaced by a link after the output was judged: the report is not written through it; the input is untouched"
  )
  func swappedAfterJudgement() throws {
    let folder = try TemporaryFolder()
    let root = try #require(HostileOutputPathTests.Layout.real(folder.path))
    let input = "\"title\" = \"Titel\";\n"
    try folder.write("app/de.lproj/Localizable.strings", input)
    try folder.write("reports/keep", "")
    let output = root + "/reports/Localizable.strings"
    var arguments = ParsedArguments()
    arguments.values["output"] = [output]
    arguments.positionals = [root + "/app"]
    try OutputDestination.refuseAmongInputs(arguments)
    // Swapped as the attack's flip.py did: the folder moved away and a link put in its place,
    // into the input.
    try #require(rename(root + "/reports", root + "/reports.real") == 0)
    try FileManager.default.createSymbolicLink(atPath: root + "/reports", withDestinationPath: "app/de.lproj")
    // The report goes into the folder the judged walk holds open, wherever it now is (A72-5).
    let file = try ReportFile(path: output)
    file.write("report\n")
    try file.commit()
    #expect(
      try String(contentsOfFile: root + "/reports.real/Localizable.strings", encoding: .utf8) == "report\n")
    #expect(try String(contentsOfFile: root + "/app/de.lproj/Localizable.strings", encoding: .utf8) == input)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/app/de.lproj") == ["Localizable.strings"])
    // Judged while `reports` is a link in the folder beside the input: refused (A24-10).
    #expect(throws: UsageError.self) { try OutputDestination.refuseAmongInputs(arguments) }
  }

  @Test("a rename that fails at the end says so and removes the temporary file (A14-8)")
  func renameFails() throws {
    let folder = try TemporaryFolder()
    let root = try #require(HostileOutputPathTests.Layout.real(folder.path))
    let output = root + "/out/r.json"
    try folder.write("out/keep", "")
    let file = try ReportFile(path: output)
    file.write("report\n")
    // A folder of the report's name, not empty, put there before the rename: it cannot be replaced.
    try folder.write("out/r.json/inside", "")
    do {
      try file.commit()
      Issue.record("the report was renamed over a folder")
    } catch let error as OutputError {
      #expect(
        error.description
          == "cannot write --output \(output): cannot rename its temporary file over it (Is a directory)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted() == ["keep", "r.json"])
  }
}
