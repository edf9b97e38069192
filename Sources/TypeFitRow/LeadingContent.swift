/// What sits before a row's text.
public enum LeadingContent: Sendable, Hashable, Codable {
  /// Nothing; the text starts at the layout margin.
  case none
  /// An SF Symbol icon. It reserves the standard symbol width, `UIFontMetrics` body-scaled 24 pt
  /// (28 in sidebars), and is as tall as the body leading (profile constants
  /// `symbolReservedWidth`, `sidebarSymbolReservedWidth`).
  case symbol
  /// A bitmap image of a fixed size; non-symbol images reserve their actual size
  /// (`UIListContentImageProperties.reservedLayoutSize` header [doc]).
  case image(ImageSpec)
}

/// A leading image's size and shape (ODS list item: circular, square or wide).
public struct ImageSpec: Sendable, Hashable, Codable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// The image's shape; it does not change the layout, only how the image is drawn.
  public var shape: ImageShape

  public init(width: Double, height: Double, shape: ImageShape) {
    self.width = width
    self.height = height
    self.shape = shape
  }
}

/// The shapes the ODS list item offers for a leading image (seed 002, "Leading icon").
public enum ImageShape: String, Sendable, Hashable, Codable, CaseIterable {
  case circular
  case square
  case wide
}
