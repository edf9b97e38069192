import Foundation
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitRow

/// Checks many rows in parallel on all cores and hands the results back in input order.
///
/// Work goes in chunks, and a ``RunMemory`` lives for the whole run: each distinct row of a
/// chunk is laid out once, and a row or label text that comes back in a later chunk is taken
/// from the memory from its third sighting on (the memory keeps only what it has seen twice,
/// since most rows of a catalog occur once); a label is laid out at every category and context
/// as arithmetic; rows are spread over the cores.
/// Results are emitted chunk by chunk in input order, so memory stays flat for any input
/// size and the output is byte-identical whatever the thread count.
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
  /// Rows per chunk: the unit of parallel work and of memory. By default as many rows as make
  /// ``layoutsPerChunk`` layouts (at most ``maximumChunkSize``), so a configuration with many
  /// widths, categories and Bold Text settings holds as many layouts in memory at once as the
  /// default one does.
  public var chunkSize: Int

  /// The most rows in a chunk: 1,024.
  public static let maximumChunkSize = 1024

  /// The layouts a chunk holds by default: 36,864, which is ``maximumChunkSize`` rows laid out
  /// in 12 categories and 3 contexts. With 1,536 layouts per row (64 widths × 12 categories ×
  /// 2 Bold Text settings) a chunk is 24 rows.
  public static let layoutsPerChunk = 36_864

  /// The text a chunk's rows may hold, counted once for each of their layouts
  /// (``CheckItem/textByteCount`` × layouts per row): 16 MiB. A result's record repeats its key
  /// and quotes its labels in every layout (an NDJSON line per layout), so a chunk of rows with
  /// long keys made ten times the output of everyday rows: 1,024 keys of 12,000 bytes in 12
  /// categories made 150 MB of NDJSON a chunk, and ended `check` under `prlimit --as` 320–430 MB
  /// (`failed to allocate`, the lead's check after A16-6). Everyday rows (a few dozen bytes of
  /// text, 36 layouts) fill 1,024 rows with about 3 MiB, so only chunks of long texts end early.
  public static let textLayoutBytesPerChunk = 16 << 20

  /// The other rows a chunk's items may be laid out with (``CheckItem/partAlternatives``, a
  /// row for each other option of a `Picker`), about 1 KB each: 65,536. The titles of one
  /// `Picker` label are rows of their own, each with every option: 800 titles and 800 options
  /// (40 KB of Swift) made one chunk of 640,000 rows, 600 MB (the fifty-sixth attack's A56-1).
  public static let partAlternativesPerChunk = 1 << 16

  /// The rows per chunk that hold about ``layoutsPerChunk`` layouts when each row is laid out
  /// in `contexts` × `categories` layouts: from 1 up to ``maximumChunkSize``.
  public static func chunkSize(contexts: Int, categories: Int) -> Int {
    let layoutsPerRow = max(1, contexts) * max(1, categories)
    return min(maximumChunkSize, max(1, layoutsPerChunk / layoutsPerRow))
  }
  /// Threads to use; `nil` for all cores.
  public var threadCount: Int?
  /// The threads a check uses: ``threadCount``, or the active processor count (at least 1).
  public var workerCount: Int { max(1, threadCount ?? ProcessInfo.processInfo.activeProcessorCount) }
  /// Which layouts each result's reports keep (default all). Findings do not depend on it;
  /// keeping fewer saves most of the time and memory of a large check.
  public var layoutRetention: LayoutRetention
  /// With ``LayoutRetention/firstFindingCategories``, the findings whose first categories'
  /// layouts are kept: those the report shows (``FindingPolicy/reportedFindings``); all by
  /// default. Findings do not depend on it.
  public var reportedFindings = ReportedFindings.all
  /// The em a context's presentation width is measured in, in points, to pick the width
  /// variant shown there (``CheckItem/presentationEmSize`` unless changed).
  public var presentationEmSize = CheckItem.presentationEmSize

  public init(
    measurer: any LabelMeasuring, contexts: [LayoutContext],
    categories: [ContentSizeCategory] = CheckConfiguration.defaultCategories, chunkSize: Int? = nil,
    threadCount: Int? = nil, layoutRetention: LayoutRetention = .all
  ) {
    self.measurer = measurer
    self.contexts = contexts
    self.categories = categories
    self.chunkSize = max(
      1, chunkSize ?? Self.chunkSize(contexts: contexts.count, categories: categories.count))
    self.threadCount = threadCount
    self.layoutRetention = layoutRetention
  }

  /// What a run remembers across its chunks: prepared labels and row results, each in a
  /// `BoundedCache` bounded in entries and in approximate bytes, so memory stays bounded for
  /// any input size and whatever each result keeps. Each keeps a label or a row only when it is
  /// asked for the second time (`SecondSightingFilter`, one byte per entry of capacity: 32 KiB
  /// for the labels and 4 KiB for the rows by default): most texts and rows of a catalog occur
  /// once, and keeping them cost their insertion, byte count and release for nothing.
  public final class RunMemory: Sendable {
    /// Distinct rows whose results are kept by default: 4,096.
    public static let defaultRowCapacity = 4_096
    /// Approximate bytes of row results kept by default: 2 MiB. A result that keeps only the
    /// layouts its findings quote (text, SARIF, JUnit) is a few hundred bytes, so the entry
    /// bound decides; one that keeps every layout (JSON, NDJSON, HTML; 36 layouts for
    /// 12 categories × 3 widths) is 20–40 KB, so this bound does (about 60 results): those
    /// formats re-evaluate a repeated row from its cached prepared labels instead.
    public static let defaultRowByteLimit = 2 << 20
    let measurer: MemoizingMeasurer
    let rows: BoundedCache<LaidOutRow, CheckResult>

    /// - Parameters:
    ///   - measurer: the measurer that prepares labels not seen before.
    ///   - labelCapacity: the most prepared labels held at once.
    ///   - labelByteLimit: the most approximate bytes of prepared labels held at once
    ///     (``PreparedLabel/approximateByteCount``); `nil` for no bound but the count.
    ///   - rowCapacity: the most row results held at once.
    ///   - rowByteLimit: the most approximate bytes of row results held at once; `nil` for no
    ///     bound but the count.
    public init(
      measurer: any LabelMeasuring, labelCapacity: Int = MemoizingMeasurer.defaultCapacity,
      labelByteLimit: Int? = MemoizingMeasurer.defaultByteLimit,
      rowCapacity: Int = RunMemory.defaultRowCapacity, rowByteLimit: Int? = RunMemory.defaultRowByteLimit
    ) {
      self.measurer = MemoizingMeasurer(
        measurer, capacity: labelCapacity, byteLimit: labelByteLimit, keepsOnSecondRequest: true)
      rows = BoundedCache(capacity: rowCapacity, costLimit: rowByteLimit, admitsOnSecondSighting: true)
    }
  }

  /// A fresh memory for one run of this checker.
  public func makeRunMemory() -> RunMemory { RunMemory(measurer: measurer) }

  /// Checks one row in every context, with the rules of its role (``ItemRole/applies(_:)``).
  public func check(_ item: CheckItem, measurer: (any LabelMeasuring)? = nil) -> CheckResult {
    var result = checkRow(
      item, measurer: measurer ?? MemoizingMeasurer(self.measurer),
      tables: contexts.map(ContextLayoutTable.init))
    keepRules(in: &result)
    return result
  }

  /// Lays `item`'s row out in every context with every rule (whatever its role); a role that is
  /// not laid out (``ItemRole/isLaidOut``, a spoken text) gets a result without reports.
  /// - Parameter tables: `contexts`' layout tables, made once for many rows.
  ///
  /// `item` is taken, not lent: it moves into the result (lent, it was copied into the result,
  /// and the result copied once more out of the variable that held the strictest).
  fileprivate func checkRow(
    _ item: consuming CheckItem, measurer: any LabelMeasuring, tables: [ContextLayoutTable]
  ) -> CheckResult {
    guard item.role.isLaidOut else { return CheckResult(item: item, reports: []) }
    let engine = RowLayoutEngine(measurer: measurer)
    // Most items have no alternative value: their one layout is the result, with no array of
    // candidates and no strictest kept apart.
    guard let alternatives = item.partAlternatives, !alternatives.isEmpty else {
      return layOut(item, engine: engine, tables: tables)
    }
    let base = layOut(copy item, engine: engine, tables: tables)
    var strictest = base
    // The strictest alternative of each part that is stricter than the row's first texts.
    var strictestValue: (alternative: CheckItem.PartAlternative, result: CheckResult)?
    var strictestSubtitle: (alternative: CheckItem.PartAlternative, result: CheckResult)?
    for alternative in alternatives {
      let result = layOut(item.with(alternative), engine: engine, tables: tables)
      if !alternative.showsOtherSubtitle {
        if result.isStricter(than: strictestValue?.result ?? base) { strictestValue = (alternative, result) }
      } else if result.isStricter(than: strictestSubtitle?.result ?? base) {
        strictestSubtitle = (alternative, result)
      }
      if result.isStricter(than: strictest) { strictest = result }
    }
    // Each text is laid out once beside the others' first (S + V − 1 layouts), so when a
    // subtitle and a value are each stricter than the first texts, the strictest of one part
    // hid the other's finding (the sixtieth attack's A60-6: a subtitle's truncation was named
    // nowhere until a PR fixed the value's). The two together are one layout more, which holds
    // both.
    if let value = strictestValue, let subtitle = strictestSubtitle {
      var both = value.alternative
      both.row.subtitle = subtitle.alternative.row.subtitle
      both.subtitleKey = subtitle.alternative.subtitleKey
      both.subtitleLocation = subtitle.alternative.subtitleLocation
      both.subtitleWrittenAsIs = subtitle.alternative.subtitleWrittenAsIs
      let result = layOut(item.with(both), engine: engine, tables: tables)
      if result.isStricter(than: strictest) { strictest = result }
    }
    return strictest
  }

  /// `item`'s row laid out in every context with every rule, or the failure to lay it out;
  /// `item` moves into the result.
  private func layOut(_ item: consuming CheckItem, engine: RowLayoutEngine, tables: [ContextLayoutTable])
    -> CheckResult
  {
    do {
      let reports = try engine.reports(
        for: item.row, in: tables, categories: categories, retaining: layoutRetention,
        reporting: reportedFindings)
      return CheckResult(item: item, reports: reports)
    } catch {
      return CheckResult(item: item, reports: [], failure: error.description)
    }
  }

  /// Keeps the findings of the role of `result`'s item (``ItemRole/applies(_:)``) in the
  /// contexts where its variant is shown (``CheckItem/isShown(in:emSize:)``): an iPad's device
  /// case is laid out on an iPhone too, but judged only on an iPad. The item is read in place
  /// in the result (it was copied for each result when passed apart).
  fileprivate func keepRules(in result: inout CheckResult) {
    let role = result.item.role
    if role != .row {
      // Only a report that loses a finding is written to: `result` shares its reports with the
      // run's memory, so a write copies them, and most reports lose nothing.
      for index in result.reports.indices
      where result.reports[index].findings.contains(where: { !role.applies($0.ruleID) }) {
        result.reports[index].findings.removeAll { !role.applies($0.ruleID) }
      }
    }
    guard result.item.selection.isRestricted else { return }
    for index in result.reports.indices where index < contexts.count {
      if !result.item.isShown(in: contexts[index], emSize: presentationEmSize) {
        result.reports[index].findings = []
      }
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
    let memory = makeRunMemory()
    while start < items.count {
      if cancellation?.isCancelled == true { throw CheckError.cancelled }
      let chunk = Array(items[start..<min(items.count, start + chunkSize)])
      for result in checkChunk(chunk, memory: memory) { try emit(result) }
      start += chunk.count
      progress?(start, items.count)
    }
  }

  /// Lays out the distinct rows of a chunk not already in `memory` in parallel and maps them
  /// back to the items.
  ///
  /// - Parameter memory: what earlier chunks of the run found (``makeRunMemory()``); `nil`
  ///   for a memory of this chunk only.
  func checkChunk(_ chunk: [CheckItem], memory: RunMemory? = nil) -> [CheckResult] {
    checkChunk(chunk, memory: memory) { $0 }
  }

  /// Checks a chunk and passes each item's result through `finish` on the worker thread that
  /// laid its row out (or took it from `memory`), so per-result work after the check — applying
  /// a policy, serializing a report's text — runs on all cores with the layout; returns what
  /// `finish` made, in input order.
  ///
  /// The distinct rows of the chunk are the units of work: a worker takes one, lays it out
  /// (unless `memory` has it), then finishes every item of the chunk with that row, each with
  /// its own role's rules.
  ///
  /// - Parameters:
  ///   - memory: what earlier chunks of the run found (``makeRunMemory()``); `nil` for a memory
  ///     of this chunk only.
  ///   - finish: called once per item, from any thread and concurrently with itself.
  /// - Returns: one output per item of `chunk`, in its order; the same whatever the thread count.
  func checkChunk<Output>(
    _ chunk: [CheckItem], memory: RunMemory? = nil,
    finishing finish: @Sendable (consuming CheckResult) -> Output
  ) -> [Output] {
    let work = ChunkWork(chunk, checker: self, memory: memory ?? makeRunMemory())
    let workers = workerCount
    // Each worker puts every item's output at its position in the chunk: no array per row, and
    // no second pass through optionals to put them in order.
    return concurrentScatter(count: chunk.count, units: work.rows.count, workers: workers) { slot, outputs in
      work.run(slot, checker: self, outputs: outputs, finish: finish)
    }
  }

  /// Hands a chunk to `pipeline` as ``checkChunk(_:memory:finishing:)`` checks it, and returns at
  /// once: the caller reads and plans the next chunk, or writes the results of the last one,
  /// while the pipeline's threads lay this one out, and takes the outputs, in the chunk's order,
  /// with ``ScatterPipeline/collect(_:)``.
  ///
  /// - Parameters:
  ///   - memory: what earlier chunks of the run found; a row an earlier chunk is still laying out
  ///     is laid out again (the same result).
  ///   - finish: called once per item, from any thread and concurrently with itself.
  func submitChunk<Output>(
    _ chunk: [CheckItem], memory: RunMemory, to pipeline: ScatterPipeline<Output>,
    finishing finish: @escaping @Sendable (consuming CheckResult) -> Output
  ) -> ScatterPipeline<Output>.Job {
    let work = ChunkWork(chunk, checker: self, memory: memory)
    let checker = self
    return pipeline.submit(count: chunk.count, units: work.rows.count) { slot, outputs in
      work.run(slot, checker: checker, outputs: outputs, finish: finish)
    }
  }

  /// The distinct rows of a chunk, each with the positions of its items: the units of parallel
  /// work of a chunk.
  private struct ChunkWork: Sendable {
    let chunk: [CheckItem]
    let memory: RunMemory
    /// Each distinct row, hashed once (its strings hash through Unicode normalization); the
    /// chunk's index and the run's cache both use that hash.
    let rows: [HashedKey<LaidOutRow>]
    /// The position in the chunk of each distinct row's first item, which lays it out.
    let firstMembers: [Int]
    /// The positions of the later items of the rows the chunk repeats, by the row's slot (no
    /// array per row: most rows occur once in a chunk).
    let laterMembers: [Int: [Int]]
    /// The contexts' constants, worked out once for the chunk's rows.
    let tables: [ContextLayoutTable]

    init(_ chunk: [CheckItem], checker: BatchChecker, memory: RunMemory) {
      // Sized for the chunk up front: grown from empty, the index rehashed its keys and the
      // arrays were copied as they grew.
      var distinct: [HashedKey<LaidOutRow>] = []
      distinct.reserveCapacity(chunk.count)
      var index: [HashedKey<LaidOutRow>: Int] = [:]
      index.reserveCapacity(chunk.count)
      var first: [Int] = []
      first.reserveCapacity(chunk.count)
      var later: [Int: [Int]] = [:]
      // Items read in place through the buffer, field by field: the array's subscript copied
      // each item, and so did lending a whole item read from the buffer.
      chunk.withUnsafeBufferPointer { items in
        for position in items.indices {
          let key = HashedKey(
            LaidOutRow(
              row: items[position].row, partAlternatives: items[position].partAlternatives,
              role: items[position].role))
          if let slot = index[key] {
            later[slot, default: []].append(position)
            continue
          }
          index[key] = distinct.count
          distinct.append(key)
          first.append(position)
        }
      }
      self.chunk = chunk
      self.memory = memory
      rows = distinct
      firstMembers = first
      laterMembers = later
      tables = checker.contexts.map(ContextLayoutTable.init)
    }

    /// Lays out the row of unit `slot` (unless the run's memory has it) and puts the output of
    /// each of its items at the item's position. Each distinct row is checked with every rule
    /// (as a row); each item then keeps its role's.
    func run<Output>(
      _ slot: Int, checker: BatchChecker, outputs: ScatterSlots<Output>,
      finish: @Sendable (consuming CheckResult) -> Output
    ) {
      switch memory.rows.lookup(rows[slot]) {
      case .hit(let result):
        // The result comes from an earlier chunk: no item of this one is held yet.
        hand(result, holdingItemOf: -1, slot: slot, checker: checker, outputs: outputs, finish: finish)
      case .miss(let admits):
        let first = firstMembers[slot]
        // The item is read in place (the array's subscript copied it before `checkRow` copied
        // it into the result).
        let result = chunk.withUnsafeBufferPointer { items in
          checker.checkRow(items[first], measurer: memory.measurer, tables: tables)
        }
        if admits { memory.rows.insert(result, for: rows[slot], cost: result.approximateByteCount) }
        hand(result, holdingItemOf: first, slot: slot, checker: checker, outputs: outputs, finish: finish)
      }
    }

    /// Puts the output of each item of unit `slot` at the item's position, from the row's
    /// result `shared`, whose item is that of position `holdsItemOf` (-1: none of this chunk).
    ///
    /// Identical rows share one layout, whatever their roles: each keeps its role's rules.
    /// Every item but the last takes a copy of the result; the last takes the result itself,
    /// moved from this parameter into `finish` (a local variable handed on was copied once
    /// more, and `consume` of one is refused by Swift 6.3.1).
    private func hand<Output>(
      _ shared: consuming CheckResult, holdingItemOf holdsItemOf: Int, slot: Int, checker: BatchChecker,
      outputs: ScatterSlots<Output>, finish: @Sendable (consuming CheckResult) -> Output
    ) {
      let later = laterMembers.isEmpty ? [] : laterMembers[slot] ?? []
      if !later.isEmpty {
        for position in [firstMembers[slot]] + later.dropLast() {
          var result = copy shared
          if position != holdsItemOf { result.item = chunk[position].taking(valueOf: shared.item) }
          checker.keepRules(in: &result)
          outputs.initialize(position, to: finish(result))
        }
      }
      let last = later.last ?? firstMembers[slot]
      if last != holdsItemOf { shared.item = chunk[last].taking(valueOf: shared.item) }
      checker.keepRules(in: &shared)
      outputs.initialize(last, to: finish(consume shared))
    }
  }
}
