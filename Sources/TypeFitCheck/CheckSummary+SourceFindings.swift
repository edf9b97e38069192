import TypeFitDiscovery
import TypeFitRow

extension CheckSummary {
  /// Adds the source rules' findings (already through ``SourceFindingPolicy``): kept in
  /// ``sourceFindings`` and counted by rule and severity. They belong to no string, so the
  /// counts by locale, category and role and ``rowsWithFindings`` do not change.
  public mutating func add(sourceFindings findings: [SourceFinding]) {
    sourceFindings += findings
    for finding in findings {
      findingsByRule[finding.ruleID, default: 0] += 1
      highestSeverityByRule[finding.ruleID] = max(
        highestSeverityByRule[finding.ruleID] ?? finding.severity, finding.severity)
      findingsBySeverity[finding.severity, default: 0] += 1
    }
  }

  /// The most severe finding reported on the Swift sources, or `nil` when there is none.
  public var worstSourceSeverity: Severity? { sourceFindings.map(\.severity).max() }
}
