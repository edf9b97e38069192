import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// The findings of a run grouped into real problems: one per key, variant, rule, part (label
/// or target), layout context and ``ProblemPhrase``, with the locales it occurs in.
///
/// A title that truncates from AX3 in German, Finnish and Russian is one problem
/// (`settings.privacy: title truncates from AX3 in de, fi, ru (needs 2 lines, 1 allowed)`), and
/// so is a switch whose size is the same in every locale. Each problem keeps where it was
/// first found and the full sentence there, as an example.
///
/// Memory grows with the number of problems, not with the number of locales: each keeps its
/// locales and their places, and one sentence.
struct ProblemList {
  /// Where one locale's string is.
  struct Occurrence: Hashable {
    var locale: String
    var file: String
    var line: Int
    var column: Int
  }

  /// One problem.
  struct Problem {
    var key: String
    var variant: String
    var rule: RuleID
    var severity: Severity
    /// The label role or target kind, `""` for the row.
    var part: String
    /// The layout context's index.
    var context: Int
    var phrase: ProblemPhrase
    var role: ItemRole
    var roleReason: String
    /// Where the row is in the app's Swift source, when discovery found it there.
    var sourceLocation: SourceLocation?
    /// The smallest first category among the occurrences (for ranking), if any.
    var firstCategory: ContentSizeCategory?
    /// The categories of the first occurrence.
    var categories: [ContentSizeCategory]
    /// Every locale, in arrival order.
    var occurrences: [Occurrence]
    /// The first occurrence's full sentence (``FindingSentence``), without the context.
    var example: String
    /// Arrival order of the first occurrence, the last tie-breaker.
    var sequence: Int
    /// The first occurrence's position in the whole input (``CheckItem/inputPosition``) in a
    /// sharded run, by which ``ReportMerger`` ranks the shards' problems together; else `nil`.
    var position: Int?

    /// The locales, in arrival order.
    var locales: [String] { occurrences.map(\.locale) }

    /// Whether this problem ranks before `other`: errors first, then warnings, then notes;
    /// then the smaller first category (a problem at Large hurts more people than one at AX5);
    /// then rule id and arrival.
    func ranks(before other: Problem) -> Bool {
      if severity != other.severity { return severity > other.severity }
      let rank = firstCategory?.rawValue ?? -1
      let otherRank = other.firstCategory?.rawValue ?? -1
      if rank != otherRank { return rank < otherRank }
      if rule != other.rule { return rule < other.rule }
      return sequence < other.sequence
    }
  }

  private struct GroupKey: Hashable {
    var key: String
    var variant: String
    var rule: RuleID
    var severity: Severity
    var part: String
    var context: Int
    var phrase: ProblemPhrase
  }

  /// The longest quoted string in examples, in characters; `nil` keeps them whole.
  var quoteLimit: Int?
  /// The folder paths are made relative to.
  var sourceRoot: String?
  private var index: [GroupKey: Int] = [:]
  private(set) var problems: [Problem] = []
  /// Findings added, before grouping.
  private(set) var findingCount = 0

  init(quoteLimit: Int? = nil, sourceRoot: String? = nil) {
    self.quoteLimit = quoteLimit
    self.sourceRoot = sourceRoot
  }

  /// Adds every finding of a result.
  mutating func add(_ result: CheckResult) {
    let item = result.item
    let occurrence = Occurrence(
      locale: item.locale, file: ReportPath.relative(item.location.file, to: sourceRoot),
      line: item.location.line, column: item.location.column)
    for (context, report) in result.reports.enumerated() {
      for finding in report.findings {
        findingCount += 1
        let phrase = ProblemPhrase(finding, in: report, role: item.role)
        let key = GroupKey(
          key: item.key, variant: item.variantName, rule: finding.ruleID, severity: finding.severity,
          part: finding.role?.rawValue ?? finding.target?.rawValue ?? "", context: context, phrase: phrase)
        if let known = index[key] {
          if !problems[known].occurrences.contains(where: { $0.locale == item.locale }) {
            problems[known].occurrences.append(occurrence)
          }
          if let first = finding.firstCategory, first < (problems[known].firstCategory ?? first) {
            problems[known].firstCategory = first
          }
          continue
        }
        index[key] = problems.count
        problems.append(
          Problem(
            key: item.key, variant: item.variantName, rule: finding.ruleID, severity: finding.severity,
            part: key.part, context: context, phrase: phrase, role: item.role, roleReason: item.roleReason,
            sourceLocation: item.sourceLocation,
            firstCategory: finding.firstCategory, categories: finding.categories, occurrences: [occurrence],
            example: FindingSentence.text(for: finding, in: report, quoteLimit: quoteLimit),
            sequence: problems.count, position: item.inputPosition))
      }
    }
  }

  /// The problems, best ranked first (``Problem/ranks(before:)``).
  var ranked: [Problem] { problems.sorted { $0.ranks(before: $1) } }

  /// `de, fi, ru`; `all 19 locales` when the problem is in every locale of the run; at most
  /// `limit` names, then `and 7 more`.
  static func localeList(_ locales: [String], allLocales: Set<String>, limit: Int = 8) -> String {
    if locales.count > 1, locales.count == allLocales.count, Set(locales) == allLocales {
      return "all \(locales.count) locales"
    }
    let sorted = locales.sorted()
    guard sorted.count > limit else { return sorted.joined(separator: ", ") }
    return sorted.prefix(limit).joined(separator: ", ") + " and \(sorted.count - limit) more"
  }

  /// `settings.privacy: title truncates from AX3 in de, fi, ru (needs 2 lines, 1 allowed)`.
  static func headline(_ problem: Problem, allLocales: Set<String>) -> String {
    let name = problem.variant == "base" ? problem.key : "\(problem.key) [\(problem.variant)]"
    var text =
      "\(name): \(problem.phrase.summary) in " + localeList(problem.locales, allLocales: allLocales)
    if let detail = problem.phrase.detail { text += " (\(detail))" }
    return text
  }
}
