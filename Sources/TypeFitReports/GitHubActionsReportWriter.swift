import TypeFitCheck
import TypeFitRow

/// Writes GitHub Actions workflow commands, one per finding, so a `typefit check` step in a
/// workflow annotates the pull request's files without uploading anything:
///
/// ```
/// ::error file=de.lproj/Localizable.strings,line=12,col=1,title=TF001 label-truncated::settings.privacy (de): 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)
/// ```
///
/// - Commands are `error`, `warning` and `notice` (for a finding of severity note), with the
///   properties `file`, `line`, `col` and `title`
///   (<https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#setting-an-error-message>).
///   `file` is relative to ``ReportOptions/sourceRoot`` (the CLI passes the working directory,
///   which in a workflow is the repository's root), as annotations need a repository path.
/// - Properties and message are escaped as `WorkflowCommand` describes, so no key, path or
///   quoted string can end a command early or start another one.
/// - One command per finding per layout context, then the read problems (`error` when input
///   was lost, else `warning`, titled `TypeFit <kind>`), sorted by file, line and column.
///
/// GitHub shows at most 10 annotations of each level per step and 50 per job; the rest are only
/// in the log. Upload the SARIF report (`--format sarif`) for every finding in code scanning.
public struct GitHubActionsReportWriter: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []

  /// - Parameter options: only ``ReportOptions/sourceRoot`` is used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    return ""
  }

  public mutating func write(_ result: CheckResult) -> String {
    AnnotationRecord.records(for: result, contexts: contexts).map { command($0).line }.joined()
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    (AnnotationRecord.records(for: summary.sourceFindings)
      + AnnotationRecord.records(for: summary.diagnostics))
      .map { command($0).line }.joined()
  }

  /// The workflow command of one record.
  func command(_ record: AnnotationRecord) -> WorkflowCommand {
    var properties = [("file", ReportPath.relative(record.file, to: options.sourceRoot))]
    if let line = record.line {
      properties.append(("line", String(line)))
      if let column = record.column { properties.append(("col", String(column))) }
    }
    properties.append(("title", record.title))
    let name =
      switch record.level {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    return WorkflowCommand(name: name, properties: properties, message: record.message)
  }
}
