import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// The `github` format against GitHub's documented workflow-command syntax,
/// `::command key=value,key=value::message`, and the escaping its runner undoes.
@Suite struct GitHubActionsReportTests {
  /// A command as the Actions runner reads one line: the name up to a space or `::`, properties
  /// split at `,` and then at the first `=`, values unescaped `%0D %0A %3A %2C %25`, the message
  /// after the second `::` unescaped `%0D %0A %25` (`%25` last, so `%253A` stays `%3A`).
  struct ParsedCommand: Equatable {
    var name: String
    var properties: [String: String]
    var message: String

    init?(_ line: Substring) {
      guard line.hasPrefix("::") else { return nil }
      let rest = line.dropFirst(2)
      guard let end = rest.range(of: "::") else { return nil }
      let head = rest[..<end.lowerBound]
      message = Self.unescape(String(rest[end.upperBound...]), property: false)
      let parts = head.split(separator: " ", maxSplits: 1)
      name = String(parts.first ?? "")
      properties = [:]
      if parts.count == 2 {
        for pair in parts[1].split(separator: ",") {
          guard let equals = pair.firstIndex(of: "=") else { return nil }
          properties[String(pair[..<equals])] = Self.unescape(
            String(pair[pair.index(after: equals)...]), property: true)
        }
      }
    }

    static func unescape(_ text: String, property: Bool) -> String {
      var result = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(
        of: "%0A", with: "\n")
      if property {
        result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
      }
      return result.replacingOccurrences(of: "%25", with: "%")
    }
  }

  private var lines: [Substring] {
    ReportFixtures.render(.github).split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("Each problem is an error command with file, line, col and title, the file relative to the root")
  func truncatedTitle() throws {
    // Typed apart: compared with a `Substring` in `#expect`, the joined literal took 10 s to type-check.
    let expected: String =
      "::error file=de.lproj/Localizable.strings,line=12,col=1,title=TF001 label-truncated::"
      + "settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed). de: "
      + "'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; "
      + "shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)"
    #expect(String(lines[2]) == expected)
    let command = try #require(ParsedCommand(lines[2]))
    #expect(command.name == "error")
    #expect(
      command.properties == [
        "file": "de.lproj/Localizable.strings", "line": "12", "col": "1", "title": "TF001 label-truncated",
      ])
  }

  @Test("Every line parses as a command; the read problem comes last with its kind as title")
  func everyLineParses() throws {
    let output = ReportFixtures.render(.github)
    #expect(output.hasSuffix("\n"))
    let commands = try output.dropLast().split(separator: "\n").map { try #require(ParsedCommand($0)) }
    #expect(
      commands.map { $0.properties["title"] ?? "" } == [
        "TF004 missing-glyphs", "TF001 label-truncated", "TF001 label-truncated",
        // The three rows' TF002 (iOS's own row height) are one cause (fresh24 F24-7).
        "TF002 row-target-too-small", "TypeFit syntaxError",
      ])
    #expect(
      commands.last
        == ParsedCommand(
          "::error file=fi.lproj/Localizable.strings,line=7,col=18,title=TypeFit syntaxError::expected ';' after value"
        ))
    #expect(commands.last?.properties["col"] == "18")
  }

  @Test("Percent, CR and LF are escaped in the message; colon and comma too in properties")
  func escaping() {
    #expect(WorkflowCommand.escapedData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
    #expect(WorkflowCommand.escapedProperty("C:\\a,b%\n") == "C%3A\\a%2Cb%25%0A")
    #expect(WorkflowCommand.escapedProperty("%3A") == "%253A")
  }

  @Test("ESC and bidirectional controls are shown escaped in properties (a file path) and messages")
  func controls() {
    #expect(WorkflowCommand.escapedProperty("a\u{1B}[2Jb\u{202E}.swift") == "a\\u{1B}[2Jb\\u{202E}.swift")
    #expect(WorkflowCommand.escapedData("m\u{1B}[31m\u{2066}\n") == "m\\u{1B}[31m\\u{2066}%0A")
  }

  @Test("Hostile paths and messages survive the runner's parsing unchanged")
  func roundTrip() throws {
    let file = "de,fr:x/50%/Local\nizable.strings"
    let message = "100% sure: a, b\r\n::warning::injected"
    let command = WorkflowCommand(
      name: "error", properties: [("file", file), ("line", "3"), ("title", "T: 1, 2")], message: message)
    let line = command.line
    #expect(line.hasSuffix("\n"))
    #expect(line.dropLast().contains("\n") == false)
    #expect(line.dropLast().contains("\r") == false)
    let parsed = try #require(ParsedCommand(Substring(line.dropLast())))
    #expect(parsed.properties == ["file": file, "line": "3", "title": "T: 1, 2"])
    #expect(parsed.message == message)
  }

  @Test("Notes become notice commands; whole-file problems have no line or col")
  func levels() throws {
    let writer = GitHubActionsReportWriter(options: ReportOptions(sourceRoot: "/w"))
    let note = AnnotationRecord(
      file: "/w/de.lproj/A.strings", line: 2, column: 9, level: .note, code: "TF007",
      title: "TF007 value-stacked", message: "m")
    #expect(
      writer.line(note)
        == "::notice file=de.lproj/A.strings,line=2,col=9,title=TF007 value-stacked::m\n")
    let wholeFile = AnnotationRecord(
      file: "/elsewhere/A.strings", line: nil, column: nil, level: .warning, code: "invalidEncoding",
      title: "TypeFit invalidEncoding", message: "not UTF-8")
    #expect(
      writer.line(wholeFile)
        == "::warning file=/elsewhere/A.strings,title=TypeFit invalidEncoding::not UTF-8\n")
  }
}
