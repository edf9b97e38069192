import Testing
import TypeFitDynamicType

@Suite struct TextStyleTests {
  /// The HIG iOS table transcribed independently of the library's data (Docs/References.md#metrics-1, §1.2):
  /// style, then size/leading for xSmall…AX5.
  static let referenceTable = """
    largeTitle 31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70
    title1 25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68
    title2 19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66
    title3 17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65
    headline 14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62
    body 14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62
    callout 13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60
    subheadline 12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58
    footnote 12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52
    caption1 11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51
    caption2 11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48
    """

  static let referenceWeights: [TextStyle: (FontWeight, FontWeight)] = [
    .largeTitle: (.regular, .bold), .title1: (.regular, .bold), .title2: (.regular, .bold),
    .title3: (.regular, .semibold), .headline: (.semibold, .semibold), .body: (.regular, .semibold),
    .callout: (.regular, .semibold), .subheadline: (.regular, .semibold), .footnote: (.regular, .semibold),
    .caption1: (.regular, .semibold), .caption2: (.regular, .semibold),
  ]

  @Test("The HIG table matches the reference cell for cell")
  func higTable() throws {
    var checked = 0
    for line in Self.referenceTable.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let style = try TextStyle(parsing: String(fields[0]))
      #expect(fields.count == 13)
      for (category, cell) in zip(ContentSizeCategory.allCases, fields.dropFirst()) {
        let parts = cell.split(separator: "/").map { Double(String($0))! }
        let metrics = style.metrics(at: category)
        #expect(metrics.pointSize == parts[0], "\(style) \(category) size")
        #expect(metrics.leading == parts[1], "\(style) \(category) leading")
        #expect(metrics.isConfirmed)
        checked += 1
      }
      let weights = try #require(Self.referenceWeights[style])
      #expect(style.weight == weights.0)
      #expect(style.emphasizedWeight == weights.1)
    }
    #expect(checked == 11 * 12)
  }

  @Test("Body at Large is 17 pt on a 22 pt leading, regular, semibold when emphasized")
  func bodyAtLarge() {
    #expect(
      TextStyle.body.metrics(at: .large)
        == TextStyleMetrics(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold))
  }

  @Test("The HIG's odd cells are kept as published")
  func oddCells() {
    #expect(TextStyle.caption2.metrics(at: .accessibility5).pointSize == 40)
    #expect(TextStyle.subheadline.metrics(at: .xxxLarge).leading == 28)
  }

  @Test(
    "Extra large titles are estimates, sized as published at Large", arguments: ContentSizeCategory.allCases)
  func extraLargeTitles(category: ContentSizeCategory) {
    let first = TextStyle.extraLargeTitle.metrics(at: category)
    let second = TextStyle.extraLargeTitle2.metrics(at: category)
    #expect(first.weight == .bold && second.weight == .bold)
    #expect(!first.isConfirmed && !second.isConfirmed)
    if category == .large {
      #expect(first.pointSize == 36)
      #expect(second.pointSize == 28)
    }
    #expect(first.pointSize == TextStyle.largeTitle.metrics(at: category).pointSize + 2)
  }

  @Test(
    "Style names and aliases parse",
    arguments: [
      ("title", TextStyle.title1), ("caption", .caption1), ("subhead", .subheadline),
      ("Caption 2", .caption2),
      ("LARGETITLE", .largeTitle), (".body", .body), ("large-title", .largeTitle),
      ("extraLargeTitle2", .extraLargeTitle2),
    ])
  func parsing(text: String, expected: TextStyle) throws {
    #expect(try TextStyle(parsing: text) == expected)
  }

  @Test("An unknown style is an error listing the valid names")
  func unknownStyle() {
    do {
      _ = try TextStyle(parsing: "bigText")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("largeTitle, title1"))
    }
  }

  @Test("Point sizes never shrink as the category grows", arguments: TextStyle.allCases)
  func monotonic(style: TextStyle) {
    let sizes = ContentSizeCategory.allCases.map { style.metrics(at: $0).pointSize }
    #expect(sizes == sizes.sorted())
  }
}

@Suite struct ScaledMetricTests {
  @Test("17 pt scales to 49/3 pt at Medium on a 3x display")
  func medium() {
    let value = FontMetrics().scaledValue(for: 17, at: .medium, displayScale: 3)
    #expect(abs(value - 49.0 / 3.0) < 1e-12)
  }

  @Test("17 pt scales to 48 pt at AX5 on a 3x display")
  func ax5() {
    #expect(FontMetrics(textStyle: .body).scaledValue(for: 17, at: .accessibility5, displayScale: 3) == 48)
  }

  @Test("A 24 pt symbol width scales to 203/3 pt at AX5 and stays 24 pt at Large")
  func symbolWidth() {
    #expect(abs(ScaledMetric(24).value(at: .accessibility5, displayScale: 3) - 203.0 / 3.0) < 1e-12)
    #expect(ScaledMetric(24).value(at: .large, displayScale: 2) == 24)
  }

  @Test("At Large a value is unchanged", arguments: TextStyle.allCases)
  func large(style: TextStyle) {
    #expect(ScaledMetric(24, relativeTo: style).value(at: .large, displayScale: 3) == 24)
  }

  @Test("Scaled values sit on the pixel grid", arguments: ContentSizeCategory.allCases)
  func pixelGrid(category: ContentSizeCategory) {
    for scale in [1.0, 2.0, 3.0] {
      let value = ScaledMetric(24).value(at: category, displayScale: scale) * scale
      #expect(abs(value - value.rounded()) < 1e-9)
    }
  }

  @Test("Pixel grid rounding rounds to nearest and up")
  func rounding() {
    #expect(PixelGrid.round(16.2, scale: 2) == 16)
    #expect(PixelGrid.round(16.25, scale: 2) == 16.5)
    #expect(PixelGrid.ceil(20.287109375, scale: 3) == 61.0 / 3.0)
    #expect(PixelGrid.ceil(20.287109375, scale: 2) == 20.5)
    #expect(PixelGrid.ceil(22, scale: 3) == 22)
  }
}
