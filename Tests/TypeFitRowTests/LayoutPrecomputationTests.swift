import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitRow

@Suite("What the layout works out once per row and context")
struct LayoutPrecomputationTests {
  @Test("The accessory resolver sizes the detail button and the chevron at each category")
  func detailDisclosure() {
    let row = Row(title: "Account", accessory: .detailDisclosure, isNavigable: true)
    let resolver = TrailingAccessories.Resolver(row: row, profile: .ios18, displayScale: 3)
    let large = resolver.resolve(at: .large)
    #expect(large.items.map(\.kind) == [.detailButton, .chevron])
    #expect(large.items.map(\.size) == [Size(width: 22, height: 22), Size(width: 12, height: 12)])
    #expect(large.totalWidth == 22 + 8 + 12)
    // 12 pt × 62/22 (body leading at AX5 over Large) = 33.82, rounded to the @3x grid: 101/3.
    let largest = resolver.resolve(at: .accessibility5)
    #expect(largest.items.map(\.size.width) == [22, 101.0 / 3])
    #expect(largest.maximumHeight == 101.0 / 3)
  }

  @Test("A custom accessory keeps its own size, and a row that is not navigable gets no chevron")
  func customToggle() {
    let row = Row(
      title: RowLabel("Wi-Fi", textStyle: .body), accessory: .toggle, isNavigable: false,
      accessorySize: Size(width: 40, height: 30))
    let resolved = TrailingAccessories.Resolver(row: row, profile: .ios18, displayScale: 3)
      .resolve(at: .xxxLarge)
    #expect(resolved.items.map(\.kind) == [.toggle])
    #expect(resolved.totalWidth == 40 && resolved.maximumHeight == 30)
    let stock = TrailingAccessories.Resolver(
      row: Row(title: "Wi-Fi", accessory: .toggle, isNavigable: false), profile: .ios18, displayScale: 3
    ).resolve(at: .xxxLarge)
    #expect(stock.items.map(\.size) == [Size(width: 51, height: 31)])
  }

  @Test("The resolver and the one-off initializer agree at every category")
  func resolverMatchesInitializer() {
    let row = Row(title: "Account", accessory: .checkmark, isNavigable: true)
    let resolver = TrailingAccessories.Resolver(row: row, profile: .ios26, displayScale: 2)
    for category in ContentSizeCategory.allCases {
      let once = TrailingAccessories(row: row, profile: .ios26, category: category, displayScale: 2)
      let resolved = resolver.resolve(at: category)
      #expect(once.items.map(\.size) == resolved.items.map(\.size))
      #expect(once.totalWidth == resolved.totalWidth)
    }
  }

  @Test("Categories are laid out ascending and once each, whatever order they come in")
  func ascendingDistinct() {
    #expect(RowLayoutEngine.ascendingDistinct([.large, .xSmall, .large]) == [.xSmall, .large])
    #expect(RowLayoutEngine.ascendingDistinct([.small, .accessibility2]) == [.small, .accessibility2])
    #expect(RowLayoutEngine.ascendingDistinct([.medium, .medium]) == [.medium])
    #expect(RowLayoutEngine.ascendingDistinct([]) == [])
  }

  @Test("A subtitle's line limit is capped by the profile once per row (ODS shows one line)")
  func subtitleLineLimit() throws {
    let measurer = FixedAdvanceMeasurer()
    let engine = RowLayoutEngine(measurer: measurer)
    let row = Row(
      title: RowLabel("Title", textStyle: .body),
      subtitle: RowLabel("A subtitle", textStyle: .subheadline, lineLimit: 3))
    let ods = try engine.layouts(for: row, in: LayoutContext(profile: .ods), categories: [.large])
    #expect(ods.first?.label(.subtitle)?.lineLimit == 1)
    #expect(ods.first?.label(.title)?.lineLimit == nil)
    let ios = try engine.layouts(for: row, in: LayoutContext(profile: .ios18), categories: [.large])
    #expect(ios.first?.label(.subtitle)?.lineLimit == 3)
  }
}
