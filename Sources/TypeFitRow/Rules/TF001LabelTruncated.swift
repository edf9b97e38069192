/// Rule TF001, `label-truncated`: its catalog entry and its evaluation.
enum TF001LabelTruncated: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelTruncated, name: "label-truncated", severity: .error,
    summary: "A label needs more lines than its limit at a content size category, so its text is clipped.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type: \"Row labels scale with Dynamic Type and "
      + "stay fully visible; rows grow in height rather than truncating at accessibility text sizes.\"",
    source:
      "HIG Typography: \"minimize text truncation\" (https://developer.apple.com/design/human-interface-guidelines/typography); WCAG 2.2 SC 1.4.4 Resize Text "
      + "(https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html); List Row (Navigable) guide (Docs/References.md#list-row-navigable)",
    fix:
      "Remove the line limit (lineLimit(nil), numberOfLines = 0), or shorten the text; for ODS items use "
      + "subtitleNumberOfLines .two and keep subtitles short.")

  /// TF001: first category where a label is truncated, or where its column is too narrow to
  /// show a glyph whole (``hasNoRoom(_:_:in:)``).
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    let builder = input.builder
    var findings: [Finding] = []
    for role in LabelRole.allCases {
      if let finding = noRoom(role, in: input) {
        findings.append(finding)
        continue
      }
      if let finding = shrinks(role, in: input) { findings.append(finding) }
      // Most labels are never truncated: find the first hit before building anything.
      guard let firstIndex = layouts.firstIndex(where: { $0.label(role)?.isTruncated == true }),
        let placed = layouts[firstIndex].label(role),
        let label = builder.measure(role, placed, at: layouts[firstIndex].category)
      else { continue }
      let first = layouts[firstIndex]
      let categories = layouts[firstIndex...].compactMap { layout in
        layout.label(role)?.isTruncated == true ? layout.category : nil
      }
      // A label that may shrink is truncated only where even its smallest size is cut (A17-10).
      let evenShrunk = input.row.label(role)?.minimumScaleFactor.map {
        " even at \(Self.percent($0)) of its size (its minimum scale factor)"
      }
      findings.append(
        Finding(
          ruleID: .labelTruncated,
          message: "\(role.rawValue) is truncated from \(first.category)\(evenShrunk ?? ""): needs "
            + "\(label.linesNeededPhrase), \(label.linesAllowedPhrase) allowed; "
            + Self.visibleTextPhrase(label.layout.visibleText, input.row.label(role)?.truncationMode ?? .tail)
            + RuleInput.alsoAt(categories),
          role: role, categories: categories))
    }
    return findings
  }

  private typealias F = DecimalText

  /// `visible text: "Benachrichtig…und Töne" (cut in the middle)`: the text the layout shows
  /// with where the ellipsis is when not at the tail (`.truncationMode(_:)`, `lineBreakMode`);
  /// a measurer that cannot place it there gives no text, and the phrase says so (A21-27).
  static func visibleTextPhrase(_ text: String, _ mode: TruncationMode) -> String {
    let place =
      switch mode {
      case .tail: ""
      case .head: " (cut at its head)"
      case .middle: " (cut in the middle)"
      }
    if text.isEmpty && mode != .tail { return "visible text not known\(place)" }
    return "visible text: \"\(text)\"" + place
  }

  /// The beginning of the message of a label that shrinks to fit (``shrinks(_:in:)``).
  static func shrinksOpening(_ role: LabelRole) -> String { "\(role.rawValue) shrinks from " }

  /// The beginning of the message of a label whose column has no room for its text
  /// (``noRoom(_:in:)``).
  static func noRoomOpening(_ role: LabelRole) -> String { "\(role.rawValue) has no room from " }

  /// `0.5` → `50 %`.
  static func percent(_ factor: Double) -> String { "\(F.points(factor * 100)) %" }

  /// TF001 as a warning for a label cut at its size that SwiftUI shrinks to fit its line limit
  /// instead (`.minimumScaleFactor`): the categories where its smallest allowed size fits, from
  /// the first; where even that is cut, the label is truncated (an error, above). The text is
  /// drawn smaller than the size the user chose, but none of it is lost (Docs/Rules.md).
  private static func shrinks(_ role: LabelRole, in input: RuleInput) -> Finding? {
    guard let factor = input.row.label(role)?.minimumScaleFactor,
      let firstIndex = input.layouts.firstIndex(where: { $0.label(role)?.shrinksToFit == true }),
      let placed = input.layouts[firstIndex].label(role)
    else { return nil }
    let categories = input.layouts.compactMap { layout in
      layout.label(role)?.shrinksToFit == true ? layout.category : nil
    }
    let needed = placed.metrics.linesNeeded
    let allowed = placed.lineLimit.map(String.init) ?? "unlimited"
    var finding = Finding(
      ruleID: .labelTruncated,
      message: "\(shrinksOpening(role))\(input.layouts[firstIndex].category) to fit its line limit: at its "
        + "size it needs \(needed) line\(needed == 1 ? "" : "s"), \(allowed) allowed; it fits at "
        + "\(percent(factor)) of its size (its minimum scale factor), so it is drawn smaller than the "
        + "size the user chose" + RuleInput.alsoAt(categories),
      role: role, categories: categories)
    finding.severity = .warning
    return finding
  }

  /// Whether the label in `role` is given a width narrower than one em of its text (its point
  /// size at the category) while its text does not fit that width on one line: the leading
  /// content and accessories take the row's width, lines break after about every glyph, and a
  /// glyph wider than the column is cut at the side (a `0` pt column: `--width 100 --leading
  /// image:1000x1000`).
  static func hasNoRoom(
    _ placed: RowCategoryGeometry.Label, _ label: RowLabel, in layout: RowCategoryGeometry
  )
    -> Bool
  {
    placed.metrics.naturalWidth > placed.maxWidth
      && placed.maxWidth < label.metrics(at: layout.category).pointSize
  }

  /// TF001 for a label whose column has no room for its text at some categories (``hasNoRoom(_:_:in:)``);
  /// the categories where it is truncated as well are listed with them.
  private static func noRoom(_ role: LabelRole, in input: RuleInput) -> Finding? {
    guard let label = input.row.label(role),
      let firstIndex = input.layouts.firstIndex(where: { layout in
        layout.label(role).map { hasNoRoom($0, label, in: layout) } ?? false
      }),
      let placed = input.layouts[firstIndex].label(role)
    else { return nil }
    let first = input.layouts[firstIndex]
    let categories = input.layouts.compactMap { layout -> ContentSizeCategory? in
      guard let placed = layout.label(role) else { return nil }
      return hasNoRoom(placed, label, in: layout) || placed.metrics.isTruncated ? layout.category : nil
    }
    let pointSize = label.metrics(at: first.category).pointSize
    return Finding(
      ruleID: .labelTruncated,
      message:
        "\(noRoomOpening(role))\(first.category): its column is \(F.points(placed.maxWidth)) pt "
        + "wide in a \(F.points(input.context.rowWidth)) pt row, less than one em (\(F.points(pointSize)) pt) of its "
        + "text, because the margins, leading content and accessories take the row's width; it needs "
        + "\(placed.metrics.linesNeeded) line\(placed.metrics.linesNeeded == 1 ? "" : "s") of a glyph or so, and a "
        + "glyph wider than the column is cut at its side"
        + RuleInput.alsoAt(categories),
      role: role, categories: categories)
  }
}

extension Finding {
  /// Whether this is TF001's error that a label's column has no room for its text (the leading
  /// content and accessories take the row's width): reports phrase it `title has no room`, not
  /// as a truncation with a line count (the twentieth attack's A20-23: `truncates … (needs 5
  /// lines, unlimited allowed)`).
  public var saysLabelHasNoRoom: Bool {
    ruleID == .labelTruncated
      && role.map { message.hasPrefix(TF001LabelTruncated.noRoomOpening($0)) } == true
  }

  /// Whether this is TF001's warning that a label shrinks to fit its line limit
  /// (`.minimumScaleFactor`) rather than being truncated: reports phrase it `title shrinks`.
  public var saysLabelShrinks: Bool {
    ruleID == .labelTruncated
      && role.map { message.hasPrefix(TF001LabelTruncated.shrinksOpening($0)) } == true
  }
}
