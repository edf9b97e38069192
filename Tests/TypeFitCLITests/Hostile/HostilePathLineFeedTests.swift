import Foundation
import Testing
import _TypeFitTestSupport

/// The twentieth attack's A20-22: a folder whose name holds a line feed
/// (`x\n::error file=evil::pwn`, legal in git) was written raw in the JUnit `<failure>` body, so
/// a JUnit report printed to a GitHub Actions log ran the workflow command after it. Paths are
/// now escaped in every body as keys are: no report puts a line of its own after the line feed.
@Suite("Hostile input: a line feed in a folder name")
struct HostilePathLineFeedTests {
  /// A truncating German value in `x\n::error file=evil::pwn/de.lproj/Localizable.strings`.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("path-lf")
    try folder.write(
      "x\n::error file=evil::pwn/de.lproj/Localizable.strings",
      "\"k\" = \"Datenschutzeinstellungen Datenschutz\";\n")
    // A row, so that `--title-lines 1` applies to it (rows only: fresh23 F23-4).
    try folder.write("typefit.json", #"{"rows": [{"title": "k"}]}"#)
    return folder
  }

  @Test(
    "no report has a line that begins with the folder name's second line",
    arguments: ["junit", "text", "html", "xcode", "github", "sarif", "json", "ndjson"])
  func noForgedLine(_ format: String) throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "-q", "--title-lines", "1", "-f", format])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(!line.hasPrefix("::error file=evil"), "\(format): \(line.prefix(120))")
    }
  }

  @Test("the JUnit failure body names the file with the line feed escaped")
  func junitBodyEscaped() throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "-q", "--title-lines", "1", "-f", "junit"])
    #expect(
      run.stdout.contains(
        ">\(folder.path)/x\\n::error file=evil::pwn/de.lproj/Localizable.strings:1:7: TF001 label-truncated (error)\n"
      ),
      "\(run.stdout)")
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("::") })
  }
}
