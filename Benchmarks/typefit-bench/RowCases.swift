import Foundation
import TypeFit

/// A measurer that hands back labels prepared before the timing starts, so the row case
/// measures `RowLayoutEngine.report` (layout at each category and the rules), not shaping.
final class PreparedLabelCache: LabelMeasuring, @unchecked Sendable {
  private let base: TextEngineMeasurer
  private var labels: [String: Result<any PreparedLabel, LabelMeasuringError>] = [:]

  init(engine: TextEngine) { base = TextEngineMeasurer(engine: engine) }

  /// Not thread safe: filled and read by one thread.
  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    let key = "\(language ?? "")\u{1}\(weight)\u{1}\(text)"
    if let known = labels[key] { return try known.get() }
    let result: Result<any PreparedLabel, LabelMeasuringError>
    do {
      result = .success(try base.prepareLabel(text, language: language, weight: weight))
    } catch let error as LabelMeasuringError {
      result = .failure(error)
    } catch {
      result = .failure(.failed("\(error)"))
    }
    labels[key] = result
    return try result.get()
  }
}

/// Row evaluation: `RowLayoutEngine.report` at all 12 categories for rows whose labels are
/// already prepared. Every other row has a subtitle (the next string) so both shapes count.
enum RowCases {
  static func run(_ harness: inout Harness, engine: TextEngine, sample: [(language: String, text: String)]) {
    let rows = sample.indices.map { i -> Row in
      let (language, text) = sample[i]
      let subtitle = i % 2 == 1 ? sample[(i + 1) % sample.count].text : nil
      return Row(title: text, subtitle: subtitle, language: language)
    }
    let rowEngine = RowLayoutEngine(measurer: PreparedLabelCache(engine: engine))
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
