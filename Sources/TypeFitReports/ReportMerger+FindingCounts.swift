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

  /// Why a JSON or NDJSON report's run checked nothing (its summary's `"nothingChecked"`), or
  /// `nil` when it checked something.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` as ``readErrors(in:name:)`` does.
  public static func nothingChecked(in report: String, name: String) throws(ReportMergeError) -> String? {
    try summary(in: report, name: name).nothingChecked
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
      members = jsonHeadMembers(of: report)
    case .ndjson:
      let run = ReportHeadDifference.members(of: lastLine(of: report)).first {
        $0.name == "\"" + runKey + "\""
      }
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

  /// The name under a report's `"settings"` of the `failOn` of the `typefit.json` the run read
  /// (`"error"`, `"warning"` or `"never"`), written whether or not `--fail-on` overrode it.
  public static let configuredFailOnSetting = "config-fail-on"

  /// The `failOn` of the `typefit.json` a JSON or NDJSON report's run read, from its settings
  /// (the JSON head's `"settings"`, the `"settings"` of an NDJSON summary line):
  /// `typefit merge` without `--fail-on` judges by it, as `typefit check` does (A21-5).
  ///
  /// - Returns: `"error"`, `"warning"` or `"never"`; `nil` when the run read no `failOn`.
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the setting holds another
  ///   value.
  public static func configuredFailOn(in report: String, name: String) throws(ReportMergeError) -> String? {
    let members: [(name: String, value: String)]
    switch format(of: report) {
    case .json: members = jsonHeadMembers(of: report)
    case .ndjson: members = ReportHeadDifference.members(of: lastLine(of: report))
    default: return nil
    }
    guard let settings = members.first(where: { $0.name == "\"settings\"" })?.value else { return nil }
    let key = "\"" + configuredFailOnSetting + "\""
    guard
      let value = ReportHeadDifference.members(of: settings[...]).first(where: { $0.name == key })?.value
    else { return nil }
    let threshold = value.count >= 2 ? String(value.dropFirst().dropLast()) : value
    guard value.hasPrefix("\""), value.hasSuffix("\""), ["error", "warning", "never"].contains(threshold)
    else {
      throw .malformed(
        report: name, reason: "its settings' \(key) is \(value.prefix(40)), which TypeFit does not write")
    }
    return threshold
  }

  /// The members of a JSON report's head, before `"results"`.
  private static func jsonHeadMembers(of report: String) -> [(name: String, value: String)] {
    guard let results = report.range(of: "\n\"results\":[") else { return [] }
    return ReportHeadDifference.members(of: report[..<results.lowerBound])
  }

  /// The last line of an NDJSON report (its summary), found from the end without splitting the
  /// whole report.
  private static func lastLine(of report: String) -> Substring {
    let body = report.hasSuffix("\n") ? report.dropLast() : report[...]
    return body.lastIndex(of: "\n").map { body[body.index(after: $0)...] } ?? body
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
      tail = lastLine(of: report)
    default:
      throw .malformed(report: name, reason: "not a JSON or NDJSON report")
    }
    let separator = format(of: report) == .json ? ",\n" : ","
    return try ShardSummary(summaryAndRest(tail, separator: separator, report: name).summary, report: name)
  }
}
