import Foundation
import TypeFit

/// The synthetic catalog checked end to end with `BatchChecker` at 12 categories × 3 widths,
/// and the scaling of that check in the number of strings and threads.
enum CatalogCases {
  /// One point of the scaling plot: wall seconds for `strings` strings.
  struct Point {
    var series: String
    var strings: Int
    var seconds: Double
  }

  static func checker(engine: TextEngine, threads: Int) -> BatchChecker {
    BatchChecker(
      measurer: TextEngineMeasurer(engine: engine), contexts: CheckCases.contexts(),
      categories: ContentSizeCategory.allCases, threadCount: threads,
      // What `typefit check` keeps for its text, SARIF and JUnit reports.
      layoutRetention: .firstFindingCategories)
  }

  static func check(_ items: ArraySlice<CheckItem>, with checker: BatchChecker) -> Int {
    var findings = 0
    try? checker.check(Array(items)) { findings &+= $0.findings.count &+ $0.reports.count }
    return findings
  }

  /// Checks the whole catalog once on 2 threads with the peak RSS reset before and read after;
  /// then each size in `sizes` with 1 and 2 threads. Returns the plot's points.
  static func run(
    _ harness: inout Harness, engine: TextEngine, corpus: [(language: String, text: String)], sizes: [Int]
  ) -> [Point] {
    guard let largest = sizes.max(),
      harness.wants("synthetic catalog e2e check") || harness.wants("scaling: check")
    else { return [] }
    var items: [CheckItem] = []
    harness.measure("synthetic catalog build (\(largest) strings)", items: largest, samples: 1, warmUp: false)
    {
      items = SyntheticCatalog.items(SyntheticCatalog.texts(count: largest, from: corpus))
      return Set(items.lazy.map(\.row.title.text)).count
    }
    if items.isEmpty { items = SyntheticCatalog.items(SyntheticCatalog.texts(count: largest, from: corpus)) }
    var points: [Point] = []
    let name = "synthetic catalog e2e check (\(largest) strings × 12 categories × 3 widths)"
    if harness.wants(name) {
      let before = PeakMemory.currentMegabytes() ?? 0
      let reset = PeakMemory.reset()
      harness.measure(name, items: largest, samples: 1, warmUp: false) {
        check(items[...], with: checker(engine: engine, threads: 2))
      }
      let peak = PeakMemory.peakMegabytes() ?? 0
      if let last = harness.results.last {
        harness.results[harness.results.count - 1].note = String(
          format: "2 threads; peak RSS %.0f MB (%@; RSS before %.0f MB); %.1f µs/string", peak,
          reset ? "VmHWM reset before the case" : "VmHWM of the whole process", before,
          last.median / Double(largest) * 1e6)
        points.append(Point(series: "TypeFit, 2 threads", strings: largest, seconds: last.median))
      }
    }
    for size in sizes.sorted() {
      for threads in [1, 2] where !(size == largest && threads == 2) {
        let caseName = "scaling: check \(size) strings, \(threads) thread\(threads == 1 ? "" : "s")"
        let slow = size * 36 > 1_000_000
        harness.measure(caseName, items: size, samples: slow ? 1 : nil, warmUp: !slow) {
          check(items.prefix(size), with: checker(engine: engine, threads: threads))
        }
        if let last = harness.results.last, last.name == caseName {
          harness.results[harness.results.count - 1].note = String(
            format: "%.1f µs/string (median)", last.median / Double(size) * 1e6)
          points.append(
            Point(
              series: "TypeFit, \(threads) thread\(threads == 1 ? "" : "s")", strings: size,
              seconds: last.median))
        }
      }
    }
    return points
  }
}
