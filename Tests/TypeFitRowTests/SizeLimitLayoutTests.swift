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

  @Test("labels of fixed, relative and limited sizes are placed alike in contexts sharing the row's sizes")
  func sharedSizes() throws {
    var row = Row(
      title: RowLabel("Wi-Fi and a title long enough to wrap at large sizes", textStyle: .body),
      subtitle: RowLabel("Connected to the network at home since noon", textStyle: .subheadline),
      value: RowLabel("On", textStyle: .body))
    row.title.sizeCategories = .xSmall ... .large
    row.subtitle?.relativePointSize = 20
    row.value?.fixedPointSize = 30
    let contexts = [320.0, 375, 440].map { LayoutContext(device: .width($0)) }
    let together = try engine.reports(for: row, in: contexts)
    for (context, report) in zip(contexts, together) {
      #expect(try engine.report(for: row, in: context) == report)
      let large = try #require(report.layout(at: .large))
      let ax5 = try #require(report.layout(at: .accessibility5))
      // The title stops at Large's size; the subtitle scales from 20 pt at Large; the value stays.
      #expect(ax5.label(.title)?.pointSize == large.label(.title)?.pointSize)
      #expect(large.label(.subtitle)?.pointSize == 20)
      #expect((ax5.label(.subtitle)?.pointSize ?? 0) > 20)
      #expect(ax5.label(.value)?.pointSize == 30 && large.label(.value)?.pointSize == 30)
    }
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
