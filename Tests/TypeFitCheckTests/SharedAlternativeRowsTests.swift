import Testing
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitCheck

/// Many source rows showing one computed property of many cases: every key takes the first
/// row's shape, and the planner gets one row per key, not one per source row and key.
@Suite("Discovered rows: many rows over one list of alternatives")
struct SharedAlternativeRowsTests {
  /// `key.0` … `key.(count - 1)` as references.
  static func keys(_ count: Int, _ prefix: String = "key") -> [StringReference] {
    (0..<count).map { .key("\(prefix).\($0)", table: nil) }
  }

  /// A row at `line` of `V.swift` whose title shows `titles` (the first, then the shared rest).
  static func row(
    line: Int, titles: [StringReference], alternatives: [StringReference], subtitle: DiscoveredText? = nil,
    navigable: Bool = true
  ) -> SourceRow {
    let location = SourceLocation(file: "App/V.swift", line: line, column: 7)
    return SourceRow(
      location: location, construct: navigable ? .navigationLink : .text,
      title: DiscoveredText(reference: titles[0], location: location, alternatives: alternatives),
      subtitle: subtitle, accessory: navigable ? .disclosure : .none, isNavigable: navigable)
  }

  static func string(_ key: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: "de", value: "Text \(key)",
      location: SourceLocation(file: "Localizable.strings", line: line),
      format: .strings)
  }

  /// What a plan says of each string: key, role, reason and the row's shape.
  static func summary(_ plan: RowPlan) -> [String] {
    plan.items.map { "\($0.key) \($0.role) \($0.roleReason) \($0.row.isNavigable) \($0.partKeys)" }
  }

  @Test("200 rows over one list of 300 keys give the planner 300 rows, each with the first row's reason")
  func sharedList() throws {
    let all = Self.keys(300)
    let alternatives = Array(all.dropFirst())
    let sources = (1...200).map { Self.row(line: $0, titles: all, alternatives: alternatives) }
    let rows = DiscoveredRow.rows(from: sources, configuration: [])
    #expect(rows.map(\.rule.title) == all.map(\.key))
    #expect(rows.allSatisfy { $0.reason == "discovered: NavigationLink at V.swift:1" })
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.discoveredRows = rows
    let plan = planner.plan(all.enumerated().map { Self.string($0.element.key!, line: $0.offset + 1) })
    #expect(plan.items.count == 300)
    #expect(
      plan.items.allSatisfy { $0.role == .row && $0.roleReason == "discovered: NavigationLink at V.swift:1" })
  }

  @Test("rows with the same line limits that differ in their leading content: the strictest, no warning")
  func sameLimitsNotWarned() throws {
    let all = Self.keys(3)
    var sources = (1...3).map { Self.row(line: $0, titles: all, alternatives: Array(all.dropFirst())) }
    sources[1].leading = .symbol
    let found = DiscoveredRow.rows(from: sources, configuration: [], budget: .max)
    // The planner takes each key's first row: the one with leading content (less room).
    for key in all.map(\.key) {
      #expect(found.rows.first { $0.rule.title == key }?.reason == "discovered: NavigationLink at V.swift:2")
    }
    #expect(found.shapeNotes.isEmpty)
  }

  @Test(
    "rows over one list in different shapes: every key in the strictest, one warning with the key count (A13-27)"
  )
  func sharedListStrictest() throws {
    let all = Self.keys(300)
    let alternatives = Array(all.dropFirst())
    var sources = (1...50).map { Self.row(line: $0, titles: all, alternatives: alternatives) }
    sources[30].title?.lineLimit = 2
    sources[40].title?.lineLimit = 1
    let found = DiscoveredRow.rows(from: sources, configuration: [], budget: .max)
    #expect(found.rows.map(\.rule.title) == all.map(\.key))
    #expect(
      found.rows.allSatisfy {
        $0.reason == "discovered: NavigationLink at V.swift:41" && $0.rule.titleLines == 1
      })
    #expect(
      found.shapeNotes.map(\.message) == [
        "the rows at App/V.swift:1:7 (no line limits; accessory, navigable) and App/V.swift:41:7 (title lines 1; accessory, navigable) show the key "
          + "\"key.0\" (and 299 more keys) in different shapes, the second the stricter; "
          + DiscoveredRowShapeConflicts.rule,
        "the rows at App/V.swift:31:7 (title lines 2; accessory, navigable) and App/V.swift:41:7 (title lines 1; accessory, navigable) show the key "
          + "\"key.0\" (and 299 more keys) in different shapes, the second the stricter; "
          + DiscoveredRowShapeConflicts.rule,
      ])
    // The same sources in reverse order: the same rows.
    let reversed = DiscoveredRow.rows(from: sources.reversed(), configuration: [], budget: .max)
    #expect(reversed.rows == found.rows)
    #expect(reversed.shapeNotes == found.shapeNotes)
  }

  @Test("rows left out change nothing the planner does: same plan and warnings as every row kept")
  func sameAsEveryRow() throws {
    let all = Self.keys(6)
    let alternatives = Array(all.dropFirst())
    let location = SourceLocation(file: "App/V.swift", line: 9, column: 1)
    // Shared lists, a static row, a row with subtitles by position, a copy of the list (other
    // storage), and a key the configuration names.
    let subtitles = DiscoveredText(
      reference: .key("sub.0", table: nil), location: location,
      alternatives: Array(Self.keys(6, "sub").dropFirst()))
    // The rows with subtitles first: a shape with a subtitle is the stricter (fix25b), and the
    // planner given every row takes each key's first.
    let sources = [
      Self.row(line: 1, titles: all, alternatives: alternatives, subtitle: subtitles),
      Self.row(line: 2, titles: all, alternatives: alternatives, subtitle: subtitles),
      Self.row(line: 3, titles: all, alternatives: alternatives, navigable: false),
      Self.row(line: 4, titles: all, alternatives: alternatives),
      Self.row(line: 5, titles: all, alternatives: alternatives),
      Self.row(line: 6, titles: all, alternatives: Array(all.dropFirst()), navigable: false),
      Self.row(line: 7, titles: [.key("other", table: nil)], alternatives: []),
    ]
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "key.3", navigable: false), RowRule(match: Glob("key.5"), navigable: false),
    ]
    let compact = DiscoveredRow.rows(from: sources, configuration: configuration.rows)
    let every = sources.flatMap(DiscoveredRow.rows(from:))
    // Rows 1 (subtitles), 3 (static) and 7 add something; key.3 and key.5 are kept for every
    // other row that shows them (the configuration names them).
    #expect(compact.count == 6 + 6 + 1 + 2 * 4)
    #expect(every.count == 6 * 6 + 1)
    let strings = (all.map { $0.key! } + Self.keys(6, "sub").map { $0.key! } + ["other"]).enumerated().map {
      Self.string($0.element, line: $0.offset + 1)
    }
    func plan(_ rows: [DiscoveredRow]) -> (RowPlan, [String]) {
      var planner = RowPlanner(configuration: configuration)
      planner.discoveredRows = rows
      return (planner.plan(strings), planner.discoveryConflicts().map(\.message))
    }
    let (compactPlan, compactWarnings) = plan(compact)
    let (everyPlan, everyWarnings) = plan(every)
    #expect(Self.summary(compactPlan) == Self.summary(everyPlan))
    #expect(compactPlan.items == everyPlan.items)
    #expect(compactWarnings == everyWarnings)
    #expect(compactWarnings.count == 8)
  }
}
