import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// A configuration entry over a discovered row of the same key: the entry's fields win, the
/// discovered row gives the rest (twentieth attack A20-10).
@Suite("Planning configuration entries over discovered rows")
struct ConfiguredDiscoveredRowPlanningTests {
  static func string(_ key: String, _ value: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: "de", value: value,
      location: SourceLocation(file: "de.lproj/Localizable.strings", line: line),
      format: .strings)
  }

  @Test("a match entry setting the leading content keeps the source's limits, switch and subtitle")
  func matchEntry() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(match: Glob("*"), leading: .symbol)]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "t", subtitle: "t.sub", accessory: .toggle, navigable: false, titleLines: 1),
        reason: "discovered: Toggle at V.swift:5", sourceLocation: SourceLocation(file: "V.swift", line: 5))
    ]
    let plan = planner.plan([
      Self.string("t", "Ton", line: 1), Self.string("t.sub", "Beim Klingeln", line: 2),
    ])
    #expect(plan.items.map(\.key) == ["t"])
    let row = plan.items[0].row
    #expect(row.leading == .symbol)
    #expect(row.accessory == .toggle)
    #expect(row.title.lineLimit == 1)
    #expect(row.subtitle?.text == "Beim Klingeln")
    #expect(plan.items[0].partKeys == ["subtitle": "t.sub"])
    #expect(plan.items[0].roleReason == "typefit.json rows[0] over discovered: Toggle at V.swift:5")
    #expect(plan.items[0].sourceLocation?.line == 5)
  }

  @Test("a title entry's own subtitle and limit win over the source's")
  func titleEntryWins() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "t", subtitle: "t.cfg", titleLines: 2)]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "t", subtitle: "t.src", accessory: .toggle, titleLines: 1),
        reason: "discovered: Toggle at V.swift:5")
    ]
    let plan = planner.plan([
      Self.string("t", "Ton", line: 1), Self.string("t.cfg", "Konfig", line: 2),
      Self.string("t.src", "Quelle", line: 3),
    ])
    #expect(plan.items.map(\.key) == ["t", "t.src"])
    #expect(plan.items[0].row.subtitle?.text == "Konfig")
    #expect(plan.items[0].row.title.lineLimit == 2)
    #expect(plan.items[0].row.accessory == .toggle)
  }
}
