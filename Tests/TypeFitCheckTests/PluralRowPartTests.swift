import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// fresh23 F23-1 and F23-4: a plural value or subtitle of a composed row, and the row
/// overrides (`--title-lines`) kept off labels and prose.
@Suite("Plural row parts and row-only overrides")
struct PluralRowPartTests {
  static func string(
    _ key: String, _ value: String, _ variant: StringVariant = .base, line: Int
  ) -> LocalizedString {
    LocalizedString(
      key: key, locale: "de", value: value, variant: variant,
      location: SourceLocation(file: "de.lproj/Localizable.strings", line: line), format: .strings)
  }

  static let strings = [
    string("devices", "Geräte", line: 1),
    string("devices.count", "%d verbundenes Gerät", StringVariant([.plural("one")]), line: 2),
    string(
      "devices.count", "%d verbundene Geräte in deinem Konto", StringVariant([.plural("other")]), line: 3),
    string("footer", "Synchronisiert alle Geräte. Das kann eine Weile dauern.", line: 4),
  ]

  @Test(
    "A plural value of a title that is not plural is its longest form, filled; the key is not checked alone")
  func pluralValue() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "devices", value: "devices.count")]
    let plan = RowPlanner(configuration: configuration).plan(Self.strings)
    #expect(plan.items.map(\.key) == ["devices", "footer"])
    #expect(plan.items[0].row.title.text == "Geräte")
    #expect(plan.items[0].row.value?.text == "1,234 verbundene Geräte in deinem Konto")
    #expect(plan.items[0].partKeys == ["value": "devices.count"])
    #expect(plan.diagnostics.isEmpty)
  }

  @Test("A plural subtitle is kept the same way")
  func pluralSubtitle() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "devices", subtitle: "devices.count")]
    let plan = RowPlanner(configuration: configuration).plan(Self.strings)
    #expect(plan.items[0].row.subtitle?.text == "1,234 verbundene Geräte in deinem Konto")
    #expect(plan.items[0].partKeys == ["subtitle": "devices.count"])
  }

  @Test("A plural title takes the value form of its own variant")
  func pluralTitleKeepsItsForm() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "devices.count", value: "devices")]
    let plan = RowPlanner(configuration: configuration).plan(Self.strings)
    #expect(plan.items.map(\.key) == ["devices.count", "devices.count", "footer"])
    #expect(
      plan.items.map(\.variant) == [
        StringVariant([.plural("one")]), StringVariant([.plural("other")]), .base,
      ])
    #expect(plan.items.prefix(2).map(\.row.value?.text) == ["Geräte", "Geräte"])
  }

  @Test("--title-lines applies to rows only: a label and a paragraph keep unlimited lines")
  func overridesOnRowsOnly() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "devices", value: "devices.count")]
    let plan = RowPlanner(configuration: configuration, overrides: RowRule(titleLines: 1, subtitleLines: 1))
      .plan(Self.strings + [Self.string("ok", "OK", line: 5)])
    #expect(plan.items.map(\.key) == ["devices", "footer", "ok"])
    #expect(plan.items.map(\.role) == [.row, .prose, .label])
    #expect(plan.items.map(\.row.title.lineLimit) == [1, nil, nil])
  }

  @Test("With defaultRole row every string is a row, and the overrides apply")
  func overridesOnDefaultRows() {
    var configuration = CheckConfiguration()
    configuration.defaultRole = .row
    let plan = RowPlanner(configuration: configuration, overrides: RowRule(titleLines: 1))
      .plan([Self.string("ok", "OK", line: 5)])
    #expect(plan.items.map(\.row.title.lineLimit) == [1])
  }
}
