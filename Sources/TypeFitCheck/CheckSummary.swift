import TypeFitDiscovery
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// Counts over a whole check, accumulated as results stream by.
///
/// `Codable`: dictionaries keyed by rule, locale, category or severity encode as JSON objects
/// keyed by `TF001`, `de`, `AX1`, `error`.
public struct CheckSummary: Sendable, Hashable, Codable {
  /// Files read (with or without problems), by path bytes: `Tâble.strings` written NFC and NFD
  /// are two files. A path the walk reported without reading it (a folder past the depth limit,
  /// a file skipped by its name, a link that leads nowhere) is none.
  public var files: Set<ExactText> = []
  /// Locales seen; in a sharded run also those of the rows left to other shards, so that every
  /// shard knows the run's locales.
  public var locales: Set<String> = []
  /// Rows checked (one per string variant or composed row).
  public var rows = 0
  /// The strings laid out in the rows checked: each row's title, and the strings of the
  /// subtitle and value it was composed with (``CheckItem/partKeys``); a string two rows take
  /// counts in each (the bundled example: 187 rows of 242 strings, 55 of them values and subtitles).
  public var strings = 0
  /// Rows with at least one finding.
  public var rowsWithFindings = 0
  /// Findings by rule.
  public var findingsByRule: [RuleID: Int] = [:]
  /// The most severe level each rule's findings were reported at (after rule levels and
  /// per-finding policy: TF003 on Apple's stock controls is a note, for example).
  public var highestSeverityByRule: [RuleID: Severity] = [:]
  /// Findings by locale.
  public var findingsByLocale: [String: Int] = [:]
  /// Findings by the first category they occur at.
  public var findingsByCategory: [ContentSizeCategory: Int] = [:]
  /// Findings by severity.
  public var findingsBySeverity: [Severity: Int] = [:]
  /// Findings left out of the report for being less severe than its floor (`--min-severity`,
  /// after the rule levels), by severity: counted in nothing else, so that the exit code can
  /// still count those at or above `--fail-on` and the report can say so.
  public var findingsBelowMinimumSeverity: [Severity: Int] = [:]
  /// Rows checked by role (``ItemRole``).
  public var rowsByRole: [ItemRole: Int] = [:]
  /// Findings by the role of their string.
  public var findingsByRole: [ItemRole: Int] = [:]
  /// Problems reading the input (unreadable files, malformed entries, bad specifiers).
  public var diagnostics: [LocalizationDiagnostic] = []
  /// The source rules' findings on the app's Swift code (TF009–TF016), once per place in the
  /// code, after the rule levels; counted in ``findingsByRule`` and ``findingsBySeverity``
  /// (``add(sourceFindings:)``).
  public var sourceFindings: [SourceFinding] = []
  /// Rows planned but left to other shards of a sharded run (``CheckSession/shard``); 0 when
  /// the run is not sharded. Reports do not write it.
  public var rowsInOtherShards = 0
  /// Why nothing was checked, when the run laid out no row in any shard
  /// (`Examples/Setings: no such file or folder`); `nil` otherwise. The session leaves it
  /// `nil`; `typefit check` sets it before the report is finished, and the text report then ends
  /// `Nothing was checked: <reason>.` instead of `No findings.` (the run exits 3).
  public var nothingChecked: String?
  /// A sentence about how the run was made that changes what its results mean (`no Swift
  /// sources under the paths, so no rows were discovered…`); `nil` otherwise. The session leaves
  /// it `nil`; `typefit check` sets it, and the text and JSON reports write it in the summary.
  public var notice: String?
  /// The digest of every row a sharded run planned, in every shard (``ShardInputDigest/hex``),
  /// which `typefit merge` compares across shards; `nil` when the run is not sharded.
  public var inputDigest: String?

  public init() {}

  /// Adds one result's counts.
  public mutating func add(_ result: CheckResult) {
    files.insert(ExactText(result.item.location.file))
    locales.insert(result.item.locale)
    rows += 1
    strings += 1 + result.item.partKeys.count
    rowsByRole[result.item.role, default: 0] += 1
    // The findings of every report, counted where they are (no array of them all); the
    // locale's and role's counts grow by the result's total, once.
    var count = 0
    for report in result.reports {
      for finding in report.findings {
        count += 1
        findingsByRule[finding.ruleID, default: 0] += 1
        highestSeverityByRule[finding.ruleID] = max(
          highestSeverityByRule[finding.ruleID] ?? finding.severity, finding.severity)
        findingsBySeverity[finding.severity, default: 0] += 1
        if let first = finding.firstCategory { findingsByCategory[first, default: 0] += 1 }
      }
    }
    guard count > 0 else { return }
    rowsWithFindings += 1
    findingsByLocale[result.item.locale, default: 0] += count
    findingsByRole[result.item.role, default: 0] += count
  }

  /// Whether any input could not be read (exit code 3).
  public var hasReadErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Total findings.
  public var findingCount: Int { findingsByRule.values.reduce(0, +) }
}
