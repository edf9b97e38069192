import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitCheck

@Suite("CheckSummary: findings counted by rule, severity, category, locale and role")
struct SummaryFindingCountsTests {
  static func finding(_ rule: RuleID, _ severity: Severity, _ categories: [ContentSizeCategory]) -> Finding {
    var finding = Finding(ruleID: rule, message: "m", categories: categories)
    finding.severity = severity
    return finding
  }

  static func result(locale: String, _ reports: [[Finding]]) -> CheckResult {
    let row = Row(title: "Einstellungen", language: locale)
    let item = CheckItem(
      key: "k", locale: locale, location: SourceLocation(file: "\(locale).lproj/A.strings", line: 1),
      format: .strings, row: row)
    return CheckResult(
      item: item,
      reports: reports.map {
        RowReport(row: row, profileID: "ios18", deviceName: "iPhone SE", layouts: [], findings: $0)
      })
  }

  @Test("counts by rule, highest severity, severity, first category, locale and role")
  func counts() {
    var summary = CheckSummary()
    summary.add(
      Self.result(
        locale: "de",
        [
          [
            Self.finding(.labelTruncated, .warning, [.accessibility3, .accessibility4]),
            Self.finding(.labelWraps, .note, [.xxxLarge]),
            Self.finding(.accessoryTargetTooSmall, .note, [.large]),
          ],
          [
            Self.finding(.labelTruncated, .error, [.accessibility2]),
            Self.finding(.labelWraps, .note, [.xxxLarge]),
            Self.finding(.nameSaysLink, .note, []),
          ],
        ]))
    summary.add(Self.result(locale: "fr", [[], []]))
    summary.add(Self.result(locale: "fr", [[Self.finding(.labelWraps, .note, [.accessibility1])]]))
    #expect(summary.rows == 3)
    #expect(summary.rowsWithFindings == 2)
    #expect(summary.rowsWithErrorsOrWarnings == 1)
    #expect(
      summary.findingsByRule == [
        .labelTruncated: 2, .labelWraps: 3, .accessoryTargetTooSmall: 1, .nameSaysLink: 1,
      ])
    #expect(
      summary.highestSeverityByRule == [
        .labelTruncated: .error, .labelWraps: .note, .accessoryTargetTooSmall: .note, .nameSaysLink: .note,
      ])
    #expect(summary.findingsBySeverity == [.error: 1, .warning: 1, .note: 5])
    #expect(
      summary.findingsByCategory == [
        .accessibility3: 1, .xxxLarge: 2, .large: 1, .accessibility2: 1, .accessibility1: 1,
      ])
    #expect(summary.findingsByLocale == ["de": 6, "fr": 1])
    #expect(summary.findingsByRole == [.row: 7])
    #expect(summary.findingCount == 7)
  }

  @Test("a rule's highest severity is kept across results, never lowered")
  func highestAcrossResults() {
    var summary = CheckSummary()
    summary.add(Self.result(locale: "de", [[Self.finding(.labelTruncated, .error, [.large])]]))
    summary.add(Self.result(locale: "de", [[Self.finding(.labelTruncated, .note, [.large])]]))
    #expect(summary.highestSeverityByRule == [.labelTruncated: .error])
    #expect(summary.findingsBySeverity == [.error: 1, .note: 1])
    #expect(summary.rowsWithErrorsOrWarnings == 1)
  }

  @Test("runs of one rule across layout contexts count each finding, at the run's highest severity")
  func runsAcrossContexts() {
    var summary = CheckSummary()
    summary.add(
      Self.result(
        locale: "de",
        [
          [Self.finding(.labelTruncated, .note, [.large]), Self.finding(.labelWraps, .note, [.large])],
          [Self.finding(.labelWraps, .note, [.large])],
          [Self.finding(.labelWraps, .warning, [.xLarge]), Self.finding(.labelTruncated, .error, [])],
          [Self.finding(.labelTruncated, .note, [.large])],
        ]))
    #expect(summary.findingsByRule == [.labelTruncated: 3, .labelWraps: 3])
    #expect(summary.highestSeverityByRule == [.labelTruncated: .error, .labelWraps: .warning])
    #expect(summary.findingsBySeverity == [.note: 4, .warning: 1, .error: 1])
    #expect(summary.findingsByCategory == [.large: 4, .xLarge: 1])
    #expect(summary.findingsByLocale == ["de": 6])
    #expect(summary.rowsWithFindings == 1)
    #expect(summary.rowsWithErrorsOrWarnings == 1)
  }
}
