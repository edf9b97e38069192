/// Rule TF015, `row-link-trait`: a `NavigationLink` row given the link trait, found in the
/// app's Swift source.
enum TF015RowLinkTrait: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .rowLinkTrait, name: "row-link-trait", severity: .error,
    summary: "A NavigationLink row adds the link trait (.accessibilityAddTraits(.isLink)).",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves: \"The row reads as a "
      + "button, not a link. NavigationLink carries the button trait, not .isLink.\" Acceptance Checks: \"Each "
      + "row speaks its destination name followed by \\\"Button\\\", never \\\"Link\\\".\" The link trait tells "
      + "VoiceOver users the row leaves the app.",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves and Acceptance Checks; "
      + "AccessibilityTraits.isLink (https://developer.apple.com/documentation/swiftui/accessibilitytraits/islink)",
    fix:
      "Remove .accessibilityAddTraits(.isLink) from the NavigationLink; use Link (link.basic) for a row that "
      + "really opens a URL.")
}
