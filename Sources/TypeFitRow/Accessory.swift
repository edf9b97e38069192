import TypeFitDynamicType

/// The trailing accessory of a row (`UICellAccessory`, `UITableViewCell.AccessoryType`).
///
/// A navigable row (``Row/isNavigable``) also shows the disclosure chevron, which the system
/// adds to every `NavigationLink` in a `List` (Docs/References.md#list-row-navigable, "Must Haves").
public enum Accessory: String, Sendable, Hashable, Codable, CaseIterable {
  /// No accessory.
  case none
  /// The decorative disclosure chevron (SF Symbol `chevron.forward`).
  case disclosure
  /// A checkmark for a selected row (decorative; the row is the target).
  case checkmark
  /// A switch (`UISwitch`, SwiftUI `Toggle`): its own touch target.
  case toggle
  /// An info button (ODS "text and info button"): its own touch target.
  case infoButton
  /// An info button followed by a disclosure chevron (`detailDisclosureButton`).
  case detailDisclosure

  /// Whether the accessory has its own touch target besides the row.
  public var isInteractive: Bool {
    switch self {
    case .toggle, .infoButton, .detailDisclosure: true
    case .none, .disclosure, .checkmark: false
    }
  }

  /// Whether a row with this accessory is a `NavigationLink` (``Row/isNavigable``) when nothing
  /// says: `false` for ``toggle``, ``checkmark`` and ``infoButton``, `true` for every other
  /// accessory. A switch row toggles in place, its switch the target (a Settings row such as
  /// Airplane Mode), and a checkmark row selects in place, the row itself the target
  /// (``Row/isTappable``): iOS shows no chevron beside either, UIKit's cell has one accessory
  /// (`accessoryType` is a checkmark or a disclosure indicator; `accessoryView` replaces it), and
  /// the Orange Design System's list item advises against a selection item in a `NavigationLink`
  /// (Docs/References.md#ods-list-item, "Note 1"). An info button alone is UIKit's
  /// `.detailButton`, which draws no chevron (the info button and the chevron are
  /// `.detailDisclosureButton`, ``detailDisclosure``), and `ODSListItem` with
  /// `trailingIButtonAction` draws none either: its chevron comes only from a `NavigationLink`
  /// around it (the ODS list item page, "Note 1"), so the two agree. `typefit row` and a
  /// `typefit.json` row without `navigable` take this default (a fresh user's U54-4:
  /// `row --accessory toggle` laid out a chevron beside the switch, 20 pt of the text's width at
  /// Large, and said nothing; U55-2: the same for a checkmark; U56-3: for an info button, where
  /// row discovery reads UIKit's `.detailButton` as not navigable).
  public var isNavigableByDefault: Bool { self != .toggle && self != .checkmark && self != .infoButton }

  /// Parses an accessory name, ignoring case (`detailDisclosure`, `info`, `chevron` too). UIKit's
  /// names read as UIKit draws them: `detailButton` is the info button alone (``infoButton``),
  /// `detailDisclosureButton` the info button and a chevron (``detailDisclosure``), as row
  /// discovery reads `accessoryType` (the eighty-second attack's A82-9: `detailButton` was read
  /// as `detailDisclosure`).
  /// - Throws: ``RowModelError/unknownName(kind:name:validNames:suggestion:)``.
  public init(parsing text: String) throws(RowModelError) {
    let key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    let aliases: [String: Accessory] = [
      "info": .infoButton, "chevron": .disclosure, "disclosureindicator": .disclosure,
      "switch": .toggle, "detailbutton": .infoButton, "detaildisclosurebutton": .detailDisclosure,
    ]
    if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) ?? aliases[key] {
      self = match
    } else {
      throw .unknownName(kind: "accessory", name: text, validNames: Self.allCases.map(\.rawValue))
    }
  }
}
