/// All rules, in id order.
public enum RuleCatalog {
  /// The eight rules TF001–TF008.
  public static let all: [RuleDescriptor] = [
    RuleDescriptor(
      id: .labelTruncated,
      summary: "A label needs more lines than its limit at a content size category, so its text is clipped.",
      rationale:
        "Seed 000 (List Row (Navigable)), Acceptance Checks › Dynamic Type: \"Row labels scale with Dynamic Type and "
        + "stay fully visible; rows grow in height rather than truncating at accessibility text sizes.\"",
      source:
        "Seed 000; HIG Typography: \"minimize text truncation\" (reference §7); WCAG 2.2 SC 1.4.4 Resize Text",
      fix:
        "Remove the line limit (lineLimit(nil), numberOfLines = 0), or shorten the text; for ODS items use "
        + "subtitleNumberOfLines .two and keep subtitles short."),
    RuleDescriptor(
      id: .rowTargetTooSmall,
      summary: "A tappable row is shorter than 44 pt at a content size category.",
      rationale:
        "Seed 000, Must Haves: \"Meets the touch target size baseline in global_rules.md (global.touch-target-size).\"",
      source: "HIG Accessibility: default control size 44 × 44 pt on iOS/iPadOS (reference §6)",
      fix: "Do not lower the row height; set a minimum row height of 44 pt (defaultMinListRowHeight, "
        + "minimumContentHeight) or add vertical padding."),
    RuleDescriptor(
      id: .accessoryTargetTooSmall,
      summary:
        "An interactive accessory (info or detail button, switch) is smaller than 44 × 44 pt; whether it "
        + "meets WCAG 2.5.8 (24 × 24 pt or the spacing exception) is reported too.",
      rationale:
        "Seed 000, Must Haves: \"Meets the touch target size baseline in global_rules.md (global.touch-target-size).\" "
        + "Seed 002 (ODS list item) offers a \"text and info button\" trailing element inside rows.",
      source:
        "HIG Accessibility controls table, 44 × 44 pt; WCAG 2.2 SC 2.5.8 Target Size (Minimum), 24 × 24 CSS px "
        + "with the 24 px circle spacing exception (reference §6)",
      fix:
        "Give the button a 44 × 44 pt hit area (frame or contentShape, or a larger UIButton bounds) while keeping "
        + "the glyph size; or move the action into the destination screen."),
    RuleDescriptor(
      id: .missingGlyphs,
      summary:
        "No configured font covers some characters of a label, so its measurement would be wrong and is "
        + "refused.",
      rationale:
        "Seed 000, Acceptance Checks › Dynamic Type requires labels that \"stay fully visible\"; TypeFit cannot "
        + "tell whether they do when it cannot measure the glyphs.",
      source: "TypeFit measurement policy (SPEC §3)",
      fix:
        "Install or configure a font that covers the listed code points (typefit fonts shows the stack), or "
        + "fix the string if the characters are unintended."),
    RuleDescriptor(
      id: .nameSaysLink,
      summary: "The accessible name of a navigable row calls it a \"link\" in the string's language.",
      rationale:
        "Seed 000, Donts: \"Do not call a navigable row a \\\"link\\\" in its accessible name; VoiceOver announces it "
        + "as a button, and \\\"link\\\" misleads users about where it goes.\" Must Haves: \"The row reads as a "
        + "button, not a link.\"",
      source: "Seed 000 (List Row (Navigable)), Donts and Must Haves",
      fix:
        "Name the destination instead (\"Privacy Policy\", not \"Privacy Policy link\"). Use link.basic for rows "
        + "that really open a URL."),
    RuleDescriptor(
      id: .rowExceedsScreen,
      summary:
        "At a content size category the row is taller than the screen, so users must scroll inside one row.",
      rationale:
        "Seed 000, Acceptance Checks › Dynamic Type: rows \"grow in height\"; a row taller than the screen can no "
        + "longer be seen whole, and HIG Typography asks for about as much useful text at the largest sizes.",
      source: "HIG Typography, Dynamic Type guidance (reference §7); screen heights reference §5",
      fix: "Shorten the text, or show a summary in the row and the full text on the destination screen."),
    RuleDescriptor(
      id: .valueStacked,
      summary: "The trailing value no longer fits beside the title and moves below it.",
      rationale:
        "Seed 000, Customizable: the row may have \"a trailing value\" as long as it resolves to one element "
        + "with a coherent name; when stacked, check that title and value still read well together.",
      source: "UIListContentConfiguration.prefersSideBySideTextAndSecondaryText: side by side \"if there is "
        + "sufficient space. Otherwise, the text will be stacked\" (reference §4.1)",
      fix:
        "Usually nothing: stacking is the system's adaptation. Shorten the title or value if the stacked layout "
        + "happens already at default sizes."),
    RuleDescriptor(
      id: .labelWraps,
      summary: "A label wraps onto more than one line; says from which category and to how many lines.",
      rationale:
        "Seed 000, Acceptance Checks › Dynamic Type: rows \"grow in height rather than truncating\"; wrapping is "
        + "the expected adaptation, reported so designs can be checked at those sizes.",
      source: "HIG Typography: \"consider … a stacked layout\" at large sizes (reference §7)",
      fix:
        "Nothing required; review the layout at the listed categories, and shorten text that wraps already at "
        + "Large."),
  ]

  /// The descriptor of a rule.
  public static func descriptor(for id: RuleID) -> RuleDescriptor {
    all.first { $0.id == id }!
  }
}
