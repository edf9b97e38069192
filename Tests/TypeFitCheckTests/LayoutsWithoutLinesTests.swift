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
