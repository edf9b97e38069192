import TypeFitLocalization
import TypeFitRow

/// One whole check: read the files, plan rows, check them in parallel, stream the results.
///
/// A file that cannot be read becomes a diagnostic in the summary and the other files are
/// still checked; nothing read is lost.
public struct CheckSession: Sendable {
  public var reader: LocalizationReader
  public var planner: RowPlanner
  public var checker: BatchChecker

  public init(reader: LocalizationReader, planner: RowPlanner, checker: BatchChecker) {
    self.reader = reader
    self.planner = planner
    self.checker = checker
  }

  /// Reads `paths` (files or folders), checks every row, and calls `emit` per result in input
  /// order.
  ///
  /// - Returns: the run's totals, with every read and fill problem.
  /// - Throws: ``CheckError/cancelled``, or whatever `emit` throws.
  public func run(
    paths: [String], cancellation: CancellationFlag? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil, emit: (CheckResult) throws -> Void
  ) throws -> CheckSummary {
    var read = LocalizationReadResult()
    var summary = CheckSummary()
    reader.readEach(paths: paths) { file, result in
      // Every file read counts, also one that gives no strings (empty, or all filtered out).
      if let file { summary.files.insert(file.path) }
      read.append(result)
    }
    summary.diagnostics = read.diagnostics
    for diagnostic in read.diagnostics { summary.files.insert(diagnostic.file) }
    let plan = planner.plan(read.strings)
    summary.diagnostics += plan.diagnostics
    try checker.check(plan.items, cancellation: cancellation, progress: progress) { result in
      summary.add(result)
      try emit(result)
    }
    return summary
  }
}
