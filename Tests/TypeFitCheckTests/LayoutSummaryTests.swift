import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// Session 57 (issue 15): the JSON and NDJSON reports keep each category's numbers as a
/// ``RowLayoutSummary`` (``LayoutRetention/summaries``) instead of a full layout without lines;
/// the summaries must hold the same numbers and visible texts, and the layouts kept beside them
/// must be those the findings quote.
@Suite("Layout summaries: the numbers of the layouts without lines")
struct LayoutSummaryTests {
  static let rows = [
    LayoutsWithoutLinesTests.row,
    Row(title: "Wi-Fi", value: "Home network with a long name", accessory: .detailDisclosure),
    Row(
      title: LayoutsWithoutLinesTests.long, subtitle: "Töne", leading: .symbol, accessory: .toggle,
      isNavigable: false),
    Row(title: "Account"),
  ]

  static let contexts = [LayoutContext(device: .width(320)), LayoutContext(device: .width(430))]

  @Test(
    "Each summary is the summary of the layout without lines; the layouts kept are the findings' first categories"
  )
  func sameNumbers() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    var cut = 0
    var kept = 0
    for row in Self.rows {
      let lean = try engine.reports(for: row, in: Self.contexts, retaining: .allWithoutLines)
      let summarized = try engine.reports(for: row, in: Self.contexts, retaining: .summaries)
      #expect(summarized.count == 2)
      for (report, leanReport) in zip(summarized, lean) {
        #expect(report.findings == leanReport.findings)
        #expect(leanReport.summaries.isEmpty)
        #expect(report.summaries.count == 12)
        #expect(report.summaries == leanReport.layouts.map(RowLayoutSummary.init))
        #expect(report.layoutSummaries == report.summaries)
        #expect(leanReport.layoutSummaries == report.summaries)
        for summary in report.summaries {
          for label in [summary.title, summary.subtitle, summary.value].compactMap({ $0 })
          where label.isTruncated {
            #expect(!label.visibleText.isEmpty)
            cut += 1
          }
        }
        // The layouts at the first category of each finding, as the lean report has them.
        let firsts = Set(report.findings.compactMap(\.firstCategory))
        #expect(Set(report.layouts.map(\.category)) == firsts)
        #expect(report.layouts == leanReport.layouts.filter { firsts.contains($0.category) })
        kept += report.layouts.count
      }
    }
    // Some labels are cut (their texts kept), and some findings keep a layout.
    #expect(cut > 10)
    #expect(kept > 2)
  }

  @Test("A summary of a full layout keeps the visible text of a cut label only")
  func visibleTextOfCutLabelsOnly() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let full = try engine.reports(for: LayoutsWithoutLinesTests.row, in: [LayoutContext()], retaining: .all)[
      0]
    let large = try #require(full.layout(at: .large))
    let xSmall = try #require(full.layout(at: .xSmall))
    let title = try #require(RowLayoutSummary(large).title)
    #expect(title.isTruncated && title.visibleText.contains("…"))
    #expect(title.pointSize == 17 && title.linesShown == 1 && title.lineLimit == 1)
    let value = try #require(RowLayoutSummary(xSmall).value)
    #expect(value.pointSize == 14)
    if !value.isTruncated { #expect(value.visibleText.isEmpty) }
    let uncut = RowLayoutSummary.Label(
      pointSize: 17, linesNeeded: 1, linesShown: 1, isTruncated: false, lineLimit: nil, visibleText: "Account"
    )
    #expect(uncut.visibleText == "")
  }

  @Test("Keeping only the findings' layouts drops the summaries and copies nothing already kept")
  func keepOnlyDropsSummaries() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let row = LayoutsWithoutLinesTests.row
    let reports = try engine.reports(for: row, in: Self.contexts, retaining: .summaries)
    let item = CheckItem(
      key: "k", locale: "de", location: SourceLocation(file: "/a/de.lproj/A.strings", line: 1, column: 1),
      format: .strings, row: row)
    var result = CheckResult(item: item, reports: reports)
    #expect(result.reports.allSatisfy { $0.summaries.count == 12 })
    result.keepOnlyFindingLayouts()
    #expect(result.reports.allSatisfy { $0.summaries.isEmpty })
    #expect(result.reports.map(\.layouts) == reports.map(\.layouts))
    #expect(result.reports.map(\.findings) == reports.map(\.findings))
    #expect(!result.reports[0].layouts.isEmpty)
  }
}
