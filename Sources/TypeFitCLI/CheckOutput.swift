import Foundation
import TypeFit

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
  mutating func finish(_ summary: CheckSummary) -> String { writer.finish(summary) }

  /// The number of SARIF results written, after ``finish(_:)``; `nil` for other formats.
  var sarifResultCount: Int? { (writer as? SARIFReportWriter)?.resultCount }
}
