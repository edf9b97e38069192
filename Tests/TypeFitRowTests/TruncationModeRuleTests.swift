import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// The twenty-first attack's A21-27: where a label's ellipsis goes (``RowLabel/truncationMode``)
/// decides the text TF001 quotes; a measurer that can place it only at the tail gives none.
@Suite("TF001: the visible text of a head or middle truncation")
struct TruncationModeRuleTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())

  func truncation(_ mode: TruncationMode) throws -> (message: String, visible: String) {
    let title = RowLabel(
      "Benachrichtigungseinstellungen und Töne", textStyle: .body, lineLimit: 1, truncationMode: mode)
    let row = Row(title: title)
    let context = LayoutContext(device: .width(375))
    let report = try engine.report(for: row, in: context)
    let finding = try #require(report.findings.first { $0.ruleID == .labelTruncated })
    let first = try #require(finding.firstCategory)
    let layout = try #require(report.layout(at: first)?.label(.title))
    return (finding.message, layout.layout.visibleText)
  }

  @Test("tail: the layout's text; head and middle with a measurer that cannot place them: not known, said so")
  func fakeMeasurer() throws {
    let tail = try truncation(.tail)
    #expect(tail.visible.hasSuffix("…"))
    #expect(tail.message.contains("1 allowed; visible text: \"\(tail.visible)\""))
    let middle = try truncation(.middle)
    #expect(middle.visible == "")
    #expect(middle.message.contains("1 allowed; visible text not known (cut in the middle)"))
    let head = try truncation(.head)
    #expect(head.message.contains("1 allowed; visible text not known (cut at its head)"))
    // The categories and lines are the tail layout's whatever the mode.
    #expect(middle.message.prefix(while: { $0 != ";" }) == tail.message.prefix(while: { $0 != ";" }))
  }
}
