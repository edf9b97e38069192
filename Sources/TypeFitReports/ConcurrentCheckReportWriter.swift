import TypeFitCheck

/// A report writer whose text for one result depends on the result and the run's settings
/// only, so the texts of many results can be made on several threads at once and then written
/// in input order.
///
/// ``CheckReportWriter/write(_:)`` of such a writer is ``record(_:into:)`` followed by
/// ``resultText``, as UTF-8 bytes; a caller with many results makes the texts concurrently and,
/// in input order, calls ``record(_:into:)`` for each (which records what
/// ``CheckReportWriter/finish(_:)`` needs, the problems, and appends what depends on the order,
/// separators) and appends the result's text after it. The output is byte-identical either way.
///
/// ```swift
/// var writer = NDJSONReportWriter()
/// _ = writer.begin(info)
/// let make = writer.resultText
/// let texts = orderedConcurrentMap(count: results.count) { index in
///   var bytes: [UInt8] = []
///   make(results[index], &bytes)
///   return bytes
/// }
/// var output: [UInt8] = []
/// for (result, text) in zip(results, texts) {
///   writer.record(result, into: &output)
///   output += text
/// }
/// ```
public protocol ConcurrentCheckReportWriter: CheckReportWriter {
  /// Appends the text of one result to a buffer, as UTF-8; called from any thread,
  /// concurrently with itself. Read it after ``CheckReportWriter/begin(_:)``: it captures the
  /// run's settings.
  var resultText: @Sendable (CheckResult, inout [UInt8]) -> Void { get }
  /// Records `result` and appends to `output`, as UTF-8, what the report writes before the
  /// result's text (a separator, or nothing). Reads no layout but those at a finding's first
  /// category, which a problem's example sentence quotes: once ``resultText`` has made a
  /// result's text, a caller may keep only those (``CheckResult/keepOnlyFindingLayouts()``)
  /// before recording it, and what ``CheckReportWriter/finish(_:)`` writes is the same.
  mutating func record(_ result: CheckResult, into output: inout [UInt8])
  /// About how many bytes ``resultText`` appends for a result, so a caller can reserve its
  /// buffer once instead of growing it by doubling; a guess, never a limit. Called from any
  /// thread. The default implementation says 0 (no reservation).
  var approximateTextByteCount: @Sendable (CheckResult) -> Int { get }
}

extension ConcurrentCheckReportWriter {
  public var approximateTextByteCount: @Sendable (CheckResult) -> Int { { _ in 0 } }
}

extension ConcurrentCheckReportWriter {
  public mutating func write(_ result: CheckResult) -> String {
    var bytes: [UInt8] = []
    record(result, into: &bytes)
    resultText(result, &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
