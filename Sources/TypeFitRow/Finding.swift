import TypeFitDynamicType

/// One rule violation (or note) for a row.
public struct Finding: Sendable, Hashable, Codable {
  /// The rule.
  public var ruleID: RuleID
  /// The rule's severity.
  public var severity: Severity
  /// A readable message with the numbers: first category, lines needed vs allowed, sizes.
  public var message: String
  /// The label concerned, if any.
  public var role: LabelRole?
  /// The touch target concerned, if any (TF002, TF003).
  public var target: TouchTargetKind?
  /// The categories at which the finding holds, ascending; empty when it does not depend on
  /// the category (TF004, TF005).
  public var categories: [ContentSizeCategory]
  /// For TF003: how the target fares under WCAG 2.2 SC 2.5.8 at the first category.
  public var wcagTargetSize: WCAGTargetSizeOutcome?

  public init(
    ruleID: RuleID, message: String, role: LabelRole? = nil, target: TouchTargetKind? = nil,
    categories: [ContentSizeCategory] = [], wcagTargetSize: WCAGTargetSizeOutcome? = nil
  ) {
    self.ruleID = ruleID
    self.severity = ruleID.severity
    self.message = message
    self.role = role
    self.target = target
    self.categories = categories
    self.wcagTargetSize = wcagTargetSize
  }

  /// The smallest category at which the finding holds.
  public var firstCategory: ContentSizeCategory? { categories.first }
}
