import Foundation
import Testing
import _TypeFitTestSupport

/// Swift files that each give a problem (brackets nested past the lexer's limit; an error of the
/// run since fix20h) put at most 200 lines on standard error in a run, then one line counting the
/// rest, in `check` and in `rows` (the seventeenth attack's A17-14; the cap A15-11 put on read
/// errors).
@Suite("Hostile input: a warning in each of 230 Swift files")
struct HostileSwiftWarningFloodTests {
  static let files = 230

  /// The good file and `files` Swift files, `s000/F.swift` …, each nested 300 brackets deep
  /// before a view with a row.
  private func folder() throws -> TemporaryFolder {
    let folder = try Hostile.folderWithGoodFile()
    let deep = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
    for index in 0..<Self.files {
      let name = "s" + String(repeating: "0", count: 3 - String(index).count) + String(index)
      // A file is searched for its nesting only when it names a row construct.
      try folder.write(
        name + "/F.swift",
        "let x = \(deep)\nstruct V: View { var body: some View { List { NavigationLink(\"k\") { EmptyView() } } } }\n"
      )
    }
    return folder
  }

  @Test("check: 200 error lines, then one counting the other 30 in 30 files; the good file is checked")
  func check() throws {
    let folder = try folder()
    let run = Hostile.check([folder.path])
    // A Swift file not searched is an input not read (fix20h), listed as the read errors are.
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 201)
    #expect(lines.prefix(200).allSatisfy { $0.hasPrefix("Error: " + folder.path + "/s") })
    #expect(
      lines.first
        == "Error: \(folder.path)/s000/F.swift:1:265: brackets nested more than 256 levels deep; this file is "
        + "not searched for rows")
    #expect(
      lines.last
        == "Error: and 30 more read errors in 30 files, not listed here; a JSON, NDJSON or SARIF report has them all"
    )
    #expect((try run.jsonObject()["diagnostics"] as? [[String: Any]])?.count == Self.files)
  }

  @Test("rows: 200 lines, then one counting the rest; the JSON output keeps all 230")
  func rows() throws {
    let folder = try folder()
    let run = CapturedRun(["rows", folder.path, "--format", "json"])
    // A file not searched is an input not read, as before.
    #expect(run.exitCode == 3)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 201)
    #expect(lines.first?.hasPrefix("\(folder.path)/s000/F.swift:1:") == true)
    #expect(
      lines.last
        == "and 30 more problems reading Swift sources in 30 files, not listed here; the JSON output lists them all"
    )
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == Self.files)
  }
}
