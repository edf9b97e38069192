/// Rule TF016, `ods-selection-navigates`: an Orange Design System list item with a selection
/// accessory used as a `NavigationLink`'s label, found in the app's Swift source.
enum TF016ODSSelectionNavigates: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .odsSelectionNavigates, name: "ods-selection-navigates", severity: .warning,
    summary:
      "An ODSListItem with trailingCheckmarkIsSelected: or trailingToggleIsOn: is the label of a NavigationLink.",
    rationale:
      "ODS list item (Docs/References.md#ods-list-item), Note 1: \"if item is used in a NavigationLink, a "
      + "chevron is automatically added by the system. For design purpose it is NOT recommended to add item with "
      + "trailingCheckmarkIsSelected and trailingToggleIsOn parameters in a NavigationLink.\" The row then shows a "
      + "selection control and a chevron, and a tap either selects or navigates.",
    source:
      "ODS list item (https://github.com/Orange-OpenSource/ods-ios/blob/main/docs/components/listItem.md, "
      + "Note 1; Docs/References.md#ods-list-item)",
    fix:
      "Use a selection item (checkmark or toggle) outside a NavigationLink, selected with a Button; use a "
      + "standard item (trailingText:) as a NavigationLink's label.")
}
