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
  /// The names of the SwiftUI and UIKit views row discovery reads itself (containers, rows,
  /// controls and the texts inside them), which a mapping may not take: `"List"` made a list's
  /// rows vanish and `"NavigationLink"` dropped every link's disclosure indicator, without a
  /// word (the thirty-sixth attack's A36-8).
  public static let readByDiscovery: Set<String> = [
    "List", "Form", "Section", "ForEach", "Group", "OutlineGroup", "DisclosureGroup", "NavigationLink",
    "NavigationStack", "NavigationView", "NavigationSplitView", "ScrollView", "LazyVStack", "LazyHStack",
    "Button", "Link", "ShareLink", "Toggle", "Picker", "Stepper", "Slider", "DatePicker", "ColorPicker",
    "Menu", "TextField", "SecureField", "Text", "Label", "LabeledContent", "HStack", "VStack", "ZStack",
    "ViewThatFits", "Image", "UITableViewCell", "UICollectionViewListCell", "UILabel", "UISwitch",
  ]

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
