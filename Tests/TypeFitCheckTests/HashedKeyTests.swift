import Synchronization
import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

@Suite("HashedKey: a row hashed once for the batch checker's index and cache")
struct HashedKeyTests {
  @Test("the stored hash is the row's own, so equal rows meet in one dictionary slot")
  func hashIsTheRows() {
    let row = Row(title: "Einstellungen", subtitle: "Konto", language: "de")
    #expect(HashedKey(row).hash == row.hashValue)
    var index: [HashedKey<Row>: Int] = [:]
    index[HashedKey(row)] = 7
    #expect(index[HashedKey(Row(title: "Einstellungen", subtitle: "Konto", language: "de"))] == 7)
    #expect(index[HashedKey(Row(title: "Einstellungen", subtitle: "Konto", language: "fr"))] == nil)
  }

  @Test("canonically equivalent texts are one key, as they are one Row")
  func canonicalEquivalence() {
    let composed = Row(title: "Caf\u{E9}")
    let decomposed = Row(title: "Cafe\u{301}")
    #expect(composed == decomposed)
    #expect(HashedKey(composed) == HashedKey(decomposed))
    #expect(HashedKey(composed).hash == HashedKey(decomposed).hash)
    #expect(HashedKey(composed) != HashedKey(Row(title: "Cafe")))
  }

  @Test("a chunk with a repeated row checks it once and gives both items the same findings")
  func chunkDeduplicates() {
    let measurer = PrepareCounter()
    let checker = BatchChecker(measurer: measurer, contexts: [LayoutContext()], threadCount: 1)
    let row = Row(title: "A rather long title that wraps at the largest sizes", isNavigable: false)
    let items = ["a", "b"].map { key in
      CheckItem(
        key: key, locale: "en", location: SourceLocation(file: "Localizable.strings", line: 1),
        format: .strings, row: row)
    }
    let results = checker.checkChunk(items)
    #expect(results.map(\.item.key) == ["a", "b"])
    #expect(measurer.count.withLock { $0 } == 1)
    #expect(results[0].reports.map(\.findings) == results[1].reports.map(\.findings))
    #expect(results[0].reports.first?.findings.map(\.ruleID) == [.labelWraps])
  }
}

/// Counts `prepareLabel` calls.
private final class PrepareCounter: LabelMeasuring {
  let count = Mutex(0)
  private let inner = FixedAdvanceMeasurer()

  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    count.withLock { $0 += 1 }
    return try inner.prepareLabel(text, language: language, weight: weight)
  }
}

@Suite("The run memory's byte bounds")
struct RunMemoryBoundTests {
  @Test("a result that keeps every layout weighs far more than one that keeps only its findings")
  func resultByteCount() throws {
    let row = Row(title: "A rather long title that wraps at the largest sizes", isNavigable: false)
    let item = CheckItem(
      key: "k", locale: "en", location: SourceLocation(file: "Localizable.strings", line: 1),
      format: .strings, row: row)
    func result(_ retention: LayoutRetention) -> CheckResult {
      BatchChecker(
        measurer: FixedAdvanceMeasurer(),
        contexts: [LayoutContext(device: .width(320)), LayoutContext(device: .width(440))],
        categories: ContentSizeCategory.allCases, threadCount: 1, layoutRetention: retention
      ).check(item)
    }
    let all = result(.all)
    let lean = result(.firstFindingCategories)
    #expect(all.reports.map(\.layouts.count) == [12, 12])
    #expect(lean.reports.map(\.layouts.count) == [1, 1])
    // 24 layouts of one label each: at least 24 × (224 + 224) bytes besides the findings.
    #expect(all.approximateByteCount >= 24 * 448)
    #expect(lean.approximateByteCount < 4 * 448 + 2 * 192 + 256 + 2 * 300)
  }

  @Test("the prepared-label cache of a run is bounded in bytes by default")
  func labelByteLimit() {
    let memory = BatchChecker.RunMemory(measurer: FixedAdvanceMeasurer())
    #expect(memory.measurer.byteLimit == 16 << 20)
    #expect(memory.rows.costLimit == 2 << 20)
    #expect(MemoizingMeasurer(FixedAdvanceMeasurer()).byteLimit == nil)
  }
}
