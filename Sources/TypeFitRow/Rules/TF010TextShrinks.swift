/// Rule TF010, `text-shrinks`: a row label that shrinks its font to fit instead of wrapping,
/// found in the app's Swift source.
enum TF010TextShrinks: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .textShrinks, name: "text-shrinks", severity: .warning,
    summary:
      "A row label shrinks to fit (.minimumScaleFactor, adjustsFontSizeToFitWidth = true) instead of wrapping.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks, Dynamic Type: "
      + "\"rows grow in height rather than truncating at accessibility text sizes.\" A shrinking label undoes "
      + "the size the user chose exactly where it matters: the longer the text and the larger the category, "
      + "the smaller it is drawn.",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks; "
      + "UILabel.adjustsFontSizeToFitWidth "
      + "(https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth)",
    fix:
      "Let the label wrap: remove .minimumScaleFactor / adjustsFontSizeToFitWidth and allow more lines "
      + "(.lineLimit(nil), numberOfLines = 0), or stack the row's parts at accessibility sizes.")
}
