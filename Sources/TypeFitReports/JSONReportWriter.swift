import TypeFitCheck

/// Writes one JSON document, streamed: the run's settings, one result per line as results
/// arrive (each with its role), then the problems (the findings grouped once per key, rule,
/// part and context with their locales, `ProblemList`), the summary and the read problems.
/// The schema is in Docs/Output.md.
///
/// ```json
/// {"tool":{"name":"TypeFit","version":"0.2.0"},"fonts":{…},"profile":"ios18","contexts":[…],
/// "categories":["xSmall",…],"results":[
/// {"key":"settings.privacy","locale":"de",…,"contexts":[{"context":0,"categories":[…],"findings":[…]}]}
/// ],"summary":{…},"diagnostics":[]}
/// ```
///
/// Memory grows with the number of problems, not with the number of results.
public struct JSONReportWriter: ConcurrentCheckReportWriter {
  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var resultCount = 0
  private var problems = ProblemList()

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    resultCount = 0
    problems = ProblemList(sourceRoot: options.sourceRoot)
    var head: [(String, JSONValue)] = [
      ("tool", ReportJSON.tool(version: info.toolVersion)),
      ("fonts", ReportJSON.fonts(info)),
      ("profile", .string(info.profileID)),
      ("inputs", .array(info.inputs.map { .string(ReportPath.relative($0, to: options.sourceRoot)) })),
      ("contexts", .array(info.contexts.map(ReportJSON.context))),
      ("categories", ReportJSON.categories(info)),
      ("minSeverity", .string(info.minimumSeverity.rawValue)),
    ]
    if let file = info.configurationFile {
      head.append(("config", .string(ReportPath.relative(file, to: options.sourceRoot))))
    }
    // Only in a sharded run, so unsharded output is as before; `typefit merge` checks and removes it.
    if let shard = info.shard { head.append((ReportMerger.shardKey, ReportJSON.shard(shard))) }
    let fields = head.map { JSONValue.string($0.0).serialized() + ":" + $0.1.serialized() }
    return "{" + fields.joined(separator: ",\n") + ",\n\"results\":["
  }

  public var resultText: @Sendable (CheckResult) -> String {
    let sourceRoot = options.sourceRoot
    return { ReportJSON.result($0, sourceRoot: sourceRoot).serialized() }
  }

  public mutating func write(_ result: CheckResult, text: String) -> String {
    defer { resultCount += 1 }
    problems.add(result)
    return (resultCount == 0 ? "\n" : ",\n") + text
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    let close = resultCount == 0 ? "]" : "\n]"
    let grouped = problems.ranked.map { ReportJSON.problem($0, allLocales: summary.locales).serialized() }
    let problemsText = grouped.isEmpty ? "[]" : "[\n" + grouped.joined(separator: ",\n") + "\n]"
    return close + ",\n\"problems\":" + problemsText
      + SourceFindingReport.jsonMember(summary.sourceFindings, sourceRoot: options.sourceRoot)
      + ",\n\"summary\":"
      + ReportJSON.summary(summary).serialized() + ",\n\"diagnostics\":"
      + ReportJSON.diagnostics(summary.diagnostics, sourceRoot: options.sourceRoot).serialized() + "}\n"
  }
}
