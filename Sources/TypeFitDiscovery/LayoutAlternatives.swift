/// Label layouts of which SwiftUI shows one at a time, chosen by the space or the text size:
/// the children of a `ViewThatFits`, and the branches of an `if` on the Dynamic Type size
/// (`if dynamicTypeSize.isAccessibilitySize { VStack { … } } else { HStack { … } }`).
///
/// The row model has one shape for every category, so the layouts are merged into the least
/// strict one rather than the first (the seventeenth attack's A17-15 and A17-16: the first
/// layout's `.lineLimit(1)` gave a false TF001 error at sizes where the app shows another
/// layout):
///
/// - each part (title, subtitle, value) is the first layout's text for it, with the other
///   layouts' texts for it as alternatives;
/// - its line limit is the least strict any layout gives it: none when one layout sets none;
///   a `ViewThatFits` of several children imposes none at all, since it shows the first child
///   that fits, while its only child is always shown and keeps its own limit (A18-8);
/// - a value in one layout and the same text as the subtitle of another (an `HStack` of title
///   and value, a `VStack` of the two at accessibility sizes) is the value.
enum LayoutAlternatives {
  /// Identifiers that make an `if` condition a branch on the Dynamic Type size.
  static let dynamicTypeNames: Set<String> = [
    "isAccessibilitySize", "isAccessibilityCategory", "dynamicTypeSize", "sizeCategory", "accessibility1",
    "accessibility2", "accessibility3", "accessibility4", "accessibility5", "accessibilityMedium",
    "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]

  /// The layouts merged into one label content.
  ///
  /// - Parameter unlimited: Whether no layout's line limit applies (`ViewThatFits`).
  static func merge(_ layouts: [LabelContentReader.Content], unlimited: Bool) -> LabelContentReader.Content {
    var merged = LabelContentReader.Content()
    merged.title = part(layouts.compactMap(\.title), unlimited: unlimited)
    let valueReference = layouts.lazy.compactMap(\.value).first?.reference
    // The value's text shown as another layout's subtitle is the value there too.
    let valueTexts = layouts.flatMap { layout in
      [layout.value, layout.subtitle].compactMap { $0 }.filter { $0.reference == valueReference }
    }
    merged.value = part(valueTexts, unlimited: unlimited)
    merged.subtitle = part(
      layouts.compactMap(\.subtitle).filter { $0.reference != valueReference }, unlimited: unlimited)
    merged.leading = layouts.first { $0.leading != .none }?.leading ?? .none
    merged.customView = layouts.lazy.compactMap(\.customView).first
    merged.allTexts = layouts.flatMap(\.allTexts)
    merged.hasIconOnlyLabel = layouts.contains { $0.hasIconOnlyLabel }
    return merged
  }

  /// Rows of which SwiftUI shows one: the children of a `ViewThatFits` placed directly in a
  /// list, each a row construct (`ViewThatFits { NavigationLink("v1") { … }.lineLimit(1);
  /// NavigationLink("v2") { … }.lineLimit(1) }`, the eighteenth attack's A18-8 found two rows,
  /// the first cut). One row: the first child's, each part with the other rows' texts for it as
  /// alternatives, merged as the layouts of a label are (no limit of several children applies).
  static func merge(rows: [SourceRow]) -> SourceRow? {
    guard var merged = rows.first else { return nil }
    let unlimited = rows.count > 1
    merged.title = part(rows.compactMap(\.title), unlimited: unlimited)
    merged.subtitle = part(rows.compactMap(\.subtitle), unlimited: unlimited)
    merged.value = part(rows.compactMap(\.value), unlimited: unlimited)
    return merged
  }

  /// One part from the layouts' texts for it: the first, with the least strict line limit any
  /// of them has, and the others' references as alternatives.
  private static func part(_ texts: [DiscoveredText], unlimited: Bool) -> DiscoveredText? {
    guard var base = texts.first else { return nil }
    let limits = texts.map(\.lineLimit)
    base.lineLimit = unlimited || limits.contains(nil) ? nil : limits.compactMap { $0 }.max()
    // A set of the references kept, so that each is looked up once: searching the list for each
    // made merging 40,000 layouts take minutes (the twenty-first attack's A21-18).
    var kept = Set(base.alternatives)
    kept.insert(base.reference)
    for text in texts {
      for reference in CollectionOfOne(text.reference) + text.alternatives
      where kept.insert(reference).inserted {
        base.addAlternative(reference)
      }
    }
    return base
  }
}
