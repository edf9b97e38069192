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
  /// Rows with at least one error or warning (of ``rowsWithFindings``; the others have only
  /// notes).
  public var rowsWithErrorsOrWarnings = 0
  /// Findings by rule.
  public var findingsByRule: [RuleID: Int] = [:]
  /// The most severe level each rule's findings were reported at (after rule levels and
  /// per-finding policy: TF003 on Apple's stock controls is a note, for example).
  public var highestSeverityByRule: [RuleID: Severity] = [:]
  /// Findings by locale.
  public var findingsByLocale: [String: Int] = [:]
  /// Findings by the first category they occur at.
  public var findingsByCategory: [ContentSizeCategory: Int] = [:]
  /// The findings that hold at no one category (TF004, TF005, the source rules'):
  /// ``findingCount`` less those counted in ``findingsByCategory``, which the text and HTML
  /// reports show as "any size" so that their category counts add up to the findings.
  public var findingsAtNoOneCategory: Int { findingCount - findingsByCategory.values.reduce(0, +) }
  /// Findings by severity.
  public var findingsBySeverity: [Severity: Int] = [:]
  /// Findings left out of the report for being less severe than its floor (`--min-severity`,
  /// after the rule levels), by severity: counted in nothing else, so that the exit code can
  /// still count those at or above `--fail-on` and the report can say so.
  public var findingsBelowMinimumSeverity: [Severity: Int] = [:]
  /// Rows checked by role (``ItemRole``).
  public var rowsByRole: [ItemRole: Int] = [:]
  /// Different keys checked by role: a key in one strings table counts once however many
  /// locales and variants it has (``rowsByRole`` counts each). The bundled example: 17 row
  /// keys in 11 locales are 187 rows. Counted per shard in a sharded run (a key's locales are
  /// all in one shard), so the shards' counts add up.
  public var keysByRole: [ItemRole: Int] = [:]
  /// The keys counted in ``keysByRole``, by role, key and table: a tally of the run so far, not
  /// part of the summary's value (not encoded, not compared: a decoded summary equals the one
  /// encoded).
  private var countedKeys = CountedKeys()
  /// Findings by the role of their string.
  public var findingsByRole: [ItemRole: Int] = [:]
  /// Problems reading the input (unreadable files, malformed entries, bad specifiers), as
  /// reports list them: a run's session lists at most ``RunDiagnostics/listedPerSeverity`` of
  /// each severity and a line counting the rest (``unlistedDiagnostics``).
  public var diagnostics: [LocalizationDiagnostic] = []
  /// How many read problems of each severity the run had beyond the lines of ``diagnostics``
  /// (``RunDiagnostics``): the run's count of a severity is its lines plus this.
  public var unlistedDiagnostics = UnlistedDiagnosticCounts()
  /// The source rules' findings on the app's Swift code (TF009–TF017), once per place in the
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

  /// A key in a strings table, with the role its strings were checked as.
  private struct RoleKey: Hashable, Sendable {
    var role: ItemRole
    var key: ExactText
    var table: ExactText?
  }

  /// The keys seen, equal to any other such set and hashed as nothing (see ``countedKeys``).
  private struct CountedKeys: Hashable, Sendable {
    var keys = Set<RoleKey>()
    /// The key counted last, already in ``keys``: results come key by key (a catalog's
    /// locales of one key, then the next key's), so most results repeat it and are not hashed
    /// into the set again (a hash of the key's and the table path's bytes, and a comparison of
    /// both, about 2,000 instructions a result).
    var last: RoleKey?
    static func == (_: CountedKeys, _: CountedKeys) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  private enum CodingKeys: String, CodingKey {
    case files, locales, rows, strings, rowsWithFindings, rowsWithErrorsOrWarnings, findingsByRule
    case highestSeverityByRule, findingsByLocale, findingsByCategory, findingsBySeverity
    case findingsBelowMinimumSeverity, rowsByRole, keysByRole, findingsByRole, diagnostics, sourceFindings
    case unlistedDiagnostics
    case rowsInOtherShards, nothingChecked, inputDigest
  }

  /// Adds one result's counts.
  public mutating func add(_ result: CheckResult) {
    add(result, fileCounted: false)
  }

  /// Adds one result's counts; with `fileCounted`, the caller knows that ``files`` already
  /// holds the result's file (the result before it had a file of the same bytes), and the set
  /// is not hashed into again.
  package mutating func add(_ result: CheckResult, fileCounted: Bool) {
    if !fileCounted { files.insert(ExactText(result.item.location.file)) }
    locales.insert(result.item.locale)
    rows += 1
    strings += 1 + result.item.partKeys.count
    rowsByRole[result.item.role, default: 0] += 1
    let roleKey = RoleKey(
      role: result.item.role, key: ExactText(result.item.key),
      table: result.item.table.map { ExactText($0.path) })
    if roleKey != countedKeys.last {
      if countedKeys.keys.insert(roleKey).inserted { keysByRole[result.item.role, default: 0] += 1 }
      countedKeys.last = roleKey
    }
    // The findings of every report, counted where they are (no array of them all); the
    // locale's and role's counts grow by the result's total, once. A row's finding in each
    // layout context is one rule at one severity, mostly from one category: runs of those are
    // counted in one update of each dictionary. (Read by index instead of `for … in`, each
    // finding's first category copied its report, which cost more than the finding's copy.)
    var count = 0
    var errorsOrWarnings = false
    var rules = CountedRun<RuleID>()
    var rulesHighest = Severity.note
    var severities = CountedRun<Severity>()
    var categories = CountedRun<ContentSizeCategory>()
    for report in result.reports {
      for finding in report.findings {
        let (rule, severity) = (finding.ruleID, finding.severity)
        count += 1
        if severity >= .warning { errorsOrWarnings = true }
        if rules.key != rule {
          if let ended = rules.key { countHighest(rulesHighest, of: ended) }
          rulesHighest = severity
        } else {
          rulesHighest = max(rulesHighest, severity)
        }
        rules.add(rule, endingInto: &findingsByRule)
        severities.add(severity, endingInto: &findingsBySeverity)
        if let first = finding.firstCategory {
          categories.add(first, endingInto: &findingsByCategory)
        }
      }
    }
    guard count > 0 else { return }
    if let rule = rules.key { countHighest(rulesHighest, of: rule) }
    rules.end(into: &findingsByRule)
    severities.end(into: &findingsBySeverity)
    categories.end(into: &findingsByCategory)
    rowsWithFindings += 1
    if errorsOrWarnings { rowsWithErrorsOrWarnings += 1 }
    findingsByLocale[result.item.locale, default: 0] += count
    findingsByRole[result.item.role, default: 0] += count
  }

  /// Raises the highest severity of `rule` to `severity`: one lookup when it stays (nearly
  /// always), two when it rises.
  private mutating func countHighest(_ severity: Severity, of rule: RuleID) {
    if let highest = highestSeverityByRule[rule] {
      if severity > highest { highestSeverityByRule[rule] = severity }
    } else {
      highestSeverityByRule[rule] = severity
    }
  }

  /// Consecutive equal keys and how many there are: added to a count by key once per run of
  /// them, not once each (a dictionary update is about 200 instructions).
  private struct CountedRun<Key: Hashable> {
    /// The key of the run, `nil` before the first.
    private(set) var key: Key?
    private var count = 0

    /// Counts `key`; when it ends a run of another key, adds that run to `counts` first.
    mutating func add(_ key: Key, endingInto counts: inout [Key: Int]) {
      if key == self.key {
        count += 1
        return
      }
      end(into: &counts)
      self.key = key
      count = 1
    }

    /// Adds the run to `counts`; the run is then empty.
    mutating func end(into counts: inout [Key: Int]) {
      if let key { counts[key, default: 0] += count }
      key = nil
      count = 0
    }
  }

  /// Whether any input could not be read (exit code 3).
  public var hasReadErrors: Bool {
    unlistedDiagnostics.errors > 0 || diagnostics.contains { $0.severity == .error }
  }

  /// How many read problems of `severity` the run had: the lines of ``diagnostics`` and those
  /// not listed (``unlistedDiagnostics``).
  public func readProblemCount(_ severity: LocalizationDiagnostic.Severity) -> Int {
    diagnostics.count { $0.severity == severity } + unlistedDiagnostics[severity]
  }

  /// Total findings.
  public var findingCount: Int { findingsByRule.values.reduce(0, +) }
}
