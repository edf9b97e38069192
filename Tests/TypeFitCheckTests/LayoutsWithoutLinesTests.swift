import Testing
import TypeFitDynamicType
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// perf35: the layouts kept without lines (``LayoutRetention/allWithoutLines``, what the JSON and
/// NDJSON reports write) read each label from the layout builder's inputs instead of copying it
/// out of the row. They must still carry each label's own numbers, style and visible text.
@Suite("Layouts without lines: each label's numbers and visible text")
struct LayoutsWithoutLinesTests {
  static let long = "Benachrichtigungseinstellungen und Töne"

  /// A row whose three labels are cut in the middle, at the head and at the tail.
  static let row = Row(
    title: RowLabel(long, textStyle: .body, lineLimit: 1, truncationMode: .middle),
    subtitle: RowLabel(long, textStyle: .subheadline, lineLimit: 1, truncationMode: .head),
    value: RowLabel(long, textStyle: .body, lineLimit: 1))

  @Test("Cut in the middle, at the head and at the tail: the texts and numbers of the full layouts")
  func modes() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let contexts = [LayoutContext(device: .width(320)), LayoutContext(device: .width(430))]
    let full = try engine.reports(for: Self.row, in: contexts, retaining: .all)
    let lean = try engine.reports(for: Self.row, in: contexts, retaining: .allWithoutLines)
    #expect(lean.count == 2 && full.count == 2)
    var cut: [LabelRole: Int] = [:]
    for (report, fullReport) in zip(lean, full) {
      #expect(report.findings == fullReport.findings)
      #expect(report.layouts.count == 12 && fullReport.layouts.count == 12)
      for (layout, fullLayout) in zip(report.layouts, fullReport.layouts) {
        #expect(layout.labels.map(\.role) == [.title, .subtitle, .value])
        for (label, fullLabel) in zip(layout.labels, fullLayout.labels) {
          // Everything but the line widths, and the visible text of a label that is not cut.
          var expected = fullLabel
          expected.layout.lineWidths = []
          if !fullLabel.layout.isTruncated { expected.layout.visibleText = "" }
          #expect(label == expected)
          guard label.layout.isTruncated else { continue }
          cut[label.role, default: 0] += 1
          let text = label.layout.visibleText
          switch label.role {
          case .title: #expect(text.contains("…") && !text.hasPrefix("…") && !text.hasSuffix("…"))
          case .subtitle: #expect(text.hasPrefix("…") && text.hasSuffix("Töne"))
          case .value: #expect(text.hasPrefix("Benac") && text.hasSuffix("…"))
          }
        }
      }
    }
    // Each label is cut somewhere (the value beside or under a title as long as itself).
    #expect(cut[.title, default: 0] > 0 && cut[.subtitle, default: 0] > 0 && cut[.value, default: 0] > 0)
  }

  /// perf37: the layouts of `.all` and `.allWithoutLines` are made in the array's storage, each
  /// label measured into its slot; `layouts(for:in:)` still makes them one by one.
  @Test(
    "Layouts made in the array's storage are the ones made one by one: labels, lines, touch targets",
    arguments: [
      Row(title: "Wi-Fi"),
      Row(title: "Wi-Fi", value: "Home network with a long name", accessory: .detailDisclosure),
      Row(title: Self.long, subtitle: "Töne", leading: .symbol, accessory: .toggle, isNavigable: false),
      Self.row,
      // Three text styles (sizes, leadings, weights and tracking of their own), which the
      // builders of every context read from one memo per role and category.
      Row(
        title: RowLabel("Notifications", textStyle: .headline),
        subtitle: RowLabel("Sounds and badges", textStyle: .caption1),
        value: RowLabel("Immediate", textStyle: .footnote)),
    ])
  func inPlace(row: Row) throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let contexts = [LayoutContext(device: .width(320)), LayoutContext(device: .width(430))]
    let full = try engine.reports(for: row, in: contexts, retaining: .all)
    let lean = try engine.reports(for: row, in: contexts, retaining: .allWithoutLines)
    for (index, context) in contexts.enumerated() {
      let oneByOne = try engine.layouts(for: row, in: context)
      #expect(full[index].layouts == oneByOne)
      #expect(full[index].layouts.map(\.labels.count) == oneByOne.map(\.labels.count))
      #expect(
        oneByOne.allSatisfy { $0.labels.count == [row.subtitle, row.value].compactMap { $0 }.count + 1 })
      for (layout, fullLayout) in zip(lean[index].layouts, oneByOne) {
        var expected = fullLayout
        expected.touchTargets = []
        for slot in expected.labels.indices {
          expected.labels[slot].layout.lineWidths = []
          if !expected.labels[slot].layout.isTruncated { expected.labels[slot].layout.visibleText = "" }
        }
        #expect(layout == expected)
      }
    }
    // Each of these rows is tappable or has a control: every full layout lists touch targets.
    #expect(full.allSatisfy { $0.layouts.allSatisfy { !$0.touchTargets.isEmpty } })
  }

  @Test("A body title at large: 17 pt, SF's tracking, one line, not cut, no text kept")
  func uncut() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let report = try #require(
      try engine.reports(
        for: Row(title: "Account"), in: [LayoutContext()], categories: [.large], retaining: .allWithoutLines
      ).first)
    let title = try #require(report.layout(at: .large)?.label(.title))
    #expect(title.textStyle == .body && title.pointSize == 17 && title.weight == .regular)
    #expect(abs(title.trackingMilliEm - (-52.0 / 2048 * 1000)) < 1e-9)
    #expect(title.layout.linesNeeded == 1 && title.layout.linesShown == 1 && !title.layout.isTruncated)
    #expect(title.layout.visibleText == "" && title.layout.lineWidths.isEmpty)
  }
}
