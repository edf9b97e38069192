import TypeFitCheck

/// Writes one JSON document, streamed: the run's settings, one result per line as results
/// arrive, then the summary and the read problems. The schema is in Docs/Output.md.
///
/// ```json
/// {"tool":{"name":"TypeFit","version":"0.2.0"},"fonts":{…},"profile":"ios18","contexts":[…],
/// "categories":["xSmall",…],"results":[
/// {"key":"settings.privacy","locale":"de",…,"contexts":[{"context":0,"categories":[…],"findings":[…]}]}
/// ],"summary":{…},"diagnostics":[]}
/// ```
///
/// Memory does not grow with the number of results.
public struct JSONReportWriter: CheckReportWriter {
  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var resultCount = 0

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    resultCount = 0
    let head: [(String, JSONValue)] = [
      ("tool", ReportJSON.tool(version: info.toolVersion)),
      ("fonts", ReportJSON.fonts(info)),
      ("profile", .string(info.profileID)),
      ("inputs", .array(info.inputs.map { .string(ReportPath.relative($0, to: options.sourceRoot)) })),
      ("contexts", .array(info.contexts.map(ReportJSON.context))),
      ("categories", ReportJSON.categories(info)),
    ]
    let fields = head.map { JSONValue.string($0.0).serialized() + ":" + $0.1.serialized() }
    return "{" + fields.joined(separator: ",\n") + ",\n\"results\":["
  }

  public mutating func write(_ result: CheckResult) -> String {
    defer { resultCount += 1 }
    let separator = resultCount == 0 ? "\n" : ",\n"
    return separator + ReportJSON.result(result, sourceRoot: options.sourceRoot).serialized()
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    let close = resultCount == 0 ? "]" : "\n]"
    return close + ",\n\"summary\":" + ReportJSON.summary(summary).serialized() + ",\n\"diagnostics\":"
      + ReportJSON.diagnostics(summary.diagnostics, sourceRoot: options.sourceRoot).serialized() + "}\n"
  }
}
