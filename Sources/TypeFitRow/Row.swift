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
  /// Whether the row is a `NavigationLink`: the whole row is one button that pushes a screen.
  public var isNavigable: Bool
  /// BCP 47 language of the strings (`de`, `zh-Hant`), or `nil` when unknown; it picks break
  /// rules, fallback fonts and the word list of rule TF005.
  public var language: String?

  public init(
    title: RowLabel, subtitle: RowLabel? = nil, value: RowLabel? = nil, leading: LeadingContent = .none,
    accessory: Accessory = .none, isNavigable: Bool = true, language: String? = nil
  ) {
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
      leading: leading, accessory: accessory, isNavigable: isNavigable, language: language)
  }

  /// The labels present, in reading order (title, subtitle, value).
  public var labels: [(role: LabelRole, label: RowLabel)] {
    var result: [(LabelRole, RowLabel)] = [(.title, title)]
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

  /// Whether tapping the row itself does something: a navigable row, or a selection row with a
  /// checkmark.
  public var isTappable: Bool { isNavigable || accessory == .checkmark }
}
