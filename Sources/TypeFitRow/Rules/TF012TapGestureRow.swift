/// Rule TF012, `tap-gesture-row`: a list row that acts on `.onTapGesture` instead of being a
/// button or a `NavigationLink`, found in the app's Swift source.
enum TF012TapGestureRow: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .tapGestureRow, name: "tap-gesture-row", severity: .error,
    summary:
      "A row of a List or Form (Text, a stack, a custom view) acts on .onTapGesture or a TapGesture and exposes "
      + "no button trait.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts: \"Do not build a drill-in row "
      + "from Text or an HStack with an .onTapGesture; it exposes no button trait, is unreachable and inoperable "
      + "for Switch Control and Full Keyboard Access, and leaves focus unmanaged so VoiceOver can land behind the "
      + "pushed screen.\" Acceptance Checks: \"Every row is reachable and activatable via Switch Control and a "
      + "hardware keyboard.\"",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Donts and Acceptance Checks; "
      + "accessibilityAddTraits(_:) "
      + "(https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:))",
    fix:
      "Make the row a NavigationLink (it pushes a screen) or a Button (it acts in place) and move the gesture's "
      + "action into it; if the gesture must stay, add .accessibilityAddTraits(.isButton) so VoiceOver, Switch "
      + "Control and Full Keyboard Access can activate it.")
}
