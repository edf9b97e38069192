import Testing
import TypeFitCheck
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// Rule ids, severities and roles hash and order by their case (not their raw strings), and a
/// result's worst severity is read without gathering its findings.
@Suite struct CaseHashingTests {
  @Test func severitiesOrderAsDeclared() {
    #expect(Severity.note < .warning && Severity.warning < .error && Severity.note < .error)
    #expect(!(Severity.error < .error))
    #expect(Severity.allCases.sorted() == [.note, .warning, .error])
    #expect([Severity.error, .note, .warning].max() == .error)
    #expect(ItemRole.row < .label && ItemRole.label < .prose && !(ItemRole.prose < .row))
    #expect(ItemRole.allCases.sorted() == [.row, .label, .prose, .spoken])
  }

  @Test func everyCaseIsADistinctKey() {
    var byRule: [RuleID: Int] = [:]
    for (index, rule) in RuleID.allCases.enumerated() { byRule[rule] = index }
    #expect(byRule.count == RuleID.allCases.count)
    for (index, rule) in RuleID.allCases.enumerated() { #expect(byRule[rule] == index) }
    #expect(Set(RuleID.allCases.map(\.hashValue)).count == RuleID.allCases.count)
    #expect(Set(Severity.allCases).count == 3)
    #expect(Set(ItemRole.allCases).count == 4)
    #expect(RuleID(rawValue: "TF008").map { byRule[$0] } == 7)
    #expect(Set([RuleID.labelWraps, RuleID(rawValue: "TF008")!]).count == 1)
  }

  @Test func worstSeverityIsTheMostSevereFinding() {
    func finding(_ rule: RuleID, _ severity: Severity) -> Finding {
      var finding = Finding(ruleID: rule, message: "m", role: .title, categories: [.large])
      finding.severity = severity
      return finding
    }
    let row = Row(title: "Konto", language: "de")
    let item = CheckItem(
      key: "k", locale: "de", variant: .base, location: SourceLocation(file: "L.strings", line: 1),
      format: .strings, row: row)
    func report(_ findings: [Finding]) -> RowReport {
      RowReport(row: row, profileID: "p", deviceName: "d", layouts: [], findings: findings)
    }
    #expect(CheckResult(item: item, reports: []).worstSeverity == nil)
    #expect(CheckResult(item: item, reports: [report([]), report([])]).worstSeverity == nil)
    let mixed = CheckResult(
      item: item,
      reports: [
        report([finding(.labelWraps, .note)]),
        report([finding(.labelTruncated, .error), finding(.labelWraps, .warning)]),
      ])
    #expect(mixed.worstSeverity == .error)
    let notes = CheckResult(item: item, reports: [report([finding(.labelWraps, .note)]), report([])])
    #expect(notes.worstSeverity == .note)
  }
}
