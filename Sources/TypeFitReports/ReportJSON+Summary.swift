import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

extension ReportJSON {
  /// The run's totals: counts, locales, and findings by severity, rule, category and locale.
  static func summary(_ summary: CheckSummary) -> JSONValue {
    self.summary(summary, counts: SummaryCounts(summary))
  }

  /// The totals with `counts` already sorted (a merge supplies the file and read-problem
  /// counts, which it does not recompute).
  static func summary(_ summary: CheckSummary, counts: SummaryCounts) -> JSONValue {
    // A run that checked nothing says why (``CheckSummary/nothingChecked``), last.
    let nothingChecked = summary.nothingChecked.map { [("nothingChecked", JSONValue.string($0))] } ?? []
    // A sentence on how the run was made (``CheckSummary/notice``), before it.
    let notice = summary.notice.map { [("notice", JSONValue.string($0))] } ?? []
    // Content left out by design (fresh24 F24-5), only when there is some: a report without
    // any stays as before.
    let readNotes = counts.readNotes > 0 ? [("readNotes", JSONValue.int(counts.readNotes))] : []
    return .object(
      [
        ("files", .int(counts.files)),
        ("locales", .array(counts.locales.map(JSONValue.string))),
        ("rows", .int(summary.rows)),
        ("rowsWithFindings", .int(summary.rowsWithFindings)),
        ("rowsWithErrorsOrWarnings", .int(summary.rowsWithErrorsOrWarnings)),
        ("strings", .int(summary.strings)),
        ("findings", .int(summary.findingCount)),
        ("bySeverity", .object(counts.bySeverity.map { ($0.severity.rawValue, .int($0.count)) })),
        ("byRule", .object(counts.byRule.map { ($0.rule.rawValue, .int($0.count)) })),
        ("byCategory", .object(counts.byCategory.map { ($0.category.name, .int($0.count)) })),
        ("byLocale", .object(counts.byLocale.map { ($0.locale, .int($0.count)) })),
        ("rowsByRole", .object(ItemRole.allCases.map { ($0.rawValue, .int(summary.rowsByRole[$0] ?? 0)) })),
        ("keysByRole", .object(ItemRole.allCases.map { ($0.rawValue, .int(summary.keysByRole[$0] ?? 0)) })),
        (
          "findingsByRole",
          .object(ItemRole.allCases.map { ($0.rawValue, .int(summary.findingsByRole[$0] ?? 0)) })
        ),
        ("readErrors", .int(counts.readErrors)),
        ("readWarnings", .int(counts.readWarnings)),
      ] + readNotes + notice + nothingChecked)
  }

  /// The read problems, sorted (``DiagnosticOrder``).
  static func diagnostics(_ diagnostics: [LocalizationDiagnostic], sourceRoot: String?) -> JSONValue {
    .array(DiagnosticOrder.sorted(diagnostics).map { diagnostic(_: $0, sourceRoot: sourceRoot) })
  }

  /// One read problem: kind, severity, file, line and column when known, message.
  static func diagnostic(_ diagnostic: LocalizationDiagnostic, sourceRoot: String?) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("kind", .string(diagnostic.kind.rawValue)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("file", .string(ReportPath.relative(diagnostic.file, to: sourceRoot))),
    ]
    if let line = diagnostic.line { pairs.append(("line", .int(line))) }
    if let column = diagnostic.column { pairs.append(("column", .int(column))) }
    pairs.append(("message", .string(diagnostic.message)))
    return .object(pairs)
  }
}
