import TypeFitCheck
import TypeFitRow

/// Writes one JSON object per line: one per (key, locale, variant, context, category) as
/// results stream in, then one `{"type":"summary",…}` line.
///
/// ```json
/// {"type":"result","key":"settings.privacy","locale":"de",…,"context":0,"device":"iPhone SE (3rd generation)",
///  "width":375,"category":"xxLarge","height":68.667,"labels":[…],"findings":["TF001"]}
/// ```
///
/// A line's `findings` lists the rules that hold at its category; findings that do not depend
/// on the category (TF004, TF005) are listed on every line of the context. A row that could
/// not be measured (TF004) has one line per context with `"category":null`. The summary line
/// has the true totals. Before it, one `{"type":"problem",…}` line per problem: the findings
/// grouped once per key, rule, part and context, with their locales (`ProblemList`). The
/// schema is in Docs/Output.md.
public struct NDJSONReportWriter: ConcurrentCheckReportWriter {
  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var toolVersion = ""
  private var shard: Shard?
  private var problems = ProblemList()

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    toolVersion = info.toolVersion
    shard = info.shard
    problems = ProblemList(sourceRoot: options.sourceRoot)
    return ""
  }

  public var resultText: @Sendable (CheckResult) -> String {
    let sourceRoot = options.sourceRoot
    let widths = contexts.map(\.screenWidth)
    return { Self.lines(of: $0, sourceRoot: sourceRoot, widths: widths) }
  }

  public mutating func write(_ result: CheckResult, text: String) -> String {
    problems.add(result)
    return text
  }

  /// The result's lines: one per context and category.
  private static func lines(of result: CheckResult, sourceRoot: String?, widths: [Double]) -> String {
    let head =
      [("type", JSONValue.string("result"))] + ReportJSON.position(result.item)
      + ReportJSON.source(result.item, sourceRoot: sourceRoot)
    var output: [UInt8] = []
    output.reserveCapacity(1024 * max(1, result.reports.count))
    var prefix: [UInt8] = []
    for (index, report) in result.reports.enumerated() {
      var contextFields: [(String, JSONValue)] = [
        ("context", .int(index)), ("device", .string(report.deviceName)),
      ]
      if index < widths.count { contextFields.append(("width", .number(widths[index]))) }
      contextFields.append(("profile", .string(report.profileID)))
      // Every line of the context starts with the same members: written once.
      prefix.removeAll(keepingCapacity: true)
      prefix.append(UInt8(ascii: "{"))
      JSONValue.writeMembers(head + contextFields, to: &prefix)
      prefix.append(UInt8(ascii: ","))
      if report.layouts.isEmpty {
        output.append(contentsOf: prefix)
        JSONValue.writeMembers([("category", .null), ("findings", rules(report.findings))], to: &output)
        output.append(contentsOf: "}\n".utf8)
        continue
      }
      for layout in report.layouts {
        let holding = report.findings.filter {
          $0.categories.isEmpty || $0.categories.contains(layout.category)
        }
        output.append(contentsOf: prefix)
        JSONValue.writeMembers(
          [("category", .string(layout.category.name))] + ReportJSON.layoutFields(layout)
            + [("findings", rules(holding))], to: &output)
        output.append(contentsOf: "}\n".utf8)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    var output = ""
    for problem in problems.ranked {
      guard case .object(let fields) = ReportJSON.problem(problem, allLocales: summary.locales) else {
        continue
      }
      output += JSONValue.object([("type", .string("problem"))] + fields).serialized() + "\n"
    }
    output += SourceFindingReport.ndjsonLines(summary.sourceFindings, sourceRoot: options.sourceRoot)
    var line: [(String, JSONValue)] = [
      ("type", .string("summary")),
      ("tool", ReportJSON.tool(version: toolVersion)),
    ]
    // Only in a sharded run, so unsharded output is as before; `typefit merge` checks and removes it.
    if let shard { line.append((ReportMerger.shardKey, ReportJSON.shard(shard))) }
    line += [
      ("summary", ReportJSON.summary(summary)),
      ("diagnostics", ReportJSON.diagnostics(summary.diagnostics, sourceRoot: options.sourceRoot)),
    ]
    return output + JSONValue.object(line).serialized() + "\n"
  }

  /// Rule ids of findings, in the report's order, each once.
  private static func rules(_ findings: [Finding]) -> JSONValue {
    var seen: [RuleID] = []
    for finding in findings where !seen.contains(finding.ruleID) { seen.append(finding.ruleID) }
    return .array(seen.map { .string($0.rawValue) })
  }
}
