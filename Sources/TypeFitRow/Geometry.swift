/// A rectangle in points. Row geometry uses screen x (0 at the screen's left edge) and row y
/// (0 at the row's top).
public struct Rect: Sendable, Hashable, Codable {
  /// Left edge in points.
  public var x: Double
  /// Top edge in points.
  public var y: Double
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The centre point.
  public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

  /// The distance in points from a point to the nearest point of the rectangle (0 inside).
  public func distance(toX px: Double, y py: Double) -> Double {
    let dx = max(x - px, 0, px - (x + width))
    let dy = max(y - py, 0, py - (y + height))
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// A width and height in points.
public struct Size: Sendable, Hashable, Codable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
