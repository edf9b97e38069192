import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@Suite("Discovered rows for the planner")
struct DiscoveredRowConversionTests {
  let location = SourceLocation(file: "App/Settings/SettingsTab.swift", line: 12, column: 7)

  @Test(
    "a row's shape: keys, accessory, leading, navigable, styles, lines and weights; reason names the source")
  func shape() throws {
    let source = SourceRow(
      location: location, construct: .navigationLink,
      title: DiscoveredText(
        reference: .key("settings.account", table: nil), location: location, textStyle: .headline,
        lineLimit: 1,
        weight: .semibold),
      subtitle: DiscoveredText(
        reference: .key("settings.account.detail", table: nil), location: location, lineLimit: 2),
      value: DiscoveredText(reference: .unresolved("computed: name"), location: location), leading: .symbol,
      accessory: .disclosure, isNavigable: true)
    let rows = DiscoveredRow.rows(from: source)
    #expect(rows.count == 1)
    let row = try #require(rows.first)
    #expect(row.reason == "discovered: NavigationLink at SettingsTab.swift:12")
    #expect(row.sourceLocation == location)
    #expect(row.rule.title == "settings.account" && row.rule.subtitle == "settings.account.detail")
    #expect(row.rule.value == nil)
    #expect(row.rule.accessory == .disclosure && row.rule.leading == .symbol && row.rule.navigable == true)
    #expect(row.rule.titleStyle == .headline && row.rule.titleLines == 1 && row.rule.titleWeight == .semibold)
    #expect(row.rule.subtitleStyle == nil && row.rule.subtitleLines == 2)
  }

  @Test("title alternatives are rows of the same shape, paired with subtitle alternatives by position")
  func alternatives() {
    var source = SourceRow(
      location: location, construct: .cellSubclass("PolicyCell"),
      title: DiscoveredText(
        reference: .key("a.title", table: nil), location: location,
        alternatives: [.key("b.title", table: nil), .unresolved("computed: x"), .key("a.title", table: nil)]),
      subtitle: DiscoveredText(
        reference: .key("a.subtitle", table: nil), location: location,
        alternatives: [
          .key("b.subtitle", table: nil), .key("c.subtitle", table: nil), .key("d.subtitle", table: nil),
        ]),
      accessory: .toggle)
    // Picked by different things (or by nothing known): each title with every subtitle (A59-2).
    let apart = DiscoveredRow.rows(from: source)
    #expect(apart.map(\.rule.title) == ["a.title", "b.title"])
    #expect(apart.map(\.rule.subtitle) == ["a.subtitle", "a.subtitle"])
    let every = ["a.subtitle", "b.subtitle", "c.subtitle", "d.subtitle"]
    #expect(apart.map(\.rule.subtitleKeys) == [every, every])
    #expect(apart.allSatisfy { $0.rule.accessory == .toggle && $0.rule.navigable == false })
    // Picked by one value (`entry.title`, `entry.subtitle`): by position, one subtitle each.
    let origin = ChoiceOrigin(written: ["entry"], declaration: location, file: location.file)
    source.title?.choiceOrigin = origin
    source.subtitle?.choiceOrigin = origin
    let paired = DiscoveredRow.rows(from: source)
    #expect(paired.map(\.rule.subtitle) == ["a.subtitle", "b.subtitle"])
    #expect(paired.map(\.rule.subtitleKeys) == [nil, nil])
  }

  @Test("a row without a title key gives nothing to check")
  func unresolvedTitle() {
    let source = SourceRow(
      location: location, construct: .text,
      title: DiscoveredText(reference: .unresolved("computed: item.name"), location: location))
    #expect(DiscoveredRow.rows(from: source).isEmpty)
  }

  @Test("each row holds its title's table: Localizable when the source names none")
  func tables() {
    let source = SourceRow(
      location: location, construct: .navigationLink,
      title: DiscoveredText(
        reference: .key("k", table: nil), location: location,
        alternatives: [.key("k", table: "Other"), .key("k", table: "Localizable"), .key("m", table: "Other")]),
      accessory: .disclosure, isNavigable: true)
    let rows = DiscoveredRow.rows(from: source)
    // `k` of Localizable (twice: once without a table name, once named) is one row.
    #expect(rows.map(\.rule.title) == ["k", "k", "m"])
    #expect(rows.map(\.table) == ["Localizable", "Other", "Other"])
  }
}
