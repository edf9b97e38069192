import TypeFitDynamicType

/// Where a row is laid out: device, orientation, list style, platform profile and display scale.
public struct LayoutContext: Sendable, Hashable, Codable {
  /// The screen.
  public var device: Device
  /// Portrait or landscape.
  public var orientation: Orientation
  /// The list's style.
  public var listStyle: ListStyle
  /// The platform constants.
  public var profile: PlatformProfile
  /// Pixels per point used for rounding; the device's scale unless set.
  public var displayScale: Double
  /// Whether the Bold Text accessibility setting is on (`UIAccessibility.isBoldTextEnabled`,
  /// `legibilityWeight == .bold`): every label is drawn heavier by the profile's
  /// `boldTextWeightIncrease` (see ``drawnWeight(_:)``).
  public var boldText = false

  /// - Parameters:
  ///   - device: the screen (default iPhone 17 Pro).
  ///   - orientation: default portrait.
  ///   - listStyle: default inset grouped.
  ///   - profile: default ``PlatformProfile/ios18``.
  ///   - displayScale: pixels per point; `nil` uses `device.scale`.
  public init(
    device: Device = .default, orientation: Orientation = .portrait, listStyle: ListStyle = .insetGrouped,
    profile: PlatformProfile = .ios18, displayScale: Double? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.listStyle = listStyle
    self.profile = profile
    self.displayScale = displayScale ?? device.scale
  }

  /// The weight a label of `weight` is drawn at in this context: heavier by the profile's
  /// `boldTextWeightIncrease` (200, unconfirmed: `regular` → `semibold`) when Bold Text is on,
  /// capped at `black`; `weight` itself otherwise.
  public func drawnWeight(_ weight: FontWeight) -> FontWeight {
    guard boldText else { return weight }
    let increase = Int(profile[.boldTextWeightIncrease])
    return FontWeight(rawValue: min(900, weight.rawValue + increase)) ?? weight
  }

  /// Screen width in points in the current orientation.
  public var screenWidth: Double { device.size(in: orientation).width }

  /// Screen height in points in the current orientation, if known.
  public var screenHeight: Double? { device.size(in: orientation).height }

  /// The layout margin: 16 pt, or 20 pt when the screen is wider than 375 pt (profile constants
  /// `horizontalMargin`, `wideHorizontalMargin`, `wideMarginMinimumScreenWidth`).
  public var horizontalMargin: Double {
    screenWidth > profile[.wideMarginMinimumScreenWidth]
      ? profile[.wideHorizontalMargin] : profile[.horizontalMargin]
  }

  /// The inset of the section from each screen edge: the layout margin for inset-grouped and
  /// sidebar lists, 0 otherwise.
  public var sectionInset: Double { listStyle.insetsSections ? horizontalMargin : 0 }

  /// The row's width in points: the screen minus both section insets, and 0 when the insets
  /// take the whole screen (overrides such as `horizontalMargin=1000` on a 100 pt screen): a
  /// width is never negative.
  public var rowWidth: Double { max(0, screenWidth - 2 * sectionInset) }
}
