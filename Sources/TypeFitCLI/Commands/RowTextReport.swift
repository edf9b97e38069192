import TypeFit

/// The text form of a row report: a header, a table of labels per category, then the
/// findings with their messages and a count by severity.
///
/// ```
/// "Account" · iPhone 17 Pro 402 × 874 pt @3x · insetGrouped · ios18 · fonts ios-system
///
/// large — row 44 pt (minimum 44) · text width 322 pt · targets: row 370 × 44
///   label  style  size  leading  tracking  needed  shown  truncated
///   title  body     17       22    -0.442       1      1  no
/// ```
struct RowTextReport {
  let report: RowReport
  let context: LayoutContext
  let fontStack: String
  let style: TerminalStyle

  func render() -> String {
    var out = header() + "\n"
    if report.layouts.isEmpty {
      out += "\nNo layout: the row cannot be measured (see the findings).\n"
    }
    for layout in report.layouts { out += "\n" + section(layout) }
    out += "\n" + findings()
    return out
  }

  private func header() -> String {
    let device = context.device
    let height = context.screenHeight.map { " × \(pt($0))" } ?? ""
    return style.bold("\"" + TerminalText.escaped(report.row.title.text) + "\"") + trailing()
      + TerminalText.escaped(
        " · \(device.name) \(pt(context.screenWidth))\(height) pt @\(pt(context.displayScale))x"
          + " · \(context.orientation.rawValue) · \(context.listStyle.rawValue) · \(context.profile.id)"
          + (context.boldText ? " · Bold Text" : "") + " · fonts \(fontStack)")
  }

  /// What the row shows after its text, as the header says it: the accessory by name, then
  /// whether the row is navigable. A navigable row shows the disclosure indicator whatever its
  /// accessory (NU44-9: `--accessory none` drew a chevron, and nothing said why); the header
  /// named no accessory, and a chevron beside a switch was said by nothing (a fresh user's U54-4).
  ///
  /// ` · switch · not navigable (a switch row is no NavigationLink; --navigable adds a chevron)`.
  private func trailing() -> String {
    let row = report.row
    let name: String? =
      switch row.accessory {
      case .none: nil
      case .disclosure: "disclosure indicator"
      case .checkmark: "checkmark"
      case .toggle: "switch"
      case .infoButton: "info button"
      case .detailDisclosure: "info button and disclosure indicator"
      }
    let accessory = name.map { " · " + $0 } ?? ""
    guard row.isNavigable else {
      let why =
        switch row.accessory {
        case .toggle: " (a switch row is no NavigationLink; --navigable adds a chevron)"
        case .checkmark: " (a checkmark row selects in place, no NavigationLink; --navigable adds a chevron)"
        // UIKit's `.detailButton` draws no chevron (a fresh user's U56-3).
        case .infoButton: " (UIKit's .detailButton, no NavigationLink; --navigable adds a chevron)"
        default: ""
        }
      return accessory + " · not navigable" + why
    }
    switch row.accessory {
    // The same hint as the other accessories' (U55-15).
    case .none: return " · navigable, with a disclosure indicator (--not-navigable leaves it out)"
    case .disclosure: return accessory + " · navigable"
    // Its chevron is part of the accessory (`--not-navigable` is refused with it); the info
    // button alone is another accessory (A82-9).
    case .detailDisclosure:
      // `--accessory infoButton` alone is not navigable: UIKit's `.detailButton` (U56-3; U56-2
      // asked for `--not-navigable` while it was navigable by default).
      return accessory + " · navigable (--accessory infoButton leaves the chevron out)"
    case .toggle:
      return accessory
        + " · navigable: a disclosure indicator beside the switch, which a Settings switch row does not show "
        + "(leave out --navigable)"
    case .checkmark:
      return accessory
        + " · navigable: a disclosure indicator beside the checkmark, which UIKit's single accessory "
        + "cannot show (leave out --navigable)"
    case .infoButton:
      return accessory
        + " · navigable, with a disclosure indicator after it, as --accessory detailDisclosure "
        + "(UIKit's .detailDisclosureButton; leave out --navigable)"
    }
  }

  private func section(_ layout: RowCategoryLayout) -> String {
    let targets = layout.touchTargets.map {
      "\($0.kind.displayName) \(pt($0.frame.width)) × \(pt($0.frame.height))"
    }
    var out =
      style.bold(layout.category.name)
      + " — row \(pt(layout.height)) pt (minimum \(pt(layout.minimumHeight)))"
    out += " · text width \(pt(layout.textWidth)) pt"
    if layout.usesAccessibilityLayout { out += " · accessibility layout" }
    out += " · targets: " + (targets.isEmpty ? "none" : targets.joined(separator: ", ")) + "\n"
    var table = TextTable(
      ["label", "style", "size", "leading", "tracking", "needed", "shown", "truncated", "visible text"],
      rightAligned: [2, 3, 4, 5, 6])
    for label in layout.labels {
      let truncated = label.layout.isTruncated
      // A label whose column is narrower than one em is cut at its side though no line is
      // over its limit: TF001 says it has no room, and so does the table (A54 L2).
      let noRoom = !truncated && hasNoRoom(label.role, at: layout.category)
      let mark: ((String) -> String)? = truncated || noRoom ? { style.red($0) } : nil
      table.append([
        TextTable.Cell(label.role.rawValue), TextTable.Cell(label.textStyle.name),
        TextTable.Cell(pt(label.pointSize)), TextTable.Cell(pt(label.leading)),
        TextTable.Cell(pt(label.tracking)),
        TextTable.Cell("\(label.layout.linesNeeded)"), TextTable.Cell("\(label.layout.linesShown)"),
        TextTable.Cell(truncated ? "yes" : noRoom ? "no room" : "no", decorate: mark),
        TextTable.Cell(truncated ? "\"" + TerminalText.escaped(label.layout.visibleText) + "\"" : ""),
      ])
    }
    out += table.render(indent: 2, header: style.dim)
    if let placement = layout.valuePlacement { out += "  value: \(describe(placement))\n" }
    let here = report.findings.filter { $0.categories.contains(layout.category) }
    if !here.isEmpty {
      out += "  findings: "
      out +=
        here.map { style.severity($0.severity, "\($0.ruleID.rawValue) \($0.ruleID.name)") }
        .joined(separator: ", ") + "\n"
    }
    return out
  }

  /// Whether TF001 says the label in `role` has no room at `category`: its finding lists the
  /// categories where the column is narrower than one em of the text, with those where the
  /// label is truncated as well.
  private func hasNoRoom(_ role: LabelRole, at category: ContentSizeCategory) -> Bool {
    report.findings.contains { finding in
      finding.saysLabelHasNoRoom && finding.role == role && finding.categories.contains(category)
    }
  }

  private func findings() -> String {
    guard !report.findings.isEmpty else { return "No findings.\n" }
    var out = style.bold("Findings") + "\n"
    var table = TextTable(["rule", "name", "severity", "message"])
    for finding in report.findings {
      table.append([
        TextTable.Cell(finding.ruleID.rawValue), TextTable.Cell(finding.ruleID.name),
        TextTable.Cell(finding.severity.rawValue, decorate: { style.severity(finding.severity, $0) }),
        TextTable.Cell(TerminalText.escaped(finding.message)),
      ])
    }
    out += table.render(indent: 2, header: style.dim)
    let counts = Severity.allCases.reversed().map { severity in
      let count = report.findings.filter { $0.severity == severity }.count
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    return out + "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"): "
      + counts.joined(separator: ", ") + "\n"
  }

  private func describe(_ placement: ValuePlacement) -> String {
    switch placement {
    case .sideBySide: "beside the title"
    case .stacked(.accessibilityLayout): "below the title (accessibility layout)"
    case .stacked(.doesNotFit(let required, let available)):
      "below the title (needs \(pt(required)) pt beside it, has \(pt(available)))"
    }
  }

  private func pt(_ value: Double) -> String { DecimalText.json(value) }
}
