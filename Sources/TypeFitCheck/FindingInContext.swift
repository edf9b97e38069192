import TypeFitRow

/// A finding of a ``CheckResult`` and the layout context it was found in.
///
/// ```swift
/// for entry in result.findings {
///   print(checker.contexts[entry.context].device.name, entry.finding.ruleID)
/// }
/// ```
public struct FindingInContext: Sendable, Hashable, Codable {
  /// The index of the context in the run's contexts (``BatchChecker/contexts``) and in
  /// ``CheckResult/reports``.
  public var context: Int
  /// The finding.
  public var finding: Finding

  public init(context: Int, finding: Finding) {
    self.context = context
    self.finding = finding
  }
}
