/// Rule TF002, `row-target-too-small`: its catalog entry and its evaluation.
enum TF002RowTargetTooSmall: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .rowTargetTooSmall, name: "row-target-too-small", severity: .error,
    summary: "A tappable row is shorter than 44 pt at a content size category.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves: \"Meets the touch target size baseline in global_rules.md (global.touch-target-size).\" The guide does not include that baseline; TypeFit takes it as the HIG's 44 × 44 pt (Docs/References.md#hig-accessibility).",
    source:
      "HIG Accessibility: default control size 44 × 44 pt on iOS/iPadOS (https://developer.apple.com/design/human-interface-guidelines/accessibility)",
    fix: "Do not lower the row height; set a minimum row height of 44 pt (defaultMinListRowHeight, "
      + "minimumContentHeight) or add vertical padding.")

  private typealias F = DecimalText

  /// TF002: tappable row shorter, or narrower, than the minimum target.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let row = input.row
    let minimum = input.table.minimumTouchTarget
    // The row's own target is the whole row: row width × row height.
    guard row.isTappable else { return [] }
    // Section insets that take the screen leave a row narrower than a fingertip at every category.
    let width = input.table.rowWidth
    if width < minimum, let first = layouts.first {
      let categories = layouts.map(\.category)
      return [
        Finding(
          ruleID: .rowTargetTooSmall,
          message:
            "row is \(F.points(width)) pt wide at \(first.category) (the screen less its section insets), below "
            + "the \(F.points(minimum)) pt minimum touch target (HIG)" + RuleInput.alsoAt(categories),
          target: .row, categories: categories)
      ]
    }
    let hits = layouts.indices.filter { layouts[$0].height < minimum }
    guard let firstIndex = hits.first else { return [] }
    let first = layouts[firstIndex]
    let categories = hits.map { layouts[$0].category }
    // Where the platform's own minimum row height is below the target (iOS 18 below Large:
    // 2 × body leading, 38–42 pt), every list row of one line is that short: the list's height,
    // not the app's strings. Only a row shorter than that minimum would be the app's doing.
    let isPlatformHeight = hits.allSatisfy { layouts[$0].height >= layouts[$0].minimumHeight }
    var finding = Finding(
      ruleID: .rowTargetTooSmall,
      message:
        "row is \(F.points(first.height)) pt tall at \(first.category), below the \(F.points(minimum)) pt "
        + "minimum touch target (HIG)"
        + (isPlatformHeight ? platformHeightClause(first.minimumHeight, at: first.category) : "")
        + RuleInput.alsoAt(categories),
      target: .row, categories: categories)
    if isPlatformHeight { finding.severity = .note }
    return [finding]
  }

  /// How the message says that the row is as short as the platform makes every list row at
  /// that size, which is why the finding is a note: `; iOS's own minimum row height: 38 pt at
  /// xSmall (2 × the body leading), the same for every row of the list; a
  /// defaultMinListRowHeight of 44 pt raises it`.
  static func platformHeightClause(_ height: Double, at category: ContentSizeCategory) -> String {
    "; \(platformHeightMarker): \(F.points(height)) pt at \(category), the list's own height, the same for "
      + "every one-line row (defaultMinListRowHeight or a minimum row height raises it)"
  }

  /// The words that mark a TF002 finding as the platform's own row height
  /// (``platformHeightClause(_:at:)``).
  static let platformHeightMarker = "iOS's own minimum row height"
}

extension Finding {
  /// Whether this is TF002's note that a row is as short as the platform makes every list row
  /// at those sizes (iOS 18's minimum row height below Large), not shorter: reports say it
  /// without locales, like the size of Apple's own controls.
  public var saysPlatformRowHeight: Bool {
    ruleID == .rowTargetTooSmall && message.contains(TF002RowTargetTooSmall.platformHeightMarker)
  }
}
