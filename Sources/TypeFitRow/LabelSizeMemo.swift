import TypeFitDynamicType

/// Each prepared label's ``LabelSizeMetrics`` per category, shared by the builders of every
/// context that uses the same prepared labels (``RowLayoutEngine`` makes one per preparation).
///
/// A label's point size depends on the label (its text style, fixed or relative size and size
/// limit) and the category alone, not on the context, so the three widths of a typical check
/// (320, 375, 440 pt) place a label at each category with one
/// ``PreparedLabel/sizeMetrics(pointSize:)`` instead of three; the point sizes themselves are
/// kept too, and what a label's measurement reads besides its lines (``Style``). A memo serves the labels of one row, whose label in a role is the same in every
/// context. Used by one thread at a time (one row's evaluation).
final class LabelSizeMemo {
  /// `(role, category)` → what the memo keeps there; a category takes ``rolesPerCategory``
  /// consecutive slots, and a slot's member is read only when the slot's bit in that member's
  /// mask is set (so a new memo writes nothing but the masks). Raw storage, one allocation per
  /// memo: the memo is read for every label placement, and a stored array would be checked for
  /// exclusive access on each read.
  private let slots: UnsafeMutablePointer<Slot>
  /// Bit `slot` set when `slots[slot].sizeMetrics` holds a value (3 roles × 12 categories =
  /// 36 bits).
  private var filled: UInt64 = 0
  /// Bit `slot` set when `slots[slot].pointSize` holds a value.
  private var sized: UInt64 = 0
  /// Bit `slot` set when `slots[slot].style` holds a value.
  private var styled: UInt64 = 0

  /// What the memo keeps for a role at a category, each member valid when its mask says so.
  private struct Slot {
    /// The size metrics last worked out there.
    var sizeMetrics: LabelSizeMetrics
    /// The point size of the role's label when the row is laid out at the category.
    var pointSize: Double
    /// What a label's measurement reads besides its lines.
    var style: Style
  }

  /// A label's text-style metrics at a category (``RowLabel/metrics(at:)``) and its tracking at
  /// their point size (``PreparedLabel/trackingEm(pointSize:)``), in ems: the same in every
  /// context, and about 200 instructions to work out (JSON and NDJSON reports measure every
  /// label at every category of every context).
  struct Style {
    var metrics: TextStyleMetrics
    var trackingEm: Double
  }

  /// The roles, one slot each per category: a literal, so reading it costs no lazy global's
  /// check (the category count, `allCases.count`, was one at every label placement).
  private static let rolesPerCategory = 3
  private static let slotCount = ContentSizeCategory.allCases.count * rolesPerCategory

  init() {
    assert(LabelRole.allCases.count == Self.rolesPerCategory, "one slot per role and category")
    precondition(Self.slotCount <= UInt64.bitWidth, "one bit of each mask per slot")
    assert(_isPOD(Slot.self), "a slot is written in place without initialization")
    // A slot holds numbers only: its members are written in place (trivial types need no
    // initialization) and nothing is deinitialized.
    slots = .allocate(capacity: Self.slotCount)
  }

  deinit {
    slots.deallocate()
  }

  @inline(__always)
  private static func slot(_ role: LabelRole, _ category: ContentSizeCategory) -> Int {
    let roleIndex =
      switch role {
      case .title: 0
      case .subtitle: 1
      case .value: 2
      }
    return category.rawValue &* rolesPerCategory &+ roleIndex
  }

  /// The point size of `label` when its row is laid out at `category`: its fixed size, or its
  /// text style's at the category it is drawn at (``RowLabel/drawnCategory(at:)``), scaled to
  /// its relative size when it has one (``RowLabel/scaledPointSize(_:)``). Worked out once per
  /// role and category (it was once per context, about 70 instructions each time): the memo
  /// serves one row, whose label in a role is the same in every context.
  @inline(__always)
  func pointSize(of label: RowLabel, role: LabelRole, at category: ContentSizeCategory) -> Double {
    let slot = Self.slot(role, category)
    let bit: UInt64 = 1 << UInt64(slot)
    if sized & bit != 0 { return slots[slot].pointSize }
    let size =
      label.fixedPointSize
      ?? label.scaledPointSize(label.textStyle.metrics(at: label.drawnCategory(at: category)).pointSize)
    slots[slot].pointSize = size
    sized |= bit
    return size
  }

  /// `label.sizeMetrics(pointSize:)`, from the memo when the same role was placed at the same
  /// category and size before.
  @inline(__always)
  func sizeMetrics(
    of label: any PreparedLabel, role: LabelRole, category: ContentSizeCategory, pointSize: Double
  ) -> LabelSizeMetrics? {
    let slot = Self.slot(role, category)
    let bit: UInt64 = 1 << UInt64(slot)
    if filled & bit != 0, slots[slot].sizeMetrics.pointSize.bitPattern == pointSize.bitPattern {
      return slots[slot].sizeMetrics
    }
    guard let computed = label.sizeMetrics(pointSize: pointSize) else { return nil }
    slots[slot].sizeMetrics = computed
    filled |= bit
    return computed
  }

  /// The text-style metrics of `label` when its row is laid out at `category`
  /// (``RowLabel/metrics(at:)``) and the tracking of `prepared` (the label prepared) at their
  /// point size, worked out once per role and category.
  @inline(__always)
  func style(
    of label: RowLabel, prepared: any PreparedLabel, role: LabelRole, at category: ContentSizeCategory
  ) -> Style {
    let slot = Self.slot(role, category)
    let bit: UInt64 = 1 << UInt64(slot)
    if styled & bit != 0 { return slots[slot].style }
    let metrics = label.metrics(at: category)
    let style = Style(metrics: metrics, trackingEm: prepared.trackingEm(pointSize: metrics.pointSize))
    slots[slot].style = style
    styled |= bit
    return style
  }
}
