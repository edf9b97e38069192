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
/// - every layout's value is the value's (the sixty-second attack's A62-3 kept the first
///   layout's alone), and a value's text that another layout shows as its subtitle (an `HStack`
///   of title and value, a `VStack` of the two at accessibility sizes) is the value there too;
/// - each layout's texts are kept apart (``DiscoveredText/caseChoices``, by the `if` or
///   `ViewThatFits` that picks the layout), so a layout's title is laid out with its own
///   subtitle and value.
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
  /// - Parameters:
  ///   - unlimited: Whether no layout's line limit applies (`ViewThatFits`).
  ///   - origin: What picks the layout shown (the `if` or `ViewThatFits` at its place,
  ///     ``ChoiceOrigin/init(layoutsAt:in:)``): each part of several layouts then knows which
  ///     of its texts each layout shows (``DiscoveredText/caseChoices``), so a title is laid out
  ///     with its own layout's subtitle and value, not another's (the sixty-second attack's
  ///     A62-3 laid `t1` out with `v0`).
  static func merge(
    _ layouts: [LabelContentReader.Content], unlimited: Bool, origin: ChoiceOrigin? = nil
  ) -> LabelContentReader.Content {
    var merged = LabelContentReader.Content()
    // Every layout's value; a value's text shown as another layout's subtitle (an `HStack` of
    // title and value, a `VStack` of the two at accessibility sizes) is the value there too.
    let valueReferences = Set(layouts.compactMap(\.value?.reference))
    merged.title = part(layouts.map { $0.title.map { [$0] } ?? [] }, unlimited: unlimited, origin: origin)
    merged.value = part(
      layouts.map {
        [$0.value, $0.subtitle].compactMap { $0 }.filter { valueReferences.contains($0.reference) }
      },
      unlimited: unlimited, origin: origin)
    merged.subtitle = part(
      layouts.map { $0.subtitle.map { [$0] } ?? [] }.map {
        $0.filter { !valueReferences.contains($0.reference) }
      },
      unlimited: unlimited, origin: origin)
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

  /// One part from each layout's texts for it (``part(_:unlimited:)``), picked with the layout
  /// by `origin` when there are several layouts: each layout's texts are a ``CaseChoices`` case.
  private static func part(_ byLayout: [[DiscoveredText]], unlimited: Bool, origin: ChoiceOrigin?)
    -> DiscoveredText?
  {
    guard var merged = part(byLayout.flatMap { $0 }, unlimited: unlimited) else { return nil }
    if let origin, byLayout.count > 1 {
      merged.choiceOrigin = origin
      merged.caseChoices = CaseChoices(
        groups: byLayout.map { $0.flatMap { CollectionOfOne($0.reference) + $0.alternatives } },
        caseGroups: Array(byLayout.indices), among: [merged.reference] + merged.alternatives)
    }
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
