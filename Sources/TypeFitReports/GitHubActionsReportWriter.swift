import TypeFitCheck
import TypeFitRow

/// Writes GitHub Actions workflow commands, one per problem (a key's finding in all its locales,
/// sizes and devices, said once as the text report says it), so a `typefit check` step in a
/// workflow annotates the pull request's files without uploading anything:
///
/// ```
/// ::error file=de.lproj/Localizable.strings,line=12,col=1,title=TF001 label-truncated::settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed). de: 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)
/// ```
///
/// - Commands are `error`, `warning` and `notice` (for a finding of severity note), with the
///   properties `file`, `line`, `col` and `title`
///   (<https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#setting-an-error-message>).
///   `file` is relative to ``ReportOptions/sourceRoot`` (the CLI passes the working directory,
///   which in a workflow is the repository's root), as annotations need a repository path.
/// - Properties and message are escaped as `WorkflowCommand` describes, so no key, path or
///   quoted string can end a command early or start another one.
/// - A part of a sharded run (`--shard K/N`) starts with a `notice` titled `TypeFit shard K of N`
///   that says the report covers only that part.
/// - A run that read no Swift source starts with `::notice title=TypeFit::No Swift sources
///   under the paths, …` (after a shard's notice); one that checked nothing says why with
///   `::error title=TypeFit::Nothing was checked: …`.
/// - One command per problem, ranked errors first, then the source findings, then the read
///   problems (`error` when input was lost, else `warning`, titled `TypeFit <kind>`), sorted by
///   file, line and column.
///
/// GitHub shows at most 10 annotations of each level per step and 50 per job; the rest are only
/// in the log. Upload the SARIF report (`--format sarif`) for every finding in code scanning.
public typealias GitHubActionsReportWriter = AnnotationReportWriter<GitHubActionsAnnotationStyle>

/// The line style of ``GitHubActionsReportWriter``: `::level file=…,line=…,col=…,title=…::message`.
public enum GitHubActionsAnnotationStyle: AnnotationStyle {
  /// The record's workflow command as one line with its line feed; `file` is relative to
  /// ``ReportOptions/sourceRoot``.
  public static func line(for record: AnnotationRecord, options: ReportOptions) -> String {
    command(for: record, sourceRoot: options.sourceRoot).line
  }

  /// `::notice title=TypeFit shard K of N::This report covers shard K of N…`: a notice without a
  /// file, which GitHub shows in the run's annotations; it comes first, before the step's limit
  /// of 10 notices is reached.
  public static func shardLine(_ shard: Shard, options: ReportOptions) -> String {
    WorkflowCommand(
      name: "notice", properties: [("title", "TypeFit " + ShardNotice.name(shard))],
      message: ShardNotice.sentence(shard, capitalized: true)
    ).line
  }

  /// `::notice title=TypeFit::No Swift sources under the paths, …`: a notice without a file,
  /// which GitHub shows in the run's annotations, written before the problems (fresh23 F23-3).
  public static func noticeLine(_ notice: String, options: ReportOptions) -> String {
    WorkflowCommand(
      name: "notice", properties: [("title", "TypeFit")],
      message: notice.prefix(1).uppercased() + notice.dropFirst()
    ).line
  }

  /// `::error title=TypeFit::Nothing was checked: …`: an error without a file, which GitHub
  /// shows in the run's annotations.
  public static func nothingCheckedLine(_ reason: String, options: ReportOptions) -> String {
    WorkflowCommand(
      name: "error", properties: [("title", "TypeFit")], message: "Nothing was checked: " + reason
    ).line
  }

  /// The workflow command of one record; without `file`, `line` and `col` for a record about
  /// no file (an empty ``AnnotationRecord/file``), which GitHub shows in the run's annotations
  /// (A76-2: `file=configuration` named a file the repository does not have).
  static func command(for record: AnnotationRecord, sourceRoot: String?) -> WorkflowCommand {
    var properties: [(String, String)] = []
    if !record.file.isEmpty { properties.append(("file", ReportPath.relative(record.file, to: sourceRoot))) }
    if !record.file.isEmpty, let line = record.line {
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
