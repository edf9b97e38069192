/// The HIG iOS/iPadOS Dynamic Type table as data: size and leading in points per style and
/// category, and the regular and emphasized weights per style.
///
/// Source: HIG Typography › Specifications (Docs/References.md#metrics-1, §1.2; transcriptions A and B agree
/// cell for cell) [doc]. Rows are in ``ContentSizeCategory`` order, xSmall…AX5.
enum HIGTypeTable {
  struct Cell: Sendable, Hashable {
    var pointSize: Double
    var leading: Double
  }

  /// Builds a row from `size/leading` pairs.
  private static func row(_ pairs: [(Double, Double)]) -> [Cell] {
    pairs.map { Cell(pointSize: $0.0, leading: $0.1) }
  }

  static let largeTitle = row([
    (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
    (56, 66), (60, 70),
  ])
  static let title1 = row([
    (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
    (53, 62), (58, 68),
  ])
  static let title2 = row([
    (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
    (50, 59), (56, 66),
  ])
  static let title3 = row([
    (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
    (49, 58), (55, 65),
  ])
  /// Headline and Body share sizes and leadings; they differ in weight.
  static let headlineAndBody = row([
    (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
    (47, 56), (53, 62),
  ])
  static let callout = row([
    (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
    (44, 52), (51, 60),
  ])
  /// xxxLarge is 21/28 as published (see ``TextStyle/metrics(at:)``).
  static let subheadline = row([
    (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
    (42, 50), (49, 58),
  ])
  static let footnote = row([
    (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
    (38, 46), (44, 52),
  ])
  static let caption1 = row([
    (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
    (37, 44), (43, 51),
  ])
  /// AX5 is 40/48 as the HIG publishes; an iOS 13.3 simulator measured 41 pt.
  static let caption2 = row([
    (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
    (34, 41), (40, 48),
  ])

  static func cells(for style: TextStyle) -> [Cell] {
    switch style {
    case .largeTitle, .extraLargeTitle: largeTitle
    case .title1, .extraLargeTitle2: title1
    case .title2: title2
    case .title3: title3
    case .headline, .body: headlineAndBody
    case .callout: callout
    case .subheadline: subheadline
    case .footnote: footnote
    case .caption1: caption1
    case .caption2: caption2
    }
  }

  /// HIG "Weight" and "Emphasized weight" columns.
  static func weights(for style: TextStyle) -> (regular: FontWeight, emphasized: FontWeight) {
    switch style {
    case .largeTitle, .title1, .title2: (.regular, .bold)
    case .title3: (.regular, .semibold)
    case .headline: (.semibold, .semibold)
    case .body, .callout, .subheadline, .footnote, .caption1, .caption2: (.regular, .semibold)
    case .extraLargeTitle, .extraLargeTitle2: (.bold, .heavy)
    }
  }
}
