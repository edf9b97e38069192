/// Scales layout values with Dynamic Type the way `UIFontMetrics.scaledValue(for:)` and
/// SwiftUI `@ScaledMetric` do.
///
/// The scale factor is the ratio of the text style's *leading* at the category to its
/// leading at Large, not the ratio of point sizes; the result is rounded to the pixel grid
/// (`UIRoundToScale`).
///
/// Sources: UIFontMetrics and UIFont decompiles, iOS 18.0 (Docs/References.md#metrics-3, §3) [decompiled]. The
/// leading ratio with HIG leadings reproduces two published measurements [measured]:
///
/// ```swift
/// let body = FontMetrics(textStyle: .body)
/// body.scaledValue(for: 17, at: .medium, displayScale: 3)          // 16.333… (17 × 21/22 → 49/3)
/// body.scaledValue(for: 17, at: .accessibility5, displayScale: 3)  // 48.0    (17 × 62/22 → 144/3)
/// ```
public struct FontMetrics: Sendable, Hashable, Codable {
  /// The style whose leading sets the scale (`UIFontMetrics.default` is body).
  public var textStyle: TextStyle

  /// Metrics relative to a text style; `.body` is `UIFontMetrics.default`.
  public init(textStyle: TextStyle = .body) {
    self.textStyle = textStyle
  }

  /// The factor a value at Large is multiplied by at `category`, before rounding.
  public func scaleFactor(at category: ContentSizeCategory) -> Double {
    textStyle.metrics(at: category).leading / textStyle.metrics(at: .large).leading
  }

  /// A length designed at the Large category, scaled to `category`.
  ///
  /// - Parameters:
  ///   - value: the length at Large, in points.
  ///   - category: the content size category to scale to.
  ///   - displayScale: pixels per point; the result is rounded to the nearest pixel.
  /// - Returns: `value × leading(category) / leading(large)` rounded to 1/`displayScale` pt.
  public func scaledValue(for value: Double, at category: ContentSizeCategory, displayScale: Double)
    -> Double
  {
    PixelGrid.round(value * scaleFactor(at: category), scale: displayScale)
  }
}

/// A length that scales with Dynamic Type, like SwiftUI's `@ScaledMetric(wrappedValue:relativeTo:)`.
///
/// ```swift
/// ScaledMetric(24).value(at: .accessibility5, displayScale: 3)  // 67.667 (24 × 62/22)
/// ```
public struct ScaledMetric: Sendable, Hashable, Codable {
  /// The length at the Large category, in points.
  public var baseValue: Double
  /// The text style it scales with (default `.body`, as in SwiftUI).
  public var textStyle: TextStyle

  public init(_ baseValue: Double, relativeTo textStyle: TextStyle = .body) {
    self.baseValue = baseValue
    self.textStyle = textStyle
  }

  /// The length at a category in points, rounded to the pixel grid of `displayScale`.
  public func value(at category: ContentSizeCategory, displayScale: Double) -> Double {
    FontMetrics(textStyle: textStyle).scaledValue(for: baseValue, at: category, displayScale: displayScale)
  }
}
