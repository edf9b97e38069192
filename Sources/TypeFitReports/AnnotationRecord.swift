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
  /// directory); a style makes it absolute or relative from ``ReportOptions/sourceRoot``.
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

  /// One record per finding per layout context, in the result's order. The message is SARIF's:
  /// `key (locale): sentence (context)`.
  static func records(for result: CheckResult, contexts: [LayoutContext]) -> [AnnotationRecord] {
    var records: [AnnotationRecord] = []
    for (index, report) in result.reports.enumerated() {
      let context = index < contexts.count ? contexts[index] : nil
      for finding in report.findings {
        // A subtitle or value of its own key is reported at its own entry, named (A23-3).
        let part = result.item.partPlace(of: finding.role)
        let location = part?.location ?? result.item.location
        records.append(
          AnnotationRecord(
            file: location.file, line: location.line,
            column: location.column, level: Level(finding.severity),
            code: finding.ruleID.rawValue, title: finding.ruleID.rawValue + " " + finding.ruleID.name,
            message: QuotedText.escaped(part?.name ?? result.item.key) + " ("
              + QuotedText.escaped(result.item.locale)
              + "): "
              + FindingSentence.line(for: finding, in: report, context: context)))
      }
    }
    return records
  }

  /// One record per read problem, in ``DiagnosticOrder``.
  static func records(for diagnostics: [LocalizationDiagnostic]) -> [AnnotationRecord] {
    DiagnosticOrder.sorted(diagnostics).map { diagnostic in
      AnnotationRecord(
        file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
        level: diagnostic.severity == .error ? .error : .warning, code: diagnostic.kind.rawValue,
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
