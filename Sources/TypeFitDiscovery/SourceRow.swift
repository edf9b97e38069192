import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// A list row found in Swift source: where it is, what built it, its texts and its accessories.
///
/// ```swift
/// // NavigationLink(destination: DisplaySettingsView()) {
/// //   Label("settings.general.display", systemImage: "paintpalette")
/// // }
/// row.construct     // .navigationLink
/// row.title?.reference  // .key("settings.general.display", table: nil)
/// row.leading       // .symbol
/// row.accessory     // .disclosure
/// row.isNavigable   // true
/// ```
public struct SourceRow: Sendable, Hashable {
  /// Where the construct's name starts.
  public var location: SourceLocation
  /// What built the row.
  public var construct: RowConstruct
  /// The primary text, or `nil` when the row shows no text the source names.
  public var title: DiscoveredText?
  /// Secondary text below the title.
  public var subtitle: DiscoveredText?
  /// Trailing secondary text.
  public var value: DiscoveredText?
  /// What sits before the text (`Label`'s icon, `content.image`).
  public var leading: LeadingContent
  /// The trailing accessory.
  public var accessory: Accessory
  /// The symbol a SwiftUI info button at the row's end is drawn from, with its font's text style
  /// and what its style makes the target (`TrailingInfoButton`); `nil` for any other accessory
  /// and for UIKit's.
  public var accessorySymbol: AccessorySymbol?
  /// Whether the row pushes a screen (`NavigationLink`, a disclosure indicator).
  public var isNavigable: Bool
  /// The content size categories the row is drawn at, or `nil` for all twelve: a
  /// `.dynamicTypeSize(…)` on the row or a view around it (its `Section`, `List`, navigation
  /// or tab container). Its texts carry the limit too, with their own nearer ones
  /// (``DiscoveredText/sizeCategories``); this one holds for the rest of the row (its icon,
  /// accessory and height).
  public var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The style of the list the row sits in, or `nil` when the source sets none the row model
  /// knows: a `.listStyle(…)` on the `List` or a view around it (`.plain`, `.insetGrouped`).
  public var listStyle: ListStyle?

  public init(
    location: SourceLocation, construct: RowConstruct, title: DiscoveredText? = nil,
    subtitle: DiscoveredText? = nil, value: DiscoveredText? = nil, leading: LeadingContent = .none,
    accessory: Accessory = .none, isNavigable: Bool = false
  ) {
    self.location = location
    self.construct = construct
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.leading = leading
    self.accessory = accessory
    self.isNavigable = isNavigable
  }

  /// The parts present, in reading order.
  public var parts: [(role: LabelRole, text: DiscoveredText)] {
    var result: [(LabelRole, DiscoveredText)] = []
    if let title { result.append((.title, title)) }
    if let subtitle { result.append((.subtitle, subtitle)) }
    if let value { result.append((.value, value)) }
    return result
  }

  /// The catalog keys the row's parts refer to, in reading order.
  public var keys: [String] { parts.compactMap { $0.text.reference.key } }

  /// The parts whose text cannot be known from the source.
  public var unresolvedParts: [(role: LabelRole, reason: String)] {
    parts.compactMap { part in
      if case .unresolved(let reason) = part.text.reference { (part.role, reason) } else { nil }
    }
  }
}
