import TypeFitDiscovery
import TypeFitRow

/// The configuration's rule levels applied to source findings (`"rules": {"TF009": "off"}`).
///
/// A rule switched off drops its findings; a re-levelled rule reports its findings at the new
/// severity, except the notes that say a pattern could not be resolved, which stay notes.
///
/// ```swift
/// SourceFindingPolicy(levels: [.textShrinks: .severity(.error)]).apply(finding)?.severity  // .error
/// ```
public struct SourceFindingPolicy: Sendable, Hashable {
  public var levels: [RuleID: RuleLevel]
  /// Findings less severe than this (after re-levelling) are dropped.
  public var minimumSeverity: Severity

  public init(levels: [RuleID: RuleLevel] = [:], minimumSeverity: Severity = .note) {
    self.levels = levels
    self.minimumSeverity = minimumSeverity
  }

  /// The finding as reported, or `nil` when its rule is off or it is below the minimum severity.
  public func apply(_ finding: SourceFinding) -> SourceFinding? {
    var finding = finding
    switch levels[finding.ruleID] {
    case .off: return nil
    case .severity(let severity) where !finding.isUnresolved: finding.severity = severity
    default: break
    }
    return finding.severity >= minimumSeverity ? finding : nil
  }
}
