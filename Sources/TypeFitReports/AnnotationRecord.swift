import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// One line of a diagnostics stream for an editor or a CI log: a finding or a read problem with
/// its place, severity, rule and sentence. An ``AnnotationStyle`` writes it: the Xcode and
/// GitHub Actions report writers are an ``AnnotationReportWriter`` with one style each.
public struct AnnotationRecord: Sendable, Hashable {
  /// How the consumer should show it.
  public enum Level: String, Sendable, Hashable {
    case error, warning, note
  }

  /// The file as the reader or row discovery reported it (absolute, or relative to the working
  /// directory); a style makes it absolute or relative from ``ReportOptions/sourceRoot``. Empty
  /// for a problem about no file (``LocalizationDiagnostic/noFile``), which a style writes
  /// without a place.
  public var file: String
  /// 1-based; `nil` when the problem concerns the whole file.
  public var line: Int?
  /// 1-based, in UTF-8 bytes; `nil` when unknown.
  public var column: Int?
  /// The finding's severity; a read problem that lost input is an `error`, the others `warning`.
  public var level: Level
  /// The rule id (`TF001`) or the read problem's kind (`syntaxError`).
  public var code: String
  /// A short title: the rule's id and name (`TF001 label-truncated`), or the problem's kind.
  public var title: String
  /// One sentence on one line: line breaks and control characters of keys, paths and quoted
  /// strings are shown as escapes (`QuotedText`).
  public var message: String

  public init(
    file: String, line: Int?, column: Int?, level: Level, code: String, title: String, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.level = level
    self.code = code
    self.title = title
    self.message = message
  }

  /// One record for a problem (``ProblemList``: one rule on one part of one key's row in one
  /// strings table, in every locale, size and layout context it occurs in), at the first
  /// locale's entry, with ``ProblemList/message(_:allLocales:contexts:escaped:)``: `key: title
  /// truncates from AX1 in de, fi (…). de: 'Datenschutzeinstellungen' needs 2 lines from AX1;
  /// … (iPhone SE (3rd generation), 375 pt)`. Before fresh23 F23-7 each finding of each locale
  /// and context was a record of its own: one key truncating in 9 locales was 9 annotations at
  /// one place.
  ///
  /// With `cause`, the record says every row of the problem's cause (Apple's own control,
  /// ``ProblemList/CauseLine``).
  static func record(
    for problem: ProblemList.Problem, cause: ProblemList.CauseLine? = nil, allLocales: Set<String>,
    contexts: [LayoutContext]
  ) -> AnnotationRecord {
    let first = problem.occurrences[0]
    return AnnotationRecord(
      file: first.file, line: first.line, column: first.column, level: Level(problem.severity),
      code: problem.rule.rawValue, title: problem.rule.rawValue + " " + problem.rule.name,
      message: ProblemList.message(
        problem, cause: cause, allLocales: allLocales, contexts: contexts, escaped: true))
  }

  /// One record per read problem, in ``DiagnosticOrder``.
  static func records(for diagnostics: [LocalizationDiagnostic]) -> [AnnotationRecord] {
    DiagnosticOrder.sorted(diagnostics).map { diagnostic in
      AnnotationRecord(
        file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
        level: Level(Severity(diagnostic.severity)), code: diagnostic.kind.rawValue,
        title: "TypeFit " + diagnostic.kind.rawValue, message: QuotedText.escaped(diagnostic.message))
    }
  }
}

extension AnnotationRecord.Level {
  init(_ severity: Severity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .note: self = .note
    }
  }
}
