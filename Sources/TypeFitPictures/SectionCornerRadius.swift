import TypeFitRow

/// The corner radius of an inset-grouped (or sidebar) section, in points.
///
/// Not a layout constant, so it is not in ``PlatformProfile``: 10 pt on iOS 18 and 26 pt on
/// iOS 26 with the new design (Docs/References.md#metrics-4, §4.2, "Section chrome", decompiled), 10 pt otherwise.
enum SectionCornerRadius {
  static func points(for context: LayoutContext) -> Double {
    guard context.listStyle.insetsSections else { return 0 }
    return context.profile.id.lowercased() == "ios26" ? 26 : 10
  }
}
