extension PlatformProfile {
  /// UIKit list cells on iOS 18 (`UITableConstants_IOS`, iOS 18.0 decompile), the default.
  ///
  /// Every constant's source and confidence are in ``constants``; Docs/Profiles.md lists them.
  public static var ios18: PlatformProfile {
    PlatformProfile(
      id: "ios18",
      summary: "UIKit/SwiftUI list cells on iOS 18 (decompiled UITableConstants_IOS, iOS 18.0/18.2)",
      constants: ios18Constants)
  }

  static let decompiled18 = "UITableConstants_IOS.m, iOS 18.0 decompile (Docs/References.md#metrics-4)"

  static var ios18Constants: [PlatformConstant] {
    [
      PlatformConstant(
        .minimumHeightLeadingMultiplier, 2, unit: .factor, confidence: .decompiled,
        source: "minimumContentViewHeightForFont: 2 × _bodyLeading; \(decompiled18)",
        summary: "Minimum row height is this many body leadings (plus the addend)."),
      PlatformConstant(
        .minimumHeightAddend, 0, confidence: .decompiled,
        source: "minimumContentViewHeightForFont:, \(decompiled18)",
        summary: "Points added to the minimum row height."),
      PlatformConstant(
        .minimumHeightCategoryCap, 6, unit: .categoryIndex, confidence: .decompiled,
        source: "min(category, xxxLarge) in minimumContentViewHeightForFont:, \(decompiled18)",
        summary: "The minimum row height stops growing at this category (6 = xxxLarge)."),
      PlatformConstant(
        .verticalMargin, 11, confidence: .decompiled,
        source:
          "ceil(body lineHeight at Large × 0.5) = ceil(20.287/2) in defaultCellLayoutMarginsForTableStyle:, "
          + "\(decompiled18); 11 also seen in the view debugger (Shopify/FunctionalTableData) [measured]",
        summary: "Top and bottom content margin; fixed at Large, it does not scale."),
      PlatformConstant(
        .subtitleStyleVerticalMargin, 4, confidence: .decompiled,
        source: "Subtitle cell style branch of defaultCellLayoutMarginsForTableStyle:, \(decompiled18)",
        summary: "Top and bottom margin of rows with a subtitle (subtitle cell style)."),
      PlatformConstant(
        .horizontalMargin, 16, confidence: .decompiled,
        source: "defaultTableLayoutMarginsForScreen:, \(decompiled18)",
        summary: "Leading/trailing layout margin; inset-grouped sections are inset by the same margin."),
      PlatformConstant(
        .wideHorizontalMargin, 20, confidence: .decompiled,
        source:
          "UIScreen._wantsWideContentMargins, iOS 18.2 decompile (Docs/References.md#metrics-4); iPad value UNCONFIRMED",
        summary: "Margin on screens wider than wideMarginMinimumScreenWidth."),
      PlatformConstant(
        .wideMarginMinimumScreenWidth, 375, confidence: .decompiled,
        source: "referenceBounds.width > 375 in UIScreen._wantsWideContentMargins, iOS 18.2 decompile",
        summary: "Screens wider than this get the wide margin (assumes the MobileGestalt gate is true)."),
      PlatformConstant(
        .symbolReservedWidth, 24, confidence: .decompiled,
        source:
          "defaultImageViewSymbolImageAndAccessoryLayoutWidth = UIFontMetrics.default.scaledValue(24), \(decompiled18)",
        summary: "Width reserved for a leading SF Symbol at Large; scales like body leading."),
      PlatformConstant(
        .sidebarSymbolReservedWidth, 28, confidence: .decompiled,
        source: "same method, sidebar branch, \(decompiled18)",
        summary: "Width reserved for a leading SF Symbol in sidebar lists at Large."),
      PlatformConstant(
        .imageToTextPadding, 16, confidence: .decompiled,
        source: "defaultCellContentLeadingPadding → imageToTextPadding, \(decompiled18)",
        summary: "Gap between the leading image and the text."),
      PlatformConstant(
        .sidebarImageToTextPadding, 10, confidence: .decompiled,
        source: "defaultImageToTextPadding (sidebar), \(decompiled18)",
        summary: "Gap between the leading image and the text in sidebar lists."),
      PlatformConstant(
        .textToSecondaryVerticalPadding, 3, confidence: .decompiled,
        source: "defaultTextToSubtitlePadding → textToSecondaryTextVerticalPadding, \(decompiled18)",
        summary: "Vertical gap above stacked secondary text (the value below the title)."),
      PlatformConstant(
        .subtitleStyleTextToSecondaryVerticalPadding, 0, confidence: .decompiled,
        source: "defaultTextToSubtitlePadding, Subtitle style, \(decompiled18)",
        summary: "Vertical gap between title and subtitle."),
      PlatformConstant(
        .textToSecondaryHorizontalPadding, 8, confidence: .unconfirmed,
        source:
          "default of textToSecondaryTextHorizontalPadding not found; the older _UIValueCellContentViewConfiguration "
          + "sets textToValuePadding.horizontal = 8 (ref 13985988857, Docs/References.md#metrics-4)",
        summary: "Minimum gap between the title and a side-by-side value."),
      PlatformConstant(
        .contentToAccessoryPadding, 16, confidence: .decompiled,
        source: "defaultContentAccessoryPadding, \(decompiled18)",
        summary: "Gap between the text and the trailing accessories."),
      PlatformConstant(
        .interAccessoryPadding, 8, confidence: .decompiled,
        source:
          "defaultCellContentTrailingPadding / inter-accessory padding in the trailing group, \(decompiled18)",
        summary: "Gap between two trailing accessories (info button and chevron)."),
      PlatformConstant(
        .disclosureLayoutWidth, 12, confidence: .unconfirmed,
        source:
          "estimate: chevron.forward, EmphasizedBody, small symbol scale, layout width = max(image width, height) "
          + "(\(decompiled18)); glyph size not measured, about 7 × 12 pt at 17 pt (reference summary item 8)",
        summary: "Layout width of the disclosure chevron at Large; body-scaled."),
      PlatformConstant(
        .checkmarkLayoutWidth, 16, confidence: .unconfirmed,
        source: "estimate: SF Symbol checkmark at body size; not measured",
        summary: "Layout width of the checkmark accessory at Large; body-scaled."),
      PlatformConstant(
        .toggleWidth, 51, confidence: .unconfirmed,
        source: "UISwitch frame widely reported as 51 × 31 pt; not in the reference notes",
        summary: "Width of a switch; its touch target is its frame."),
      PlatformConstant(
        .toggleHeight, 31, confidence: .unconfirmed,
        source: "UISwitch frame widely reported as 51 × 31 pt; whether UIKit extends its hit area is unknown",
        summary: "Height of a switch; its touch target is its frame."),
      PlatformConstant(
        .infoButtonSize, 22, confidence: .unconfirmed,
        source:
          "estimate: UIButton info type / info.circle symbol at body size, hit area = frame; not measured",
        summary: "Side of the square info button; its touch target is its frame."),
      PlatformConstant(
        .infoSymbolSizeFactor, 1.2, unit: .factor, confidence: .unconfirmed,
        source:
          "estimate: the SF Symbol info.circle at medium scale is drawn about 1.2 × its font's point size "
          + "(about 20 pt at body's 17 pt); not measured",
        summary:
          "Side of the info symbol a SwiftUI button draws, × its font's point size (body unless a .font is "
          + "applied), so it grows with Dynamic Type."),
      PlatformConstant(
        .accessibilityLayoutStacksValue, 1, unit: .flag, confidence: .unconfirmed,
        source:
          "choice: UIListContentView switches to an accessibility large-text layout at AX sizes "
          + "(iOS 26.1 decompile, Docs/References.md#metrics-4); its predicate and whether it forces stacking are UNCONFIRMED",
        summary:
          "1: the value always stacks below the title at AX1–AX5, shown in the layouts and not a TF007 "
          + "finding; 0: only when it does not fit, a TF007 as at other sizes."),
      PlatformConstant(
        .minimumTouchTarget, 44, confidence: .documented,
        source:
          "HIG Accessibility, controls: default 44 × 44 pt on iOS/iPadOS (Docs/References.md#metrics-6)",
        summary: "Touch targets below this side are errors (TF002, TF003)."),
      PlatformConstant(
        .wcagMinimumTarget, 24, confidence: .documented,
        source:
          "WCAG 2.2 SC 2.5.8 Target Size (Minimum), 24 × 24 CSS px = 24 pt (Docs/References.md#metrics-6)",
        summary: "Targets below this side need the 24 pt circle spacing exception."),
      PlatformConstant(
        .boldTextWeightIncrease, 200, unit: .weight, confidence: .unconfirmed,
        source:
          "no public source gives the mapping: SwiftUI LegibilityWeight.bold says only \"Use heavier font "
          + "weight (force Accessibility Bold)\" (https://developer.apple.com/documentation/swiftui/"
          + "legibilityweight/bold) and UITraitCollection.legibilityWeight \"reflects the value of the Bold "
          + "Text display setting\" (https://developer.apple.com/documentation/uikit/uitraitcollection/"
          + "legibilityweight); two named weights heavier (regular → semibold) is a guess",
        summary: "With Bold Text on, every label is this much heavier (regular → semibold), capped at black."),
    ]
  }
}
