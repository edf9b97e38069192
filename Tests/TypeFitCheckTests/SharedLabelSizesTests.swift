import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// Contexts that share prepared labels also share each label's size metrics per category; the
/// reports must be those of each context evaluated on its own.
@Suite("Label sizes shared between contexts")
struct SharedLabelSizesTests {
  @Test("Three widths in one call give the reports of each width alone")
  func sameReports() throws {
    let engine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: try TextEngine()))
    let rows = [
      Row(title: "Notifications and Sounds"),
      Row(title: "Datenschutzeinstellungen für Mitteilungen", subtitle: "Zuletzt geändert vor 3 Tagen"),
      Row(title: "Storage", value: "12,5 GB of 128 GB used on this iPhone"),
      Row(title: "First line\nSecond line", subtitle: "Benach\u{AD}richtigungen"),
    ]
    let contexts = [320.0, 375, 440].map { LayoutContext(device: .width($0)) }
    for row in rows {
      let together = try engine.reports(for: row, in: contexts)
      #expect(together.count == 3)
      for (context, report) in zip(contexts, together) {
        #expect(report == (try engine.report(for: row, in: context)), "\(row.title.text)")
      }
    }
  }
}
