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
  /// The row's values, in one object shared by its copies until one of them is changed
  /// (``uniqueFields()``): a copy of a row (each report of a result holds one) is one reference
  /// count where each label's text and the language were one (perf48).
  private var fields: Fields

  /// The primary text (required).
  public var title: RowLabel {
    get { fields.title }
    set { uniqueFields().title = newValue }
    _modify { yield &uniqueFields().title }
  }
  /// Secondary text below the title.
  public var subtitle: RowLabel? {
    get { fields.subtitle }
    set { uniqueFields().subtitle = newValue }
    _modify { yield &uniqueFields().subtitle }
  }
  /// Trailing secondary text, beside the title when it fits and below it otherwise.
  public var value: RowLabel? {
    get { fields.value }
    set { uniqueFields().value = newValue }
    _modify { yield &uniqueFields().value }
  }
  /// What sits before the text.
  public var leading: LeadingContent {
    get { fields.leading }
    set { uniqueFields().leading = newValue }
    _modify { yield &uniqueFields().leading }
  }
  /// The trailing accessory. A navigable row shows the disclosure chevron as well.
  public var accessory: Accessory {
    get { fields.accessory }
    set { uniqueFields().accessory = newValue }
    _modify { yield &uniqueFields().accessory }
  }
  /// The size in points of a custom accessory view the app draws in place of the system
  /// control (`accessoryView = myButton`, a SwiftUI `Button` with a frame), or `nil` for
  /// Apple's own control (`UISwitch`, the detail and info buttons), whose size the app cannot
  /// change: rule TF003 reports a custom accessory below 44 × 44 pt as an error and a system
  /// control as a note with its numbers. An info button SwiftUI draws from its symbol is sized by
  /// ``accessorySymbol`` instead, and is the app's (an error too).
  public var accessorySize: Size? {
    get { fields.accessorySize }
    set { uniqueFields().accessorySize = newValue }
    _modify { yield &uniqueFields().accessorySize }
  }
  /// The symbol an info button (``Accessory/infoButton``, or the one of
  /// ``Accessory/detailDisclosure``) is drawn from when SwiftUI draws it, not UIKit: its side grows
  /// with its font's text style, and its target is the row or its own frame, by the button's
  /// style; `nil` for UIKit's fixed-size control (`infoButtonSize`). Any other accessory ignores it.
  public var accessorySymbol: AccessorySymbol? {
    get { fields.accessorySymbol }
    set { uniqueFields().accessorySymbol = newValue }
    _modify { yield &uniqueFields().accessorySymbol }
  }
  /// Whether the row is a `NavigationLink`: the whole row is one button that pushes a screen.
  public var isNavigable: Bool {
    get { fields.isNavigable }
    set { uniqueFields().isNavigable = newValue }
    _modify { yield &uniqueFields().isNavigable }
  }
  /// BCP 47 language of the strings (`de`, `zh-Hant`), or `nil` when unknown; it picks break
  /// rules, fallback fonts and the word list of rule TF005.
  public var language: String? {
    get { fields.language }
    set { uniqueFields().language = newValue }
    _modify { yield &uniqueFields().language }
  }
  /// The content size categories the row is drawn at, or `nil` for all twelve: SwiftUI's
  /// `.dynamicTypeSize(_:)` on the row or a view around it
  /// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0). At a
  /// category outside the range, what is not a label (the leading symbol, the accessories, the
  /// minimum height, the accessibility layout) is laid out at the nearest bound; each label
  /// follows its own ``RowLabel/sizeCategories``, which row discovery gives the same limit
  /// unless the text sets a nearer one.
  public var sizeCategories: ClosedRange<ContentSizeCategory>? {
    get { fields.sizeCategories }
    set { uniqueFields().sizeCategories = newValue }
    _modify { yield &uniqueFields().sizeCategories }
  }
  /// The style of the list the row sits in, or `nil` for the context's
  /// (``LayoutContext/listStyle``): SwiftUI's `.listStyle(_:)` on the row's `List`, which row
  /// discovery reads. ``RowLayoutEngine`` lays the row out in each context with this style
  /// in place of the context's.
  public var listStyle: ListStyle? {
    get { fields.listStyle }
    set { uniqueFields().listStyle = newValue }
    _modify { yield &uniqueFields().listStyle }
  }

  /// The stored values of a ``Row``. Written only through ``uniqueFields()``, that is
  /// through the one value that holds it: an object two values share is never written, so the
  /// threads that hold those values can read it at once.
  ///
  /// Its properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
  /// every access goes through the owning value's accessors, which the compiler checks statically
  /// (two overlapping writes to one value do not compile), and a written object is reachable from
  /// one value only. Checked, each read of a row's label cost a `swift_beginAccess` call (perf48).
  private final class Fields: @unchecked Sendable {
    @exclusivity(unchecked) var title: RowLabel
    @exclusivity(unchecked) var subtitle: RowLabel?
    @exclusivity(unchecked) var value: RowLabel?
    @exclusivity(unchecked) var leading: LeadingContent
    @exclusivity(unchecked) var accessory: Accessory
    @exclusivity(unchecked) var accessorySize: Size?
    @exclusivity(unchecked) var accessorySymbol: AccessorySymbol?
    @exclusivity(unchecked) var isNavigable: Bool
    @exclusivity(unchecked) var language: String?
    @exclusivity(unchecked) var sizeCategories: ClosedRange<ContentSizeCategory>?
    @exclusivity(unchecked) var listStyle: ListStyle?

    init(
      title: RowLabel, subtitle: RowLabel?, value: RowLabel?, leading: LeadingContent, accessory: Accessory,
      accessorySize: Size?, accessorySymbol: AccessorySymbol?, isNavigable: Bool, language: String?,
      sizeCategories: ClosedRange<ContentSizeCategory>?, listStyle: ListStyle?
    ) {
      self.title = title
      self.subtitle = subtitle
      self.value = value
      self.leading = leading
      self.accessory = accessory
      self.accessorySize = accessorySize
      self.accessorySymbol = accessorySymbol
      self.isNavigable = isNavigable
      self.language = language
      self.sizeCategories = sizeCategories
      self.listStyle = listStyle
    }

    /// A copy, for a value about to change what it shares.
    func copy() -> Fields {
      Fields(
        title: title, subtitle: subtitle, value: value, leading: leading, accessory: accessory,
        accessorySize: accessorySize, accessorySymbol: accessorySymbol, isNavigable: isNavigable,
        language: language, sizeCategories: sizeCategories, listStyle: listStyle)
    }
  }

  /// The own ``Fields``, copied first when another value shares them.
  private mutating func uniqueFields() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  public init(
    title: RowLabel, subtitle: RowLabel? = nil, value: RowLabel? = nil, leading: LeadingContent = .none,
    accessory: Accessory = .none, isNavigable: Bool = true, language: String? = nil,
    accessorySize: Size? = nil, sizeCategories: ClosedRange<ContentSizeCategory>? = nil,
    listStyle: ListStyle? = nil, accessorySymbol: AccessorySymbol? = nil
  ) {
    fields = Fields(
      title: title, subtitle: subtitle, value: value, leading: leading, accessory: accessory,
      accessorySize: accessorySize, accessorySymbol: accessorySymbol, isNavigable: isNavigable,
      language: language, sizeCategories: sizeCategories, listStyle: listStyle)
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

extension Row {
  /// Values are equal when all their stored values are (as a struct of these fields would be);
  /// values sharing their ``Fields`` are equal without a comparison.
  public static func == (lhs: Row, rhs: Row) -> Bool {
    if lhs.fields === rhs.fields { return true }
    return lhs.title == rhs.title
      && lhs.subtitle == rhs.subtitle
      && lhs.value == rhs.value
      && lhs.leading == rhs.leading
      && lhs.accessory == rhs.accessory
      && lhs.accessorySize == rhs.accessorySize
      && lhs.accessorySymbol == rhs.accessorySymbol
      && lhs.isNavigable == rhs.isNavigable
      && lhs.language == rhs.language
      && lhs.sizeCategories == rhs.sizeCategories
      && lhs.listStyle == rhs.listStyle
  }

  /// Hashes every value, in the order ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(subtitle)
    hasher.combine(value)
    hasher.combine(leading)
    hasher.combine(accessory)
    hasher.combine(accessorySize)
    hasher.combine(accessorySymbol)
    hasher.combine(isNavigable)
    hasher.combine(language)
    hasher.combine(sizeCategories)
    hasher.combine(listStyle)
  }

  /// The names of the encoded values: the properties' names, as a struct's own coding keys
  /// would be.
  private enum CodingKeys: String, CodingKey {
    case title, subtitle, value, leading, accessory, accessorySize, accessorySymbol, isNavigable, language
    case sizeCategories, listStyle
  }

  /// Decodes every value by its property's name; an optional value may be missing (`nil`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fields = Fields(
      title: try container.decode(RowLabel.self, forKey: .title),
      subtitle: try container.decodeIfPresent(RowLabel.self, forKey: .subtitle),
      value: try container.decodeIfPresent(RowLabel.self, forKey: .value),
      leading: try container.decode(LeadingContent.self, forKey: .leading),
      accessory: try container.decode(Accessory.self, forKey: .accessory),
      accessorySize: try container.decodeIfPresent(Size.self, forKey: .accessorySize),
      accessorySymbol: try container.decodeIfPresent(AccessorySymbol.self, forKey: .accessorySymbol),
      isNavigable: try container.decode(Bool.self, forKey: .isNavigable),
      language: try container.decodeIfPresent(String.self, forKey: .language),
      sizeCategories: try container.decodeIfPresent(
        ClosedRange<ContentSizeCategory>.self, forKey: .sizeCategories),
      listStyle: try container.decodeIfPresent(ListStyle.self, forKey: .listStyle))
  }

  /// Encodes every value by its property's name, leaving out optional values that are `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(subtitle, forKey: .subtitle)
    try container.encodeIfPresent(value, forKey: .value)
    try container.encode(leading, forKey: .leading)
    try container.encode(accessory, forKey: .accessory)
    try container.encodeIfPresent(accessorySize, forKey: .accessorySize)
    try container.encodeIfPresent(accessorySymbol, forKey: .accessorySymbol)
    try container.encode(isNavigable, forKey: .isNavigable)
    try container.encodeIfPresent(language, forKey: .language)
    try container.encodeIfPresent(sizeCategories, forKey: .sizeCategories)
    try container.encodeIfPresent(listStyle, forKey: .listStyle)
  }
}
