import TypeFitDynamicType

/// What laying a row out in one ``LayoutContext`` reads that does not depend on the row: the
/// profile constants, the row's width and margins, and the values that change with the
/// category alone (the minimum row height, the symbol's reserved size, the chevron's and
/// checkmark's sides), worked out once per context and shared by every row laid out in it.
///
/// ``RowLayoutEngine`` makes one per context for a call; a batch check makes one per context
/// for all its rows (the engine's `reports(for:in:categories:retaining:)` that takes tables),
/// so a row's builder reads these numbers instead of looking each constant up in the profile.
/// Every value is computed by the same expression the builder used before, so layouts are
/// bit for bit the same. Immutable, so threads share it.
package final class ContextLayoutTable: Sendable {
  /// The context the table was made from (rules quote its device and profile).
  package let context: LayoutContext

  /// Pixels per point used for rounding (``LayoutContext/displayScale``).
  let scale: Double
  /// The layout margin (``LayoutContext/horizontalMargin``), points.
  let margin: Double
  /// The row's leading edge on screen (``LayoutContext/sectionInset``), points.
  let rowX: Double
  /// ``LayoutContext/rowWidth``, points.
  let rowWidth: Double
  /// Screen height in the context's orientation, if known (``LayoutContext/screenHeight``).
  let screenHeight: Double?
  /// The weight added to every label under Bold Text, 0 without it (`boldTextWeightIncrease`).
  let boldTextIncrease: Int

  /// Profile constants, points unless said otherwise.
  let imagePadding: Double
  let subtitleLineCap: Double?
  let contentToAccessoryPadding: Double
  let textToSecondaryHorizontalPadding: Double
  let stacksValueInAccessibilityLayout: Bool
  /// The vertical margin of a row with a subtitle (`subtitleStyleVerticalMargin`).
  let subtitleStyleVerticalMargin: Double
  /// The vertical margin of a row without one (`verticalMargin`).
  let verticalMargin: Double
  let subtitleVerticalPadding: Double
  let valueVerticalPadding: Double
  let minimumTouchTarget: Double
  let infoButtonSize: Double
  /// The info symbol's side ÷ its font's point size (`infoSymbolSizeFactor`, ``AccessorySymbol``).
  let infoSymbolSizeFactor: Double
  let toggleSize: Size
  let interAccessoryPadding: Double

  /// Per category (index: raw value), `multiplier × body leading(min(category, cap)) + addend`
  /// (Docs/References.md#metrics-4, §4.2), points.
  let minimumHeights: [Double]
  /// Per category, the size a leading symbol reserves: `UIFontMetrics` body-scaled 24 pt
  /// (28 in sidebars) wide and a body leading tall.
  let symbolSizes: [Size]
  /// Per category, the chevron's side (body-scaled `disclosureLayoutWidth`), points.
  let chevronSides: [Double]
  /// Per category, the checkmark's side (body-scaled `checkmarkLayoutWidth`), points.
  let checkmarkSides: [Double]

  package init(_ context: LayoutContext) {
    self.context = context
    let profile = context.profile
    scale = context.displayScale
    margin = context.horizontalMargin
    rowX = context.sectionInset
    rowWidth = context.rowWidth
    screenHeight = context.screenHeight
    boldTextIncrease = context.boldText ? Int(profile[.boldTextWeightIncrease]) : 0
    let sidebar = context.listStyle == .sidebar
    imagePadding = profile[sidebar ? .sidebarImageToTextPadding : .imageToTextPadding]
    subtitleLineCap = profile.value(of: .subtitleLineLimit)
    contentToAccessoryPadding = profile[.contentToAccessoryPadding]
    textToSecondaryHorizontalPadding = profile[.textToSecondaryHorizontalPadding]
    stacksValueInAccessibilityLayout = profile[.accessibilityLayoutStacksValue] == 1
    subtitleStyleVerticalMargin = profile[.subtitleStyleVerticalMargin]
    verticalMargin = profile[.verticalMargin]
    subtitleVerticalPadding = profile[.subtitleStyleTextToSecondaryVerticalPadding]
    valueVerticalPadding = profile[.textToSecondaryVerticalPadding]
    minimumTouchTarget = profile[.minimumTouchTarget]
    infoButtonSize = profile[.infoButtonSize]
    infoSymbolSizeFactor = profile[.infoSymbolSizeFactor]
    toggleSize = Size(width: profile[.toggleWidth], height: profile[.toggleHeight])
    interAccessoryPadding = profile[.interAccessoryPadding]

    let cap = ContentSizeCategory(rawValue: Int(profile[.minimumHeightCategoryCap])) ?? .xxxLarge
    let multiplier = profile[.minimumHeightLeadingMultiplier]
    let addend = profile[.minimumHeightAddend]
    let symbolWidth = profile[sidebar ? .sidebarSymbolReservedWidth : .symbolReservedWidth]
    let disclosureWidth = profile[.disclosureLayoutWidth]
    let checkmarkWidth = profile[.checkmarkLayoutWidth]
    let body = FontMetrics(textStyle: .body)
    let categories = ContentSizeCategory.allCases
    minimumHeights = categories.map { multiplier * TextStyle.body.metrics(at: min($0, cap)).leading + addend }
    symbolSizes = categories.map { category in
      Size(
        width: body.scaledValue(for: symbolWidth, at: category, displayScale: context.displayScale),
        height: TextStyle.body.metrics(at: category).leading)
    }
    chevronSides = categories.map {
      body.scaledValue(for: disclosureWidth, at: $0, displayScale: context.displayScale)
    }
    checkmarkSides = categories.map {
      body.scaledValue(for: checkmarkWidth, at: $0, displayScale: context.displayScale)
    }
  }

  /// The weight a label of `weight` is drawn at (``LayoutContext/drawnWeight(_:)``).
  func drawnWeight(_ weight: FontWeight) -> FontWeight {
    guard context.boldText else { return weight }
    return FontWeight(rawValue: min(900, weight.rawValue + boldTextIncrease)) ?? weight
  }
}
