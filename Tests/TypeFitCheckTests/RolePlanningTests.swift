import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@Suite("Planning strings by role")
struct RolePlanningTests {
  static func string(
    _ key: String, _ locale: String, _ value: String, line: Int, format: LocalizationFormat = .xcstrings,
    file: String = "Localizable.xcstrings", original: String? = nil
  ) -> LocalizedString {
    LocalizedString(
      key: key, locale: locale, value: value, location: SourceLocation(file: file, line: line),
      format: format,
      originalFile: original)
  }

  @Test("Without a config, strings are labels or prose laid out as a title that is not navigable")
  func unnamedStrings() {
    let plan = RowPlanner(configuration: CheckConfiguration()).plan([
      Self.string("settings.wifi", "en", "Wi-Fi", line: 1),
      Self.string("notifications.empty", "en", "Nothing here yet. Pull to refresh.", line: 2),
    ])
    #expect(plan.items.map(\.role) == [.label, .prose])
    #expect(plan.items.map(\.roleReason) == ["short text, 1 word", "2 sentences"])
    #expect(plan.items.allSatisfy { !$0.row.isNavigable && $0.row.accessory == .none })
  }

  @Test("Config rows win where they say something; the discovered row fills what they leave out")
  func configurationWins() {
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "settings.wifi", value: "settings.wifi.status"),
      RowRule(match: Glob("menu.*"), titleLines: 1),
    ]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "menu.open", accessory: .toggle), reason: "discovered: Menu.swift:3 Toggle"),
      DiscoveredRow(
        rule: RowRule(title: "about", navigable: true), reason: "discovered: About.swift:9 NavigationLink"),
    ]
    let plan = planner.plan([
      Self.string("settings.wifi", "en", "Wi-Fi", line: 1),
      Self.string("settings.wifi.status", "en", "On", line: 2),
      Self.string("menu.open", "en", "Open a very long file name that is long, really long.", line: 3),
      Self.string("about", "en", "About", line: 4),
    ])
    #expect(plan.items.map(\.key) == ["settings.wifi", "menu.open", "about"])
    #expect(plan.items.map(\.role) == [.row, .row, .row])
    #expect(
      plan.items.map(\.roleReason) == [
        "typefit.json rows[0]", "typefit.json rows[1] over discovered: Menu.swift:3 Toggle",
        "discovered: About.swift:9 NavigationLink",
      ])
    // The match entry sets the line limit, not the accessory: the source's switch stays (A20-10).
    #expect(plan.items[1].row.accessory == .toggle)
    #expect(plan.items[1].row.title.lineLimit == 1)
    #expect(plan.items[2].row.isNavigable)
  }

  @Test("A discovered static row holding a paragraph is prose; a navigable one stays a row")
  func staticParagraphRows() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    let location = SourceLocation(file: "About.swift", line: 85)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "about.credits"), reason: "discovered: Text at About.swift:85",
        sourceLocation: location),
      DiscoveredRow(
        rule: RowRule(title: "about.help", navigable: true),
        reason: "discovered: NavigationLink at About.swift:90",
        sourceLocation: location),
      DiscoveredRow(
        rule: RowRule(title: "about.version"), reason: "discovered: Text at About.swift:95",
        sourceLocation: location),
    ]
    let paragraph = "Thanks to everyone who helped.\n\nIcons by the community."
    let plan = planner.plan([
      Self.string("about.credits", "de", "Danke", line: 1),
      Self.string("about.credits", "en", paragraph, line: 2),
      Self.string("about.help", "en", paragraph, line: 3),
      Self.string("about.version", "en", "Version", line: 4),
    ])
    #expect(plan.items.map(\.role) == [.prose, .prose, .row, .row])
    #expect(plan.items[0].roleReason == "several lines in a static row (discovered: Text at About.swift:85)")
    #expect(!plan.items[0].row.isNavigable)
  }

  /// A paragraph row is laid out as its title alone, so its subtitle was checked nowhere
  /// (mastodon-ios's `ReportHeadlineTableViewCell`, once fix23e read its subtitle).
  @Test("The subtitle of a static row whose title is a paragraph is checked as a string of its own")
  func paragraphRowSubtitleChecked() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    let location = SourceLocation(file: "Headline.swift", line: 12)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "report.content", subtitle: "report.step"),
        reason: "discovered: custom cell at Headline.swift:12", sourceLocation: location),
      DiscoveredRow(
        rule: RowRule(title: "intro.title", subtitle: "intro.sub"),
        reason: "discovered: custom cell at Headline.swift:30", sourceLocation: location),
    ]
    let paragraph = "Tell us what is going on with this post.\n\nWe will review it as soon as we can."
    let plan = planner.plan([
      Self.string("report.content", "en", paragraph, line: 1),
      Self.string("report.step", "en", "Step 1 of 4", line: 2),
      Self.string("intro.title", "en", "Welcome", line: 3),
      Self.string("intro.sub", "en", "Start here", line: 4),
    ])
    #expect(plan.items.map(\.key) == ["report.content", "report.step", "intro.title"])
    #expect(plan.items.map(\.role) == [.prose, .label, .row])
    #expect(plan.items[2].row.subtitle?.text == "Start here")
  }

  @Test("A config row that says otherwise than the source is used, with a warning naming both")
  func configurationConflicts() {
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "settings.wifi", accessory: Accessory.none, navigable: false),
      RowRule(title: "settings.about", navigable: true),
    ]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "settings.wifi", accessory: .toggle, navigable: true),
        reason: "discovered: NavigationLink at Settings.swift:42"),
      DiscoveredRow(
        rule: RowRule(title: "settings.about", navigable: true),
        reason: "discovered: NavigationLink at Settings.swift:50"),
    ]
    let plan = planner.plan([
      Self.string("settings.wifi", "en", "Wi-Fi", line: 1),
      Self.string("settings.about", "en", "About", line: 2),
    ])
    #expect(plan.items.map(\.row.isNavigable) == [false, true])
    #expect(
      plan.diagnostics.map(\.message) == [
        "rows[0]: \"settings.wifi\" has navigable: false in typefit.json, but the source (NavigationLink at "
          + "Settings.swift:42) has navigable: true; the configuration is used",
        "rows[0]: \"settings.wifi\" has accessory: none in typefit.json, but the source (NavigationLink at "
          + "Settings.swift:42) has accessory: toggle; the configuration is used",
      ])
    #expect(plan.diagnostics.allSatisfy { $0.kind == .unmatchedConfiguration && $0.severity == .warning })
  }

  /// The fifty-first attack's A51-11: `titleLines: 0` lifted the source's `.lineLimit(1)` and
  /// turned a truncation error into a note, without a word; an equal limit is no conflict.
  @Test("A config row's line limit that differs from the source's is used, with a warning naming both")
  func lineLimitConflicts() {
    var configuration = CheckConfiguration()
    var about = RowRule(title: "settings.about")
    about.valueLines = 2
    configuration.rows = [RowRule(match: Glob("settings.*"), titleLines: 0), about]
    var planner = RowPlanner(configuration: configuration)
    var wifi = RowRule(title: "settings.wifi", navigable: true)
    wifi.titleLines = 1
    var aboutSource = RowRule(title: "settings.about", navigable: true)
    aboutSource.titleLines = 0
    aboutSource.valueLines = 1
    planner.discoveredRows = [
      DiscoveredRow(rule: wifi, reason: "discovered: NavigationLink at V.swift:2"),
      DiscoveredRow(rule: aboutSource, reason: "discovered: NavigationLink at V.swift:9"),
    ]
    let plan = planner.plan([
      Self.string("settings.wifi", "en", "Wi-Fi", line: 1),
      Self.string("settings.about", "en", "About", line: 2),
    ])
    #expect(
      plan.diagnostics.map(\.message) == [
        "rows[0]: \"settings.wifi\" has titleLines: 0 (unlimited) in typefit.json, but the source (NavigationLink "
          + "at V.swift:2) has titleLines: 1; the configuration is used",
        "rows[1]: \"settings.about\" has valueLines: 2 in typefit.json, but the source (NavigationLink at "
          + "V.swift:9) has valueLines: 1; the configuration is used",
      ])
  }

  /// The fifty-second attack's A52-6: every configuration row was compared with every
  /// discovered row, each pair's warning made and kept (1,000 × 5,000: over 60 s, 1.2 GB); a
  /// shadowed `match` row, which applies to no key, was warned of too.
  @Test("Line-limit conflicts: only the first matching match row is compared; 100 listed, the rest counted")
  func manyConflicts() {
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(match: Glob("k*"), titleLines: 2), RowRule(match: Glob("k*"), titleLines: 3),
    ]
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = (0..<150).map { index in
      var rule = RowRule(title: "k\(index)", navigable: true)
      rule.titleLines = 1
      return DiscoveredRow(rule: rule, reason: "discovered: NavigationLink at V.swift:\(index + 1)")
    }
    let plan = planner.plan((0..<150).map { Self.string("k\($0)", "en", "Text \($0)", line: $0 + 1) })
    let conflicts = plan.diagnostics.map(\.message).filter {
      $0.contains("titleLines") || $0.hasPrefix("and ")
    }
    #expect(conflicts.count == 101)
    #expect(
      conflicts.first
        == "rows[0]: \"k0\" has titleLines: 2 in typefit.json, but the source (NavigationLink at V.swift:1) has "
        + "titleLines: 1; the configuration is used")
    #expect(!conflicts.contains { $0.hasPrefix("rows[1]") })
    #expect(conflicts.last == "and 50 more warnings in the configuration; only the first 100 are listed")
  }

  @Test("Every locale of a key gets the role its development-language text gives")
  func rolePerKey() {
    let strings = [
      Self.string("onboarding.tip", "de", "Tipp", line: 1),
      Self.string("onboarding.tip", "en", "Swipe left on a post to reply. Swipe right to boost it.", line: 2),
      Self.string("onboarding.tip", "fr", "Astuce", line: 3),
    ]
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(plan.items.map(\.role) == [.prose, .prose, .prose])
    #expect(Set(plan.items.map(\.roleReason)) == ["2 sentences"])
  }

  @Test("defaultRole in the config checks every unnamed string in that role")
  func defaultRole() {
    var configuration = CheckConfiguration()
    configuration.defaultRole = .row
    let plan = RowPlanner(configuration: configuration).plan([Self.string("a", "en", "Wi-Fi", line: 1)])
    #expect(plan.items[0].role == .row)
    #expect(plan.items[0].roleReason == "defaultRole in typefit.json")
    #expect(plan.items[0].row.isNavigable)
  }

  @Test("An XLIFF export's source text is planned once, not once per locale file")
  func xliffSourceOnce() {
    var strings: [LocalizedString] = []
    for (index, locale) in ["de", "fi", "ru"].enumerated() {
      let file = "\(locale).xliff"
      var source = Self.string(
        "save", "en", "Save", line: 10, format: .xliff, file: file,
        original: "App/en.lproj/Localizable.strings")
      source.isXLIFFSource = true
      strings.append(source)
      strings.append(
        Self.string(
          "save", locale, ["Sichern", "Tallenna", "Сохранить"][index], line: 11, format: .xliff, file: file,
          original: "App/en.lproj/Localizable.strings"))
    }
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(strings.count == 6)
    #expect(plan.items.map(\.locale) == ["en", "de", "fi", "ru"])
    #expect(plan.items[0].location.file == "de.xliff")
  }

  @Test(
    "Two exports of one language with the same <file original> and text (an app's and its extension's) each get their result"
  )
  func xliffTargetsPerFile() {
    let long = "Datenschutzeinstellungen und Sicherheitsoptionen für alle Geräte"
    var strings: [LocalizedString] = []
    for file in ["App/de.xliff", "Widget/de.xliff"] {
      var source = Self.string(
        "k", "en", "Privacy", line: 3, format: .xliff, file: file, original: "en.lproj/Localizable.strings")
      source.isXLIFFSource = true
      strings.append(source)
      strings.append(
        Self.string(
          "k", "de", long, line: 4, format: .xliff, file: file, original: "en.lproj/Localizable.strings"))
    }
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(
      plan.items.map { "\($0.locale)@\($0.location.file)" } == [
        "en@App/de.xliff", "de@App/de.xliff", "de@Widget/de.xliff",
      ])
  }
  @Test("A row discovered for a key in one table makes only that table's key a row")
  func discoveredRowTable() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    let location = SourceLocation(file: "V.swift", line: 5, column: 7)
    // Text("k") in a NavigationLink: the default table, Localizable; Text("n", tableName: "Other").
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "k", navigable: true, titleLines: 1),
        reason: "discovered: NavigationLink at V.swift:5",
        sourceLocation: location, table: "Localizable"),
      DiscoveredRow(
        rule: RowRule(title: "n", navigable: true), reason: "discovered: NavigationLink at V.swift:9",
        sourceLocation: location, table: "Other"),
    ]
    let long = "Ein sehr langer Text in einer anderen Tabelle"
    let plan = planner.plan([
      Self.string("k", "de", "Kurz", line: 1, format: .strings, file: "de.lproj/Localizable.strings"),
      Self.string("k", "de", long, line: 1, format: .strings, file: "de.lproj/Other.strings"),
      Self.string("n", "de", "Neu", line: 2, format: .strings, file: "de.lproj/Localizable.strings"),
      Self.string("n", "de", "Neu", line: 2, format: .strings, file: "de.lproj/Other.strings"),
      // A String Catalog's table is its file name; XLIFF's its <file original>.
      Self.string("k", "de", "Kurz", line: 3, file: "Localizable.xcstrings"),
      Self.string("k", "de", "Kurz", line: 4, file: "Settings.xcstrings"),
      Self.string(
        "n", "de", "Neu", line: 5, format: .xliff, file: "de.xliff", original: "App/en.lproj/Other.strings"),
      Self.string(
        "n", "de", "Neu", line: 6, format: .xliff, file: "de.xliff",
        original: "App/en.lproj/Localizable.strings"),
    ])
    #expect(plan.items.map(\.role) == [.row, .label, .label, .row, .row, .label, .row, .label])
    #expect(plan.items[0].row.title.lineLimit == 1)
    #expect(plan.items[1].roleReason == "short text, 8 words")
    #expect(plan.items[3].roleReason == "discovered: NavigationLink at V.swift:9")
    #expect(
      plan.items.map { $0.table?.name } == [
        "Localizable", "Other", "Localizable", "Other", "Localizable", "Settings", "Other", "Localizable",
      ])
  }

  @Test("A row of a table applies to strings that have no table: Android resources, XLIFF without original")
  func discoveredRowWithoutTable() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "k", navigable: true), reason: "discovered: NavigationLink at V.swift:5",
        table: "Localizable")
    ]
    let plan = planner.plan([
      Self.string("k", "de", "Kurz", line: 1, format: .android, file: "res/values-de/strings.xml"),
      Self.string("k", "de", "Kurz", line: 2, format: .xliff, file: "de.xliff"),
    ])
    #expect(plan.items.map(\.role) == [.row, .row])
    #expect(plan.items.map(\.table) == [nil, nil])
  }

  @Test("A static discovered row's paragraph is judged in its own table")
  func staticParagraphTable() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    planner.discoveredRows = [
      DiscoveredRow(
        rule: RowRule(title: "about.credits"), reason: "discovered: Text at About.swift:85",
        sourceLocation: SourceLocation(file: "About.swift", line: 85), table: "Localizable")
    ]
    let paragraph = "Thanks to everyone who helped.\n\nIcons by the community."
    let plan = planner.plan([
      Self.string(
        "about.credits", "en", "Credits", line: 1, format: .strings, file: "en.lproj/Localizable.strings"),
      Self.string(
        "about.credits", "en", paragraph, line: 1, format: .strings, file: "en.lproj/Other.strings"),
    ])
    // The Other table's paragraph neither makes Localizable's title prose nor is a row itself.
    #expect(plan.items.map(\.role) == [.row, .prose])
    #expect(plan.items[0].roleReason == "discovered: Text at About.swift:85")
  }
}
