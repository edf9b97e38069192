import TypeFitCheck
import TypeFitRow

/// A check report format. Writers are fed as a run streams: `begin` once, `write` per
/// result in input order, `finish` once with the totals; each returns the text to append to
/// the output, so memory stays bounded by what a format must keep (findings for SARIF/JUnit).
public protocol CheckReportWriter {
  /// Text for the head of the report.
  mutating func begin(_ info: CheckRunInfo) -> String
  /// Text for one result (possibly empty when the format writes everything at the end).
  mutating func write(_ result: CheckResult) -> String
  /// Text for the end of the report.
  mutating func finish(_ summary: CheckSummary) -> String
  /// The layouts this format reads from each ``RowReport``; a batch run can keep only those
  /// (``BatchChecker/layoutRetention``). Default: all of them.
  var layoutRetention: LayoutRetention { get }
}

extension CheckReportWriter {
  public var layoutRetention: LayoutRetention { .all }
}
