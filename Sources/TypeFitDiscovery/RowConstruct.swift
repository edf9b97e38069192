/// The source construct a discovered row came from.
public enum RowConstruct: Sendable, Hashable, CustomStringConvertible {
  /// SwiftUI `NavigationLink` in a list: navigable, disclosure chevron.
  case navigationLink
  /// SwiftUI `Button` in a list.
  case button
  /// SwiftUI `Link` in a list (opens a URL; drawn as a button row).
  case link
  /// SwiftUI `Toggle` in a list: a switch accessory.
  case toggle
  /// SwiftUI `Picker` in a list: title, the selected option as value, and a chevron.
  case picker
  /// SwiftUI `LabeledContent`: title and value.
  case labeledContent
  /// SwiftUI `Stepper`, `DatePicker` or `ColorPicker` in a list: the title beside the control
  /// (`SwiftUIConstructs.controlRowNames`), whose width is not modelled.
  case control(String)
  /// SwiftUI `Menu("k") { … }` or `ShareLink("k", item:)` placed directly in a list: a button
  /// row showing its title.
  case menuButton(String)
  /// SwiftUI `DisclosureGroup` in a list: its label is a row with the chevron that expands it,
  /// not navigable.
  case disclosureGroup
  /// SwiftUI `Label` on its own in a list: title and leading icon.
  case label
  /// SwiftUI `Text` on its own in a list.
  case text
  /// SwiftUI `VStack` or `HStack` of texts in a list (title and subtitle, or title and value).
  case textStack
  /// UIKit `UIListContentConfiguration` (`text`, `secondaryText`).
  case listContentConfiguration
  /// UIKit `UITableViewCell.textLabel` / `detailTextLabel`.
  case tableViewCellLabels
  /// A `UITableViewCell` subclass that lays out its own `UILabel`s.
  case cellSubclass(String)
  /// Orange Design System `ODSListItem`.
  case odsListItem
  /// An app's own row component mapped in `typefit.json` (`rowComponents`).
  case component(String)

  /// The name as the source writes it (`NavigationLink`, `UIListContentConfiguration`).
  public var description: String {
    switch self {
    case .navigationLink: "NavigationLink"
    case .button: "Button"
    case .link: "Link"
    case .toggle: "Toggle"
    case .picker: "Picker"
    case .labeledContent: "LabeledContent"
    case .control(let name), .menuButton(let name): name
    case .disclosureGroup: "DisclosureGroup"
    case .label: "Label"
    case .text: "Text"
    case .textStack: "Stack of Text"
    case .listContentConfiguration: "UIListContentConfiguration"
    case .tableViewCellLabels: "UITableViewCell textLabel"
    case .cellSubclass(let name): "cell \(name)"
    case .odsListItem: "ODSListItem"
    case .component(let name): name
    }
  }
}
