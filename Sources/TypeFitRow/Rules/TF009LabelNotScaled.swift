/// Rule TF009, `label-not-scaled`: a row label whose font does not follow Dynamic Type, found in
/// the app's Swift source.
enum TF009LabelNotScaled: SourceRuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelNotScaled, name: "label-not-scaled", severity: .error,
    summary:
      "A row label's font has a fixed size (.system(size:), .custom(_:fixedSize:), UIFont.systemFont(ofSize:) "
      + "without UIFontMetrics, adjustsFontForContentSizeCategory = false) or a .dynamicTypeSize clamp cuts the "
      + "categories.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks, Dynamic Type: "
      + "\"Row labels scale with Dynamic Type and stay fully visible.\" A fixed point size stays the same at "
      + "every category, so a user who needs larger text never gets it (WCAG 2.2 SC 1.4.4 Resize Text, "
      + "Docs/References.md#wcag-1-4-4).",
    source:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks; UIFontMetrics "
      + "(https://developer.apple.com/documentation/uikit/uifontmetrics); Font.custom(_:size:relativeTo:) "
      + "(https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:))",
    fix:
      "Use a text style (.font(.body)), Font.custom(_:size:relativeTo:) or @ScaledMetric in SwiftUI; in UIKit, "
      + "UIFont.preferredFont(forTextStyle:) or UIFontMetrics(forTextStyle:).scaledFont(for:) with "
      + "adjustsFontForContentSizeCategory = true. Remove .dynamicTypeSize upper bounds on rows.")
}
