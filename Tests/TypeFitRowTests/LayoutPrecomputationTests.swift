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

  @Test("A context's table holds the profile's per-category values (ios18, iPhone 17 Pro, @3x)")
  func contextTableValues() {
    let table = ContextLayoutTable(LayoutContext())
    // 2 × body leading (19 … 62 pt), capped at xxxLarge (29 pt).
    #expect(table.minimumHeights == [38, 40, 42, 44, 48, 52, 58, 58, 58, 58, 58, 58])
    #expect(table.symbolSizes[ContentSizeCategory.large.rawValue] == Size(width: 24, height: 22))
    // 24 pt × 62/22 = 67.64, rounded to the @3x grid.
    #expect(
      table.symbolSizes[ContentSizeCategory.accessibility5.rawValue] == Size(width: 203.0 / 3, height: 62))
    #expect(table.chevronSides[ContentSizeCategory.large.rawValue] == 12)
    #expect(table.chevronSides[ContentSizeCategory.accessibility5.rawValue] == 101.0 / 3)
    #expect(table.checkmarkSides[ContentSizeCategory.large.rawValue] == 16)
    // 402 pt screen, wider than 375: 20 pt margins, inset on both sides.
    #expect(table.margin == 20 && table.rowX == 20 && table.rowWidth == 362)
    #expect(table.screenHeight == 874 && table.minimumTouchTarget == 44 && table.scale == 3)
    #expect(table.verticalMargin == 11 && table.subtitleStyleVerticalMargin == 4)
    #expect(table.boldTextIncrease == 0)
  }

  @Test(
    "A context's table equals the profile's constants worked out directly, for every profile and category",
    arguments: [PlatformProfile.ios18, .ios26, .ods])
  func contextTableMatchesDirectComputation(_ profile: PlatformProfile) throws {
    for listStyle in [ListStyle.insetGrouped, .sidebar, .plain] {
      var context = LayoutContext(
        device: try Device.named("iPhone SE (3rd generation)"), listStyle: listStyle, profile: profile)
      context.boldText = true
      let table = ContextLayoutTable(context)
      let sidebar = listStyle == .sidebar
      let body = FontMetrics(textStyle: .body)
      let cap = ContentSizeCategory(rawValue: Int(profile[.minimumHeightCategoryCap])) ?? .xxxLarge
      for category in ContentSizeCategory.allCases {
        let index = category.rawValue
        let minimum =
          profile[.minimumHeightLeadingMultiplier] * TextStyle.body.metrics(at: min(category, cap)).leading
          + profile[.minimumHeightAddend]
        #expect(table.minimumHeights[index] == minimum, "\(profile.id) \(category)")
        let symbolWidth = profile[sidebar ? .sidebarSymbolReservedWidth : .symbolReservedWidth]
        #expect(
          table.symbolSizes[index]
            == Size(
              width: body.scaledValue(for: symbolWidth, at: category, displayScale: context.displayScale),
              height: TextStyle.body.metrics(at: category).leading))
        #expect(
          table.chevronSides[index]
            == body.scaledValue(
              for: profile[.disclosureLayoutWidth], at: category, displayScale: context.displayScale))
        #expect(
          table.checkmarkSides[index]
            == body.scaledValue(
              for: profile[.checkmarkLayoutWidth], at: category, displayScale: context.displayScale))
      }
      #expect(table.margin == context.horizontalMargin && table.rowWidth == context.rowWidth)
      #expect(table.rowX == context.sectionInset && table.screenHeight == context.screenHeight)
      #expect(table.imagePadding == profile[sidebar ? .sidebarImageToTextPadding : .imageToTextPadding])
      #expect(table.subtitleLineCap == profile.value(of: .subtitleLineLimit))
      for weight in [FontWeight.regular, .semibold, .black] {
        #expect(table.drawnWeight(weight) == context.drawnWeight(weight))
      }
    }
  }

  @Test("Accessories resolved from a context's table equal those resolved from the profile")
  func resolverFromTable() {
    for profile in [PlatformProfile.ios18, .ios26, .ods] {
      let context = LayoutContext(profile: profile, displayScale: 2)
      let table = ContextLayoutTable(context)
      for accessory in [Accessory.none, .disclosure, .checkmark, .toggle, .infoButton, .detailDisclosure] {
        for navigable in [false, true] {
          let row = Row(title: "Account", accessory: accessory, isNavigable: navigable)
          let direct = TrailingAccessories.Resolver(row: row, profile: profile, displayScale: 2)
          let shared = TrailingAccessories.Resolver(row: row, table: table)
          for category in ContentSizeCategory.allCases {
            let a = direct.resolve(at: category)
            let b = shared.resolve(at: category)
            #expect(a.items.map(\.kind) == b.items.map(\.kind), "\(profile.id) \(accessory) \(category)")
            #expect(a.items.map(\.size) == b.items.map(\.size))
            #expect(a.totalWidth == b.totalWidth && a.maximumHeight == b.maximumHeight)
          }
        }
      }
    }
  }

  @Test("Rows laid out through tables shared by many rows equal rows laid out one call each")
  func sharedTablesGiveTheSameReports() throws {
    let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
    var bold = LayoutContext(profile: .ios26)
    bold.boldText = true
    let contexts = [LayoutContext(), LayoutContext(listStyle: .sidebar, profile: .ods), bold]
    let tables = contexts.map(ContextLayoutTable.init)
    let rows = [
      Row(
        title: "Account", subtitle: "Signed in as someone with a long address", value: "On",
        leading: .symbol, accessory: .checkmark),
      Row(
        title: "Notifications and a title long enough to wrap at large sizes", accessory: .detailDisclosure),
      Row(title: "Wi-Fi", value: "Home network", accessory: .toggle, isNavigable: false),
    ]
    for row in rows {
      let shared = try engine.reports(for: row, in: tables)
      for (index, context) in contexts.enumerated() {
        let alone = try engine.report(for: row, in: context)
        #expect(shared[index] == alone, "\(row.title.text) in context \(index)")
        #expect(!alone.layouts.isEmpty)
      }
    }
  }

  @Test(
    "Widths the size metrics keep unwrapped are placed without asking the label; the reports are those of a label without size metrics"
  )
  func unwrappedWidthsFromSizeMetrics() throws {
    let counter = SizedLabel.Counter()
    let sized = RowLayoutEngine(measurer: SizedMeasurer(counter: counter))
    let plain = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
    var bold = LayoutContext()
    bold.boldText = true
    let contexts = [LayoutContext(), LayoutContext(listStyle: .sidebar, profile: .ods), bold]
    let row = Row(title: "Notifications and a title long enough to wrap at large sizes", value: "On")
    let expected = try plain.reports(for: row, in: contexts)
    let reports = try sized.reports(for: row, in: contexts)
    #expect(reports == expected)
    // The label is asked only for the placements where its text wraps (the title: when it
    // does not fit the row it is stacked, and when it fits beside the value it fits there too).
    var wrapped = 0
    var unwrapped = 0
    for report in reports {
      for layout in report.layouts {
        for label in layout.labels {
          if label.layout.linesNeeded > 1 { wrapped += 1 } else { unwrapped += 1 }
        }
      }
    }
    #expect(wrapped > 0 && unwrapped > 0)
    #expect(counter.calls == wrapped)
  }
}

/// ``FixedAdvanceMeasurer``'s labels with size metrics, counting the calls of
/// `metrics(_:maxWidth:lineLimit:displayScale:)`.
private struct SizedMeasurer: LabelMeasuring {
  let counter: SizedLabel.Counter

  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    SizedLabel(
      base: try FixedAdvanceMeasurer().prepareLabel(text, language: language, weight: weight),
      characters: text.count, counter: counter)
  }
}

private struct SizedLabel: PreparedLabel {
  final class Counter: @unchecked Sendable {
    var calls = 0
  }

  let base: any PreparedLabel
  let characters: Int
  let counter: Counter

  func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double) -> LabelLayout {
    base.layout(pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
  }

  func trackingEm(pointSize: Double) -> Double { 0 }

  /// One line as wide as every character's 0.5 em: the fixed-advance label's own numbers.
  func sizeMetrics(pointSize: Double) -> LabelSizeMetrics? {
    let natural = Double(characters) * 0.5 * pointSize
    return LabelSizeMetrics(
      pointSize: pointSize, naturalWidth: natural, lineHeight: 2444.0 / 2048.0 * pointSize,
      unwrappedWidth: natural, unwrappedLineCount: 1)
  }

  func metrics(_ size: LabelSizeMetrics, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    counter.calls += 1
    return base.metrics(
      pointSize: size.pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
  }
}
