import TypeFitDynamicType

/// The trailing accessories of a row at one category, right to left order resolved.
struct TrailingAccessories {
  /// One accessory item with its size in points.
  struct Item {
    var kind: ItemKind
    var size: Size
  }

  enum ItemKind {
    case chevron
    case checkmark
    case toggle
    case infoButton
    case detailButton

    /// The touch target kind, for interactive items.
    var touchTargetKind: TouchTargetKind? {
      switch self {
      case .toggle: .toggle
      case .infoButton: .infoButton
      case .detailButton: .detailButton
      case .chevron, .checkmark: nil
      }
    }
  }

  /// Items from leading to trailing.
  var items: [Item]
  /// The gap between items.
  var spacing: Double

  /// Resolves the accessories: the row's accessory, plus the chevron a navigable row gets.
  init(row: Row, profile: PlatformProfile, category: ContentSizeCategory, displayScale: Double) {
    let body = FontMetrics(textStyle: .body)
    let chevronSide = body.scaledValue(
      for: profile[.disclosureLayoutWidth], at: category, displayScale: displayScale)
    let chevron = Item(kind: .chevron, size: Size(width: chevronSide, height: chevronSide))
    let info = Size(width: profile[.infoButtonSize], height: profile[.infoButtonSize])
    var items: [Item]
    switch row.accessory {
    case .none:
      items = []
    case .disclosure:
      items = [chevron]
    case .checkmark:
      let side = body.scaledValue(
        for: profile[.checkmarkLayoutWidth], at: category, displayScale: displayScale)
      items = [Item(kind: .checkmark, size: Size(width: side, height: side))]
    case .toggle:
      items = [Item(kind: .toggle, size: Size(width: profile[.toggleWidth], height: profile[.toggleHeight]))]
    case .infoButton:
      items = [Item(kind: .infoButton, size: info)]
    case .detailDisclosure:
      items = [Item(kind: .detailButton, size: info), chevron]
    }
    if row.isNavigable && !items.contains(where: { $0.kind == .chevron }) {
      items.append(chevron)
    }
    self.items = items
    self.spacing = profile[.interAccessoryPadding]
  }

  /// Total width of the items and the gaps between them, in points.
  var totalWidth: Double {
    guard !items.isEmpty else { return 0 }
    return items.reduce(0) { $0 + $1.size.width } + spacing * Double(items.count - 1)
  }

  /// The tallest item's height, in points (0 without items).
  var maximumHeight: Double { items.map(\.size.height).max() ?? 0 }

  /// Every item with its frame, leading to trailing, right-aligned at `trailingX` and centred
  /// in `rowHeight` (points).
  func frames(trailingX: Double, rowHeight: Double) -> [(item: Item, frame: Rect)] {
    var x = trailingX
    var placed: [(item: Item, frame: Rect)] = []
    for item in items.reversed() {
      x -= item.size.width
      let frame = Rect(
        x: x, y: (rowHeight - item.size.height) / 2, width: item.size.width, height: item.size.height)
      placed.append((item, frame))
      x -= spacing
    }
    return placed.reversed()
  }

  /// Frames of the interactive items, right-aligned at `trailingX` and centred in `rowHeight`.
  func touchTargets(trailingX: Double, rowHeight: Double) -> [TouchTarget] {
    frames(trailingX: trailingX, rowHeight: rowHeight).compactMap { placed in
      placed.item.kind.touchTargetKind.map { TouchTarget(kind: $0, frame: placed.frame) }
    }
  }
}
