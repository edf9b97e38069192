import TypeFitDynamicType

/// One trailing accessory item of a row, placed at one category, for drawing.
///
/// The row model sizes accessories to compute the text width; pictures need the same frames
/// to draw them where the layout put them.
public struct AccessoryPlacement: Sendable, Hashable {
  /// What the item is.
  public var item: AccessoryItem
  /// Its frame in points (screen x, row y; left-to-right geometry, before any mirroring).
  public var frame: Rect

  public init(item: AccessoryItem, frame: Rect) {
    self.item = item
    self.frame = frame
  }
}

/// The drawable items an ``Accessory`` (and a navigable row's chevron) resolves to.
public enum AccessoryItem: String, Sendable, Hashable, CaseIterable {
  /// The disclosure chevron (`chevron.forward`).
  case chevron
  /// A selection checkmark.
  case checkmark
  /// A switch.
  case toggle
  /// An info button.
  case infoButton
  /// The info button of a detail disclosure.
  case detailButton
}

extension Row {
  /// The row's trailing accessory items with their frames at a category, leading to trailing,
  /// right-aligned at the trailing layout margin and centred in `rowHeight` — the geometry the
  /// layout reserved (see ``RowCategoryLayout/textWidth``).
  ///
  /// - Parameters:
  ///   - category: the content size category (the chevron and checkmark scale with it).
  ///   - context: the layout context (margins, section inset, profile, display scale).
  ///   - rowHeight: the row's height in points.
  /// - Returns: frames in points, screen x and row y, before right-to-left mirroring.
  public func accessoryPlacements(
    at category: ContentSizeCategory, in context: LayoutContext, rowHeight: Double
  ) -> [AccessoryPlacement] {
    let accessories = TrailingAccessories(
      row: self, profile: context.profile, category: category, displayScale: context.displayScale)
    return accessories.frames(
      trailingX: context.sectionInset + context.rowWidth - context.horizontalMargin, rowHeight: rowHeight
    ).map { AccessoryPlacement(item: $0.item.kind.drawableItem, frame: $0.frame) }
  }
}

extension TrailingAccessories.ItemKind {
  fileprivate var drawableItem: AccessoryItem {
    switch self {
    case .chevron: .chevron
    case .checkmark: .checkmark
    case .toggle: .toggle
    case .infoButton: .infoButton
    case .detailButton: .detailButton
    }
  }
}
