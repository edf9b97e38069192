import Foundation
import TypeFit

/// End-to-end cases: the corpora read, planned and checked at 12 categories × 3 widths, with
/// each phase timed separately so a regression shows where it is.
enum CheckCases {
  static let widths: [Double] = [320, 375, 440]

  static func contexts() -> [LayoutContext] { widths.map { LayoutContext(device: .width($0)) } }

  /// Registers the end-to-end cases on the harness.
  static func run(_ harness: inout Harness, engine: TextEngine, threads: Int?) {
    guard let shared = BenchCorpus.sharedDirectory() else {
      FileHandle.standardError.write(
        Data("note: ../shared/corpus not found; end-to-end cases skipped\n".utf8))
      return
    }
    let corpus = shared.appendingPathComponent("corpus").path
    var read = LocalizationReadResult()
    harness.measure("e2e read (corpora)", items: 1) {
      read = LocalizationReader().read(paths: [corpus])
      return read.strings.count
    }
    var items: [CheckItem] = []
    harness.measure("e2e plan (corpora)", items: read.strings.count) {
      items = RowPlanner(configuration: CheckConfiguration()).plan(read.strings).items
      return items.count
    }
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: engine), contexts: contexts(),
      categories: ContentSizeCategory.allCases, threadCount: threads,
      // What `typefit check` keeps for its text, SARIF and JUnit reports.
      layoutRetention: .firstFindingCategories)
    harness.measure(
      "e2e check (corpora, 12 categories × 3 widths)", items: items.count,
      note: "threads: \(threads.map(String.init) ?? "all")"
    ) {
      var findings = 0
      try? checker.check(items) { findings &+= $0.findings.count }
      return findings
    }
  }
}
