import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

@Suite struct TextReportTests {
  @Test("The summary comes first with the counts, then the problems") func summary() throws {
    let text = ReportFixtures.render(.text)
    #expect(
      text.hasPrefix(
        "TypeFit 0.1.0-test · profile ios18 · iPhone SE (3rd generation), 375 pt · xSmall…AX5 · fonts: system\n"
          + "config: none · reports all findings\n"))
    #expect(
      text.contains(
        "  checked   4 rows in 2 locales: 4 row × locale checks\n"
          + "            4 with findings: 3 with errors or warnings, 1 with notes only\n"))
    #expect(text.contains("  locales   2 (de, en)\n"))
    // The rows' TF002 at xSmall–medium is iOS's own row height: notes (fresh22 F22-7).
    #expect(text.contains("  findings  6: 3 errors, 0 warnings, 3 notes\n"))
    #expect(text.contains("  TF001 label-truncated       error    2\n"))
    #expect(text.contains("Findings by role\n  row 6\n"))
    // The TF004 error holds at no one size: counted last, so that the line adds up to 6.
    #expect(text.contains("  xSmall 4 · AX1 1 · any size 1\n"))
    #expect(text.contains("  de 5 · en 1\n"))
    #expect(text.contains("Read problems  1 error, 0 warnings\n"))
    #expect(text.contains("  error  fi.lproj/Localizable.strings:7:18: expected ';' after value\n"))
    let summaryIndex = text.range(of: "Summary")!.lowerBound
    let problemsIndex = try #require(
      text.range(of: "Problems (4 of 4; 6 findings said once per key, rule and part)")
    )
    .lowerBound
    #expect(summaryIndex < problemsIndex)
  }

  @Test("A problem line says key, problem, locales and numbers; the next the rule, role, place and example")
  func problemLine() {
    let text = ReportFixtures.render(.text)
    #expect(
      text.contains(
        "error    settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed)\n"
          + "           TF001 label-truncated · row (given as a row) · de.lproj/Localizable.strings:12 (de): "
          + "'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…'\n"))
    #expect(
      text.contains(
        "error    settings.weather: title has characters no font covers in de\n"
          + "           TF004 missing-glyphs · row (given as a row) · de.lproj/Localizable.strings:14 (de): "
          + "title cannot be measured: no configured font covers U+2603"))
    // Control characters are shown as escapes, so each problem stays on its lines.
    #expect(text.contains("'Tab\\there \\u{1} <b>&amp;</b>"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test("The list is capped with how to see the rest") func cap() {
    let text = ReportFixtures.render(.text, options: ReportOptions(offenderLimit: 2))
    // The rows' TF002 at xSmall–medium is iOS's own row height: notes (fresh22 F22-7), one line
    // for the rows that share it (fresh24 F24-7).
    #expect(text.contains("Problems (2 of 4; 6 findings said once per key, rule and part)\n"))
    #expect(
      text.contains(
        "… and 2 more (1 error, 1 note); see all with --format json, or raise the floor with --min-severity "
          + "warning\n"))
    // Missing glyphs rank first (they hold at every size), then errors from the smallest category.
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("error ") }
    #expect(lines.count == 2)
    #expect(lines[0].contains("settings.weather"))
    #expect(lines[1].contains("odd<&>\"key [plural: one]: title truncates from xSmall"))
  }

  @Test("Grouped problems list their locales and errors come before notes") func grouped() {
    let text = ReportFixtures.render(.text, results: ProblemListTests.results)
    #expect(text.contains("error    settings.privacy: title truncates from "))
    #expect(text.contains(" in de, de-AT, de-CH, fi (needs 2 lines, 1 allowed)\n"))
    #expect(
      text.contains(
        "note     settings.airplane: switch is 51×31 pt, below the 44×44 pt HIG minimum "
          + "(a stock UISwitch (SwiftUI Toggle): Apple's control, whose size the app cannot change)\n"
      ))
    let severities = text.split(separator: "\n").compactMap { line -> Int? in
      if line.hasPrefix("error ") { return 2 }
      if line.hasPrefix("warning ") { return 1 }
      if line.hasPrefix("note ") { return 0 }
      return nil
    }
    #expect(!severities.isEmpty)
    #expect(severities == severities.sorted(by: >))
  }

  @Test("Colour only when asked") func colour() {
    let text = ReportFixtures.render(.text, options: ReportOptions(color: true))
    #expect(text.contains("\u{1B}[31merror  \u{1B}[0m  settings.privacy"))
  }

  @Test(
    "The checked line says each number once: keys by role, locales, checks, strings laid out (fresh21 F21-3, fresh22 F22-6)"
  )
  func checkedLine() {
    var summary = CheckSummary()
    #expect(TextReportWriter.checkedText(summary) == "nothing")
    for result in ReportFixtures.results { summary.add(result) }
    // One string a row: the strings are the rows, not said twice.
    #expect(TextReportWriter.checkedText(summary) == "4 rows in 2 locales: 4 row × locale checks")
    // settings.wifi's only finding is TF002 at xSmall–medium, iOS's own row height: a note.
    #expect(
      CheckedPhrase.withFindings(summary) == "4 with findings: 3 with errors or warnings, 1 with notes only")
    var composed = ReportFixtures.clean
    composed.item.partKeys = ["subtitle": "settings.wifi.network", "value": "settings.wifi.state"]
    summary.add(composed)
    var label = ReportFixtures.clean
    label.item.role = .label
    summary.add(label)
    var prose = ReportFixtures.clean
    prose.item.role = .prose
    summary.add(prose)
    summary.add(prose)
    #expect(summary.strings == 10)
    // Keys count once per role whatever their locales: the composed row is `settings.wifi` again,
    // and the two prose results one key.
    #expect(summary.keysByRole == [.row: 4, .label: 1, .prose: 1])
    #expect(
      TextReportWriter.checkedText(summary)
        == "4 rows, 1 label, 1 prose in 2 locales: 8 key × locale checks (10 strings)")
    // Of the 8 checks, the 4 copies of settings.wifi have its TF002 note only.
    #expect(
      CheckedPhrase.withFindings(summary) == "8 with findings: 3 with errors or warnings, 5 with notes only")
    let text = ReportFixtures.render(.text, results: ReportFixtures.results + [composed])
    #expect(text.contains("\n  checked   4 rows in 2 locales: 5 row × locale checks (7 strings)\n"))
  }

  @Test(
    "Findings in Swift sources are said apart from the checks, with their errors: Mastodon read '0 with errors or warnings' beside 6 errors"
  )
  func sourceFindingsApart() {
    var summary = CheckSummary()
    let location = SourceLocation(file: "App/Row.swift", line: 12, column: 5)
    summary.sourceFindings = [
      SourceFinding(ruleID: .labelNotScaled, location: location, message: "fixed size"),
      SourceFinding(ruleID: .labelNotScaled, location: location, message: "fixed size"),
      SourceFinding(ruleID: .labelNotScaled, severity: .note, location: location, message: "not resolved"),
    ]
    #expect(
      CheckedPhrase.withFindings(summary) == "none with findings; 3 more findings in Swift sources (2 errors)"
    )
    for result in ReportFixtures.results { summary.add(result) }
    #expect(
      CheckedPhrase.withFindings(summary)
        == "4 with findings: 3 with errors or warnings, 1 with notes only; 3 more findings in Swift sources (2 errors)"
    )
    summary.sourceFindings.removeAll()
    #expect(
      CheckedPhrase.withFindings(summary) == "4 with findings: 3 with errors or warnings, 1 with notes only")
  }

  @Test("A run that checked nothing ends with why, never 'No findings.' (fresh21 F21-1)")
  func nothingChecked() {
    var writer = TextReportWriter(options: ReportFixtures.options)
    let head = writer.begin(ReportFixtures.info)
    var summary = CheckSummary()
    summary.nothingChecked = "/src/Setings: no such file or folder"
    let text = head + writer.finish(summary)
    #expect(
      text.hasSuffix(
        "config: none · reports all findings\n\nSummary\n  files     0\n  locales   0\n  checked   nothing\n"
          + "  findings  0: 0 errors, 0 warnings, 0 notes\n\nNothing was checked: /src/Setings: no such file or folder.\n"
      ))
    #expect(!text.contains("No findings"))
  }

  @Test("A clean run says so") func clean() {
    let text = ReportFixtures.render(.text, results: [])
    #expect(text.hasSuffix("\nNo findings.\n"))
  }
}
