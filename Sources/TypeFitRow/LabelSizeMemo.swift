import TypeFitDynamicType

/// Each prepared label's ``LabelSizeMetrics`` per category, shared by the builders of every
/// context that uses the same prepared labels (``RowLayoutEngine`` makes one per preparation).
///
/// A label's point size depends on the label (its text style, fixed or relative size and size
/// limit) and the category alone, not on the context, so the three widths of a typical check
/// (320, 375, 440 pt) place a label at each category with one
/// ``PreparedLabel/sizeMetrics(pointSize:)`` instead of three; the point sizes themselves are
/// kept too. A memo serves the labels of one row, whose label in a role is the same in every
/// context. Used by one thread at a time (one row's evaluation).
final class LabelSizeMemo {
  /// `(role, category)` → the size metrics last worked out there; a category takes
  /// ``rolesPerCategory`` consecutive slots, and a slot is read only when its bit in `filled` is
  /// set (so a new memo writes nothing but the mask). Raw storage: the memo is read for every
  /// label placement, and a stored array would be checked for exclusive access on each read.
  private let entries: UnsafeMutablePointer<LabelSizeMetrics>
  /// Bit `slot` set when `entries[slot]` holds a value (3 roles × 12 categories = 36 bits).
  private var filled: UInt64 = 0
  /// `(role, category)` → the point size of the role's label when the row is laid out at the
  /// category, read when its bit in `sized` is set.
  private let pointSizes: UnsafeMutablePointer<Double>
  private var sized: UInt64 = 0
  /// The roles, one slot each per category: a literal, so reading it costs no lazy global's
  /// check (the category count, `allCases.count`, was one at every label placement).
  private static let rolesPerCategory = 3
  private static let slotCount = ContentSizeCategory.allCases.count * rolesPerCategory

  init() {
    assert(LabelRole.allCases.count == Self.rolesPerCategory, "one slot per role and category")
    precondition(Self.slotCount <= UInt64.bitWidth, "one bit of `filled` per slot")
    // `LabelSizeMetrics` and `Double` hold numbers only: nothing to deinitialize.
    entries = .allocate(capacity: Self.slotCount)
    pointSizes = .allocate(capacity: Self.slotCount)
  }

  deinit {
    entries.deallocate()
    pointSizes.deallocate()
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
    if sized & bit != 0 { return pointSizes[slot] }
    let size =
      label.fixedPointSize
      ?? label.scaledPointSize(label.textStyle.metrics(at: label.drawnCategory(at: category)).pointSize)
    (pointSizes + slot).initialize(to: size)
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
    if filled & bit != 0, entries[slot].pointSize.bitPattern == pointSize.bitPattern { return entries[slot] }
    guard let computed = label.sizeMetrics(pointSize: pointSize) else { return nil }
    if filled & bit != 0 {
      entries[slot] = computed
    } else {
      (entries + slot).initialize(to: computed)
      filled |= bit
    }
    return computed
  }
}
