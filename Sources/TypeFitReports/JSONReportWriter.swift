import TypeFitCheck
import TypeFitRow

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
/// A sharded run (``CheckRunInfo/shard``) writes `"shard"` as the head's last member, and
/// before `"summary"` the lines it holds of each type (`ShardLineCounts`) and the input's
/// digest (``CheckSummary/inputDigest``), each member on a line of its own; `typefit merge`
/// checks and removes them.
///
/// Memory grows with the number of problems, not with the number of results.
public struct JSONReportWriter: ConcurrentCheckReportWriter {
  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var resultCount = 0
  private var problems = ProblemList()
  /// Whether the run is sharded: its tail then counts its lines (`ShardLineCounts`) and
  /// carries the input's digest, which `typefit merge` checks and removes.
  private var sharded = false
  private var contexts: [LayoutContext] = []

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  /// Each label's numbers and the visible text of a cut one: all this report writes.
  public var layoutRetention: LayoutRetention { .allWithoutLines }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    resultCount = 0
    problems = ProblemList(sourceRoot: options.sourceRoot)
    sharded = info.shard != nil
    contexts = info.contexts
    var head: [(String, JSONValue)] =
      [("tool", ReportJSON.tool(version: info.toolVersion))]
      + ReportJSON.run(info, sourceRoot: options.sourceRoot)
    if !info.settings.isEmpty {
      let sorted = info.settings.sorted { $0.key < $1.key }
      head.append(("settings", .object(sorted.map { ($0.key, JSONValue.string($0.value)) })))
    }
    // Only in a sharded run, so unsharded output is as before; `typefit merge` checks and removes it.
    if let shard = info.shard { head.append((ReportMerger.shardKey, ReportJSON.shard(shard))) }
    let fields = head.map { JSONValue.string($0.0).serialized() + ":" + $0.1.serialized() }
    return "{" + fields.joined(separator: ",\n") + ",\n\"results\":["
  }

  public var resultText: @Sendable (CheckResult, inout [UInt8]) -> Void {
    let paths = QuotedFilePaths(sourceRoot: options.sourceRoot)
    let layoutWriter = LayoutJSONWriter()
    return { Self.write($0, paths: paths, layoutWriter: layoutWriter, to: &$1) }
  }

  /// About 150 bytes per layout on a String Catalog, plus about 160 bytes per finding and
  /// 512 for the result's own members.
  public var approximateTextByteCount: @Sendable (CheckResult) -> Int {
    { Self.approximateTextByteCount(of: $0) }
  }

  private static func approximateTextByteCount(of result: CheckResult) -> Int {
    var count = 512
    for report in result.reports { count += report.layouts.count * 176 + report.findings.count * 160 }
    return count
  }

  public mutating func record(_ result: CheckResult, into output: inout [UInt8]) {
    problems.add(result)
    if resultCount == 0 {
      output.append(UInt8(ascii: "\n"))
    } else {
      LayoutJSONWriter.append(",\n", to: &output)
    }
    resultCount += 1
  }

  /// Appends one result as ``ReportJSON/result(_:sourceRoot:)`` serializes it, with the
  /// layouts written straight into bytes.
  private static func write(
    _ result: CheckResult, paths: QuotedFilePaths, layoutWriter: LayoutJSONWriter, to output: inout [UInt8]
  ) {
    output.append(UInt8(ascii: "{"))
    ItemJSONWriter.writeSourceMembers(of: result.item, paths: paths, to: &output)
    output.append(UInt8(ascii: ","))
    ItemJSONWriter.writeTextsMembers(of: result.item, to: &output)
    LayoutJSONWriter.append(#","contexts":["#, to: &output)
    var members = ReusedLayoutMembers()
    for (index, report) in result.reports.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      LayoutJSONWriter.append(#"{"context":"#, to: &output)
      DecimalText.append(index, to: &output)
      LayoutJSONWriter.append(#","categories":["#, to: &output)
      members.startContext(report.layouts)
      members.writeObjects(with: layoutWriter, to: &output)
      LayoutJSONWriter.append(#"],"findings":"#, to: &output)
      FindingJSONWriter.writeArray(report.findings, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    LayoutJSONWriter.append("]}", to: &output)
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    let ranked = problems.ranked
    // Named once for every problem's headline.
    let contextNames = ContextNames(contexts)
    sink.append((resultCount == 0 ? "]" : "\n]") + ",\n\"problems\":" + (ranked.isEmpty ? "[]" : ""))
    // One problem a piece, so the problems' text is never held whole (A16-6).
    for (index, problem) in ranked.enumerated() {
      sink.append { output in
        LayoutJSONWriter.append(index == 0 ? "[\n{" : ",\n{", to: &output)
        ProblemJSONWriter.writeMembers(
          problem, allLocales: summary.locales, contexts: contexts, contextNames: contextNames, to: &output)
        output.append(UInt8(ascii: "}"))
      }
    }
    if !ranked.isEmpty { sink.append("\n]") }
    let sourceMember = SourceFindingReport.jsonMember(summary.sourceFindings, sourceRoot: options.sourceRoot)
    sink.append(sourceMember)
    if sharded {
      // Only in a sharded run, so unsharded output is as before; `typefit merge` checks and
      // removes them: what the lines above hold (one result, problem or source finding a
      // line), so that the merge finds a line removed or added, and what every shard planned,
      // so that it finds a shard run on another input.
      let counts = ShardLineCounts.Counts(
        results: resultCount, problems: ranked.count,
        sourceFindings: sourceMember.utf8.count { $0 == UInt8(ascii: "\n") } - (sourceMember.isEmpty ? 0 : 2))
      sink.append(
        ",\n" + JSONValue.string(ShardLineCounts.key).serialized() + ":"
          + ShardLineCounts.member(counts).serialized())
      if let digest = summary.inputDigest {
        sink.append(
          ",\n" + JSONValue.string(ReportMerger.inputDigestKey).serialized() + ":"
            + JSONValue.string(digest).serialized())
      }
    }
    sink.append(
      ",\n\"summary\":" + ReportJSON.summary(summary).serialized() + ",\n\"diagnostics\":"
        + ReportJSON.diagnostics(summary.diagnostics, sourceRoot: options.sourceRoot).serialized() + "}\n")
  }
}
