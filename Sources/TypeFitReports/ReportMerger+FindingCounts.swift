import TypeFitCheck
import TypeFitRow

extension ReportMerger {
  /// How many findings of each severity a JSON or NDJSON report's summary counts
  /// (`summary.bySeverity`): for `typefit merge --fail-on`, which judges the merged report as
  /// `typefit check` judges its run.
  ///
  /// - Parameters:
  ///   - report: the text of a report ``merge(_:names:)`` made, or of any unsharded one.
  ///   - name: what errors call the report.
  /// - Returns: the counts by severity; a severity the summary does not list counts 0.
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the report has no readable
  ///   summary, or names a severity TypeFit does not write.
  public static func findingsBySeverity(in report: String, name: String) throws(ReportMergeError)
    -> [Severity: Int]
  {
    let summary = try summary(in: report, name: name)
    var counts: [Severity: Int] = [:]
    for (severityName, count) in summary.bySeverity {
      guard let severity = Severity(rawValue: severityName) else {
        throw .malformed(
          report: name, reason: "summary.bySeverity counts \"\(severityName)\", which TypeFit does not write")
      }
      counts[severity] = count
    }
    return counts
  }

  /// How many read errors (inputs or entries that could not be read) a JSON or NDJSON report's
  /// summary counts (`summary.readErrors`): `typefit merge` exits 3 when there are any, as
  /// `typefit check` does for its run.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the report has no readable
  ///   summary.
  public static func readErrors(in report: String, name: String) throws(ReportMergeError) -> Int {
    try summary(in: report, name: name).readErrors
  }

  /// The least severe finding a sharded JSON or NDJSON report holds: `--min-severity` as its
  /// shard ran, recorded as `"minSeverity"` in a JSON head and in the `"run"` member of a sharded
  /// NDJSON summary line. `typefit merge` refuses a `--fail-on` below it: findings less severe
  /// were never written, so the merge cannot count them.
  ///
  /// - Returns: the severity, or `nil` when the report records none where typefit writes it
  ///   (an unsharded NDJSON report).
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when it records one TypeFit does
  ///   not write.
  public static func minimumSeverity(in report: String, name: String) throws(ReportMergeError) -> Severity? {
    let key = "\"minSeverity\""
    let members: [(name: String, value: String)]
    switch format(of: report) {
    case .json:
      guard let results = report.range(of: "\n\"results\":[") else { return nil }
      members = ReportHeadDifference.members(of: report[..<results.lowerBound])
    case .ndjson:
      let body = report.hasSuffix("\n") ? report.dropLast() : report[...]
      let line = body.lastIndex(of: "\n").map { body[body.index(after: $0)...] } ?? body
      let run = ReportHeadDifference.members(of: line).first { $0.name == "\"" + runKey + "\"" }
      members = run.map { ReportHeadDifference.members(of: $0.value[...]) } ?? []
    default:
      return nil
    }
    guard let value = members.first(where: { $0.name == key })?.value else { return nil }
    guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2,
      let severity = Severity(rawValue: String(value.dropFirst().dropLast()))
    else {
      throw .malformed(
        report: name, reason: "its \(key) is \(value.prefix(40)), which TypeFit does not write")
    }
    return severity
  }

  /// The summary of a JSON report (its last member) or an NDJSON report (its last line).
  private static func summary(in report: String, name: String) throws(ReportMergeError) -> ShardSummary {
    let tail: Substring
    switch format(of: report) {
    case .json:
      guard let start = report.range(of: "\n\"summary\":", options: .backwards) else {
        throw .malformed(report: name, reason: "no summary")
      }
      tail = report[start.lowerBound...]
    case .ndjson:
      // The summary is the last line: found from the end, without splitting the whole report.
      let body = report.hasSuffix("\n") ? report.dropLast() : report[...]
      tail = body.lastIndex(of: "\n").map { body[body.index(after: $0)...] } ?? body
    default:
      throw .malformed(report: name, reason: "not a JSON or NDJSON report")
    }
    let separator = format(of: report) == .json ? ",\n" : ","
    return try ShardSummary(summaryAndRest(tail, separator: separator, report: name).summary, report: name)
  }
}
