extension PlatformProfile {
  /// UIKit list cells on iOS 26 with the Liquid Glass design (`_UISolariumEnabled`, iOS 26.1
  /// decompile): taller minimum rows, 15 pt vertical margins and a 4 pt text-to-secondary gap;
  /// every other constant as in ``ios18``.
  ///
  /// That the Solarium branch is "apps built with the iOS 26 SDK" is inferred (Docs/References.md#metrics-4, §4.2).
  public static var ios26: PlatformProfile {
    var profile = PlatformProfile(
      id: "ios26",
      summary:
        "UIKit/SwiftUI list cells on iOS 26 with Liquid Glass (decompiled UITableConstants_IOS, iOS 26.1)",
      constants: ios18Constants)
    let source =
      "UITableConstants_IOS.m, iOS 26.1 decompile, _UISolariumEnabled() branch (Docs/References.md#metrics-4)"
    profile.replace(
      PlatformConstant(
        .minimumHeightLeadingMultiplier, 1, unit: .factor, confidence: .decompiled,
        source: "minimumContentViewHeightForFont: _bodyLeading + 30; \(source)",
        summary: "Minimum row height is one body leading plus the addend."))
    profile.replace(
      PlatformConstant(
        .minimumHeightAddend, 30, confidence: .decompiled,
        source: "minimumContentViewHeightForFont:, \(source)",
        summary: "Points added to the minimum row height."))
    profile.replace(
      PlatformConstant(
        .verticalMargin, 15, confidence: .decompiled,
        source: "defaultCellLayoutMarginsForTableStyle:, \(source)",
        summary: "Top and bottom content margin (not sidebar); does not scale."))
    profile.replace(
      PlatformConstant(
        .subtitleStyleVerticalMargin, 15, confidence: .unconfirmed,
        source:
          "the Solarium branch returns 15; whether the Subtitle style still uses 4 was not read (\(source))",
        summary: "Top and bottom margin of rows with a subtitle."))
    profile.replace(
      PlatformConstant(
        .textToSecondaryVerticalPadding, 4, confidence: .decompiled,
        source: "defaultTextToSubtitlePadding, \(source)",
        summary: "Vertical gap above stacked secondary text."))
    profile.replace(
      PlatformConstant(
        .toggleWidth, 51, confidence: .unconfirmed,
        source: "iOS 18 estimate kept; the Liquid Glass switch size is not in the reference notes",
        summary: "Width of a switch; its touch target is its frame."))
    return profile
  }

  /// Replaces a constant (or adds it).
  mutating func replace(_ constant: PlatformConstant) {
    constants.removeAll { $0.name == constant.name }
    constants.append(constant)
    constants.sort { $0.name < $1.name }
  }
}
