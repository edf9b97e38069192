import TypeFitDynamicType

/// A list row as the seeds describe it: a navigable list row (`NavigationLink` in a `List`)
/// or an ODS list item.
///
/// ```swift
/// let wifi = Row(
///   title: RowLabel("Wi-Fi", textStyle: .body),
///   subtitle: RowLabel("Connected", textStyle: .caption1),
///   isNavigable: true)
/// ```
public struct Row: Sendable, Hashable, Codable {
  /// The primary text (required).
  public var title: RowLabel
  /// Secondary text below the title.
  public var subtitle: RowLabel?
  /// Trailing secondary text, beside the title when it fits and below it otherwise.
  public var value: RowLabel?
  /// What sits before the text.
  public var leading: LeadingContent
  /// The trailing accessory. A navigable row shows the disclosure chevron as well.
  public var accessory: Accessory
  /// The size in points of a custom accessory view the app draws in place of the system
  /// control (`accessoryView = myButton`, a SwiftUI `Button` with a frame), or `nil` for
  /// Apple's own control (`UISwitch`, the detail and info buttons), whose size the app cannot
  /// change: rule TF003 reports a custom accessory below 44 × 44 pt as an error and a system
  /// control as a note with its numbers. An info button SwiftUI draws from its symbol is sized by
  /// ``accessorySymbol`` instead, and is the app's (an error too).
  public var accessorySize: Size?
  /// The symbol an info button (``Accessory/infoButton``, or the one of
  /// ``Accessory/detailDisclosure``) is drawn from when SwiftUI draws it, not UIKit: its side grows
  /// with its font's text style, and its target is the row or its own frame, by the button's
  /// style; `nil` for UIKit's fixed-size control (`infoButtonSize`). Any other accessory ignores it.
  public var accessorySymbol: AccessorySymbol?
  /// Whether the row is a `NavigationLink`: the whole row is one button that pushes a screen.
  public var isNavigable: Bool
  /// BCP 47 language of the strings (`de`, `zh-Hant`), or `nil` when unknown; it picks break
  /// rules, fallback fonts and the word list of rule TF005.
  public var language: String?
  /// The content size categories the row is drawn at, or `nil` for all twelve: SwiftUI's
  /// `.dynamicTypeSize(_:)` on the row or a view around it
  /// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0). At a
  /// category outside the range, what is not a label (the leading symbol, the accessories, the
  /// minimum height, the accessibility layout) is laid out at the nearest bound; each label
  /// follows its own ``RowLabel/sizeCategories``, which row discovery gives the same limit
  /// unless the text sets a nearer one.
  public var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The style of the list the row sits in, or `nil` for the context's
  /// (``LayoutContext/listStyle``): SwiftUI's `.listStyle(_:)` on the row's `List`, which row
  /// discovery reads. ``RowLayoutEngine`` lays the row out in each context with this style
  /// in place of the context's.
  public var listStyle: ListStyle?

  public init(
    title: RowLabel, subtitle: RowLabel? = nil, value: RowLabel? = nil, leading: LeadingContent = .none,
    accessory: Accessory = .none, isNavigable: Bool = true, language: String? = nil,
    accessorySize: Size? = nil, sizeCategories: ClosedRange<ContentSizeCategory>? = nil,
    listStyle: ListStyle? = nil, accessorySymbol: AccessorySymbol? = nil
  ) {
    self.accessorySymbol = accessorySymbol
    self.sizeCategories = sizeCategories
    self.listStyle = listStyle
    self.accessorySize = accessorySize
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.leading = leading
    self.accessory = accessory
    self.isNavigable = isNavigable
    self.language = language
  }

  /// A row with the default text styles (title body, subtitle subheadline, value body) and
  /// unlimited lines.
  public init(
    title: String, subtitle: String? = nil, value: String? = nil, leading: LeadingContent = .none,
    accessory: Accessory = .none, isNavigable: Bool = true, language: String? = nil
  ) {
    self.init(
      title: RowLabel(title, textStyle: LabelRole.title.defaultTextStyle),
      subtitle: subtitle.map { RowLabel($0, textStyle: LabelRole.subtitle.defaultTextStyle) },
      value: value.map { RowLabel($0, textStyle: LabelRole.value.defaultTextStyle) },
      leading: leading, accessory: accessory, isNavigable: isNavigable, language: language)
  }

  /// An ODS list item (Docs/References.md#ods-list-item, "ODSListItem API"): the subtitle shows 1 line by default
  /// (`subtitleNumberOfLines` is `.one`) or 2; `trailingText` is the value.
  ///
  /// ODS draws its "text and info button" itself (a design-system button, not Apple's control):
  /// an info button is a custom accessory (``accessorySize``) at the ODS profile's
  /// `infoButtonSize`, so rule TF003 reports it as an error the design system can fix.
  ///
  /// - Parameters:
  ///   - subtitleLines: 1 or 2 (values outside are clamped).
  public static func odsListItem(
    title: String, subtitle: String? = nil, subtitleLines: Int = 1, trailingText: String? = nil,
    leading: LeadingContent = .none, accessory: Accessory = .none, isNavigable: Bool = false,
    language: String? = nil
  ) -> Row {
    Row(
      title: RowLabel(title, textStyle: .body),
      subtitle: subtitle.map {
        RowLabel($0, textStyle: .subheadline, lineLimit: min(2, max(1, subtitleLines)))
      },
      value: trailingText.map { RowLabel($0, textStyle: .body) },
      leading: leading, accessory: accessory, isNavigable: isNavigable, language: language,
      accessorySize: accessory == .infoButton
        ? Size(width: PlatformProfile.ods[.infoButtonSize], height: PlatformProfile.ods[.infoButtonSize])
        : nil)
  }

  /// The labels present, in reading order (title, subtitle, value).
  public var labels: [(role: LabelRole, label: RowLabel)] {
    // Built with the returned type's labels: an array of unlabelled pairs was converted element
    // by element on return (`_arrayForceCast`, about 700 instructions a call, perf32).
    var result: [(role: LabelRole, label: RowLabel)] = [(.title, title)]
    if let subtitle { result.append((.subtitle, subtitle)) }
    if let value { result.append((.value, value)) }
    return result
  }

  /// The label in a role, if present.
  public func label(_ role: LabelRole) -> RowLabel? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }

  /// The name VoiceOver reads for the row as one combined element: the visible texts in reading
  /// order joined with ", " (Docs/References.md#list-row-navigable: "they read together as one name").
  public var accessibleName: String {
    labels.map(\.label.text).filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The category the row's own parts (not its labels) are laid out at when the row is laid
  /// out at `category`: `category`, or the nearest bound of ``sizeCategories`` outside them.
  public func drawnCategory(at category: ContentSizeCategory) -> ContentSizeCategory {
    guard let range = sizeCategories else { return category }
    return max(range.lowerBound, min(range.upperBound, category))
  }

  /// The symbol the row's info button is drawn from (``accessorySymbol``), when its accessory
  /// has an info button; `nil` otherwise.
  public var infoSymbol: AccessorySymbol? {
    accessory == .infoButton || accessory == .detailDisclosure ? accessorySymbol : nil
  }

  /// Whether the interactive accessory is Apple's own control, whose size the app cannot
  /// change: no ``accessorySize``, and not an info button SwiftUI draws from its symbol
  /// (``infoSymbol``).
  public var accessoryIsSystemControl: Bool { accessorySize == nil && infoSymbol == nil }

  /// Whether tapping the row itself does something: a navigable row, a selection row with a
  /// checkmark, or a row whose SwiftUI info button has the default style, which makes the whole
  /// row the button (``AccessorySymbol/Target/row``).
  public var isTappable: Bool {
    isNavigable || accessory == .checkmark || infoSymbol?.target == .row
  }
}
