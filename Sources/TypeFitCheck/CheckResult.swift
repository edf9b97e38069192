import TypeFitDynamicType
import TypeFitRow

/// The outcome of one ``CheckItem`` in every layout context of the run.
public struct CheckResult: Sendable, Hashable {
  /// The checked row and its provenance.
  public var item: CheckItem
  /// One report per layout context, in the run's context order.
  public var reports: [RowReport]

  public init(item: CheckItem, reports: [RowReport]) {
    self.item = item
    self.reports = reports
  }

  /// All findings, context by context.
  public var findings: [(context: Int, finding: Finding)] {
    reports.enumerated().flatMap { index, report in report.findings.map { (index, $0) } }
  }

  /// The most severe finding's severity, or `nil` when clean.
  public var worstSeverity: Severity? { reports.flatMap(\.findings).map(\.severity).max() }
}
