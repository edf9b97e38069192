import TypeFitDynamicType

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

  /// The sides a leading image may have, in points, as `accessorySize` allows
  /// (``Size/writtenSides``): an image wider than the row leaves the text no room, and a larger
  /// number only overflows the layout arithmetic.
  public static let allowedSides: ClosedRange<Double> = Size.writtenSides

  public init(width: Double, height: Double, shape: ImageShape) {
    self.width = width
    self.height = height
    self.shape = shape
  }
}

/// The shapes the ODS list item offers for a leading image (Docs/References.md#ods-list-item, "Leading icon").
public enum ImageShape: String, Sendable, Hashable, Codable, CaseIterable {
  case circular
  case square
  case wide
}

extension LeadingContent {
  /// Parses a leading-content spec: `none`, `symbol` (also `icon`), or
  /// `image:WIDTHxHEIGHT[:SHAPE]` with sizes in points and shape `circular`, `square` (default)
  /// or `wide`, for example `image:40x40:circular` or `image:64x36:wide`.
  /// - Throws: ``RowModelError`` for an unknown kind or shape, or a size that is not two numbers
  ///   within ``ImageSpec/allowedSides`` (`invalid leading image size '0x5': write WIDTHxHEIGHT
  ///   in points, each from 1 to 1000, such as 40x40`).
  public init(parsing text: String) throws(RowModelError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.lowercased() }
    switch parts[0] {
    case "none" where parts.count == 1:
      self = .none
    case "symbol" where parts.count == 1, "icon" where parts.count == 1:
      self = .symbol
    case "image" where parts.count == 2 || parts.count == 3:
      let written = text.split(separator: ":", omittingEmptySubsequences: false)[1]
      guard let size = Size(written: String(written), sides: ImageSpec.allowedSides) else {
        let range = ImageSpec.allowedSides
        throw .invalidText(
          name: "leading image size", text: String(written),
          reason:
            "write WIDTHxHEIGHT in points, each from \(Int(range.lowerBound)) to \(Int(range.upperBound)), such as 40x40"
        )
      }
      var shape = ImageShape.square
      if parts.count == 3 {
        guard let parsed = ImageShape(rawValue: parts[2]) else {
          let names = ImageShape.allCases.map(\.rawValue)
          throw .unknownName(
            kind: "image shape", name: parts[2], validNames: names,
            suggestion: NameSuggestion.closest(to: parts[2], in: names))
        }
        shape = parsed
      }
      self = .image(ImageSpec(width: size.width, height: size.height, shape: shape))
    default:
      throw .unknownName(
        kind: "leading content", name: text,
        validNames: ["none", "symbol", "image:WIDTHxHEIGHT[:circular|square|wide]"])
    }
  }
}
