import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitReports

@Suite("One finding per real problem")
struct ProblemListTests {
  static func result(key: String, locale: String, line: Int, row: Row) -> CheckResult {
    let item = CheckItem(
      key: key, locale: locale, variant: .base,
      location: SourceLocation(file: "/src/app/Localizable.xcstrings", line: line), format: .xcstrings,
      row: row,
      role: .row, roleReason: "typefit.json rows[0]")
    let report = try! ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases.filter { $0 >= .large })
    return CheckResult(item: item, reports: [report])
  }

  /// A one-line title that truncates, the same German text in de, de-AT and de-CH and a
  /// Finnish one; a switch row in three locales.
  static let results: [CheckResult] = {
    var results: [CheckResult] = []
    for (line, locale) in ["de", "de-AT", "de-CH"].enumerated() {
      results.append(
        result(
          key: "settings.privacy", locale: locale, line: 10 + line,
          row: Row(
            title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1), language: locale)))
    }
    results.append(
      result(
        key: "settings.privacy", locale: "fi", line: 20,
        row: Row(title: RowLabel("Yksityisyysasetukset", textStyle: .body, lineLimit: 1), language: "fi")))
    for (line, (locale, title)) in [("de", "Flugmodus"), ("en", "Airplane Mode"), ("fi", "Lentotila")]
      .enumerated()
    {
      results.append(
        result(
          key: "settings.airplane", locale: locale, line: 30 + line,
          row: Row(title: title, accessory: .toggle, isNavigable: false, language: locale)))
    }
    return results
  }()

  @Test("Findings of the same key, rule and part in several locales become one problem with its locales")
  func grouping() throws {
    var list = ProblemList()
    for result in Self.results { list.add(result) }
    let before = Self.results.reduce(0) { $0 + $1.findings.count }
    let truncations = list.problems.filter { $0.rule == .labelTruncated }
    let switches = list.problems.filter { $0.rule == .accessoryTargetTooSmall }
    // Before: one TF001 per locale (4) and one TF003 per locale (3); after: the title truncates
    // from the same size with the same numbers in all four locales (the same German text three
    // times, a Finnish one), so it is one problem; the switch, whose size no text changes, is
    // one problem for the row.
    let wraps = Self.results.flatMap(\.findings).filter { $0.finding.ruleID == .labelWraps }.count
    #expect(before - wraps == 7)
    #expect(truncations.count == 1)
    #expect(truncations[0].locales == ["de", "de-AT", "de-CH", "fi"])
    #expect(truncations[0].occurrences.map(\.line) == [10, 11, 12, 20])
    #expect(switches.count == 1)
    #expect(switches[0].locales == ["de", "en", "fi"])
    #expect(list.findingCount == before)
    #expect(list.problems.count < before)
  }

  @Test("The headline names the key, the problem, the locales and the numbers")
  func headline() throws {
    var list = ProblemList()
    for result in Self.results { list.add(result) }
    let first = try #require(list.problems.first { $0.rule == .labelTruncated })
    #expect(first.severity == .error)
    let line = ProblemList.headline(first, allLocales: ["de", "de-AT", "de-CH", "en", "fi"])
    #expect(line.hasPrefix("settings.privacy: title truncates from "))
    #expect(line.hasSuffix(" in de, de-AT, de-CH, fi (needs 2 lines, 1 allowed)"))
    let toggle = try #require(list.problems.first { $0.rule == .accessoryTargetTooSmall })
    // Apple's control has its size in every locale and at every size: neither is said (fresh22
    // F22-10).
    #expect(
      ProblemList.headline(toggle, allLocales: ["de", "en", "fi"])
        == "settings.airplane: switch is 51×31 pt, below the 44×44 pt HIG minimum "
        + "(a stock UISwitch (SwiftUI Toggle): Apple's control, whose size the app cannot change)")
    #expect(toggle.severity == .note)
  }

  @Test("Locale lists name every locale up to eight, then count the rest")
  func localeLists() {
    let many = ["ar", "be", "ca", "cs", "de", "el", "es", "fi", "fr", "he"]
    #expect(ProblemList.localeList(["fi", "de"], allLocales: Set(many)) == "de, fi")
    #expect(
      ProblemList.localeList(many, allLocales: Set(many + ["ja"]))
        == "ar, be, ca, cs, de, el, es, fi and 2 more")
    #expect(ProblemList.localeList(many, allLocales: Set(many)) == "all 10 locales")
  }

  @Test("A problem in both locales of a two-locale run says so, not 'all 2 locales' (fresh21 F21-10)")
  func twoLocales() throws {
    #expect(ProblemList.localeList(["ru", "de"], allLocales: ["de", "ru"]) == "both locales")
    // One locale of two, and the only locale of a run, are named.
    #expect(ProblemList.localeList(["ru"], allLocales: ["de", "ru"]) == "ru")
    #expect(ProblemList.localeList(["de"], allLocales: ["de"]) == "de")
    #expect(ProblemList.localeList(["de", "fi", "ru"], allLocales: ["de", "fi", "ru"]) == "all 3 locales")
    // In a headline: the truncated title of a run in de and fi (the switch's size names no
    // locale since fresh22 F22-10).
    var list = ProblemList()
    for result in Self.results
    where result.item.key == "settings.privacy" && ["de", "fi"].contains(result.item.locale) {
      list.add(result)
    }
    let truncated = try #require(list.problems.first { $0.rule == .labelTruncated })
    #expect(ProblemList.headline(truncated, allLocales: ["de", "fi"]).contains(" in both locales"))
  }

  @Test("Problems rank errors first, then warnings, then notes")
  func ranking() {
    var list = ProblemList()
    for result in Self.results.reversed() { list.add(result) }
    let severities = Array(list.ranked.map(\.severity))
    #expect(severities == severities.sorted(by: >))
    #expect(severities.first == .error)
  }

  @Test("Among notes, a stock switch's size ranks after what the app can act on")
  func systemControlsLast() throws {
    var list = ProblemList()
    for result in Self.results.reversed() { list.add(result) }
    let notes = Array(list.ranked).filter { $0.severity == .note }
    let switchIndex = try #require(notes.firstIndex { $0.rule == .accessoryTargetTooSmall })
    #expect(notes[switchIndex].concernsSystemControl)
    #expect(switchIndex == notes.count - 1)
    #expect(notes.count > 1)
  }

  @Test("A label's or prose's problems name its text, not a row's title")
  func labelText() throws {
    let row = Row(
      title: "Swipe left on a post to reply to it, or right to boost it for everyone", isNavigable: false,
      language: "en")
    let item = CheckItem(
      key: "onboarding.tip", locale: "en", variant: .base,
      location: SourceLocation(file: "/src/app/Localizable.xcstrings", line: 4), format: .xcstrings, row: row,
      role: .label, roleReason: "short text, 15 words")
    let report = try ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases.filter { $0 >= .large })
    var list = ProblemList()
    list.add(CheckResult(item: item, reports: [report]))
    let problem = try #require(list.problems.first)
    #expect(problem.rule == .labelWraps)
    #expect(problem.phrase.summary == "text wraps from large")
    #expect(problem.role == .label)
    // Its example sentence says `text` too (a fresh user's U54-8: `title wraps from AX5` under a
    // headline of `text wraps`); a row's keeps `title`.
    let message = try #require(report.findings.first { $0.ruleID == .labelWraps }?.message)
    #expect(message.hasPrefix("title wraps from large ("))
    #expect(problem.example == "text" + message.dropFirst("title".count))
    let rowItem = CheckItem(
      key: "onboarding.tip", locale: "en", variant: .base,
      location: SourceLocation(file: "/src/app/Localizable.xcstrings", line: 4), format: .xcstrings, row: row)
    var rows = ProblemList()
    rows.add(CheckResult(item: rowItem, reports: [report]))
    #expect(try #require(rows.problems.first).example == message)
  }

  @Test("A phrase's subject is its summary without the first category, wherever the rule says it")
  func subjectAndSummary() throws {
    let report = try ReportFixtures.engine.report(
      for: Row(title: "Wi-Fi"), in: ReportFixtures.context, categories: [.large])
    let accessory = ProblemPhrase(
      Finding(
        ruleID: .accessoryTargetTooSmall,
        message: "switch is 51×31 pt at AX1, below the 44×44 pt HIG minimum; it meets the WCAG 2.5.8 "
          + "minimum of 24×24 pt (at 2 categories: AX1, AX2)",
        target: .toggle, categories: [.accessibility1, .accessibility2]),
      in: [report], context: 0)
    #expect(accessory.summary == "switch is 51×31 pt from AX1, below the 44×44 pt HIG minimum")
    #expect(accessory.subject == "switch is 51×31 pt, below the 44×44 pt HIG minimum")
    let stacked = ProblemPhrase(
      Finding(ruleID: .valueStacked, message: "value stacks", role: .value, categories: [.xxxLarge]),
      in: [report], context: 0)
    #expect(stacked.summary == "value moves below the title from xxxLarge")
    #expect(stacked.subject == "value moves below the title")
    let missing = ProblemPhrase(
      Finding(ruleID: .missingGlyphs, message: "no font", role: .title, categories: [.large]), in: [report],
      context: 0)
    #expect(missing.summary == "title has characters no font covers")
    #expect(missing.subject == missing.summary)
  }

  @Test("Locales whose finding starts at different categories stay one problem, listed per category")
  func categoriesMerge() throws {
    // The same title key: German truncates earlier than English (longer text), one problem.
    // English arrives first but starts later: German, the earliest, leads with its example.
    let rows = [
      ("en", "Privacy Settings"), ("de", "Datenschutzeinstellungen"), ("fi", "Yksityisyysasetukset"),
    ]
    var list = ProblemList()
    for (line, (locale, title)) in rows.enumerated() {
      list.add(
        Self.result(
          key: "settings.privacy", locale: locale, line: line + 1,
          row: Row(title: RowLabel(title, textStyle: .body, lineLimit: 1), language: locale)))
    }
    let truncations = list.problems.filter { $0.rule == .labelTruncated }
    try #require(truncations.count == 1)
    let problem = truncations[0]
    let byLocale = Dictionary(uniqueKeysWithValues: problem.occurrences.map { ($0.locale, $0.firstCategory) })
    let german = try #require(byLocale["de"] ?? nil)
    let english = try #require(byLocale["en"] ?? nil)
    #expect(german < english)
    #expect(problem.firstCategory == german)
    #expect(problem.occurrences.map(\.locale) == ["de", "en", "fi"])
    #expect(problem.example.hasPrefix("'Datenschutzeinstellungen' needs 2 lines from \(german.name)"))
    let headline = ProblemList.headline(problem, allLocales: ["de", "en", "fi"])
    #expect(headline.hasPrefix("settings.privacy: title truncates from \(german.name) in de"))
    // Every locale needs 2 lines at its first category: the detail is shown once.
    #expect(headline.hasSuffix("; from \(english.name) in en (needs 2 lines, 1 allowed)"))
  }

  @Test("A problem's example is its leading finding's sentence, made when read, with the quote limit")
  func exampleWhenRead() throws {
    var list = ProblemList(quoteLimit: 8)
    for result in Self.results { list.add(result) }
    let truncation = try #require(list.problems.first { $0.rule == .labelTruncated })
    let toggle = try #require(list.problems.first { $0.rule == .accessoryTargetTooSmall })
    // The sentence of the leading locale's finding, as `FindingSentence` writes it.
    func sentence(of problem: ProblemList.Problem) throws -> String {
      let result = try #require(
        Self.results.first { $0.item.key == problem.key && $0.item.locale == problem.occurrences[0].locale })
      let report = result.reports[problem.context]
      let finding = try #require(report.findings.first { $0.ruleID == problem.rule })
      return FindingSentence.text(for: finding, in: report, quoteLimit: 8)
    }
    #expect(truncation.example == (try sentence(of: truncation)))
    #expect(truncation.example.hasPrefix("'Datensch…' needs 2 lines from "))
    #expect(truncation.example.hasSuffix("; 1 allowed; shows 'Datensch…'"))
    // Other rules' examples are their messages, whole.
    #expect(toggle.example == (try sentence(of: toggle)))
    #expect(toggle.example.hasPrefix("switch is 51×31 pt at "))
  }

  @Test("More category groups than the limit end in the remaining locales, named when at most five")
  func categoryGroupLimit() throws {
    var list = ProblemList()
    for (line, (locale, title)) in [("de", "Datenschutzeinstellungen"), ("en", "Privacy Settings")]
      .enumerated()
    {
      list.add(
        Self.result(
          key: "settings.privacy", locale: locale, line: line + 1,
          row: Row(title: RowLabel(title, textStyle: .body, lineLimit: 1), language: locale)))
    }
    let problem = try #require(list.problems.first { $0.rule == .labelTruncated })
    let headline = ProblemList.headline(problem, allLocales: ["de", "en"], groupLimit: 1)
    #expect(headline.hasSuffix(" in de; later in en (needs 2 lines, 1 allowed)"))
  }

  /// A one-line German title that truncates, read from `file` as `format`.
  static func truncating(
    _ key: String, locale: String = "de", file: String, format: LocalizationFormat = .strings, line: Int = 1
  ) throws -> CheckResult {
    let row = Row(
      title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1), language: locale)
    let item = CheckItem(
      key: key, locale: locale, location: SourceLocation(file: file, line: line, column: 1), format: format,
      row: row)
    let report = try ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases.filter { $0 >= .large })
    return CheckResult(item: item, reports: [report])
  }

  @Test("The same key in an app's and its widget's table is two problems, each at its own file")
  func twoTargets() throws {
    var list = ProblemList(sourceRoot: "/src")
    list.add(try Self.truncating("k", file: "/src/App/de.lproj/Localizable.strings", line: 3))
    list.add(try Self.truncating("k", file: "/src/Widget/de.lproj/Localizable.strings", line: 7))
    let problems = list.problems.filter { $0.rule == .labelTruncated }
    // Grouped by key and locale alone, the widget's finding was dropped as a second `de`.
    #expect(problems.count == 2)
    #expect(
      problems.map { $0.occurrences.map(\.file) } == [
        ["App/de.lproj/Localizable.strings"], ["Widget/de.lproj/Localizable.strings"],
      ])
    #expect(problems.map { $0.occurrences.map(\.line) } == [[3], [7]])
    #expect(list.findingCount == 2)
  }

  @Test("The same key in two tables of one .lproj is two problems; one table's locales are one")
  func tablesAndLocales() throws {
    var list = ProblemList(sourceRoot: "/src")
    for file in ["de.lproj/Localizable.strings", "de.lproj/Other.strings", "fr.lproj/Localizable.strings"] {
      list.add(try Self.truncating("k", locale: file.hasPrefix("fr") ? "fr" : "de", file: "/src/" + file))
    }
    let problems = list.problems.filter { $0.rule == .labelTruncated }
    #expect(problems.count == 2)
    #expect(problems.map(\.locales) == [["de", "fr"], ["de"]])
    #expect(problems[1].occurrences.map(\.file) == ["de.lproj/Other.strings"])
  }

  @Test("Tables are told apart by folder and name, without the .lproj folder")
  func tableGroups() throws {
    func group(_ file: String, _ format: LocalizationFormat) throws -> String {
      ProblemList.tableGroup(of: try Self.truncating("k", file: file, format: format).item)
    }
    #expect(try group("App/de.lproj/Localizable.strings", .strings) == "App/Localizable")
    #expect(try group("App/fr.lproj/Localizable.stringsdict", .stringsdict) == "App/Localizable")
    #expect(try group("/src/Shared/Settings.xcstrings", .xcstrings) == "/src/Shared/Settings")
    #expect(try group("app/src/main/res/values-de/strings.xml", .android) == "app/src/main/res/strings.xml")
    #expect(try group("app/src/main/res/values/strings.xml", .android) == "app/src/main/res/strings.xml")
    #expect(try group("lib/res/values-de/strings.xml", .android) == "lib/res/strings.xml")
    // XLIFF without `<file original>`: an export's one table, in every locale's file.
    #expect(try group("de.xcloc/Localized Contents/de.xliff", .xliff) == "xliff:")
    var item = try Self.truncating("k", file: "de.xliff", format: .xliff).item
    item.table = StringsTable(file: "App/en.lproj/Localizable.strings")
    #expect(ProblemList.tableGroup(of: item) == "xliff:App/Localizable")
  }
}
