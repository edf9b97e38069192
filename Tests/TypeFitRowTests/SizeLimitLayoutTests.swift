import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// fix20f (A18-10, A18-14): a row laid out at the categories SwiftUI draws it at, and in the
/// list style its `List` sets.
@Suite("Row layout: size limits and the row's list style")
struct SizeLimitLayoutTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())

  func layout(_ row: Row, at category: ContentSizeCategory, _ context: LayoutContext = LayoutContext()) throws
    -> RowCategoryLayout
  {
    try #require(try engine.report(for: row, in: context, categories: [category]).layout(at: category))
  }

  @Test("a row limited to xxxLarge is laid out at AX5 as at xxxLarge: symbol, height, point size")
  func rowLimit() throws {
    var row = Row(title: RowLabel("Wi-Fi", textStyle: .body), leading: .symbol)
    row.sizeCategories = .xSmall ... .xxxLarge
    row.title.sizeCategories = .xSmall ... .xxxLarge
    let top = try layout(row, at: .xxxLarge)
    let ax5 = try layout(row, at: .accessibility5)
    #expect(ax5.category == .accessibility5)
    #expect(ax5.height == top.height && ax5.leadingSize == top.leadingSize && ax5.textWidth == top.textWidth)
    #expect(ax5.label(.title)?.pointSize == TextStyle.body.metrics(at: .xxxLarge).pointSize)
    #expect(!ax5.usesAccessibilityLayout)
    // Without the limit the row grows.
    let free = try layout(
      Row(title: RowLabel("Wi-Fi", textStyle: .body), leading: .symbol), at: .accessibility5)
    #expect(free.height > top.height && free.label(.title)?.pointSize == 53)
  }

  @Test("a text set to large keeps large's size; a fixed font its points; the row's symbol still grows")
  func labelLimits() throws {
    var row = Row(
      title: RowLabel("Wi-Fi", textStyle: .body), subtitle: RowLabel("On", textStyle: .subheadline))
    row.title.sizeCategories = .large ... .large
    row.subtitle?.fixedPointSize = 12
    let ax3 = try layout(row, at: .accessibility3)
    #expect(ax3.label(.title)?.pointSize == 17)
    #expect(ax3.label(.subtitle)?.pointSize == 12)
    #expect(ax3.usesAccessibilityLayout)
  }

  @Test("a row's list style replaces the context's: a plain row is wider by the inset-grouped margins")
  func listStyle() throws {
    var row = Row(title: "Einstellungen")
    let inset = try layout(row, at: .large)
    row.listStyle = .plain
    let plain = try layout(row, at: .large)
    #expect(plain.rowWidth > inset.rowWidth)
  }
}
