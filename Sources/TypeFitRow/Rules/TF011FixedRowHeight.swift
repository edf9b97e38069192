/// Rule TF011, `fixed-row-height`: a row whose height is a constant, found in the app's Swift
/// source, so its text is cut vertically when it grows.
enum TF011FixedRowHeight: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .fixedRowHeight, name: "fixed-row-height", severity: .error,
    summary:
      "A row with text has a fixed height: .frame(height:) or .frame(maxHeight:) on the row or its text, "
      + "UITableView.rowHeight set to a number, tableView(_:heightForRowAt:) returning a number, or a cell's "
      + "height fixed by a constraint (heightAnchor.constraint(equalToConstant:)).",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks, Dynamic Type: "
      + "\"rows grow in height rather than truncating at accessibility text sizes.\" A constant height cannot "
      + "grow: the text is clipped or truncated at the categories where it needs more lines or taller lines.",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks; "
      + "UITableView.rowHeight (https://developer.apple.com/documentation/uikit/uitableview/rowheight)",
    fix:
      "Let the row size itself: remove .frame(height:) (use .frame(minHeight:) if a minimum is wanted); in UIKit "
      + "use UITableView.automaticDimension with an estimatedRowHeight, and Auto Layout constraints from the "
      + "labels to the content view's edges.")
}
