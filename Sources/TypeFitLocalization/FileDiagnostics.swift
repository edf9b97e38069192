/// The diagnostics of one file, kept up to a limit per severity and counted beyond it.
///
/// A file of a million bad lines would otherwise hold a million diagnostics (about 1 KB each);
/// this keeps the first ``keptPerSeverity`` errors and the first ``keptPerSeverity`` warnings in
/// the order they were added, counts the rest exactly, and ``listed(sortedBy:)`` ends with one
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
  /// Errors and warnings added beyond the limit, counted and not kept.
  private(set) var droppedErrors = 0
  private(set) var droppedWarnings = 0
  /// The first error and warning dropped, for the summary line's kind and location.
  private var firstDroppedError: Diagnostic?
  private var firstDroppedWarning: Diagnostic?
  /// Dropped diagnostics of the recent lines, one count per line and severity, newest last, so
  /// ``removeAll(afterLine:)`` can take them back.
  private var recentDrops: [(line: Int, errors: Int, warnings: Int)] = []
  private var keptErrors = 0
  private var keptWarnings = 0

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
    if diagnostic.isError {
      if keptErrors < Self.keptPerSeverity {
        keptErrors += 1
        kept.append(diagnostic)
        return
      }
      droppedErrors += 1
      if firstDroppedError == nil { firstDroppedError = diagnostic }
    } else {
      if keptWarnings < Self.keptPerSeverity {
        keptWarnings += 1
        kept.append(diagnostic)
        return
      }
      droppedWarnings += 1
      if firstDroppedWarning == nil { firstDroppedWarning = diagnostic }
    }
    let line = diagnostic.countedLine
    let isError = diagnostic.isError
    if let last = recentDrops.indices.last, recentDrops[last].line == line {
      if isError { recentDrops[last].errors += 1 } else { recentDrops[last].warnings += 1 }
    } else {
      recentDrops.append((line, isError ? 1 : 0, isError ? 0 : 1))
      if recentDrops.count > 2 * Self.recentLines { recentDrops.removeFirst(Self.recentLines) }
    }
  }

  public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// The same diagnostics, kept and counted, each turned into another type.
  func map<Other: CountedDiagnostic>(_ transform: (Diagnostic) -> Other) -> FileDiagnostics<Other> {
    var result = FileDiagnostics<Other>()
    result.kept = kept.map(transform)
    result.keptErrors = keptErrors
    result.keptWarnings = keptWarnings
    result.droppedErrors = droppedErrors
    result.droppedWarnings = droppedWarnings
    result.firstDroppedError = firstDroppedError.map(transform)
    result.firstDroppedWarning = firstDroppedWarning.map(transform)
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
      result.droppedErrors += part.droppedErrors
      result.droppedWarnings += part.droppedWarnings
      if result.firstDroppedError == nil { result.firstDroppedError = part.firstDroppedError }
      if result.firstDroppedWarning == nil { result.firstDroppedWarning = part.firstDroppedWarning }
    }
    return result
  }

  /// Forgets the diagnostics on lines after `line`, kept or counted, for a reader that reads
  /// those lines again.
  mutating func removeAll(afterLine line: Int) {
    kept.removeAll { $0.countedLine > line }
    keptErrors = kept.count(where: \.isError)
    keptWarnings = kept.count - keptErrors
    while let last = recentDrops.last, last.line > line {
      droppedErrors -= last.errors
      droppedWarnings -= last.warnings
      recentDrops.removeLast()
    }
    if droppedErrors == 0 { firstDroppedError = nil }
    if droppedWarnings == 0 { firstDroppedWarning = nil }
  }

  /// The kept diagnostics in `order`, then one line per severity with more than the limit.
  public func listed(
    sortedBy order: ([Diagnostic]) -> [Diagnostic] = { $0 }
  ) -> [Diagnostic] {
    var list = order(kept)
    if droppedErrors > 0, let first = firstDroppedError {
      list.append(summary(droppedErrors, "errors", like: first))
    }
    if droppedWarnings > 0, let first = firstDroppedWarning {
      list.append(summary(droppedWarnings, "warnings", like: first))
    }
    return list
  }

  private func summary(_ count: Int, _ noun: String, like first: Diagnostic) -> Diagnostic {
    first.summary(
      of: count,
      message: "and \(count) more \(noun) in this file; only the first \(Self.keptPerSeverity) are listed")
  }
}
