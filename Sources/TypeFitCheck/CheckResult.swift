import TypeFitDynamicType
import TypeFitRow

/// The outcome of one ``CheckItem`` in every layout context of the run.
public struct CheckResult: Sendable, Hashable, Codable {
  /// The checked row and its provenance.
  public var item: CheckItem
  /// One report per layout context, in the run's context order; empty when it failed.
  public var reports: [RowReport]
  /// Why the row could not be laid out at all (a measurement failure other than missing
  /// glyphs, which are findings); `nil` when it was.
  public var failure: String?

  public init(item: CheckItem, reports: [RowReport], failure: String? = nil) {
    self.item = item
    self.reports = reports
    self.failure = failure
  }

  /// All findings, context by context, each with the index of its context.
  public var findings: [FindingInContext] {
    reports.enumerated().flatMap { index, report in
      report.findings.map { FindingInContext(context: index, finding: $0) }
    }
  }

  /// The most severe finding's severity, or `nil` when clean.
  public var worstSeverity: Severity? {
    // Read where the findings are: the command asks it of every result, and an array of all the
    // findings and one of their severities cost about 2,000 instructions a result. Each severity
    // is read in its finding by index: a `for … in` loop copied every finding out and destroyed
    // it (about 180 instructions a finding, perf31).
    var worst: Severity?
    for report in reports {
      for index in report.findings.indices {
        let severity = report.findings[index].severity
        if worst.map({ severity > $0 }) ?? true { worst = severity }
      }
    }
    return worst
  }
}
