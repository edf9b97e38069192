import Testing
import TypeFitRow

@testable import TypeFitDiscovery

@Suite("ODS list items and mapped row components")
struct DesignSystemRowTests {
  static let settingsRow = RowComponentMapping(
    name: "SettingsRow", title: "title", value: "detail", accessory: .disclosure, isNavigable: true)
  let result = Fixtures.discover(["DesignSystemRows.swift"], components: [settingsRow])

  @Test("ODSListItem: title, subtitle on two lines, circular image")
  func odsSubtitle() throws {
    let row = try #require(result.row(title: "ods.subtitle.two"))
    #expect(row.construct == .odsListItem)
    #expect(row.subtitle?.reference == .key("ods.subtitle.text", table: nil))
    #expect(row.subtitle?.lineLimit == 2 && row.subtitle?.textStyle == .subheadline)
    #expect(row.leading == .image(ImageSpec(width: 44, height: 44, shape: .circular)))
  }

  @Test("ODSListItem trailing elements: toggle, checkmark, text and info button")
  func odsTrailing() throws {
    #expect(result.row(title: "ods.title")?.accessory == Accessory.none)
    #expect(result.row(title: "ods.toggle")?.accessory == .toggle)
    #expect(result.row(title: "ods.toggle")?.leading == .symbol)
    #expect(result.row(title: "ods.check")?.accessory == .checkmark)
    let info = try #require(result.row(title: "ods.info"))
    #expect(info.accessory == .infoButton)
    #expect(info.value?.reference == .key("ods.info.value", table: nil))
  }

  @Test("a mapped component: labels to parts, its accessory, navigable; a computed title is unresolved")
  func component() throws {
    let row = try #require(result.row(title: "component.title"))
    #expect(row.construct == .component("SettingsRow"))
    #expect(row.value?.reference == .key("component.detail", table: nil))
    #expect(row.accessory == .disclosure && row.isNavigable)
    let computed = try #require(result.rows.first { $0.value?.reference.key == "component.other" })
    #expect(computed.title?.reference == .unresolved("computed: store.name"))
  }

  @Test("without a mapping the component is not a row")
  func noMapping() {
    let plain = Fixtures.discover(["DesignSystemRows.swift"])
    #expect(plain.row(title: "component.title") == nil)
    #expect(plain.rows.count == 5)
  }
}
