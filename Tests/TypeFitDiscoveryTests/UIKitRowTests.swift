import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

@Suite("UIKit rows")
struct UIKitRowTests {
  let result = Fixtures.discover(["UIKitRows.swift"])

  @Test("each cell configuration is one row; a view's own textLabel is not")
  func allRows() {
    #expect(
      result.rows.map { $0.title?.reference.summary ?? "-" } == [
        "Settings:uikit.wifi", "verbatim \"uikit.verbatim.title\"", "uikit.language", "uikit.legacy.title",
        "uikit.info", "uikit.entry.sounds",
      ])
  }

  @Test("UIListContentConfiguration: text, secondary text below, image, line limits, font, disclosure")
  func contentConfiguration() throws {
    let row = try #require(result.row(title: "uikit.wifi"))
    #expect(row.construct == .listContentConfiguration)
    #expect(row.title?.reference == .key("uikit.wifi", table: "Settings"))
    #expect(row.subtitle?.reference == .key("uikit.wifi.status", table: nil))
    #expect(row.title?.lineLimit == 1 && row.subtitle?.lineLimit == 2)
    #expect(row.title?.textStyle == .headline)
    #expect(row.leading == .symbol)
    #expect(row.accessory == .disclosure && row.isNavigable)
    #expect(row.location.line == 6)
  }

  @Test("valueCell puts the secondary text in the value; a ternary accessory gives checkmark")
  func valueCell() throws {
    let row = try #require(result.rows.first { $0.title?.reference == .verbatim("uikit.verbatim.title") })
    #expect(row.value?.reference == .unresolved("computed: detail"))
    #expect(row.subtitle == nil)
    #expect(row.accessory == .checkmark && !row.isNavigable)
  }

  @Test("prefersSideBySideTextAndSecondaryText makes the secondary text a value; detail disclosure button")
  func sideBySide() throws {
    let row = try #require(result.row(title: "uikit.language"))
    #expect(row.value?.reference == .key("uikit.language.value", table: nil))
    #expect(row.accessory == .detailDisclosure)
  }

  @Test(
    "textLabel and detailTextLabel of a value1 cell; numberOfLines 0 is unlimited; UISwitch accessory view")
  func cellLabels() throws {
    let row = try #require(result.row(title: "uikit.legacy.title"))
    #expect(row.construct == .tableViewCellLabels)
    #expect(row.value?.reference == .key("uikit.legacy.detail", table: nil))
    #expect(row.title?.lineLimit == nil)
    #expect(row.accessory == .toggle)
  }

  @Test("detailButton is an info button")
  func infoButton() {
    #expect(result.row(title: "uikit.info")?.accessory == .infoButton)
  }

  @Test("a cell subclass with its own label: the enum property's strings, the label's font, a switch")
  func cellSubclass() throws {
    let row = try #require(result.row(title: "uikit.entry.sounds"))
    #expect(row.construct == .cellSubclass("SwitchCell"))
    #expect(row.title?.alternatives == [.key("uikit.entry.haptics", table: nil)])
    #expect(row.title?.textStyle == .body)
    #expect(row.accessory == .toggle)
  }
}
