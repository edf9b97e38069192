/// Something the user can tap in a row, with its frame at one category.
public struct TouchTarget: Sendable, Hashable, Codable {
  /// What the target is.
  public var kind: TouchTargetKind
  /// Its hit area in points (screen x, row y).
  public var frame: Rect

  public init(kind: TouchTargetKind, frame: Rect) {
    self.kind = kind
    self.frame = frame
  }
}

/// The kinds of touch target a row has.
public enum TouchTargetKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// The whole row (a navigable or selectable row): row width × row height.
  case row
  /// A switch accessory (profile constants `toggleWidth` × `toggleHeight`).
  case toggle
  /// An info button accessory (profile constant `infoButtonSize`).
  case infoButton
  /// The info button of a detail disclosure accessory (same size as ``infoButton``).
  case detailButton

  /// How messages name it: "row", "switch", "info button". Both info buttons are "info button",
  /// the name UIKit's documentation gives `.detailButton` and `.detailDisclosureButton`'s button:
  /// "detail button" named this target, while the accessory name `detailButton` is the info
  /// button alone, ``infoButton`` (a fresh user's U56-11). The JSON kind keeps the raw value.
  public var displayName: String {
    switch self {
    case .row: "row"
    case .toggle: "switch"
    case .infoButton, .detailButton: "info button"
    }
  }
}
