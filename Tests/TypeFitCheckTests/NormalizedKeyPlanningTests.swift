import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

/// Keys that differ only in Unicode normalization (`café` with U+00E9, or with `e` + U+0301)
/// are two keys to the app (Foundation's tables compare UTF-16 code units literally), though
/// Swift's `String ==` calls them equal. The planner decides roles, rows, parts and paragraphs
/// per key by bytes, so each twin gets its own. Strings are made as in `RolePlanningTests`
/// (a String Catalog's, unless said otherwise).
@Suite("Planning keys that differ only in Unicode normalization")
struct NormalizedKeyPlanningTests {
  /// `café` composed (NFC) and decomposed (NFD).
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"
  static let paragraph = "Thanks to everyone who helped.\n\nIcons by the community."

  /// The keys of `items` as bytes (`String ==` would not tell the twins apart).
  static func keyBytes(_ items: [CheckItem]) -> [[UInt8]] { items.map { Array($0.key.utf8) } }

  @Test("each twin key gets the role of its own development-language text")
  func rolePerTwin() {
    let plan = RowPlanner(configuration: CheckConfiguration()).plan([
      RolePlanningTests.string(
        Self.composed, "en", "Swipe left on a post to reply. Swipe right to boost it.", line: 1),
      RolePlanningTests.string(Self.decomposed, "en", "Wi-Fi", line: 2),
      RolePlanningTests.string(Self.composed, "de", "Tipp", line: 1),
      RolePlanningTests.string(Self.decomposed, "de", "Tipp", line: 2),
    ])
    #expect(plan.items.map(\.role) == [.prose, .label, .prose, .label])
    #expect(
      plan.items.map(\.roleReason) == [
        "2 sentences", "short text, 1 word", "2 sentences", "short text, 1 word",
      ])
  }

  @Test("a configured title, match or ignore names only the key with its bytes")
  func configurationNamesOneTwin() {
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: Self.composed, navigable: true),
      RowRule(match: Glob("menu.\(Self.decomposed)*"), accessory: .toggle),
    ]
    configuration.ignore = [Glob("skip.\(Self.composed)")]
    let plan = RowPlanner(configuration: configuration).plan([
      RolePlanningTests.string(Self.decomposed, "en", "Wi-Fi", line: 1),
      RolePlanningTests.string(Self.composed, "en", "Wi-Fi", line: 2),
      RolePlanningTests.string("menu." + Self.composed + ".open", "en", "Open", line: 3),
      RolePlanningTests.string("menu." + Self.decomposed + ".open", "en", "Open", line: 4),
      RolePlanningTests.string("skip." + Self.decomposed, "en", "Kept", line: 5),
      RolePlanningTests.string("skip." + Self.composed, "en", "Skipped", line: 6),
    ])
    #expect(
      Self.keyBytes(plan.items) == [
        Array(Self.decomposed.utf8), Array(Self.composed.utf8),
        Array(("menu." + Self.composed + ".open").utf8),
        Array(("menu." + Self.decomposed + ".open").utf8), Array(("skip." + Self.decomposed).utf8),
      ])
    #expect(plan.items.map(\.role) == [.label, .row, .label, .row, .label])
    #expect(plan.items.map(\.roleReason)[1] == "typefit.json rows[0]")
    #expect(plan.items.map(\.roleReason)[3] == "typefit.json rows[1]")
    #expect(plan.items[3].row.accessory == .toggle)
    #expect(plan.diagnostics.isEmpty)
  }

  @Test("a configured title only the other twin has is a key no input has")
  func configuredTitleOnlyTwinInInput() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: Self.composed, navigable: true)]
    let plan = RowPlanner(configuration: configuration).plan([
      RolePlanningTests.string(Self.decomposed, "en", "Wi-Fi", line: 1)
    ])
    #expect(plan.items.map(\.role) == [.label])
    #expect(
      plan.diagnostics.map { Array($0.message.utf8) } == [
        Array(
          "rows[0].title: no input has the key \"\(Self.composed)\"; did you mean \"\(Self.decomposed)\"?"
            .utf8)
      ])
  }

  @Test("a composed row takes its subtitle from the key with the subtitle's bytes; the twin is checked alone")
  func composedPartByBytes() throws {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "title", subtitle: Self.composed)]
    let plan = RowPlanner(configuration: configuration).plan([
      RolePlanningTests.string(Self.decomposed, "en", "Twin", line: 1),
      RolePlanningTests.string(Self.composed, "en", "Subtitle", line: 2),
      RolePlanningTests.string("title", "en", "Title", line: 3),
    ])
    #expect(Self.keyBytes(plan.items) == [Array(Self.decomposed.utf8), Array("title".utf8)])
    #expect(plan.items.map(\.role) == [.label, .row])
    let subtitle = try #require(plan.items[1].partKeys["subtitle"])
    #expect(Array(subtitle.utf8) == Array(Self.composed.utf8))
    #expect(plan.items[1].row.subtitle?.text == "Subtitle")
  }

  @Test("a discovered row's Text(\"café\") makes only the key with its bytes a row")
  func discoveredTitleByBytes() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: Self.composed, navigable: true),
        reason: "discovered: NavigationLink at V.swift:5",
        sourceLocation: SourceLocation(file: "V.swift", line: 5), table: "Localizable")
    ]
    let plan = planner.plan([
      RolePlanningTests.string(Self.decomposed, "en", "Wi-Fi", line: 1),
      RolePlanningTests.string(Self.composed, "en", "Wi-Fi", line: 2),
    ])
    #expect(plan.items.map(\.role) == [.label, .row])
    #expect(plan.items.map(\.row.isNavigable) == [false, true])
  }

  @Test("a static discovered row's paragraph is judged from its own key, not from its twin's text")
  func staticParagraphByBytes() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: Self.composed), reason: "discovered: Text at About.swift:85",
        sourceLocation: SourceLocation(file: "About.swift", line: 85), table: "Localizable")
    ]
    let plan = planner.plan([
      RolePlanningTests.string(Self.decomposed, "en", Self.paragraph, line: 1),
      RolePlanningTests.string(Self.composed, "en", "Credits", line: 2),
    ])
    #expect(plan.items.map(\.role) == [.prose, .row])
    #expect(plan.items.map(\.roleReason) == ["several lines", "discovered: Text at About.swift:85"])
  }

  @Test("a configuration and a source whose subtitle keys differ only in normalization disagree")
  func conflictBetweenTwins() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "k", subtitle: Self.composed)]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "k", subtitle: Self.decomposed),
        reason: "discovered: NavigationLink at V.swift:5")
    ]
    let plan = planner.plan([RolePlanningTests.string("k", "en", "K", line: 1)])
    #expect(
      plan.diagnostics.map { Array($0.message.utf8) }.filter { $0.starts(with: Array("rows[0]: ".utf8)) } == [
        Array(
          ("rows[0]: \"k\" has subtitle: \"\(Self.composed)\" in typefit.json, but the source (NavigationLink at "
            + "V.swift:5) has subtitle: \"\(Self.decomposed)\"; the configuration is used").utf8)
      ])
  }

  @Test("an XLIFF export's source texts of twin keys are two strings, both planned")
  func xliffTwinsBothPlanned() {
    let original = "App/en.lproj/Localizable.strings"
    let sources = [
      RolePlanningTests.string(
        Self.composed, "en", "Save", line: 10, format: .xliff, file: "de.xliff", original: original),
      RolePlanningTests.string(
        Self.decomposed, "en", "Save", line: 14, format: .xliff, file: "de.xliff", original: original),
      RolePlanningTests.string(
        Self.composed, "en", "Save", line: 10, format: .xliff, file: "fr.xliff", original: original),
    ].map { string in
      var source = string
      source.isXLIFFSource = true
      return source
    }
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(sources)
    #expect(Self.keyBytes(plan.items) == [Array(Self.composed.utf8), Array(Self.decomposed.utf8)])
  }

  @Test("source rows: title alternatives that differ only in normalization are two rows")
  func discoveredAlternativesTwins() {
    let location = SourceLocation(file: "V.swift", line: 3)
    let source = SourceRow(
      location: location, construct: .navigationLink,
      title: DiscoveredText(
        reference: .key(Self.composed, table: nil), location: location,
        alternatives: [.key(Self.decomposed, table: nil), .key(Self.composed, table: nil)]),
      isNavigable: true)
    let rows = DiscoveredRow.rows(from: source)
    #expect(
      rows.map { Array(($0.rule.title ?? "").utf8) } == [
        Array(Self.composed.utf8), Array(Self.decomposed.utf8),
      ])
    #expect(
      StringReference.key(Self.composed, table: nil) != StringReference.key(Self.decomposed, table: nil))
    #expect(
      StringReference.key("k", table: Self.composed) != StringReference.key("k", table: Self.decomposed))
    #expect(StringReference.key("k", table: nil) == StringReference.key("k", table: nil))
    #expect(
      Set([StringReference.verbatim(Self.composed), .verbatim(Self.decomposed), .unresolved(Self.composed)])
        .count == 3)
  }

  @Test("source rows: two rows with twin titles and no alternatives both reach the planner")
  func discoveredRowsTwins() {
    func row(_ key: String, line: Int) -> SourceRow {
      let at = SourceLocation(file: "V.swift", line: line)
      return SourceRow(
        location: at, construct: .navigationLink,
        title: DiscoveredText(reference: .key(key, table: nil), location: at), isNavigable: true)
    }
    let rows = DiscoveredRow.rows(
      from: [row(Self.composed, line: 3), row(Self.decomposed, line: 4), row(Self.composed, line: 5)],
      configuration: [RowRule(title: Self.decomposed, subtitle: "s")])
    // The configuration names only the NFD title: the NFC rows are not configured, so the
    // second NFC row changes nothing and is left out; the NFD row is kept for the conflict warnings.
    #expect(
      rows.map { Array(($0.rule.title ?? "").utf8) } == [
        Array(Self.composed.utf8), Array(Self.decomposed.utf8),
      ])
    #expect(
      rows.map(\.reason) == [
        "discovered: NavigationLink at V.swift:3", "discovered: NavigationLink at V.swift:4",
      ])
  }
}
