/// The formats `typefit check --format` writes (Docs/Output.md), each with its writer.
///
/// ```swift
/// var writer = ReportFormat.json.makeWriter(ReportOptions())
/// var output = writer.begin(info)
/// for result in results { output += writer.write(result) }
/// output += writer.finish(summary)
/// ```
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// A readable summary and the worst offenders (``TextReportWriter``).
  case text
  /// One JSON document (``JSONReportWriter``; schema in Docs/Output.md).
  case json
  /// One JSON object per line (``NDJSONReportWriter``).
  case ndjson
  /// SARIF 2.1.0 for code scanning (``SARIFReportWriter``).
  case sarif
  /// JUnit XML for CI test reports (``JUnitReportWriter``).
  case junit
  /// Compiler-style `path:line:column: error: message [TF001]` lines for Xcode's Run Script
  /// build phases (``XcodeReportWriter``).
  case xcode
  /// GitHub Actions workflow commands, `::error file=…,line=…::message`, which annotate a pull
  /// request (``GitHubActionsReportWriter``).
  case github

  /// The usual file extension of the format, without the dot.
  public var fileExtension: String {
    switch self {
    case .text: "txt"
    case .json: "json"
    case .ndjson: "ndjson"
    case .sarif: "sarif"
    case .junit: "xml"
    case .xcode, .github: "txt"
    }
  }

  /// A fresh writer for one report in this format.
  ///
  /// - Parameter options: colour, offender limit, help URL base and source root.
  /// - Returns: a writer to feed `begin`, `write` per result, then `finish`.
  public func makeWriter(_ options: ReportOptions = ReportOptions()) -> any CheckReportWriter {
    switch self {
    case .text: TextReportWriter(options: options)
    case .json: JSONReportWriter(options: options)
    case .ndjson: NDJSONReportWriter(options: options)
    case .sarif: SARIFReportWriter(options: options)
    case .junit: JUnitReportWriter(options: options)
    case .xcode: XcodeReportWriter(options: options)
    case .github: GitHubActionsReportWriter(options: options)
    }
  }
}
