/// What a prepared text is laid out into: a size, a width and a line limit.
public struct LayoutParameters: Sendable, Hashable, Codable {
  /// Font size in points (> 0).
  public var pointSize: Double
  /// Available line width in points (> 0); `.infinity` lays the text out on one line per
  /// paragraph.
  public var maxWidth: Double
  /// The most lines shown; `nil` (or 0, as UILabel's `numberOfLines = 0`) for unlimited.
  public var lineLimit: Int?
  /// Pixels per point (3 for @3x, 2 for @2x); the height rounds up to this grid.
  public var displayScale: Double

  public init(
    pointSize: Double, maxWidth: Double = .infinity, lineLimit: Int? = nil, displayScale: Double = 3
  ) {
    self.pointSize = pointSize
    self.maxWidth = maxWidth
    self.lineLimit = lineLimit
    self.displayScale = displayScale
  }

  /// The line limit with UILabel's meaning applied: `nil` when unlimited.
  var effectiveLineLimit: Int? {
    guard let lineLimit, lineLimit > 0 else { return nil }
    return lineLimit
  }

  /// Checks the values are usable.
  ///
  /// - Throws: ``TextError/invalidParameter(name:value:reason:)`` naming the first bad value:
  ///   a size that is not a finite positive number, a width that is NaN or ≤ 0, a negative
  ///   line limit, or a display scale that is not a finite positive number.
  public func validate() throws {
    guard pointSize.isFinite, pointSize > 0, pointSize <= 10_000 else {
      throw TextError.invalidParameter(
        name: "size", value: "\(pointSize)", reason: "must be a finite number of points above 0")
    }
    guard !maxWidth.isNaN, maxWidth > 0 else {
      throw TextError.invalidParameter(
        name: "width", value: "\(maxWidth)", reason: "must be a number of points above 0 (or unbounded)")
    }
    if let lineLimit, lineLimit < 0 {
      throw TextError.invalidParameter(
        name: "line limit", value: "\(lineLimit)", reason: "must be 0 (unlimited) or more")
    }
    guard displayScale.isFinite, displayScale > 0 else {
      throw TextError.invalidParameter(
        name: "display scale", value: "\(displayScale)", reason: "must be a finite number above 0")
    }
  }
}
