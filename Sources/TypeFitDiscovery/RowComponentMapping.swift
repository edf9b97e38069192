import TypeFitRow

/// How an app's own row component maps onto a row, declared in `typefit.json` so custom
/// components need no code:
///
/// ```json
/// "rowComponents": [{"name": "SettingsRow", "title": "title", "subtitle": "subtitle",
///                    "value": "detail", "accessory": "disclosure", "navigable": true}]
/// ```
///
/// `SettingsRow(title: "settings.wifi", detail: status)` is then a row with title key
/// `settings.wifi` and an unresolved value. An argument label `_` names the first unlabeled
/// argument. Literal strings in the mapped arguments are read as `LocalizedStringKey`s unless
/// ``literalsAreKeys`` is `false`.
public struct RowComponentMapping: Sendable, Hashable, Codable {
  /// The type or function name as called (`SettingsRow`).
  public var name: String
  /// The argument label of the title, `_` for the first unlabeled argument.
  public var title: String?
  public var subtitle: String?
  public var value: String?
  /// The accessory every use shows.
  public var accessory: Accessory
  /// Whether every use pushes a screen.
  public var isNavigable: Bool
  /// What sits before the text.
  public var leading: LeadingContent
  /// Whether a string literal passed to a mapped argument is a localization key (SwiftUI
  /// `LocalizedStringKey`), or shown as written (`String`).
  public var literalsAreKeys: Bool

  public init(
    name: String, title: String? = "title", subtitle: String? = nil, value: String? = nil,
    accessory: Accessory = .none, isNavigable: Bool = false, leading: LeadingContent = .none,
    literalsAreKeys: Bool = true
  ) {
    self.name = name
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.accessory = accessory
    self.isNavigable = isNavigable
    self.leading = leading
    self.literalsAreKeys = literalsAreKeys
  }
}
