import Synchronization
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
  private var settings: [String: String] = [:]
  /// In a sharded run, what the JSON head says of the run (``ReportMerger/runKey``), so that
  /// `typefit merge` refuses shards of different runs; it removes the member.
  private var run: JSONValue?
  private var problems = ProblemList()
  /// In a sharded run, the lines written before the summary line, by type (``ShardLineCounts``).
  private var lineCounts = ShardLineCounts.Counts()
  /// The result lines of the texts made so far, counted where ``resultText`` makes them:
  /// ``record(_:into:)`` cannot count them (a caller may have removed the layouts,
  /// ``CheckResult/keepOnlyFindingLayouts()``).
  private var resultLines = LineTally()
  /// The rows written without a result line (a spoken text, which is not laid out; a row whose
  /// layout failed): counted in `summary.rows`, with a position, but no line holds it
  /// (``ShardLineCounts/rowsWithoutLinesKey``).
  private var rowsWithoutLines = 0

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  /// Each label's numbers and the visible text of a cut one: all this report writes.
  public var layoutRetention: LayoutRetention { .allWithoutLines }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    toolVersion = info.toolVersion
    shard = info.shard
    settings = info.settings
    run = info.shard.map { _ in .object(ReportJSON.run(info, sourceRoot: options.sourceRoot)) }
    problems = ProblemList(sourceRoot: options.sourceRoot)
    lineCounts = ShardLineCounts.Counts()
    resultLines = LineTally()
    rowsWithoutLines = 0
    return ""
  }

  public var resultText: @Sendable (CheckResult, inout [UInt8]) -> Void {
    let paths = QuotedFilePaths(sourceRoot: options.sourceRoot)
    let widths = contexts.map(\.screenWidth)
    let contextMembers = contexts.enumerated().map { index, context in
      ContextMembers(index: index, context: context, widths: widths)
    }
    let layoutWriter = LayoutJSONWriter()
    let tally = resultLines
    return {
      Self.lines(
        of: $0, paths: paths, widths: widths, contextMembers: contextMembers,
        layoutWriter: layoutWriter, to: &$1)
      tally.add(lines: $0)
    }
  }

  /// One line per layout (about 400 bytes on a String Catalog: the result's members, the
  /// context's and the layout's), plus about 160 bytes per finding.
  public var approximateTextByteCount: @Sendable (CheckResult) -> Int {
    { Self.approximateTextByteCount(of: $0) }
  }

  private static func approximateTextByteCount(of result: CheckResult) -> Int {
    var count = 0
    for report in result.reports { count += report.layouts.count * 448 + report.findings.count * 160 }
    return count
  }

  public mutating func record(_ result: CheckResult, into output: inout [UInt8]) {
    problems.add(result)
    // No context, no line (a spoken text): the merge learns of the row from the summary line.
    if result.reports.isEmpty { rowsWithoutLines += 1 }
  }

  /// Appends the result's lines: one per context and category.
  private static func lines(
    of result: CheckResult, paths: QuotedFilePaths, widths: [Double], contextMembers: [ContextMembers],
    layoutWriter: LayoutJSONWriter, to output: inout [UInt8]
  ) {
    // Every line of the result starts with the same members, then those of its context:
    // the first written once per result, the second once per run (`contextMembers`).
    var prefix: [UInt8] = []
    prefix.reserveCapacity(512)
    LayoutJSONWriter.append(#"{"type":"result","#, to: &prefix)
    ItemJSONWriter.writeSourceMembers(of: result.item, paths: paths, to: &prefix)
    prefix.append(UInt8(ascii: ","))
    let headCount = prefix.count
    var holding: [RuleMask] = []
    var members = ReusedLayoutMembers()
    // The lines gathered in one scratch for the result, appended to `output` a few at a time:
    // appended one by one, each cost about 150 instructions more than its copy.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: linesScratchBytes) { buffer in
      var scratch = ByteScratch(buffer)
      for (index, report) in result.reports.enumerated() {
        prefix.removeSubrange(headCount...)
        if index < contextMembers.count, contextMembers[index].describes(report) {
          prefix.append(contentsOf: contextMembers[index].bytes)
        } else {
          ContextMembers.write(index: index, report: report, widths: widths, to: &prefix)
        }
        if report.layouts.isEmpty {
          scratch.flush(to: &output)
          output.append(contentsOf: prefix)
          JSONValue.writeMembers([("category", .null), ("findings", rules(report.findings))], to: &output)
          LayoutJSONWriter.append("}\n", to: &output)
          continue
        }
        // Each finding's rule and the categories it holds at, as bits (all when it names none).
        holding.removeAll(keepingCapacity: true)
        for finding in report.findings {
          var categories: UInt64 = finding.categories.isEmpty ? ~0 : 0
          for category in finding.categories { categories |= 1 << UInt64(category.rawValue) }
          holding.append(RuleMask(rule: finding.ruleID, categories: categories))
        }
        members.startContext(report.layouts)
        report.layouts.withUnsafeBufferPointer { layouts in
          for layoutIndex in layouts.indices {
            let bit: UInt64 = 1 << UInt64(layouts[layoutIndex].category.rawValue)
            members.write(at: layoutIndex, with: layoutWriter) { layoutMembers in
              line(
                prefix: prefix, members: layoutMembers, holding: holding, bit: bit, scratch: &scratch,
                output: &output)
            }
          }
        }
      }
      scratch.flush(to: &output)
    }
  }

  /// The bytes of the scratch a result's lines are gathered in: about nine lines of a String
  /// Catalog, and a copy of less than 4 KiB at each flush (where `memcpy` still copies by
  /// vectors, not by `rep movsb`).
  static let linesScratchBytes = 4096

  /// One layout's line: the result's and context's members (`prefix`), the layout's, and the
  /// rules that hold at its category (`bit`), added to `scratch`, which is flushed to `output`
  /// when the line does not fit. A line longer than the scratch (a long key or visible text)
  /// has its members appended to `output` directly.
  private static func line(
    prefix: [UInt8], members: UnsafeBufferPointer<UInt8>, holding: [RuleMask], bit: UInt64,
    scratch: inout ByteScratch, output: inout [UInt8]
  ) {
    // Room kept for what follows the members: `,"findings":[` (14 bytes), then a rule and its
    // comma (8) or `]}` and the line's end.
    let tail = 32
    if prefix.count + members.count + tail > scratch.room { scratch.flush(to: &output) }
    if prefix.count + members.count + tail <= scratch.room {
      scratch.append(prefix)
      scratch.append(members)
    } else {
      output.append(contentsOf: prefix)
      output.append(contentsOf: members)
    }
    scratch.append(#","findings":["#)
    var written = 0
    for (index, entry) in holding.enumerated() where entry.categories & bit != 0 {
      // Each rule once, where it first holds (the findings' order).
      guard !holding[..<index].contains(where: { $0.rule == entry.rule && $0.categories & bit != 0 })
      else {
        continue
      }
      if scratch.room < tail { scratch.flush(to: &output) }
      if written > 0 { scratch.append(UInt8(ascii: ",")) }
      scratch.append(FindingJSONWriter.quotedID(of: entry.rule))
      written += 1
    }
    if scratch.room < tail { scratch.flush(to: &output) }
    scratch.append("]}\n")
  }

  /// The members a line writes for its context (`"context":…,"device":…,"width":…,"profile":…,`),
  /// made once per run for each of the run's contexts; used for a report made in that context.
  private struct ContextMembers: Sendable {
    var deviceName: String
    var profileID: String
    var bytes: [UInt8] = []

    init(index: Int, context: LayoutContext, widths: [Double]) {
      deviceName = context.device.name
      profileID = context.profile.id
      Self.write(index: index, deviceName: deviceName, profileID: profileID, widths: widths, to: &bytes)
    }

    /// Whether `report` was made in this context: the members name its device and profile.
    func describes(_ report: RowReport) -> Bool {
      report.deviceName == deviceName && report.profileID == profileID
    }

    static func write(index: Int, report: RowReport, widths: [Double], to output: inout [UInt8]) {
      write(
        index: index, deviceName: report.deviceName, profileID: report.profileID, widths: widths, to: &output)
    }

    /// The members of the context at `index`, and the comma after them.
    private static func write(
      index: Int, deviceName: String, profileID: String, widths: [Double], to output: inout [UInt8]
    ) {
      var fields: [(String, JSONValue)] = [("context", .int(index)), ("device", .string(deviceName))]
      if index < widths.count { fields.append(("width", .number(widths[index]))) }
      fields.append(("profile", .string(profileID)))
      JSONValue.writeMembers(fields, to: &output)
      output.append(UInt8(ascii: ","))
    }
  }

  /// The result lines written by ``lines(of:paths:widths:contextMembers:layoutWriter:to:)``,
  /// added up by the threads that write them.
  private final class LineTally: Sendable {
    private let count = Atomic(0)

    /// Adds the lines of `result`'s text: one per layout, or one for a context without any.
    func add(lines result: CheckResult) {
      var lines = 0
      for report in result.reports { lines += max(report.layouts.count, 1) }
      count.add(lines, ordering: .relaxed)
    }

    /// The lines added so far; read once every text is made.
    var total: Int { count.load(ordering: .relaxed) }
  }

  /// A finding's rule and the categories it holds at, one bit per category raw value.
  private struct RuleMask {
    var rule: RuleID
    var categories: UInt64
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    let ranked = problems.ranked
    // Named once for every problem's headline.
    let contextNames = ContextNames(contexts)
    lineCounts.results = resultLines.total
    lineCounts.problems = ranked.count
    // One problem line a piece, so the problems' text is never held whole (A16-6).
    for problem in ranked {
      sink.append { lines in
        LayoutJSONWriter.append(#"{"type":"problem","#, to: &lines)
        ProblemJSONWriter.writeMembers(
          problem, allLocales: summary.locales, contexts: contexts, contextNames: contextNames, to: &lines)
        LayoutJSONWriter.append("}\n", to: &lines)
      }
    }
    let sourceLines = SourceFindingReport.ndjsonLines(summary.sourceFindings, sourceRoot: options.sourceRoot)
    lineCounts.sourceFindings = sourceLines.utf8.count { $0 == UInt8(ascii: "\n") }
    sink.append(sourceLines)
    var line: [(String, JSONValue)] = [
      ("type", .string("summary")),
      ("tool", ReportJSON.tool(version: toolVersion)),
    ]
    // Only in a sharded run, so unsharded output is as before; `typefit merge` checks and removes it.
    if let shard { line.append((ReportMerger.shardKey, ReportJSON.shard(shard))) }
    if let run {
      line.append((ReportMerger.runKey, run))
      // What the lines above hold, so that the merge finds a line removed or added.
      line.append((ShardLineCounts.key, ShardLineCounts.member(lineCounts)))
      // The rows no line holds, when there are: the merge counts the run's rows (and the
      // positions it allows) with them (the sixty-first attack's A61-7).
      if rowsWithoutLines > 0 {
        line.append((ShardLineCounts.rowsWithoutLinesKey, .int(rowsWithoutLines)))
      }
      // What every shard planned, so that the merge finds a shard run on another input.
      if let digest = summary.inputDigest { line.append((ReportMerger.inputDigestKey, .string(digest))) }
    }
    // Only when set, as in the JSON head: `typefit merge` refuses shards whose settings differ.
    if !settings.isEmpty {
      let sorted = settings.sorted { $0.key < $1.key }
      line.append(("settings", .object(sorted.map { ($0.key, JSONValue.string($0.value)) })))
    }
    line += [
      ("summary", ReportJSON.summary(summary)),
      ("diagnostics", ReportJSON.diagnostics(summary.diagnostics, sourceRoot: options.sourceRoot)),
    ]
    sink.append(JSONValue.object(line).serialized() + "\n")
  }

  /// Rule ids of findings, in the report's order, each once.
  private static func rules(_ findings: [Finding]) -> JSONValue {
    var seen: [RuleID] = []
    for finding in findings where !seen.contains(finding.ruleID) { seen.append(finding.ruleID) }
    return .array(seen.map { .string($0.rawValue) })
  }
}
