import Foundation
import TypeFit
import TypeFitConcurrency

/// The report a check writes, in the format asked for.
struct CheckOutput {
  /// Every `--format` value `check` accepts.
  static let formatNames = ReportFormat.allCases.map(\.rawValue) + ["html"]

  private var writer: any CheckReportWriter

  /// - Throws: ``UsageError`` for a format that cannot be written.
  init(format: String, color: Bool, engine: TextEngine, contexts: [LayoutContext]) throws {
    if format == "html" {
      writer = HTMLReportWriter(engine: engine, contexts: contexts)
      return
    }
    guard let reportFormat = ReportFormat(rawValue: format) else {
      throw UsageError("unknown format '\(format)'; valid: \(Self.formatNames.joined(separator: ", "))")
    }
    writer = reportFormat.makeWriter(
      ReportOptions(color: color, sourceRoot: FileManager.default.currentDirectoryPath))
  }

  /// The layouts the chosen format reads (see ``BatchChecker/layoutRetention``).
  var layoutRetention: LayoutRetention { writer.layoutRetention }

  mutating func begin(_ info: CheckRunInfo) -> String { writer.begin(info) }
  mutating func write(_ result: CheckResult) -> String { writer.write(result) }

  /// The text of `results`, in their order; a ``ConcurrentCheckReportWriter`` makes each
  /// result's text on up to `workers` threads (`nil`: all cores). The same bytes as writing
  /// them one by one.
  mutating func write(_ results: [CheckResult], workers: Int?) -> String {
    guard var concurrent = writer as? any ConcurrentCheckReportWriter, results.count > 1 else {
      return results.reduce(into: "") { $0 += writer.write($1) }
    }
    let text = Self.write(results, with: &concurrent, workers: workers)
    writer = concurrent
    return text
  }

  private static func write<Writer: ConcurrentCheckReportWriter>(
    _ results: [CheckResult], with writer: inout Writer, workers: Int?
  ) -> String {
    let make = writer.resultText
    let texts = orderedConcurrentMap(count: results.count, workers: workers) { make(results[$0]) }
    var output = ""
    for (result, text) in zip(results, texts) { output += writer.write(result, text: text) }
    return output
  }
  mutating func finish(_ summary: CheckSummary) -> String { writer.finish(summary) }

  /// The number of SARIF results written, after ``finish(_:)``; `nil` for other formats.
  var sarifResultCount: Int? { (writer as? SARIFReportWriter)?.resultCount }
}
