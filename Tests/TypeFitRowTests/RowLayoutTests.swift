import Foundation
import Synchronization
import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@Suite struct RowLayoutTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())

  func layout(_ row: Row, _ context: LayoutContext = LayoutContext(), at category: ContentSizeCategory) throws
    -> RowCategoryLayout
  {
    try #require(try engine.report(for: row, in: context, categories: [category]).layout(at: category))
  }

  @Test("A one-line body row at Large is 44 pt on iOS 18 and 52 pt on iOS 26")
  func oneLineRow() throws {
    let row = Row(title: "Account")
    #expect(try layout(row, LayoutContext(profile: .ios18), at: .large).height == 44)
    #expect(try layout(row, LayoutContext(profile: .ios26), at: .large).height == 52)
  }

  @Test(
    "The minimum height follows the body leading and stops growing at xxxLarge",
    arguments: ContentSizeCategory.allCases)
  func minimumHeight(category: ContentSizeCategory) throws {
    let row = Row(title: "A")
    let capped = min(category, .xxxLarge)
    let leading = TextStyle.body.metrics(at: capped).leading
    #expect(try layout(row, LayoutContext(profile: .ios18), at: category).minimumHeight == 2 * leading)
    #expect(try layout(row, LayoutContext(profile: .ios26), at: category).minimumHeight == leading + 30)
  }

  @Test("Labels get the HIG size, leading and weight of their style, and the measurer's own tracking")
  func labelMetrics() throws {
    let row = Row(
      title: RowLabel("Wi-Fi", textStyle: .headline), subtitle: RowLabel("Connected", textStyle: .caption1))
    let result = try layout(row, at: .accessibility2)
    let title = try #require(result.label(.title))
    #expect(title.pointSize == 33 && title.leading == 40 && title.weight == .semibold)
    // The fixed-advance measurer adds no tracking, so none is reported (not the HIG table's 6).
    #expect(title.trackingMilliEm == 0 && title.tracking == 0)
    #expect(result.label(.subtitle)?.pointSize == 26)
  }

  @Test("Text width is the row minus margins, image and accessory regions")
  func textWidth() throws {
    // 440 pt, inset grouped: row 400, margins 20 each, symbol 24 + 16, chevron 12 + 16.
    let row = Row(title: "Account", leading: .symbol, isNavigable: true)
    let context = LayoutContext(device: try Device.named("iPhone 17 Pro Max"))
    let result = try layout(row, context, at: .large)
    #expect(result.rowWidth == 400)
    #expect(result.textWidth == 400 - 40 - 40 - 28)
    #expect(result.leadingSize == Size(width: 24, height: 22))
  }

  @Test("A short value sits beside the title; at AX sizes it stacks")
  func valuePlacement() throws {
    let row = Row(title: "Wi-Fi", value: "Home")
    #expect(try layout(row, at: .large).valuePlacement == .sideBySide)
    #expect(try layout(row, at: .accessibility1).valuePlacement == .stacked(.accessibilityLayout))
    let sideBySide = try PlatformProfile.ios18.overriding(["accessibilityLayoutStacksValue": 0])
    #expect(
      try layout(row, LayoutContext(profile: sideBySide), at: .accessibility1).valuePlacement == .sideBySide)
  }

  @Test("A value that does not fit beside the title stacks below it, adding the vertical padding")
  func valueStacks() throws {
    let row = Row(title: "Personal Hotspot and Tethering", value: "Not Connected to Anything")
    let result = try layout(row, at: .large)
    guard case .stacked(.doesNotFit(let required, let available)) = result.valuePlacement else {
      Issue.record("expected stacked, got \(String(describing: result.valuePlacement))")
      return
    }
    #expect(required > available)
    let heights = result.labels.map(\.layout.height)
    #expect(result.textBlockHeight == heights[0] + 3 + heights[1])
  }

  @Test("ODS caps the subtitle at its profile line limit")
  func odsSubtitle() throws {
    let row = Row.odsListItem(
      title: "Title", subtitle: "A subtitle that is much too long to fit on one line of the row",
      subtitleLines: 2)
    let result = try layout(row, LayoutContext(profile: .ods), at: .large)
    #expect(result.label(.subtitle)?.lineLimit == 1)
    #expect(result.label(.subtitle)?.layout.isTruncated == true)
    let two = try PlatformProfile.ods.overriding(["subtitleLineLimit": 2])
    #expect(try layout(row, LayoutContext(profile: two), at: .large).label(.subtitle)?.lineLimit == 2)
  }

  @Test("A switch is a 51 × 31 pt target centred in the row at the trailing margin")
  func toggleTarget() throws {
    let row = Row(title: "Airplane Mode", accessory: .toggle, isNavigable: false)
    let context = LayoutContext(device: .width(390))
    let result = try layout(row, context, at: .large)
    let toggle = try #require(result.touchTargets.first { $0.kind == .toggle })
    #expect(toggle.frame == Rect(x: 390 - 20 - 20 - 51, y: (44 - 31) / 2, width: 51, height: 31))
    #expect(!result.touchTargets.contains { $0.kind == .row })
  }

  @Test("A navigable row is one full-width target as tall as the row")
  func rowTarget() throws {
    let result = try layout(
      Row(title: "Account"), LayoutContext(device: .width(390), listStyle: .plain), at: .large)
    #expect(result.touchTargets == [TouchTarget(kind: .row, frame: Rect(x: 0, y: 0, width: 390, height: 44))])
  }

  @Test("Each label is prepared once for all categories")
  func preparedOnce() throws {
    let counter = CountingMeasurer()
    let row = Row(title: "Wi-Fi", subtitle: "Connected", value: "Home")
    _ = try RowLayoutEngine(measurer: counter).report(for: row, in: LayoutContext())
    #expect(counter.prepareCount == 3)
  }

  @Test("Layouts and reports encode to JSON")
  func codable() throws {
    let report = try engine.report(
      for: Row(title: "Account", value: "x"), in: LayoutContext(), categories: [.large])
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(RowReport.self, from: data) == report)
  }
}

/// Counts `prepareLabel` calls.
final class CountingMeasurer: LabelMeasuring {
  private let count = Mutex(0)
  private let inner = FixedAdvanceMeasurer()

  var prepareCount: Int { count.withLock { $0 } }

  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    count.withLock { $0 += 1 }
    return try inner.prepareLabel(text, language: language, weight: weight)
  }
}
