import Foundation
import TypeFit

/// Row evaluation: `RowLayoutEngine.report` at all 12 categories for rows whose labels are
/// already prepared. Every other row has a subtitle (the next string) so both shapes count.
enum RowCases {
  static func run(_ harness: inout Harness, engine: TextEngine, sample: [(language: String, text: String)]) {
    let rows = sample.indices.map { i -> Row in
      let (language, text) = sample[i]
      let subtitle = i % 2 == 1 ? sample[(i + 1) % sample.count].text : nil
      return Row(title: text, subtitle: subtitle, language: language)
    }
    let rowEngine = RowLayoutEngine(measurer: MemoizingMeasurer(TextEngineMeasurer(engine: engine)))
    let context = LayoutContext(device: .width(375))
    // The harness's warm-up run prepares every label into the cache.
    harness.measure(
      "row evaluation (report, 12 categories)", items: rows.count,
      note: "per row, labels prepared, width 375"
    ) {
      var sum = 0
      for row in rows {
        if let report = try? rowEngine.report(for: row, in: context) {
          sum &+= report.layouts.count &+ report.findings.count
        }
      }
      return sum
    }
  }
}
