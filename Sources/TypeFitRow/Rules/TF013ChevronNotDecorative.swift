/// Rule TF013, `chevron-not-decorative`: a disclosure chevron drawn by the row itself that
/// VoiceOver reads, found in the app's Swift source.
enum TF013ChevronNotDecorative: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .chevronNotDecorative, name: "chevron-not-decorative", severity: .warning,
    summary:
      "A row draws its own chevron (Image(systemName: \"chevron.right\"), \"chevron.forward\", …) that is not "
      + ".accessibilityHidden(true), or gives it an accessibility label.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves: \"Keep the disclosure "
      + "chevron decorative; do not give it a separate accessible element or label.\" Donts: \"Do not add a "
      + "separate accessible element or label to the disclosure chevron.\" An Image(systemName:) that is not "
      + "hidden is read with a label derived from the symbol's name: as its own element, or as extra words in the "
      + "row's name.",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves, Donts and Acceptance "
      + "Checks; accessibilityHidden(_:) "
      + "(https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:))",
    fix:
      "Let a NavigationLink in a List draw the chevron; if the row must draw one, mark it "
      + ".accessibilityHidden(true) and give it no accessibility label.")
}
