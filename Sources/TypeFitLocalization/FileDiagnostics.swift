/// The diagnostics of one file, kept up to a limit per severity and counted beyond it.
///
/// A file of a million bad lines would otherwise hold a million diagnostics (about 1 KB each);
/// this keeps the first ``keptPerSeverity`` errors and the first ``keptPerSeverity`` warnings in
/// the order they were added, counts the rest exactly, and ``listed(sortedBy:place:)`` ends with one
/// line per severity that says how many more there are (`and 999900 more errors in this file;
/// only the first 100 are listed`).
///
/// Every reader's diagnostics go through it (``LocalizationDiagnostic``), and so do the JSON
/// parser's warnings and the Swift lexer's diagnostics (any ``CountedDiagnostic``): they are
/// limited as they are added, so a file of a million problems never holds a million of them.
///
/// - Complexity: O(1) memory per dropped diagnostic only for the last lines read (so a reader
///   that reads lines again can forget them); older counts are one number per severity.
public struct FileDiagnostics<Diagnostic: CountedDiagnostic>: Sendable {
  /// How many errors, and how many warnings, one file lists.
  public static var keptPerSeverity: Int { 100 }

  /// The diagnostics kept, in the order added.
  public private(set) var kept: [Diagnostic] = []
  /// What is kept and counted of one severity.
  private struct Tally: Sendable {
    /// How many are kept.
    var kept = 0
    /// How many were added beyond the limit, counted and not kept.
    var dropped = 0
    /// The first one dropped, for the summary line's kind and location.
    var firstDropped: Diagnostic?
  }

  private var errors = Tally()
  private var warnings = Tally()
  /// Dropped diagnostics of the recent lines, one count per line and severity, newest last, so
  /// ``removeAll(afterLine:)`` can take them back.
  private var recentDrops: [(line: Int, errors: Int, warnings: Int)] = []

  /// Errors added beyond the limit, counted and not kept.
  var droppedErrors: Int { errors.dropped }

  /// Lines of dropped diagnostics that can be taken back (a string that swallowed this many
  /// lines with problems on each is rare); older ones are only counted.
  private static var recentLines: Int { 4_096 }

  public init() {}

  /// Keeps `diagnostics`, in order, under the same limits.
  public init(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { kept.isEmpty }

  /// Keeps `diagnostic` if fewer than ``keptPerSeverity`` of its severity are kept; counts it otherwise.
  public mutating func append(_ diagnostic: Diagnostic) {
    let isError = diagnostic.isError
    let dropped = isError ? Self.drops(diagnostic, into: &errors) : Self.drops(diagnostic, into: &warnings)
    guard dropped else {
      kept.append(diagnostic)
      return
    }
    countDrop(isError: isError, line: diagnostic.countedLine)
  }

  /// Records one dropped diagnostic on `line` in ``recentDrops``.
  private mutating func countDrop(isError: Bool, line: Int) {
    if let last = recentDrops.indices.last, recentDrops[last].line == line {
      if isError { recentDrops[last].errors += 1 } else { recentDrops[last].warnings += 1 }
    } else {
      recentDrops.append((line, isError ? 1 : 0, isError ? 0 : 1))
      if recentDrops.count > 2 * Self.recentLines { recentDrops.removeFirst(Self.recentLines) }
    }
  }

  /// Keeps or counts the diagnostic `make` builds, building it only when it is kept or is the
  /// first dropped of its severity: past the limit, a file of a million bad lines costs a count
  /// per line, not a message.
  ///
  /// - Parameters:
  ///   - isError: Whether the diagnostic `make` builds is an error.
  ///   - line: Its ``CountedDiagnostic/countedLine``.
  ///   - make: Builds it.
  mutating func append(isError: Bool, line: Int, _ make: () -> Diagnostic) {
    let tally = isError ? errors : warnings
    guard tally.kept >= Self.keptPerSeverity, tally.firstDropped != nil else {
      append(make())
      return
    }
    if isError { errors.dropped += 1 } else { warnings.dropped += 1 }
    countDrop(isError: isError, line: line)
  }

  /// Counts `diagnostic` in `tally`: as kept while under the limit (`false`), else as dropped
  /// (`true`).
  private static func drops(_ diagnostic: Diagnostic, into tally: inout Tally) -> Bool {
    guard tally.kept >= keptPerSeverity else {
      tally.kept += 1
      return false
    }
    tally.dropped += 1
    if tally.firstDropped == nil { tally.firstDropped = diagnostic }
    return true
  }

  public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// Adds the diagnostics `later` kept and counted, as if each had been added here after those
  /// already here: its kept ones one by one under this limit (the first that does not fit
  /// becomes the first dropped), then its dropped ones counted. For a file read in two parts at
  /// once, the second part's diagnostics after the first's are the same as one reading gives.
  mutating func append(following later: FileDiagnostics) {
    for diagnostic in later.kept { append(diagnostic) }
    errors.dropped += later.errors.dropped
    warnings.dropped += later.warnings.dropped
    if errors.firstDropped == nil { errors.firstDropped = later.errors.firstDropped }
    if warnings.firstDropped == nil { warnings.firstDropped = later.warnings.firstDropped }
    recentDrops += later.recentDrops
  }

  /// The same diagnostics, kept and counted, each turned into another type.
  func map<Other: CountedDiagnostic>(_ transform: (Diagnostic) -> Other) -> FileDiagnostics<Other> {
    var result = FileDiagnostics<Other>()
    result.kept = kept.map(transform)
    result.errors = .init(
      kept: errors.kept, dropped: errors.dropped, firstDropped: errors.firstDropped.map(transform))
    result.warnings = .init(
      kept: warnings.kept, dropped: warnings.dropped, firstDropped: warnings.firstDropped.map(transform))
    result.recentDrops = recentDrops
    return result
  }

  /// One list of the parts' kept diagnostics in `order`, under the limits, with every part's
  /// dropped ones counted.
  static func merged(
    _ parts: [FileDiagnostics],
    order: ([Diagnostic]) -> [Diagnostic] = { $0 }
  ) -> FileDiagnostics {
    var result = FileDiagnostics(order(parts.flatMap(\.kept)))
    for part in parts {
      result.errors.dropped += part.errors.dropped
      result.warnings.dropped += part.warnings.dropped
      if result.errors.firstDropped == nil { result.errors.firstDropped = part.errors.firstDropped }
      if result.warnings.firstDropped == nil { result.warnings.firstDropped = part.warnings.firstDropped }
    }
    return result
  }

  /// Forgets the diagnostics on lines after `line`, kept or counted, for a reader that reads
  /// those lines again.
  mutating func removeAll(afterLine line: Int) {
    kept.removeAll { $0.countedLine > line }
    errors.kept = kept.count(where: \.isError)
    warnings.kept = kept.count - errors.kept
    while let last = recentDrops.last, last.line > line {
      errors.dropped -= last.errors
      warnings.dropped -= last.warnings
      recentDrops.removeLast()
    }
    if errors.dropped == 0 { errors.firstDropped = nil }
    if warnings.dropped == 0 { warnings.firstDropped = nil }
  }

  /// The kept diagnostics in `order`, then one line per severity with more than the limit.
  ///
  /// - Parameter place: where the diagnostics are, as the counting line says it (`in this
  ///   file`, `in the configuration`).
  public func listed(
    sortedBy order: ([Diagnostic]) -> [Diagnostic] = { $0 }, place: String = "in this file"
  ) -> [Diagnostic] {
    var list = order(kept)
    for (tally, noun) in [(errors, "errors"), (warnings, "warnings")] {
      if tally.dropped > 0, let first = tally.firstDropped {
        list.append(summary(tally.dropped, noun, place, like: first))
      }
    }
    return list
  }

  /// How many problems the counting lines of ``listed(sortedBy:place:)`` stand for beyond
  /// themselves: a line saying `and 39900 more warnings` is one line of the list, so 39,899 here.
  /// With the lines listed, the exact count of each severity, as ``RunDiagnostics/listed()``
  /// gives a run's (the fortieth attack's A40-6: a run's `readWarnings` counted 101 for 40,000).
  var unlisted: UnlistedDiagnosticCounts {
    UnlistedDiagnosticCounts(
      errors: max(0, errors.dropped - 1), warnings: max(0, warnings.dropped - 1), notes: 0)
  }

  private func summary(_ count: Int, _ noun: String, _ place: String, like first: Diagnostic) -> Diagnostic {
    first.summary(
      of: count,
      message: "and \(count) more \(noun) \(place); only the first \(Self.keptPerSeverity) are listed")
  }
}
