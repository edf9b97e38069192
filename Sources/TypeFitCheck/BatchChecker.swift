import Foundation
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitRow

/// Checks many rows in parallel on all cores and hands the results back in input order.
///
/// Work goes in chunks: within a chunk identical rows are laid out once, each distinct label
/// text is prepared (shaped) once and laid out at every category and context as arithmetic,
/// and rows are spread over the cores. Results are emitted chunk by chunk in input order, so
/// memory stays flat for any input size and the output is byte-identical whatever the thread
/// count.
///
/// ```swift
/// let checker = BatchChecker(measurer: TextEngineMeasurer(engine: engine), contexts: [LayoutContext()],
///                            categories: ContentSizeCategory.allCases)
/// try checker.check(items) { result in print(result.item.key, result.findings.count) }
/// ```
public struct BatchChecker: Sendable {
  public var measurer: any LabelMeasuring
  /// Devices/widths to lay every row out in; each result has one report per context.
  public var contexts: [LayoutContext]
  public var categories: [ContentSizeCategory]
  /// Rows per chunk: the unit of parallel work and of memory.
  public var chunkSize: Int
  /// Threads to use; `nil` for all cores.
  public var threadCount: Int?
  /// Which layouts each result's reports keep (default all). Findings do not depend on it;
  /// keeping fewer saves most of the time and memory of a large check.
  public var layoutRetention: LayoutRetention

  public init(
    measurer: any LabelMeasuring, contexts: [LayoutContext],
    categories: [ContentSizeCategory] = CheckConfiguration.defaultCategories, chunkSize: Int = 1024,
    threadCount: Int? = nil, layoutRetention: LayoutRetention = .all
  ) {
    self.measurer = measurer
    self.contexts = contexts
    self.categories = categories
    self.chunkSize = max(1, chunkSize)
    self.threadCount = threadCount
    self.layoutRetention = layoutRetention
  }

  /// Checks one row in every context, with the rules of its role (``ItemRole/applies(_:)``).
  public func check(_ item: CheckItem, measurer: (any LabelMeasuring)? = nil) -> CheckResult {
    let engine = RowLayoutEngine(measurer: measurer ?? MemoizingMeasurer(self.measurer))
    do {
      var reports = try engine.reports(
        for: item.row, in: contexts, categories: categories, retaining: layoutRetention)
      if item.role != .row {
        for index in reports.indices { reports[index].findings.removeAll { !item.role.applies($0.ruleID) } }
      }
      return CheckResult(item: item, reports: reports)
    } catch {
      return CheckResult(item: item, reports: [], failure: error.description)
    }
  }

  /// Checks `items`, calling `emit` with each result in input order.
  ///
  /// - Parameters:
  ///   - cancellation: checked between chunks; when set, no more results are emitted.
  ///   - progress: called after each chunk with (rows done, rows in all).
  ///   - emit: receives results in input order, on the calling thread.
  /// - Throws: ``CheckError/cancelled`` when cancelled; whatever `emit` throws.
  public func check(
    _ items: [CheckItem], cancellation: CancellationFlag? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil, emit: (CheckResult) throws -> Void
  ) throws {
    var start = 0
    while start < items.count {
      if cancellation?.isCancelled == true { throw CheckError.cancelled }
      let chunk = Array(items[start..<min(items.count, start + chunkSize)])
      for result in checkChunk(chunk) { try emit(result) }
      start += chunk.count
      progress?(start, items.count)
    }
  }

  /// Lays out the distinct rows of a chunk in parallel and maps them back to the items.
  func checkChunk(_ chunk: [CheckItem]) -> [CheckResult] {
    var distinct: [Row] = []
    var index: [Row: Int] = [:]
    let slots = chunk.map { item -> Int in
      if let known = index[item.row] { return known }
      index[item.row] = distinct.count
      distinct.append(item.row)
      return distinct.count - 1
    }
    let memo = MemoizingMeasurer(measurer)
    let workers = max(1, threadCount ?? ProcessInfo.processInfo.activeProcessorCount)
    let representative = slots.enumerated().reduce(into: [Int: Int]()) { first, pair in
      if first[pair.element] == nil { first[pair.element] = pair.offset }
    }
    // Each distinct row is checked with every rule (as a row); each item then keeps its role's.
    let outcomes = orderedConcurrentMap(count: distinct.count, workers: workers) { i in
      var item = chunk[representative[i]!]
      item.role = .row
      return check(item, measurer: memo)
    }
    return chunk.enumerated().map { position, item in
      var result = outcomes[slots[position]]
      result.item = item
      // Identical rows share one layout, whatever their roles: each keeps its role's rules.
      if item.role != .row {
        for index in result.reports.indices {
          result.reports[index].findings.removeAll { !item.role.applies($0.ruleID) }
        }
      }
      return result
    }
  }
}
