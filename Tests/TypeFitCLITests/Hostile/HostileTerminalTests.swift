import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// What `rows` and `row` print cannot drive a terminal or a job log: ESC,
/// other controls and bidirectional overrides from keys, titles and paths are shown escaped.
@Suite("Hostile input: terminal controls in rows and row output")
struct HostileTerminalTests {
  /// True when `text` holds ESC, BEL or U+202E (RIGHT-TO-LEFT OVERRIDE) as raw characters.
  static func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" }
  }

  @Test("rows: keys and paths with ESC, OSC and U+202E are escaped in the table, findings and warnings")
  func rowsTable() throws {
    let folder = try TemporaryFolder()
    let path = "a\u{1B}[2Jb\u{202E}/V.swift"
    let source =
      "List {\n  NavigationLink(\"k\u{1B}]0;owned\u{07}\u{202E}x\") { Detail() }\n"
      + "  Text(\"open\n}\n"
    try folder.write(path, source)
    let run = CapturedRun(["rows", folder.path])
    #expect(run.exitCode == 0)
    #expect(!Self.hasRawControls(run.stdout) && !Self.hasRawControls(run.stderr))
    #expect(run.stdout.contains("k\\u{1B}]0;owned\\u{7}\\u{202E}x"))
    #expect(run.stdout.contains("a\\u{1B}[2Jb\\u{202E}/V.swift:2:3"))
    #expect(run.stderr.contains("a\\u{1B}[2Jb\\u{202E}/V.swift:3:8: warning: unterminated string literal: "))
  }

  @Test("rows: a path not read is said once, in check's words (Error: PATH: …), not 'Warning: …: warning: …'")
  func rowsDiagnosticOnce() throws {
    let folder = try TemporaryFolder()
    let run = CapturedRun(["rows", folder.path + "/missing"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(folder.path)/missing: no such file or folder\n")
  }

  @Test("row: the title in the header and in the findings is escaped")
  func rowHeader() {
    let run = CapturedRun([
      "row", "--title", "t\u{1B}[2J\u{202E}" + String(repeating: "x", count: 200), "--categories", "AX5",
    ])
    #expect(!Self.hasRawControls(run.stdout))
    #expect(run.stdout.hasPrefix("\"t\\u{1B}[2J\\u{202E}xxx"))
  }
}
