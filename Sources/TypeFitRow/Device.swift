import TypeFitDynamicType

/// A screen a row is laid out on: a named iPhone or iPad, or a custom width.
///
/// Sizes are logical points in portrait (Docs/References.md#metrics-5, §5). Devices in "Display Zoom" mode are
/// separate entries with the zoomed (smaller) logical size.
///
/// ```swift
/// let device = try Device.named("iphone 17 pro max")  // 440 × 956 pt, @3x
/// let custom = Device.width(375)                     // 375 pt wide, unknown height, @3x
/// ```
public struct Device: Sendable, Hashable, Codable {
  /// The marketing name, or "Custom (375 pt)" for a width.
  public var name: String
  /// iPhone, iPad or a custom width.
  public var family: DeviceFamily
  /// Portrait width in points.
  public var portraitWidth: Double
  /// Portrait height in points; `nil` for a custom width (rule TF006 is then not checked).
  public var portraitHeight: Double?
  /// Pixels per point (2 or 3).
  public var scale: Double
  /// Whether this entry is the device in Display Zoom mode.
  public var isDisplayZoom: Bool
  /// Where the size comes from.
  public var source: String

  public init(
    name: String, family: DeviceFamily, portraitWidth: Double, portraitHeight: Double?, scale: Double,
    isDisplayZoom: Bool = false, source: String
  ) {
    self.name = name
    self.family = family
    self.portraitWidth = portraitWidth
    self.portraitHeight = portraitHeight
    self.scale = scale
    self.isDisplayZoom = isDisplayZoom
    self.source = source
  }

  /// A screen known only by its width in points.
  ///
  /// - Parameters:
  ///   - width: portrait width in points.
  ///   - height: portrait height in points, if known.
  ///   - scale: pixels per point (default 3).
  public static func width(_ width: Double, height: Double? = nil, scale: Double = 3) -> Device {
    let label = width == width.rounded() && abs(width) < 1e15 ? String(Int(width)) : String(width)
    return Device(
      name: "Custom (\(label) pt)", family: .custom, portraitWidth: width, portraitHeight: height,
      scale: scale,
      source: "given by the user")
  }

  /// Custom screen widths TypeFit lays rows out in, in points: wide enough for an inset-grouped
  /// row's margins and insets (4 × 20 pt) with room for text, narrower than any plausible
  /// screen. The narrowest iPhone is 320 pt.
  public static let plausibleWidths: ClosedRange<Double> = 100...10_000

  /// Display scales (pixels per point) TypeFit rounds to: iOS screens are @1x, @2x and @3x
  /// (`UIScreen.scale`); up to 4 leaves room for a future screen, and anything far below 1
  /// would round every length to zero.
  public static let plausibleDisplayScales: ClosedRange<Double> = 1...4

  /// The device used when none is given: iPhone 17 Pro (402 × 874 pt, @3x).
  public static var `default`: Device { try! named("iPhone 17 Pro") }

  /// Looks a device up in ``catalog`` by name, ignoring case and repeated spaces.
  /// - Throws: ``RowModelError/incompleteName(kind:name:completions:)`` with the devices whose
  ///   names `name` starts (`iPhone SE` → the three `iPhone SE (…)` models, fresh22 F22-11), else
  ///   ``RowModelError/unknownName(kind:name:validNames:suggestion:)`` listing the names.
  public static func named(_ name: String) throws(RowModelError) -> Device {
    let key = fold(name)
    if let match = catalog.first(where: { fold($0.name) == key }) { return match }
    let completions = key.isEmpty ? [] : catalog.map(\.name).filter { fold($0).hasPrefix(key) }
    if !completions.isEmpty { throw .incompleteName(kind: "device", name: name, completions: completions) }
    let names = catalog.map(\.name)
    throw .unknownName(
      kind: "device", name: name, validNames: names, suggestion: NameSuggestion.closest(to: name, in: names))
  }

  private static func fold(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// Width and height in points for an orientation.
  public func size(in orientation: Orientation) -> (width: Double, height: Double?) {
    switch orientation {
    case .portrait: (portraitWidth, portraitHeight)
    case .landscape: (portraitHeight ?? portraitWidth, portraitHeight == nil ? nil : portraitWidth)
    }
  }
}

/// The kind of device.
public enum DeviceFamily: String, Sendable, Hashable, Codable {
  case phone
  case pad
  case custom
}
