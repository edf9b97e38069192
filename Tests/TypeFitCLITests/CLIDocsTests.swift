import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Keeps the option tables of Docs/CLI.md in step with the commands' option tables.
///
/// Each command's table sits between `<!-- options:NAME -->` and `<!-- /options:NAME -->`.
/// Run with `TYPEFIT_RECORD=1` to rewrite them after changing an option.
@Suite struct CLIDocsTests {
  private static let docURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/CLI.md")

  /// The Markdown table of a command's options.
  static func optionTable(_ command: any CLICommand.Type) -> String {
    var lines = ["| Option | Meaning |", "|---|---|"]
    for option in command.options {
      let name = option.synopsis
      let repeatable = option.isRepeatable ? " Repeatable." : ""
      let help = (option.help + repeatable).replacingOccurrences(of: "|", with: "\\|")
      lines.append("| `\(name)` | \(help) |")
    }
    return lines.joined(separator: "\n")
  }

  @Test("Docs/CLI.md lists every option of every command, as declared")
  func optionTablesInStep() throws {
    var document = try String(contentsOf: Self.docURL, encoding: .utf8)
    var stale: [String] = []
    for command in TypeFitTool.commands {
      let open = "<!-- options:\(command.name) -->"
      let close = "<!-- /options:\(command.name) -->"
      guard let start = document.range(of: open),
        let end = document.range(of: close, range: start.upperBound..<document.endIndex)
      else {
        stale.append("\(command.name) (no markers)")
        continue
      }
      let expected = "\n" + Self.optionTable(command) + "\n"
      if document[start.upperBound..<end.lowerBound] != expected {
        stale.append(command.name)
        document.replaceSubrange(start.upperBound..<end.lowerBound, with: expected)
      }
    }
    if GoldenFile.isRecording {
      try document.write(to: Self.docURL, atomically: true, encoding: .utf8)
    } else {
      #expect(stale.isEmpty, "Docs/CLI.md option tables out of step: \(stale); re-run with TYPEFIT_RECORD=1")
    }
  }
}
