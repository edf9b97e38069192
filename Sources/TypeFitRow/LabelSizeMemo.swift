import TypeFitDynamicType

/// Each prepared label's ``LabelSizeMetrics`` per category, shared by the builders of every
/// context that uses the same prepared labels (``RowLayoutEngine`` makes one per preparation).
///
/// A label's point size depends on its text style and the category alone, not on the context,
/// so the three widths of a typical check (320, 375, 440 pt) place a label at each category with
/// one ``PreparedLabel/sizeMetrics(pointSize:)`` instead of three. Used by one thread at a time
/// (one row's evaluation).
final class LabelSizeMemo {
  /// `(role, category)` → the size metrics last worked out there (`nil` while none); a role
  /// takes ``categoryCount`` consecutive slots. Raw storage: the memo is read for every label
  /// placement, and a stored array would be checked for exclusive access on each read.
  private let entries: UnsafeMutableBufferPointer<LabelSizeMetrics?>
  private static let categoryCount = ContentSizeCategory.allCases.count

  init() {
    entries = .allocate(capacity: LabelRole.allCases.count * Self.categoryCount)
    entries.initialize(repeating: nil)
  }

  deinit {
    entries.deinitialize()
    entries.deallocate()
  }

  /// `label.sizeMetrics(pointSize:)`, from the memo when the same role was placed at the same
  /// category and size before.
  func sizeMetrics(
    of label: any PreparedLabel, role: LabelRole, category: ContentSizeCategory, pointSize: Double
  ) -> LabelSizeMetrics? {
    let roleIndex =
      switch role {
      case .title: 0
      case .subtitle: 1
      case .value: 2
      }
    let slot = roleIndex * Self.categoryCount + category.rawValue
    if let known = entries[slot], known.pointSize.bitPattern == pointSize.bitPattern { return known }
    let computed = label.sizeMetrics(pointSize: pointSize)
    entries[slot] = computed
    return computed
  }
}
