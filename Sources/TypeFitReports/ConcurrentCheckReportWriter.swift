import TypeFitCheck

/// A report writer whose text for one result depends on the result and the run's settings
/// only, so the texts of many results can be made on several threads at once and then written
/// in input order.
///
/// ``CheckReportWriter/write(_:)`` of such a writer is `write(result, text: resultText(result))`;
/// a caller with many results makes the texts concurrently and calls
/// ``write(_:text:)`` for each in input order, which records what ``CheckReportWriter/finish(_:)``
/// needs (the problems) and adds what depends on the order (separators). The output is
/// byte-identical either way.
///
/// ```swift
/// var writer = NDJSONReportWriter()
/// _ = writer.begin(info)
/// let make = writer.resultText
/// let texts = orderedConcurrentMap(count: results.count) { make(results[$0]) }
/// for (result, text) in zip(results, texts) { print(writer.write(result, text: text), terminator: "") }
/// ```
public protocol ConcurrentCheckReportWriter: CheckReportWriter {
  /// Makes the text of one result; called from any thread, concurrently with itself. Read it
  /// after ``CheckReportWriter/begin(_:)``: it captures the run's settings.
  var resultText: @Sendable (CheckResult) -> String { get }
  /// Records `result` and returns the report's text for it, `text` being
  /// `resultText(result)`.
  mutating func write(_ result: CheckResult, text: String) -> String
}

extension ConcurrentCheckReportWriter {
  public mutating func write(_ result: CheckResult) -> String {
    write(result, text: resultText(result))
  }
}
