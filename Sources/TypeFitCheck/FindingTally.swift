import TypeFitDynamicType
import TypeFitRow

/// The findings of one result counted by rule, severity and first category, for
/// ``CheckSummary/add(_:)``: the summary's dictionaries then take each rule, severity and
/// category once per result instead of once per finding (a row's findings repeat a few rules
/// over its contexts and categories; each dictionary update hashes its key).
struct FindingTally {
  /// Each rule met, in the order first met, with its count and most severe level.
  private(set) var rules: [(rule: RuleID, count: Int, highest: Severity)] = []
  /// Counts by severity, at ``Severity/tallyIndex``; empty until the first finding (most
  /// results have none, and make no array).
  private(set) var bySeverity: [Int] = []
  /// Counts by first category, at the category's raw value (0 for xSmall … 11 for AX5);
  /// a finding without a category is counted in none. Empty until the first finding.
  private(set) var byFirstCategory: [Int] = []
  /// The findings counted.
  private(set) var count = 0

  mutating func add(_ finding: Finding) {
    if count == 0 {
      bySeverity = [0, 0, 0]
      byFirstCategory = [Int](repeating: 0, count: ContentSizeCategory.allCases.count)
    }
    count += 1
    bySeverity[finding.severity.tallyIndex] += 1
    if let first = finding.firstCategory { byFirstCategory[first.rawValue] += 1 }
    if let index = rules.firstIndex(where: { $0.rule == finding.ruleID }) {
      rules[index].count += 1
      rules[index].highest = max(rules[index].highest, finding.severity)
    } else {
      rules.append((finding.ruleID, 1, finding.severity))
    }
  }
}

extension Severity {
  /// The severity's place in ``FindingTally/bySeverity``: note 0, warning 1, error 2.
  var tallyIndex: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}
