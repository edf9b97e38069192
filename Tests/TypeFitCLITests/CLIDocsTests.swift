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

  /// The words of a documented command line after `$ typefit `: split at spaces, double quotes
  /// grouping words (all the examples need).
  static func words(_ line: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }

  /// The sixty-ninth attack's nit: `typefit check --help`'s usage line left out
  /// `[--max-row-layouts N]`, which the synopsis of Docs/CLI.md has.
  @Test("typefit check's usage line names every option of its synopsis in Docs/CLI.md")
  func checkUsageNamesTheSynopsisOptions() throws {
    let document = try String(contentsOf: Self.docURL, encoding: .utf8)
    let section = try #require(document.range(of: "## `typefit check`\n\n```\n"))
    let end = try #require(document.range(of: "```", range: section.upperBound..<document.endIndex))
    let synopsis = document[section.upperBound..<end.lowerBound]
    let options = synopsis.split(separator: "[").compactMap { part -> String? in
      guard part.hasPrefix("--") else { return nil }
      return String(part.prefix { $0 != " " && $0 != "]" })
    }
    #expect(options.count >= 12, "\(options)")
    for option in options {
      #expect(CheckCommand.usage.contains("[" + option), "\(option) is in the synopsis, not the usage line")
    }
  }

  /// A fresh user's U52-11: Docs/CLI.md's `measure` synopsis left out `--stack` and
  /// `--metrics`, `fonts`' left out `--metrics`.
  @Test("Docs/CLI.md's measure and fonts synopses name every option the command parses")
  func synopsesNameEveryOption() throws {
    let document = try String(contentsOf: Self.docURL, encoding: .utf8)
    for command in [MeasureCommand.self, FontsCommand.self] as [any CLICommand.Type] {
      let section = try #require(document.range(of: "## `typefit \(command.name)`\n\n```\n"))
      let end = try #require(document.range(of: "```", range: section.upperBound..<document.endIndex))
      let synopsis = document[section.upperBound..<end.lowerBound]
      for option in command.options {
        #expect(synopsis.contains("--\(option.name)"), "typefit \(command.name): --\(option.name)")
      }
      #expect(document.contains("`\(command.name)` writes to standard output only: it has no `--output`"))
    }
  }

  /// The fresh-user run's F22-2: the `typefit row` examples of Docs/CLI.md had drifted from the
  /// command (an error that is now a note, older tracking values, exit 1 that is now 0). Each
  /// `$ typefit row …` line in a fenced block is run; what follows it up to the next `$ ` line is
  /// its standard output, or its standard error when that begins with `Error:`; a `$ echo $?`
  /// line after it gives the exit code (0 when absent).
  @Test("Docs/CLI.md's typefit row examples are the command's real output and exit code")
  func rowExamplesAreRealOutput() throws {
    let document = try String(contentsOf: Self.docURL, encoding: .utf8)
    let blocks = document.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(
      \.element)
    var examples = 0
    for block in blocks where block.contains("\n$ typefit row ") {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      var index = 0
      while index < lines.count {
        guard lines[index].hasPrefix("$ typefit row ") else {
          index += 1
          continue
        }
        let arguments = ["row"] + Self.words(lines[index].dropFirst("$ typefit row ".count))
        var output: [Substring] = []
        var exitCode: Int32 = 0
        index += 1
        while index < lines.count, !lines[index].hasPrefix("$ ") {
          output.append(lines[index])
          index += 1
        }
        if index + 1 < lines.count, lines[index] == "$ echo $?" {
          exitCode = Int32(lines[index + 1]) ?? -1
          index += 2
        }
        let expected = output.joined(separator: "\n").trimmingCharacters(in: .newlines)
        let run = CapturedRun(arguments)
        let actual = expected.hasPrefix("Error:") ? run.stderr : run.stdout
        #expect(
          actual.trimmingCharacters(in: .newlines) == expected, "typefit \(arguments.joined(separator: " "))")
        #expect(run.exitCode == exitCode, "typefit \(arguments.joined(separator: " "))")
        examples += 1
      }
    }
    #expect(examples == 6)
  }

  /// The fresh-user run's F22-15: the `typefit check` section opens with an excerpt of the
  /// bundled example's report. Every line of it but `…` (lines left out) is a line of the real
  /// report, in the same order, and `$ echo $?` gives the exit code.
  @Test("Docs/CLI.md's typefit check excerpt is lines of the command's real report, in order")
  func checkExcerptIsRealOutput() throws {
    let document = try String(contentsOf: Self.docURL, encoding: .utf8)
    let command = "$ typefit check Examples/Settings\n"
    let start = try #require(document.range(of: command))
    let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
    var excerpt = document[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    var exitCode: Int32 = 0
    if excerpt.count >= 2, excerpt[excerpt.count - 2] == "$ echo $?" {
      exitCode = Int32(excerpt[excerpt.count - 1]) ?? -1
      excerpt.removeLast(2)
    }
    let root = Self.docURL.deletingLastPathComponent().deletingLastPathComponent().path
    let run = CapturedRun(["check", root + "/Examples/Settings"])
    #expect(run.exitCode == exitCode)
    // The report names the path as given; the documented run gives it relative to the clone.
    let lines = run.stdout.replacingOccurrences(of: root + "/", with: "").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    var next = 0
    var matched = 0
    for line in excerpt where line != "…" {
      guard let found = lines[next...].firstIndex(of: line) else {
        Issue.record("not in the report (after line \(next)): \(line); rewrite the excerpt from the real run")
        break
      }
      next = found + 1
      matched += 1
    }
    #expect(matched >= 8)
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
