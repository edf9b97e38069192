import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// Seed rows laid out with the fake measurer at all twelve categories, compared with readable
/// TSV tables in `Goldens/` (re-record with `TYPEFIT_RECORD=1 swift test`).
@Suite struct GoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var row: Row

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Seed 000, Golden Pattern: NavigationLink { } label: { Text("Account") }.
    Case(name: "account", row: Row(title: "Account", isNavigable: true)),
    // Seed 000: VStack { Text("Wi-Fi"); Text("Connected").font(.caption) } in a NavigationLink.
    Case(
      name: "wifi-connected",
      row: Row(
        title: RowLabel("Wi-Fi", textStyle: .body), subtitle: RowLabel("Connected", textStyle: .caption1),
        isNavigable: true)),
    // Seed 002: ODSListItem with subtitle, trailing text and info button, not in a NavigationLink.
    Case(
      name: "ods-info",
      row: .odsListItem(
        title: "Title with trailing text and info button", subtitle: "subtitle", trailingText: "Details",
        accessory: .infoButton)),
  ]

  static let devices = ["iPhone SE (3rd generation)", "iPhone 17 Pro Max"]
  static let profiles = ["ios18", "ios26"]

  @Test("Seed rows match their golden tables", arguments: cases)
  func golden(testCase: Case) throws {
    let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
    for deviceName in Self.devices {
      for profileID in Self.profiles {
        let device = try Device.named(deviceName)
        let context = LayoutContext(device: device, profile: try PlatformProfile.named(profileID))
        let report = try engine.report(for: testCase.row, in: context)
        let table = GoldenTable.render(report, context: context)
        let file = "\(testCase.name)-\(profileID)-\(Int(device.portraitWidth)).tsv"
        let outcome = GoldenFile.verify(table, named: file)
        #expect(outcome.isMatch, "\(outcome)")
      }
    }
  }
}

/// Renders a report as a TSV table: a `#` header with the setup, a column header, one line
/// per category.
enum GoldenTable {
  static func render(_ report: RowReport, context: LayoutContext) -> String {
    var lines: [String] = []
    let device = context.device
    lines.append(
      "# row: \(report.row.accessibleName) | device: \(device.name) \(format(device.portraitWidth))×"
        + "\(format(device.portraitHeight ?? 0)) @\(format(context.displayScale))x | profile: \(report.profileID) | "
        + "list: \(context.listStyle.rawValue) | measurer: fixed 0.5 em advance, 2444/2048 em lines")
    var header = ["category", "height", "minHeight", "vMargin", "textWidth", "value"]
    for (role, _) in report.row.labels {
      let p = role.rawValue
      header += [
        "\(p).size", "\(p).leading", "\(p).tracking", "\(p).lines", "\(p).truncated", "\(p).visible",
        "\(p).widths",
      ]
    }
    header += ["targets", "findings"]
    lines.append(header.joined(separator: "\t"))
    for layout in report.layouts {
      var fields = [
        layout.category.name, format(layout.height), format(layout.minimumHeight),
        format(layout.verticalMargin),
        format(layout.textWidth), placement(layout.valuePlacement),
      ]
      for label in layout.labels {
        let limit = label.lineLimit.map(String.init) ?? "∞"
        fields += [
          format(label.pointSize), format(label.leading), format(label.trackingMilliEm),
          "\(label.layout.linesNeeded)/\(label.layout.linesShown)/\(limit)",
          label.layout.isTruncated ? "yes" : "no",
          label.layout.visibleText, label.layout.lineWidths.map(format).joined(separator: ","),
        ]
      }
      fields.append(
        layout.touchTargets.map {
          "\($0.kind.rawValue) \(format($0.frame.x)),\(format($0.frame.y)) \(format($0.frame.width))×\(format($0.frame.height))"
        }.joined(separator: "; "))
      fields.append(
        report.findings.filter { $0.categories.contains(layout.category) }.map(\.ruleID.rawValue).joined(
          separator: ","))
      lines.append(fields.joined(separator: "\t"))
    }
    lines.append("# findings")
    for finding in report.findings {
      lines.append("# \(finding.ruleID.rawValue) \(finding.severity.rawValue): \(finding.message)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func placement(_ placement: ValuePlacement?) -> String {
    switch placement {
    case nil: "-"
    case .sideBySide: "sideBySide"
    case .stacked(.accessibilityLayout): "stacked(AX)"
    case .stacked(.doesNotFit): "stacked(fit)"
    }
  }

  /// Two decimals at most, no trailing zeros.
  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    var text = String(Int(hundredths) / 100)
    let fraction = abs(Int(hundredths) % 100)
    if value < 0 && text == "0" { text = "-0" }
    if fraction != 0 {
      let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
      text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    return text
  }
}
