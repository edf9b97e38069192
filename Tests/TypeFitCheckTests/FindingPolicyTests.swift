import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

@Suite("Rule levels and the severity floor")
struct FindingPolicyTests {
  static let wraps = Finding(
    ruleID: .labelWraps, message: "title wraps from AX1 (2 lines)", role: .title,
    categories: [.accessibility1])
  static let tooSmall = Finding(
    ruleID: .accessoryTargetTooSmall, message: "switch is 51×31 pt", target: .toggle, categories: [.large])
  static let link = Finding(ruleID: .nameSaysLink, message: "calls a navigable row a link")

  @Test("A rule switched off is dropped and a re-levelled one keeps its new severity")
  func levels() throws {
    let policy = FindingPolicy(levels: [.labelWraps: .off, .accessoryTargetTooSmall: .severity(.warning)])
    #expect(policy.apply(Self.wraps, role: .row) == nil)
    let relevelled = try #require(policy.apply(Self.tooSmall, role: .row))
    #expect(relevelled.severity == .warning)
    #expect(policy.severity(of: .labelWraps) == nil)
    #expect(policy.severity(of: .accessoryTargetTooSmall) == .warning)
    #expect(policy.severity(of: .labelTruncated) == .error)
  }

  @Test("The floor drops findings less severe than it, after re-levelling")
  func floor() {
    let policy = FindingPolicy(levels: [.labelWraps: .severity(.warning)], minimumSeverity: .warning)
    #expect(policy.apply(Self.wraps, role: .label)?.severity == .warning)
    #expect(FindingPolicy(minimumSeverity: .warning).apply(Self.wraps, role: .label) == nil)
    #expect(FindingPolicy(minimumSeverity: .error).apply(Self.link, role: .row) == nil)
  }

  @Test("Row rules are dropped for labels and prose whatever the levels say")
  func roles() {
    let policy = FindingPolicy(levels: [.nameSaysLink: .severity(.error)])
    #expect(policy.apply(Self.link, role: .label) == nil)
    #expect(policy.apply(Self.link, role: .row)?.severity == .error)
    #expect(policy.apply(Self.wraps, role: .prose) == nil)
    #expect(policy.apply(Self.wraps, role: .label) != nil)
  }

  @Test("A finding's severity after the levels, floor left out, is what apply gives without the floor")
  func severityWithoutFloor() {
    let policy = FindingPolicy(
      levels: [.labelWraps: .off, .accessoryTargetTooSmall: .severity(.error)], minimumSeverity: .error)
    #expect(policy.severity(of: Self.wraps, role: .label) == nil)
    #expect(policy.severity(of: Self.tooSmall, role: .row) == .error)
    #expect(policy.severity(of: Self.link, role: .label) == nil)
    #expect(policy.severity(of: Self.link, role: .row) == .warning)
    // The floor is not applied: a note below it keeps its severity.
    #expect(FindingPolicy(minimumSeverity: .error).severity(of: Self.wraps, role: .label) == .note)
    #expect(FindingPolicy().apply(Self.link, role: .row)?.severity == .warning)
  }

  /// A result of `role` with two contexts' findings: TF008 and TF003, then TF001.
  static func result(role: ItemRole) -> CheckResult {
    let row = Row(title: "Wi-Fi")
    let truncated = Finding(
      ruleID: .labelTruncated, message: "title is truncated from AX3", role: .title,
      categories: [.accessibility3])
    return CheckResult(
      item: CheckItem(
        key: "wifi", locale: "en", location: SourceLocation(file: "Localizable.xcstrings", line: 3),
        format: .xcstrings, row: row, role: role),
      reports: [
        RowReport(row: row, profileID: "ios18", deviceName: "a", layouts: [], findings: [wraps, tooSmall]),
        RowReport(row: row, profileID: "ios18", deviceName: "b", layouts: [], findings: [truncated]),
      ])
  }

  @Test("A result the policy changes nothing in keeps every finding; any change is applied")
  func wholeResults() {
    let row = Self.result(role: .row)
    let expected: [[RuleID]] = [[.labelWraps, .accessoryTargetTooSmall], [.labelTruncated]]
    // Nothing dropped or re-levelled: the default policy, a level equal to the rule's own (TF008
    // is a note, TF001 and TF003 errors), a floor below every finding.
    for policy in [
      FindingPolicy(), FindingPolicy(levels: [.labelWraps: .severity(.note)]),
      FindingPolicy(minimumSeverity: .note),
    ] {
      let applied = policy.apply(row)
      #expect(applied == row)
      #expect(applied.reports.map { $0.findings.map(\.ruleID) } == expected)
    }
    // A rule off, a new level, a floor, a role: each still applied.
    #expect(
      FindingPolicy(levels: [.labelWraps: .off]).apply(row).reports.map { $0.findings.map(\.ruleID) }
        == [[.accessoryTargetTooSmall], [.labelTruncated]])
    let relevelled = FindingPolicy(levels: [.accessoryTargetTooSmall: .severity(.warning)]).apply(row)
    #expect(relevelled.reports[0].findings.map(\.severity) == [.note, .warning])
    #expect(
      FindingPolicy(minimumSeverity: .error).apply(row).reports.map { $0.findings.map(\.ruleID) }
        == [[.accessoryTargetTooSmall], [.labelTruncated]])
    #expect(
      FindingPolicy().apply(Self.result(role: .label)).reports.map { $0.findings.map(\.ruleID) }
        == [[.labelWraps], [.labelTruncated]])
  }

  @Test("typefit.json rules parse ids and names, and name a bad rule or level")
  func configuration() throws {
    let parsed = try CheckConfiguration.parse(
      Data(
        #"{"rules": {"TF008": "off", "accessory-target-too-small": "warning"}, "defaultRole": "row"}"#.utf8),
      file: "typefit.json")
    #expect(parsed.rules == [.labelWraps: .off, .accessoryTargetTooSmall: .severity(.warning)])
    #expect(parsed.defaultRole == .row)
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 22,
        message:
          "rules.TF0008: unknown rule; did you mean \"TF008\"? (known: TF001, TF002, TF003, TF004, TF005, TF006, TF007, TF008, TF009, TF010, TF011, TF012, TF013, TF014, TF015, TF016, TF017)"
      )
    ) { try CheckConfiguration.parse(Data(#"{"rules": {"TF0008": "off"}}"#.utf8), file: "typefit.json") }
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 21,
        message: "rules.TF001: expected one of off, note, warning, error")
    ) { try CheckConfiguration.parse(Data(#"{"rules": {"TF001": "loud"}}"#.utf8), file: "typefit.json") }
    // The fifty-first attack's A51-6: TF004 off left rows never laid out counted as checked and
    // clean; by id or name it is refused, and "note" is taken.
    for name in ["TF004", "missing-glyphs"] {
      #expect(
        throws: CheckError.invalidConfigurationValue(
          file: "typefit.json", line: 1, column: 16 + name.count,
          message:
            "rules.\(name): TF004 cannot be off: a label it finds is not measured, so no other rule judges its row "
            + "and the row would pass unseen; use \"note\" to keep it from failing the run, or \"ignore\" the keys"
        )
      ) { try CheckConfiguration.parse(Data(#"{"rules": {"\#(name)": "off"}}"#.utf8), file: "typefit.json") }
    }
    #expect(
      try CheckConfiguration.parse(Data(#"{"rules": {"TF004": "note"}}"#.utf8), file: "typefit.json").rules
        == [
          .missingGlyphs: .severity(.note)
        ])
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 17, message: "defaultRole: 'cell' is not row, label or prose")
    ) { try CheckConfiguration.parse(Data(#"{"defaultRole": "cell"}"#.utf8), file: "typefit.json") }
  }

  @Test("A row's accessorySize makes its accessory custom; a bad size names the field")
  func accessorySize() throws {
    let parsed = try CheckConfiguration.parse(
      Data(#"{"rows": [{"match": "settings.*", "accessory": "toggle", "accessorySize": "30x30"}]}"#.utf8),
      file: "typefit.json")
    #expect(parsed.rows[0].accessorySize == Size(width: 30, height: 30))
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 43,
        message: "rows[0].accessorySize: 'big' is not WIDTHxHEIGHT in points between 1 and 1000, like 44x44")
    ) {
      try CheckConfiguration.parse(
        Data(#"{"rows": [{"match": "a", "accessorySize": "big"}]}"#.utf8), file: "typefit.json")
    }
    // Each side is read as every number from outside is (`InputNumber`): `Double(_:)` took
    // `+30`, and `1000.0000000000000001`, which rounds to 1000.
    for size in ["+30x30", "30x1000.0000000000000001", "30x 30", "0x10x10"] {
      #expect(throws: CheckError.self, "\(size)") {
        try CheckConfiguration.parse(
          Data(#"{"rows": [{"match": "a", "accessorySize": "\#(size)"}]}"#.utf8), file: "typefit.json")
      }
    }
    let exponent = try CheckConfiguration.parse(
      Data(#"{"rows": [{"match": "a", "accessorySize": "3e1X30"}]}"#.utf8), file: "typefit.json")
    #expect(exponent.rows[0].accessorySize == Size(width: 30, height: 30))
  }
}
