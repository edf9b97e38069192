import TypeFitDynamicType

/// The trailing accessories of a row at one category, right to left order resolved.
struct TrailingAccessories {
  /// One accessory item with its size in points.
  struct Item {
    var kind: ItemKind
    var size: Size
    /// Whether the item is a target of its own: `false` for an info button SwiftUI draws with
    /// the default button style, whose target is the whole row (``AccessorySymbol/Target/row``).
    var ownsTarget = true
    /// The size of the area the user presses, centred in ``size``, when it is not the item's
    /// whole room: an info symbol in a larger frame without a hit shape (``AccessoryFrame``).
    var hitSize: Size? = nil

    /// The touch target kind, for interactive items that are their own target.
    var touchTargetKind: TouchTargetKind? { ownsTarget ? kind.touchTargetKind : nil }
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

  /// The first (leading) item and the second, if any: a row has at most two (a detail button
  /// or another accessory, then the chevron). Held as two fields so that resolving the
  /// accessories of a row at a category allocates nothing.
  private(set) var first: Item? = nil
  private(set) var second: Item? = nil
  /// The gap between items.
  var spacing: Double

  /// Resolves the accessories: the row's accessory, plus the chevron a navigable row gets.
  init(row: Row, profile: PlatformProfile, category: ContentSizeCategory, displayScale: Double) {
    self = Resolver(row: row, profile: profile, displayScale: displayScale).resolve(at: category)
  }

  /// Two items and a spacing, as resolved by ``Resolver``.
  fileprivate init(first: Item?, second: Item?, spacing: Double) {
    self.first = first
    self.second = second
    self.spacing = spacing
  }

  /// What resolving a row's accessories needs, read once per (row, context): the accessory,
  /// whether the row is navigable, a custom size, and the profile's constants, with the
  /// chevron's and checkmark's sides at every category. Resolving at a category then reads
  /// neither the row nor the profile.
  struct Resolver {
    private let accessory: Accessory
    private let isNavigable: Bool
    private let accessorySize: Size?
    private let infoButtonSize: Double
    /// Per category, the room and the pressed area of the info button SwiftUI draws from its
    /// symbol (``Row/infoSymbol``, ``AccessorySymbol/room(at:sizeFactor:displayScale:)``), or
    /// `nil` for UIKit's fixed info button.
    private let infoSymbolSizes: [(room: Size, hit: Size)]?
    /// Whether that symbol is a target of its own (``AccessorySymbol/Target/symbol``).
    private let infoSymbolOwnsTarget: Bool
    private let toggleSize: Size
    private let spacing: Double
    /// Per category (index: raw value), the body-scaled `disclosureLayoutWidth`.
    private let chevronSides: [Double]
    /// Per category, the body-scaled `checkmarkLayoutWidth`.
    private let checkmarkSides: [Double]

    init(row: Row, profile: PlatformProfile, displayScale: Double) {
      accessory = row.accessory
      isNavigable = row.isNavigable
      accessorySize = row.accessorySize
      infoButtonSize = profile[.infoButtonSize]
      (infoSymbolSizes, infoSymbolOwnsTarget) = Self.infoSymbol(
        of: row, sizeFactor: profile[.infoSymbolSizeFactor], displayScale: displayScale)
      toggleSize = Size(width: profile[.toggleWidth], height: profile[.toggleHeight])
      spacing = profile[.interAccessoryPadding]
      let body = FontMetrics(textStyle: .body)
      let disclosureWidth = profile[.disclosureLayoutWidth]
      let checkmarkWidth = profile[.checkmarkLayoutWidth]
      chevronSides = ContentSizeCategory.allCases.map {
        body.scaledValue(for: disclosureWidth, at: $0, displayScale: displayScale)
      }
      checkmarkSides = ContentSizeCategory.allCases.map {
        body.scaledValue(for: checkmarkWidth, at: $0, displayScale: displayScale)
      }
    }

    /// The same resolver with the context's constants and sides from its table (no profile
    /// read, no side scaled).
    init(row: Row, table: ContextLayoutTable) {
      accessory = row.accessory
      isNavigable = row.isNavigable
      accessorySize = row.accessorySize
      infoButtonSize = table.infoButtonSize
      (infoSymbolSizes, infoSymbolOwnsTarget) = Self.infoSymbol(
        of: row, sizeFactor: table.infoSymbolSizeFactor, displayScale: table.scale)
      toggleSize = table.toggleSize
      spacing = table.interAccessoryPadding
      chevronSides = table.chevronSides
      checkmarkSides = table.checkmarkSides
    }

    /// The room and pressed area of the info button `row`'s symbol makes at every category
    /// (index: raw value), and whether it is its own target; `nil` and `true` for a row without
    /// one (UIKit's control).
    private static func infoSymbol(of row: Row, sizeFactor: Double, displayScale: Double)
      -> (sizes: [(room: Size, hit: Size)]?, ownsTarget: Bool)
    {
      guard let symbol = row.infoSymbol else { return (nil, true) }
      let sizes = ContentSizeCategory.allCases.map {
        (
          room: symbol.room(at: $0, sizeFactor: sizeFactor, displayScale: displayScale),
          hit: symbol.hitSize(at: $0, sizeFactor: sizeFactor, displayScale: displayScale)
        )
      }
      return (sizes, symbol.target == .symbol)
    }

    /// The accessories at a category: the chevron and checkmark scale with body text
    /// (`UIFontMetrics`, rounded to the pixel grid); toggles and UIKit's info buttons keep their
    /// size; an info button SwiftUI draws is its symbol's side at its font there
    /// (``AccessorySymbol/side(at:sizeFactor:displayScale:)``) or the frame it is given, and with
    /// the default button style not a target of its own (the row is).
    func resolve(at category: ContentSizeCategory) -> TrailingAccessories {
      let symbol = infoSymbolSizes?[category.rawValue]
      let info = symbol?.room ?? Size(width: infoButtonSize, height: infoButtonSize)
      let infoHit = symbol.flatMap { $0.hit == $0.room ? nil : $0.hit }
      var chevron: Item {
        let side = chevronSides[category.rawValue]
        return Item(kind: .chevron, size: Size(width: side, height: side))
      }
      var first: Item?
      var second: Item?
      switch accessory {
      case .none:
        first = nil
      case .disclosure:
        first = chevron
      case .checkmark:
        let side = checkmarkSides[category.rawValue]
        first = Item(kind: .checkmark, size: Size(width: side, height: side))
      case .toggle:
        first = Item(kind: .toggle, size: accessorySize ?? toggleSize)
      case .infoButton:
        first = Item(
          kind: .infoButton, size: accessorySize ?? info, ownsTarget: infoSymbolOwnsTarget,
          hitSize: accessorySize == nil ? infoHit : nil)
      case .detailDisclosure:
        first = Item(
          kind: .detailButton, size: accessorySize ?? info, ownsTarget: infoSymbolOwnsTarget,
          hitSize: accessorySize == nil ? infoHit : nil)
        second = chevron
      }
      if isNavigable && first?.kind != .chevron && second?.kind != .chevron {
        if first == nil { first = chevron } else { second = chevron }
      }
      return TrailingAccessories(first: first, second: second, spacing: spacing)
    }
  }

  /// Items from leading to trailing.
  var items: [Item] { [first, second].compactMap { $0 } }

  /// Whether the row has no trailing accessory at all.
  var isEmpty: Bool { first == nil }

  /// Whether some item is interactive (has a touch target).
  var hasTouchTargets: Bool {
    first?.touchTargetKind != nil || second?.touchTargetKind != nil
  }

  /// Total width of the items and the gap between them, in points.
  var totalWidth: Double {
    guard let first else { return 0 }
    guard let second else { return first.size.width }
    return first.size.width + spacing + second.size.width
  }

  /// The tallest item's height, in points (0 without items).
  var maximumHeight: Double { max(first?.size.height ?? 0, second?.size.height ?? 0) }

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

  /// Frames of the interactive items, right-aligned at `trailingX` and centred in `rowHeight`:
  /// each item's room, or the area pressed in it (``Item/hitSize``), centred there.
  func touchTargets(trailingX: Double, rowHeight: Double) -> [TouchTarget] {
    // Most rows end in a chevron alone, which is decorative: no frames to compute.
    guard hasTouchTargets else { return [] }
    return frames(trailingX: trailingX, rowHeight: rowHeight).compactMap { placed in
      placed.item.touchTargetKind.map { kind in
        guard let hit = placed.item.hitSize else { return TouchTarget(kind: kind, frame: placed.frame) }
        let frame = placed.frame
        return TouchTarget(
          kind: kind,
          frame: Rect(
            x: frame.x + (frame.width - hit.width) / 2, y: frame.y + (frame.height - hit.height) / 2,
            width: hit.width, height: hit.height))
      }
    }
  }
}
