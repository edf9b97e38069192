import TypeFitRow

/// Which findings a check reports, and at which severity: the rules that apply to each role
/// (``ItemRole/applies(_:)``), the configuration's rule levels (`"rules": {"TF008": "off"}`)
/// and the least severity reports contain (`--min-severity`).
///
/// Applied to every result before it is counted or written, so the summary and the reports see
/// the same findings. The findings below the least severity are counted apart
/// (``CheckSummary/findingsBelowMinimumSeverity``), so that `--fail-on` can judge them too.
///
/// ```swift
/// let policy = FindingPolicy(levels: [.labelWraps: .off, .accessoryTargetTooSmall: .severity(.warning)],
///                            minimumSeverity: .warning)
/// let kept = policy.apply(result)   // no TF008, TF003 as warnings, no notes
/// ```
public struct FindingPolicy: Sendable, Hashable {
  /// Rules switched off or re-levelled.
  public var levels: [RuleID: RuleLevel]
  /// Findings less severe than this (after re-levelling) are dropped.
  public var minimumSeverity: Severity

  public init(levels: [RuleID: RuleLevel] = [:], minimumSeverity: Severity = .note) {
    self.levels = levels
    self.minimumSeverity = minimumSeverity
  }

  /// The severity `finding` has for a string in `role` after the rule levels, or `nil` when its
  /// rule is off or does not apply to the role; the least severity is not applied (the finding
  /// is reported when the result is at least ``minimumSeverity``). Reads the finding in place.
  public func severity(of finding: borrowing Finding, role: ItemRole) -> Severity? {
    guard role.applies(finding.ruleID) else { return nil }
    if levels.isEmpty { return finding.severity }
    switch levels[finding.ruleID] {
    case .off: return nil
    case .severity(let severity): return severity
    case nil: return finding.severity
    }
  }

  /// The finding as reported for a string in `role`, or `nil` when it is not reported.
  public func apply(_ finding: Finding, role: ItemRole) -> Finding? {
    guard role.applies(finding.ruleID) else { return nil }
    var finding = finding
    switch levels[finding.ruleID] {
    case .off: return nil
    case .severity(let severity): finding.severity = severity
    case nil: break
    }
    return finding.severity >= minimumSeverity ? finding : nil
  }

  /// The result with only the findings reported, re-levelled.
  ///
  /// A result none of whose findings the policy drops or re-levels (with the default policy,
  /// every result of a row) is returned as it is, without a copy of each report's findings
  /// (and, when the caller gives `result` up, without a copy of the result).
  public func apply(_ result: consuming CheckResult) -> CheckResult {
    let role = result.item.role
    guard changesAny(of: result.reports, role: role) else { return result }
    var result = result
    for index in result.reports.indices {
      result.reports[index].findings = result.reports[index].findings.compactMap { apply($0, role: role) }
    }
    return result
  }

  /// Whether ``apply(_:role:)`` drops or re-levels some finding of `reports`.
  func changesAny(of reports: [RowReport], role: ItemRole) -> Bool {
    for report in reports {
      for finding in report.findings {
        guard role.applies(finding.ruleID), finding.severity >= minimumSeverity else { return true }
        if levels.isEmpty { continue }
        switch levels[finding.ruleID] {
        case .off: return true
        case .severity(let severity): if severity != finding.severity { return true }
        case nil: break
        }
      }
    }
    return false
  }

  /// The findings ``apply(_:role:)`` keeps for some role, by rule and by the severity the rule
  /// gave them: a batch check keeps the layouts of these only (``BatchChecker/reportedFindings``).
  public var reportedFindings: ReportedFindings {
    ReportedFindings { rule, severity in
      switch levels[rule] {
      case .off: false
      case .severity(let level): level >= minimumSeverity
      case nil: severity >= minimumSeverity
      }
    }
  }

  /// The severity `rule` is reported at, or `nil` when it is off.
  public func severity(of rule: RuleID) -> Severity? {
    switch levels[rule] {
    case .off: nil
    case .severity(let severity): severity
    case nil: rule.severity
    }
  }
}
