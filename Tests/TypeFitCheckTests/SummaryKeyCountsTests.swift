import Testing
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitCheck

@Suite("CheckSummary: keys counted by role once per key and table, as results come")
struct SummaryKeyCountsTests {
  static func result(key: String, locale: String, table: String = "Localizable", role: ItemRole = .row)
    -> CheckResult
  {
    let item = CheckItem(
      key: key, locale: locale,
      location: SourceLocation(file: "App/\(locale).lproj/\(table).strings", line: 1),
      format: .strings, row: Row(title: "Einstellungen", language: locale), role: role)
    return CheckResult(item: item, reports: [])
  }

  @Test("a key repeated in a row, left and met again, in another table and with another role")
  func keysByRole() {
    var summary = CheckSummary()
    // Results come key by key; a key may come back after another (a second file of the table).
    for (key, locale, table, role) in [
      ("a", "de", "Localizable", ItemRole.row), ("a", "fr", "Localizable", .row),
      ("a", "ja", "Localizable", .row),
      ("b", "de", "Localizable", .row), ("a", "ko", "Localizable", .row), ("a", "de", "Other", .row),
      ("a", "de", "Other", .label), ("b", "fr", "Localizable", .row),
    ] {
      summary.add(Self.result(key: key, locale: locale, table: table, role: role))
    }
    #expect(summary.rows == 8)
    // a and b in Localizable and a in Other as rows; a in Other as a label.
    #expect(summary.keysByRole == [.row: 3, .label: 1])
    #expect(summary.rowsByRole == [.row: 7, .label: 1])
    #expect(summary.locales == ["de", "fr", "ja", "ko"])
  }

  @Test("the key counted last is no key of another summary")
  func lastKeyIsPerSummary() {
    var first = CheckSummary()
    first.add(Self.result(key: "a", locale: "de"))
    var second = first
    second.add(Self.result(key: "a", locale: "fr"))
    second.add(Self.result(key: "c", locale: "fr"))
    first.add(Self.result(key: "c", locale: "de"))
    #expect(first.keysByRole == [.row: 2])
    #expect(second.keysByRole == [.row: 2])
  }

  @Test("a rule's highest severity rises with a later finding and is kept after it")
  func highestRises() {
    var summary = CheckSummary()
    let expected: [Severity] = [.note, .warning, .warning, .error, .error]
    for (index, severity) in [Severity.note, .warning, .note, .error, .warning].enumerated() {
      var finding = Finding(ruleID: .labelTruncated, message: "m", categories: [.large])
      finding.severity = severity
      var result = Self.result(key: "k", locale: "de")
      result.reports = [
        RowReport(
          row: result.item.row, profileID: "ios18", deviceName: "iPhone SE", layouts: [], findings: [finding])
      ]
      summary.add(result)
      #expect(summary.highestSeverityByRule[.labelTruncated] == expected[index])
    }
    #expect(summary.highestSeverityByRule == [.labelTruncated: .error])
    #expect(summary.findingsBySeverity == [.note: 2, .warning: 2, .error: 1])
  }
}
