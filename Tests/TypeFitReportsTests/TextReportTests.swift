import Testing

@testable import TypeFitReports

@Suite struct TextReportTests {
  @Test("The summary comes first with the counts") func summary() {
    let text = ReportFixtures.render(.text)
    #expect(
      text.hasPrefix("TypeFit 0.1.0-test · profile ios18 · iPhone SE (3rd generation), 375 pt · xSmall…AX5"))
    #expect(text.contains("  rows      4, 4 with findings\n"))
    #expect(text.contains("  locales   2 (de, en)\n"))
    #expect(text.contains("  findings  6: 6 errors, 0 warnings, 0 notes\n"))
    #expect(text.contains("  TF001 label-truncated       error    2\n"))
    #expect(text.contains("  xSmall 4 · AX1 1\n"))
    #expect(text.contains("  de 5 · en 1\n"))
    #expect(text.contains("Read problems  1 error, 0 warnings\n"))
    #expect(text.contains("  error  fi.lproj/Localizable.strings:7:18: expected ';' after value\n"))
    let summaryIndex = text.range(of: "Summary")!.lowerBound
    let offendersIndex = text.range(of: "Worst offenders")!.lowerBound
    #expect(summaryIndex < offendersIndex)
  }

  @Test("The offender line has locale, place, key, rule and the numbers") func offenderLine() {
    let text = ReportFixtures.render(.text)
    #expect(
      text.contains(
        "de  de.lproj/Localizable.strings:12  settings.privacy  TF001 label-truncated: 'Datenschutzeinstellungen' "
          + "needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)\n"
      ))
    #expect(
      text.contains(
        "de  de.lproj/Localizable.strings:14  settings.weather  TF004 missing-glyphs: title cannot be measured: "
          + "no configured font covers U+2603"))
    // Control characters are shown as escapes, so each offender stays on one line.
    #expect(text.contains("'Tab\\there \\u{1} <b>&amp;</b>"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test("The list is capped with how to see the rest") func cap() {
    let text = ReportFixtures.render(.text, options: ReportOptions(offenderLimit: 2))
    #expect(text.contains("Worst offenders (2 of 6)\n"))
    #expect(text.contains("… and 4 more; see all with --format json\n"))
    // Missing glyphs rank first (they hold at every size), then errors from the smallest category.
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("de ") || $0.hasPrefix("en ") }
    #expect(lines.count == 2)
    #expect(lines[0].contains("TF004"))
    #expect(lines[1].contains("odd<&>\"key  TF001"))
  }

  @Test("Colour only when asked") func colour() {
    let text = ReportFixtures.render(.text, options: ReportOptions(color: true))
    #expect(text.contains("\u{1B}[31mTF001 label-truncated\u{1B}[0m"))
  }

  @Test("A clean run says so") func clean() {
    let text = ReportFixtures.render(.text, results: [])
    #expect(text.hasSuffix("\nNo findings.\n"))
  }
}
