import TypeFitDynamicType

/// The frame a SwiftUI info button's symbol is given (``AccessorySymbol/frame``):
/// `.frame(width: 44, height: 44)` or `.frame(minWidth: 44, minHeight: 44)` on the symbol's image
/// inside the button's label, or on the button, and whether a hit shape after it makes the whole
/// frame the button's target (the sixty-eighth attack's A68-8).
///
/// The frame takes its room in the row whatever follows it. It is the target only when a
/// `.contentShape(…)` for hit testing, or a `.background(…)` that is not clear, comes after it:
/// SwiftUI hit-tests a view by the shape it draws (Apple, `contentShape(_:eoFill:)`: "Defines the
/// content shape for hit testing",
/// <https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)>), so a
/// borderless or plain button is pressed on its symbol alone, not on the frame's empty room.
///
/// ```swift
/// // Image(systemName: "info.circle").frame(width: 44, height: 44).contentShape(Rectangle())
/// AccessoryFrame(width: 44, height: 44, isHitArea: true)
/// // Image(systemName: "info.circle").frame(minWidth: 44, minHeight: 44)
/// AccessoryFrame(minWidth: 44, minHeight: 44, isHitArea: false)
/// ```
public struct AccessoryFrame: Sendable, Hashable {
  /// The lengths in points a frame's side can be given: a screen is under 10,000 pt.
  public static let allowedLengths: ClosedRange<Double> = 0...10_000

  /// The fixed width in points (`width:`), or `nil` for one that follows the symbol.
  public private(set) var width: Double?
  /// The fixed height in points (`height:`), or `nil`.
  public private(set) var height: Double?
  /// The least width in points (`minWidth:`), or `nil`.
  public private(set) var minWidth: Double?
  /// The greatest width in points (`maxWidth:`), or `nil`.
  public private(set) var maxWidth: Double?
  /// The least height in points (`minHeight:`), or `nil`.
  public private(set) var minHeight: Double?
  /// The greatest height in points (`maxHeight:`), or `nil`.
  public private(set) var maxHeight: Double?
  /// Whether a hit shape after the frame (`.contentShape(Rectangle())`, an opaque background)
  /// makes the whole frame the button's target.
  public var isHitArea: Bool

  /// A frame of the given sides in points; `nil` when a side is not a finite number in
  /// ``allowedLengths`` or a least side is past its greatest (SwiftUI's `frame(minWidth:…)`
  /// asks for them in order).
  public init?(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil, isHitArea: Bool
  ) {
    let sides = [width, height, minWidth, maxWidth, minHeight, maxHeight]
    guard sides.allSatisfy({ $0.map { $0.isFinite && Self.allowedLengths.contains($0) } ?? true }),
      (minWidth ?? 0) <= (maxWidth ?? Self.allowedLengths.upperBound),
      (minHeight ?? 0) <= (maxHeight ?? Self.allowedLengths.upperBound)
    else { return nil }
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.isHitArea = isHitArea
  }

  /// The frame's size in points around a symbol of side `side`: each fixed side as given, each
  /// other side the symbol's within the least and greatest (a flexible frame hugs what it holds
  /// within its bounds), on the pixel grid of `displayScale`.
  public func size(around side: Double, displayScale: Double) -> Size {
    func length(_ fixed: Double?, _ least: Double?, _ greatest: Double?) -> Double {
      if let fixed { return PixelGrid.round(fixed, scale: displayScale) }
      let atLeast = max(side, least ?? side)
      return PixelGrid.round(min(atLeast, greatest ?? atLeast), scale: displayScale)
    }
    return Size(width: length(width, minWidth, maxWidth), height: length(height, minHeight, maxHeight))
  }

  /// The frame written out for people and digests: `frame 44×44 pt, its target`, `frame min
  /// 44×44 pt`.
  public static func written(_ frame: AccessoryFrame) -> String {
    func side(_ fixed: Double?, _ least: Double?, _ greatest: Double?) -> String {
      if let fixed { return DecimalText.points(fixed) }
      var parts: [String] = []
      if let least { parts.append("≥\(DecimalText.points(least))") }
      if let greatest { parts.append("≤\(DecimalText.points(greatest))") }
      return parts.isEmpty ? "symbol" : parts.joined(separator: " ")
    }
    return "frame \(side(frame.width, frame.minWidth, frame.maxWidth))×"
      + "\(side(frame.height, frame.minHeight, frame.maxHeight)) pt"
      + (frame.isHitArea ? ", its target" : "")
  }
}

extension AccessoryFrame: Codable {
  private enum CodingKeys: String, CodingKey {
    case width, height, minWidth, maxWidth, minHeight, maxHeight, isHitArea
  }

  /// Decodes a frame, checking its sides as ``init(width:height:minWidth:maxWidth:minHeight:maxHeight:isHitArea:)``
  /// does: a report or shard edited to hold a negative or huge side is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard
      let frame = AccessoryFrame(
        width: try container.decodeIfPresent(Double.self, forKey: .width),
        height: try container.decodeIfPresent(Double.self, forKey: .height),
        minWidth: try container.decodeIfPresent(Double.self, forKey: .minWidth),
        maxWidth: try container.decodeIfPresent(Double.self, forKey: .maxWidth),
        minHeight: try container.decodeIfPresent(Double.self, forKey: .minHeight),
        maxHeight: try container.decodeIfPresent(Double.self, forKey: .maxHeight),
        isHitArea: try container.decode(Bool.self, forKey: .isHitArea))
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .width, in: container,
        debugDescription:
          "a frame's sides must be numbers from 0 to 10000 points, each least side at most its greatest")
    }
    self = frame
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(width, forKey: .width)
    try container.encodeIfPresent(height, forKey: .height)
    try container.encodeIfPresent(minWidth, forKey: .minWidth)
    try container.encodeIfPresent(maxWidth, forKey: .maxWidth)
    try container.encodeIfPresent(minHeight, forKey: .minHeight)
    try container.encodeIfPresent(maxHeight, forKey: .maxHeight)
    try container.encode(isHitArea, forKey: .isHitArea)
  }
}
