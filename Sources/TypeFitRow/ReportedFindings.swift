/// The findings a report shows, by rule and by the severity the rules give them (before any
/// re-levelling): a ``LayoutRetention/firstFindingCategories`` report keeps the layouts of
/// these findings' first categories only.
///
/// A report whose floor leaves notes out (SARIF, `xcode` and `github` by default,
/// `--min-severity warning`) quotes no note's layout, yet each was built and kept with its
/// result, then destroyed unread: in a SARIF run of the 20,000-value catalog every finding is a
/// TF008 note, and keeping their 37,120 layouts cost 201 M instructions of 5,579 M (perf39).
///
/// ```swift
/// let warnings = ReportedFindings { _, severity in severity >= .warning }
/// warnings.contains(labelWrapsNote)   // false
/// ```
public struct ReportedFindings: Sendable, Hashable {
  /// Bit `(rule ordinal - 1) * 3 + severity rank`: whether such a finding is reported.
  private var bits: UInt64

  /// Every finding (the default): layouts are kept for all of them.
  public static let all = ReportedFindings(bits: ~0)

  private init(bits: UInt64) { self.bits = bits }

  /// The findings for which `reports(rule, severity)` is true, `severity` being the one the
  /// rule gave the finding.
  public init(_ reports: (RuleID, Severity) -> Bool) {
    var bits: UInt64 = 0
    for rule in RuleID.allCases {
      for severity in Severity.allCases where reports(rule, severity) {
        let index = Self.index(rule, severity)
        // A rule past the word's bits is always reported (``contains(_:)``).
        if index < 64 { bits |= 1 << UInt64(index) }
      }
    }
    self.bits = bits
  }

  /// Whether `finding` is reported.
  public func contains(_ finding: borrowing Finding) -> Bool {
    let index = Self.index(finding.ruleID, finding.severity)
    return index >= 64 || bits & (1 << UInt64(index)) != 0
  }

  private static func index(_ rule: RuleID, _ severity: Severity) -> Int {
    let rank =
      switch severity {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    return (Int(rule.ordinal) - 1) * 3 + rank
  }
}
