import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow

/// A ``CheckSummary``'s dictionaries as sorted lists, so every report lists them in the same
/// order: severities from error to note, rules by id, categories ascending, locales by name.
struct SummaryCounts {
  /// How many files were read (a merge supplies the shards' shared count).
  var files: Int
  /// Locales seen, sorted.
  var locales: [String]
  /// Findings per severity, error first; every severity is listed, also with 0.
  var bySeverity: [(severity: Severity, count: Int)]
  /// Findings per rule, by id; rules without findings are left out.
  var byRule: [(rule: RuleID, count: Int)]
  /// Findings per first category, ascending.
  var byCategory: [(category: ContentSizeCategory, count: Int)]
  /// Findings per locale, by locale.
  var byLocale: [(locale: String, count: Int)]
  /// Read problems that lost input, and those that only look wrong.
  var readErrors: Int
  var readWarnings: Int
  /// Content left out by design, which is no problem (``LocalizationDiagnostic/Severity/note``).
  var readNotes: Int

  init(_ summary: CheckSummary) {
    files = summary.files.count
    locales = summary.locales.sorted()
    bySeverity = Severity.allCases.reversed().map { ($0, summary.findingsBySeverity[$0] ?? 0) }
    byRule = summary.findingsByRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    byCategory = summary.findingsByCategory.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    byLocale = summary.findingsByLocale.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    readErrors = summary.readProblemCount(.error)
    readWarnings = summary.readProblemCount(.warning)
    readNotes = summary.readProblemCount(.note)
  }
}
