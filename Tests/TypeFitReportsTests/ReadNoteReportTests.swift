import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// Fresh24 F24-5: content TypeFit leaves out by design (a String Catalog's Mac and visionOS
/// variants) was a read warning in every format: "Read problems" in text, a SARIF warning
/// notification, a `::warning` taking one of GitHub's 10 of a step. It is a note now, said
/// apart from the read problems, which stay errors and warnings.
@Suite("Read notes: content left out by design")
struct ReadNoteReportTests {
  static let note = LocalizationDiagnostic(
    kind: .unsupportedContent, severity: .note, file: "/src/app/Localizable.xcstrings", line: 50662,
    column: 43,
    message:
      "device.applevision, device.mac of \"settings.display.section.platform\" not checked: rows are laid out "
      + "on iPhone and iPad, which never show these variants")

  /// The fixture run with a read error and `notes` (the note, by default), at `floor`.
  static func render(
    _ format: ReportFormat, floor: Severity = .note, notes: [LocalizationDiagnostic] = [note]
  )
    -> String
  {
    var info = ReportFixtures.info
    info.minimumSeverity = floor
    var writer = format.makeWriter(ReportFixtures.options)
    var output = writer.begin(info)
    var summary = CheckSummary()
    for result in ReportFixtures.results {
      output += writer.write(result)
      summary.add(result)
    }
    summary.diagnostics = [ReportFixtures.diagnostic] + notes
    output += writer.finish(summary)
    return output
  }

  @Test("text: read problems count the error only; the note has a section of its own")
  func text() {
    let text = Self.render(.text)
    #expect(
      text.contains(
        "\nRead problems  1 error, 0 warnings\n  error  fi.lproj/Localizable.strings:7:18: expected ';' after value\n\n"
      ))
    #expect(
      text.contains(
        "\nLeft out by design  1 note: nothing to fix\n  note  Localizable.xcstrings:50662:43: device.applevision, "
          + "device.mac of \"settings.display.section.platform\" not checked: rows are laid out on iPhone and iPad, "
          + "which never show these variants\n"))
    #expect(!text.contains("1 error, 1 warning"))
  }

  /// Ice Cubes has 45 plural forms its languages never show (A26-9): listed whole, they took the
  /// first screen from the source findings.
  @Test("text: the first 3 notes are listed, the others counted")
  func textListsThreeNotes() {
    let notes = (1...5).map { line in
      var note = Self.note
      note.line = line
      return note
    }
    let text = Self.render(.text, notes: notes)
    #expect(text.contains("\nLeft out by design  5 notes: nothing to fix\n"))
    #expect(text.components(separatedBy: "\n  note  Localizable.xcstrings:").count - 1 == 3)
    #expect(text.contains("\n  … and 2 more (all in --format json)\n"))
  }

  @Test("JSON: the note's severity is note; the summary counts it as readNotes, not readWarnings")
  func json() throws {
    let object = try #require(try ReportFixtures.parseJSON(Self.render(.json)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["readErrors"] as? Int == 1)
    #expect(summary["readWarnings"] as? Int == 0)
    #expect(summary["readNotes"] as? Int == 1)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["severity"] as? String } == ["note", "error"])
  }

  @Test("JSON without read notes writes no readNotes member")
  func jsonWithoutNotes() {
    #expect(!ReportFixtures.render(.json).contains("readNotes"))
  }

  @Test("SARIF: the note is a notification of level note; the run stays unsuccessful for the error only")
  func sarif() throws {
    let object = try #require(try ReportFixtures.parseJSON(Self.render(.sarif)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.map { $0["level"] as? String } == ["note", "error"])
    #expect(invocation["executionSuccessful"] as? Bool == false)
  }

  @Test("github and xcode: the note is left out at the warning floor and a notice or note at the note floor")
  func annotations() {
    let github = Self.render(.github, floor: .warning)
    #expect(!github.contains("unsupportedContent"))
    #expect(
      github.contains("::error file=fi.lproj/Localizable.strings,line=7,col=18,title=TypeFit syntaxError::"))
    #expect(
      Self.render(.github, floor: .note).contains(
        "::notice file=Localizable.xcstrings,line=50662,col=43,title=TypeFit unsupportedContent::device.applevision"
      ))
    let xcode = Self.render(.xcode, floor: .warning)
    #expect(!xcode.contains("unsupportedContent"))
    #expect(
      Self.render(.xcode, floor: .note).contains(
        "/src/app/Localizable.xcstrings:50662:43: note: device.applevision, device.mac of"))
  }

  @Test("JUnit: the note is a passing case whose output says note")
  func junit() {
    let xml = Self.render(.junit)
    #expect(xml.contains("<system-out>note: Localizable.xcstrings:50662:43: device.applevision"))
    #expect(!xml.contains("warning: Localizable.xcstrings"))
  }
}
