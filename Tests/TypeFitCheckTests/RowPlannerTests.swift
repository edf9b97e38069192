import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@Suite("Planning rows from strings")
struct RowPlannerTests {
  static func string(_ key: String, _ locale: String, _ value: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: locale, value: value,
      location: SourceLocation(file: "Localizable.xcstrings", line: line),
      format: .xcstrings)
  }

  static let strings = [
    string("settings.wifi", "de", "WLAN", line: 3),
    string("settings.wifi.status", "de", "Verbunden", line: 4),
    string("settings.wifi", "en", "Wi-Fi", line: 5),
    string("settings.wifi.status", "en", "Connected", line: 6),
    string("menu.open", "en", "Open %@", line: 7), string("debug.dump", "en", "Dump", line: 8),
    string("plain", "en", "Plain %d items", line: 9),
  ]

  @Test("Without a config every string is a body label with unlimited lines, not navigable")
  func defaults() {
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(Self.strings)
    #expect(plan.items.count == 7)
    let row = plan.items[0].row
    #expect(!row.isNavigable)
    #expect(plan.items[0].role == .label)
    #expect(row.title.textStyle == .body)
    #expect(row.title.lineLimit == nil)
    #expect(row.language == "de")
  }

  @Test("a run applies text cases only when a rule of it sets one: overrides, defaults, rows, discovered")
  func appliesTextCases() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    #expect(!planner.appliesTextCases)
    // An empty dictionary sets no case.
    planner.configuration.defaults.textCases = [:]
    #expect(!planner.appliesTextCases)
    planner.configuration.defaults.textCases = [.title: .uppercase]
    #expect(planner.appliesTextCases)
    planner.configuration.defaults.textCases = nil
    var row = RowRule(match: Glob("menu.*"))
    row.textCases = [.value: .lowercase]
    planner.configuration.rows = [RowRule(match: Glob("other.*")), row]
    #expect(planner.appliesTextCases)
    planner.configuration.rows = []
    planner.overrides.textCases = [.subtitle: .uppercase]
    #expect(planner.appliesTextCases)
    planner.overrides.textCases = nil
    planner.discoveredRows = [DiscoveredRow(rule: row, reason: "Settings.swift:4")]
    #expect(planner.appliesTextCases)
  }

  @Test("A composed row takes its value from the same locale and the value key is not checked alone")
  func composedRows() throws {
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "settings.wifi", value: "settings.wifi.status"),
      RowRule(match: Glob("menu.*"), titleLines: 1),
    ]
    configuration.ignore = [Glob("debug.*")]
    configuration.formatArguments = ["@": "Alexandra"]
    let planner = RowPlanner(
      configuration: configuration,
      filler: FormatArgumentFiller(samples: FormatSampleValues(configuration.formatArguments)))
    let plan = planner.plan(Self.strings)
    #expect(plan.items.map(\.key) == ["settings.wifi", "settings.wifi", "menu.open", "plain"])
    #expect(plan.items[0].row.title.text == "WLAN")
    #expect(plan.items[0].row.value?.text == "Verbunden")
    #expect(plan.items[0].partKeys == ["value": "settings.wifi.status"])
    #expect(plan.items[1].row.value?.text == "Connected")
    #expect(plan.items[2].row.title.text == "Open Alexandra")
    #expect(plan.items[2].row.title.lineLimit == 1)
    #expect(plan.items[0].location.line == 3)
  }

  @Test("Locales filter the strings checked")
  func locales() {
    var configuration = CheckConfiguration()
    configuration.locales = ["DE"]
    #expect(RowPlanner(configuration: configuration).plan(Self.strings).items.map(\.locale) == ["de", "de"])
  }

  @Test("Past the locale limit, strings of new locales are not planned and one error counts them")
  func localeLimit() throws {
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.maximumLocales = 3
    let locales = ["de", "fr", "it", "es", "de", "pt", "fr", "nl"]
    let strings = locales.enumerated().map {
      Self.string("k\($0.offset)", $0.element, "Hallo", line: $0.offset + 1)
    }
    let plan = planner.plan(strings)
    #expect(plan.items.map(\.locale) == ["de", "fr", "it", "de", "fr"])
    #expect(
      plan.diagnostics.map(\.description) == [
        "Localizable.xcstrings:4:1: more than 3 locales: the strings of 3 more locales, from 'es' here on, are not checked (a run checks at most 3; check the others in another run with --locales)"
      ])
    #expect(plan.diagnostics.first?.kind == .tooManyLocales)
    #expect(plan.diagnostics.first?.severity == .error)
  }

  @Test("A label too long to be a row is reported at its line and not measured; the rest is planned")
  func tooLong() throws {
    let long = String(repeating: "Einstellungen ", count: 5_000)
    let strings = [Self.string("huge", "de", long, line: 7), Self.string("ok", "de", "OK", line: 8)]
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(plan.items.map(\.key) == ["ok"])
    let problem = try #require(plan.diagnostics.first { $0.kind == .valueTooLong })
    #expect(problem.severity == .error)
    #expect(problem.line == 7)
    #expect(problem.message.contains("70000 UTF-16 units long; labels over 50000 are reported, not measured"))
  }

  @Test(
    "A key over 16,384 UTF-8 bytes is reported at its line and not measured (A13-26); the rest is planned")
  func keyTooLong() throws {
    let key = String(repeating: "é", count: 8_193)  // 16,386 bytes
    let edge = String(repeating: "k", count: 16_384)
    let strings = [
      Self.string(key, "de", "Hallo", line: 3), Self.string(edge, "de", "Hallo", line: 4),
      Self.string("ok", "de", "OK", line: 5),
    ]
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(plan.items.map(\.key) == [edge, "ok"])
    #expect(
      plan.diagnostics.filter { $0.kind == .keyTooLong }.map(\.description) == [
        "Localizable.xcstrings:3:1: the key \"" + String(repeating: "é", count: 60)
          + "…\" (de) is 16386 UTF-8 "
          + "bytes long; keys over 16384 bytes are reported, not measured (every line of a report repeats its key)"
      ])
    #expect(plan.diagnostics.first { $0.kind == .keyTooLong }?.severity == .error)
  }

  @Test("A short value made too long by its format arguments says so, without a length it never built")
  func tooLongOnceFilled() throws {
    let strings = [
      Self.string("many", "de", String(repeating: "%@", count: 4_000), line: 2),
      Self.string("long", "de", String(repeating: "%@", count: 30_000), line: 3),
      Self.string("over", "de", "OK %@", line: 4),
    ]
    let sample = String(repeating: "X", count: 50_000)
    let planner = RowPlanner(
      configuration: CheckConfiguration(),
      filler: FormatArgumentFiller(samples: FormatSampleValues(["@": sample])))
    let plan = planner.plan(strings)
    #expect(plan.items.map(\.key) == [])
    #expect(
      plan.diagnostics.filter { $0.kind == .valueTooLong }.map(\.message) == [
        "the value of \"many\" (de) is more than 50000 UTF-16 units long once its format arguments are filled; "
          + "labels over 50000 are reported, not measured",
        // Written 60,000 units long: its own length is quoted.
        "the value of \"long\" (de) is 60000 UTF-16 units long; labels over 50000 are reported, not measured",
        "the value of \"over\" (de) is more than 50000 UTF-16 units long once its format arguments are filled; "
          + "labels over 50000 are reported, not measured",
      ])
  }

  @Test(
    "A value over the label limit is prose without reading its shape; other locales of its key take that role"
  )
  func tooLongIsNotClassified() throws {
    // 2,000,000 sentences: reading the shape would count them all; the limit is known first.
    let long = String(repeating: "Ja. ", count: 2_000_000)
    let strings = [
      Self.string("huge", "en", long, line: 1), Self.string("huge", "de", "Nein", line: 2),
      Self.string("ok", "en", "OK", line: 3),
    ]
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(plan.items.map(\.key) == ["huge", "ok"])
    #expect(plan.items[0].locale == "de")
    #expect(plan.items[0].role == .prose)
    #expect(plan.items[0].roleReason == "more than 50000 UTF-16 units")
    #expect(plan.items[1].roleReason == "short text, 1 word")
    let problem = try #require(plan.diagnostics.first { $0.kind == .valueTooLong })
    #expect(
      problem.message
        == "the value of \"huge\" (en) is 8000000 UTF-16 units long; labels over 50000 are reported, not measured"
    )
  }
}
