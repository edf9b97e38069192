import Testing
import TypeFitCheck
import TypeFitLocalization

/// The subtitle and value a rule composes into a row: kept when `ignore` names their keys, and
/// taken from the development language where a locale lacks them.
@Suite("Row parts: ignore and missing translations")
struct RowPartPlanningTests {
  private static func string(_ key: String, _ locale: String, _ value: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: locale, value: value,
      location: SourceLocation(file: "\(locale).lproj/Localizable.strings", line: line), format: .strings)
  }

  private static func configuration() -> CheckConfiguration {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "t", value: "v")]
    return configuration
  }

  @Test("ignore naming a value key stops checking it as its own row but keeps it in the row a rule composes")
  func ignoredPartStays() {
    var configuration = Self.configuration()
    configuration.ignore = [Glob("v")]
    let plan = RowPlanner(configuration: configuration).plan([
      Self.string("t", "de", "WLAN", line: 1),
      Self.string("v", "de", "Verbunden mit dem Netzwerk Zuhause-5G-Gast", line: 2),
    ])
    #expect(plan.items.map(\.key) == ["t"])
    #expect(plan.items.first?.row.value?.text == "Verbunden mit dem Netzwerk Zuhause-5G-Gast")
    #expect(plan.items.first?.partKeys == ["value": "v"])
  }

  @Test("A locale without the value gets the development language's, with one warning naming the locales")
  func missingPartFromDevelopmentLanguage() {
    let plan = RowPlanner(configuration: Self.configuration()).plan([
      Self.string("t", "en", "Wi-Fi", line: 1),
      Self.string("v", "en", "Connected to the home network", line: 2),
      Self.string("t", "de", "WLAN", line: 1),
      Self.string("t", "fr", "Wi-Fi", line: 1),
      Self.string("v", "fr", "Connecté", line: 2),
      Self.string("t", "it", "Wi-Fi", line: 1),
    ])
    #expect(
      plan.items.map { "\($0.locale)=\($0.row.value?.text ?? "-")" } == [
        "en=Connected to the home network", "de=Connected to the home network", "fr=Connecté",
        "it=Connected to the home network",
      ])
    #expect(
      plan.diagnostics.map { "\($0.file):\($0.line ?? 0): \($0.message)" } == [
        "de.lproj/Localizable.strings:1: the row part \"v\" has no string in 2 locales (de, it); the app shows "
          + "the development language's text or the key in its place, so those rows are checked with the "
          + "development language's text"
      ])
  }

  @Test(
    "A part missing in the development language too: iOS shows the key, and those rows are checked with it")
  func partMissingEverywhereButOneLocale() {
    var configuration = Self.configuration()
    configuration.developmentLanguage = "ja"
    let plan = RowPlanner(configuration: configuration).plan([
      Self.string("t", "en", "Title", line: 1),
      Self.string("t", "de", "Titel", line: 1),
      Self.string("t", "fr", "Titre", line: 1),
      Self.string("v", "fr", "Une valeur vraiment longue", line: 2),
    ])
    #expect(
      plan.items.map { "\($0.locale)=\($0.row.value?.text ?? "-")" } == [
        "en=v", "de=v", "fr=Une valeur vraiment longue",
      ])
    // The key shown in its place has no entry: findings on it are said at the title's.
    #expect(
      plan.items.map { $0.partLocations?["value"]?.file ?? "-" } == [
        "-", "-", "fr.lproj/Localizable.strings",
      ])
    #expect(plan.items.map { $0.partKeys["value"] ?? "-" } == ["v", "v", "v"])
    #expect(
      plan.diagnostics.map { "\($0.file):\($0.line ?? 0): \($0.message)" } == [
        "en.lproj/Localizable.strings:1: the row part \"v\" has no string in 2 locales (de, en), nor in the "
          + "development language (ja): iOS shows the key itself there, checked as 'v'"
      ])
  }

  @Test(
    "A part key no strings file has (a SwiftUI literal key): laid out as the key itself, as iOS shows it, said once"
  )
  func partKeyShownAsItself() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "t", subtitle: "Boost & Quote %@")]
    let plan = RowPlanner(configuration: configuration).plan([
      Self.string("t", "en", "Boost", line: 1),
      Self.string("t", "de", "Teilen", line: 1),
    ])
    // LocalizedStringKey falls back to the key, its format filled as any string's.
    #expect(
      plan.items.map { "\($0.locale)=\($0.row.subtitle?.text ?? "-")" } == [
        "en=Boost & Quote Alexandra", "de=Boost & Quote Alexandra",
      ])
    #expect(plan.items.map { $0.partKeys["subtitle"] ?? "-" } == ["Boost & Quote %@", "Boost & Quote %@"])
    #expect(plan.items.allSatisfy { $0.partLocations == nil })
    // The configuration's own warning (no input has the key) stays beside it.
    #expect(plan.diagnostics.contains { $0.message.contains("no input has the key \"Boost & Quote %@\"") })
    #expect(
      plan.diagnostics.filter { $0.message.contains("row part") }.map {
        "\($0.file):\($0.line ?? 0): \($0.message)"
      } == [
        "en.lproj/Localizable.strings:1: the row part \"Boost & Quote %@\" has no entry in the string files: "
          + "iOS shows the key itself, checked as 'Boost & Quote %@' in 2 locales (de, en)"
      ])  // Its own kind, not the configuration's (fresh27 F27-4: GitHub titled it
    // `TypeFit unmatchedConfiguration`).
    #expect(plan.diagnostics.filter { $0.message.contains("row part") }.map(\.kind) == [.missingPartKey])
  }

  @Test("A second row with the same title is not used, with a warning; its value is checked on its own")
  func secondRowWithSameTitle() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "t", value: "v"), RowRule(title: "t", value: "s")]
    let plan = RowPlanner(configuration: configuration).plan([
      Self.string("t", "en", "Title", line: 1),
      Self.string("v", "en", "Value", line: 2),
      Self.string("s", "en", "Sub", line: 3),
    ])
    #expect(plan.items.map { "\($0.key):\($0.row.value?.text ?? "-")" } == ["t:Value", "s:-"])
    #expect(
      plan.diagnostics.map(\.message) == [
        "typefit.json rows[1]: rows[0] already has the title \"t\", and a title makes one row, so this entry "
          + "is not used; its subtitle and value are checked as strings of their own unless another row takes them"
      ])
  }

  @Test(
    "ignore naming a row's title: no row, and its value is checked as a string of its own, with a warning")
  func ignoredTitleFreesItsParts() {
    var configuration = Self.configuration()
    configuration.ignore = [Glob("t")]
    let plan = RowPlanner(configuration: configuration).plan([
      Self.string("t", "de", "WLAN", line: 1),
      Self.string("v", "de", "Verbunden mit dem Netzwerk Zuhause-5G-Gast", line: 2),
    ])
    #expect(plan.items.map(\.key) == ["v"])
    #expect(
      plan.diagnostics.map(\.message) == [
        "typefit.json rows[0]: ignore[0] names its title \"t\", so it makes no row; its subtitle and value are "
          + "checked as strings of their own"
      ])
  }
}
