/// A whole run's read problems as its reports list them: the first ``listedPerSeverity`` of
/// each severity in report order (``DiagnosticOrder/sorted(_:)``), then, for a severity with
/// more, the first problem not listed, its message followed by how many more there are
/// (`expected '='; and 59000 more read errors in this run are not listed (a run lists the first
/// 1000 of each severity)`). The rest are counted, not kept.
///
/// ``FileDiagnostics`` limits one file's problems; this limits a run's, which many small bad
/// files would otherwise grow without end: 60,000 unreadable one-line files held 60,000
/// diagnostics, and a JSON or SARIF report's end built all of them at once and ran out of
/// memory under `ulimit -v` (thirty-eighth attack, A38-10). The counts stay exact
/// (``UnlistedDiagnosticCounts``), so a report's `readErrors` and the exit code still count
/// every problem.
///
/// Which problems are listed depends only on the set added, not on the order it was added in.
///
/// - Complexity: amortized O(log ``listedPerSeverity``) comparisons per problem added; at most
///   2 × ``listedPerSeverity`` problems of each severity are held.
public struct RunDiagnostics: Sendable {
  /// How many problems of each severity (errors, warnings, notes) a run's report lists.
  public static var listedPerSeverity: Int { 1_000 }

  /// A problem kept, with when it was added (``listed()`` gives the kept ones in that order).
  private struct Entry: Sendable {
    var diagnostic: LocalizationDiagnostic
    var sequence: Int
  }

  /// The problems of one severity: the first in report order kept, the others counted.
  private struct Pool: Sendable {
    /// The problems that may still be listed: fewer than 2 × the limit.
    var kept: [Entry] = []
    /// How many problems were dropped (past the limit in report order).
    var dropped = 0
    /// The first dropped problem in report order: where the counting line stands.
    var firstDropped: LocalizationDiagnostic?

    mutating func append(_ entry: Entry, limit: Int) {
      kept.append(entry)
      if kept.count >= 2 * limit { trim(to: limit) }
    }

    /// Keeps the first `limit` in report order and counts the rest as dropped.
    mutating func trim(to limit: Int) {
      guard kept.count > limit else { return }
      kept.sort { DiagnosticOrder.precedes($0.diagnostic, $1.diagnostic) }
      noteDropped(kept[limit].diagnostic)
      dropped += kept.count - limit
      kept.removeSubrange(limit...)
    }

    /// Makes `diagnostic` the first dropped when it comes before the one so far.
    mutating func noteDropped(_ diagnostic: LocalizationDiagnostic) {
      if firstDropped.map({ DiagnosticOrder.precedes(diagnostic, $0) }) ?? true { firstDropped = diagnostic }
    }
  }

  private var errors = Pool()
  private var warnings = Pool()
  /// Problems counted beside the pools, never listed (``count(unlisted:)``).
  private var counted = UnlistedDiagnosticCounts()
  private var notes = Pool()
  private let limit: Int
  /// The number the next problem added gets.
  private var sequence = 0

  /// An empty list that keeps ``listedPerSeverity`` problems of each severity.
  public init() {
    self.init(listedPerSeverity: Self.listedPerSeverity)
  }

  /// An empty list that keeps `listedPerSeverity` problems of each severity (at least 1; for
  /// tests, which would otherwise need thousands of problems).
  package init(listedPerSeverity: Int) {
    limit = max(1, listedPerSeverity)
  }

  /// Adds `diagnostic`: kept while it may be among the first of its severity, counted otherwise.
  public mutating func append(_ diagnostic: LocalizationDiagnostic) {
    let entry = Entry(diagnostic: diagnostic, sequence: sequence)
    sequence += 1
    switch diagnostic.severity {
    case .error: errors.append(entry, limit: limit)
    case .warning: warnings.append(entry, limit: limit)
    case .note: notes.append(entry, limit: limit)
    }
  }

  public mutating func append(contentsOf diagnostics: some Sequence<LocalizationDiagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// Adds problems counted and never listed: those a file's counting lines stand for beyond
  /// themselves (``LocalizedStringStream/listedDiagnostics``), so the run's counts stay exact.
  public mutating func count(unlisted counts: UnlistedDiagnosticCounts) {
    counted.errors += counts.errors
    counted.warnings += counts.warnings
    counted.notes += counts.notes
  }

  /// Adds the problems `other` kept and counted, as if each had been added here after those
  /// already here, in the order they were added there.
  public mutating func append(_ other: RunDiagnostics) {
    let kept = (other.errors.kept + other.warnings.kept + other.notes.kept).sorted {
      $0.sequence < $1.sequence
    }
    for entry in kept { append(entry.diagnostic) }
    for (pool, keyPath) in [
      (other.errors, \Self.errors), (other.warnings, \.warnings), (other.notes, \.notes),
    ] {
      self[keyPath: keyPath].dropped += pool.dropped
      if let first = pool.firstDropped { self[keyPath: keyPath].noteDropped(first) }
    }
    count(unlisted: other.counted)
  }

  /// The problems a report lists, in the order they were added, and how many more each
  /// severity has than its lines say: for each severity, its first ``listedPerSeverity`` in
  /// report order, then, when it has more, the first of the others with its message followed by
  /// the count of the rest, after all the others. Reports sort them
  /// (``DiagnosticOrder``); standard error and a planner's callers see them as found.
  public func listed() -> (diagnostics: [LocalizationDiagnostic], unlisted: UnlistedDiagnosticCounts) {
    var kept: [Entry] = []
    var counting: [LocalizationDiagnostic] = []
    var unlisted = UnlistedDiagnosticCounts()
    for (severity, var pool) in [
      (LocalizationDiagnostic.Severity.error, errors), (.warning, warnings), (.note, notes),
    ] {
      pool.trim(to: limit)
      kept += pool.kept
      unlisted[severity] = counted[severity]
      guard pool.dropped > 0, var line = pool.firstDropped else { continue }
      // Every problem of the severity not listed one by one: the lines dropped, and those the
      // files' counting lines stand for beyond themselves (the fifty-first attack's A51-14: the
      // lines dropped alone, 211 said where 808 of 1,800 errors were not listed).
      let more = pool.dropped - 1 + counted[severity]
      // The line is that problem's own, so it is about its file (the thirty-ninth attack's
      // A39-6: a bare count filed under that file's path made GitHub and Xcode annotate the
      // file with a sentence about the whole run).
      if more > 0 {
        let fileLines =
          counted[severity] > 0 ? ", those the files' own counting lines stand for included" : ""
        line.message +=
          "; and \(more) more \(Self.noun(severity, more)) in this run "
          + (more == 1 ? "is" : "are") + " not listed\(fileLines) (a run lists the "
          + "first \(limit) of each severity)"
      }
      counting.append(line)
      unlisted[severity] = more
    }
    kept.sort { $0.sequence < $1.sequence }
    return (kept.map(\.diagnostic) + counting, unlisted)
  }

  private static func noun(_ severity: LocalizationDiagnostic.Severity, _ count: Int) -> String {
    let plural = count == 1 ? "" : "s"
    return switch severity {
    case .error: "read error" + plural
    case .warning: "read warning" + plural
    case .note: "note" + plural
    }
  }
}
