import TypeFitCheck
import TypeFitRow

/// Writes one annotation per problem, then one per source finding and per read problem, each
/// on its own line in a ``AnnotationStyle``: the skeleton the Xcode (``XcodeReportWriter``) and
/// GitHub Actions (``GitHubActionsReportWriter``) formats share.
///
/// A problem is what the text report says once (`ProblemList`): one rule on one part of one
/// key's row in one strings table, with the locales, sizes and devices it occurs in named in
/// its message. A key that truncates in 9 locales is one annotation at the first locale's entry,
/// not 9 at the same place (fresh23 F23-7: GitHub shows 10 annotations of a level per step).
/// The problems are ranked as in the text report (errors first) and written when the run
/// ends; nothing else is written (no header, no summary), so every line is one annotation.
/// Read problems come last, sorted by file, line and column. A part of a sharded run
/// (`--shard K/N`) starts with one note that says so (``ShardNotice``), and a run whose
/// summary has a ``CheckSummary/notice`` (no Swift sources under the paths) says it before
/// the problems (``AnnotationStyle/noticeLine(_:options:)``).
///
/// ```swift
/// var writer = XcodeReportWriter(options: ReportOptions(sourceRoot: "/src/app"))
/// var output = writer.begin(info)
/// for result in results { output += writer.write(result) }
/// output += writer.finish(summary)
/// ```
public struct AnnotationReportWriter<Style: AnnotationStyle>: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// The settings; the style reads ``ReportOptions/sourceRoot`` to write paths.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  /// The findings grouped as the text report groups them, kept until the run ends.
  private var problems: ProblemList
  /// The report's floor (``CheckRunInfo/minimumSeverity``): content left out by design, a read
  /// note, is written only when notes are (fresh24 F24-5: it took one of GitHub's 10 warning
  /// annotations of a step on every run, though nothing was wrong).
  private var floor = Severity.note

  /// - Parameter options: only ``ReportOptions/sourceRoot`` is used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
    problems = ProblemList(sourceRoot: options.sourceRoot)
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    floor = info.minimumSeverity
    problems = ProblemList(sourceRoot: options.sourceRoot)
    // A part of a sharded run opens with a note saying so (``AnnotationStyle/shardLine(_:options:)``).
    return info.shard.map { Style.shardLine($0, options: options) } ?? ""
  }

  public mutating func write(_ result: CheckResult) -> String {
    problems.add(result)
    return ""
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    // What changes the meaning of the whole run comes first, before GitHub's 10 notices of a
    // step are taken by findings.
    if let notice = summary.notice { sink.append(Style.noticeLine(notice, options: options)) }
    // A run that checked nothing says why, as every other format does (the fifty-first
    // attack's A51-10: these two wrote an empty file, and only standard error said it).
    if let nothingChecked = summary.nothingChecked {
      sink.append(Style.nothingCheckedLine(nothingChecked, options: options))
    }
    // One a piece, so the annotations' text is never held whole.
    // Apple's own controls once per cause, naming the rows (fresh24 F24-7).
    let ranked = problems.ranked
    for cause in ProblemList.causeLines(of: ranked) {
      sink.append(
        line(
          AnnotationRecord.record(
            for: ranked[cause.position], cause: cause, allLocales: summary.locales, contexts: contexts)))
    }
    for record in AnnotationRecord.records(for: summary.sourceFindings)
      + AnnotationRecord.records(for: summary.diagnostics.filter { Severity($0.severity) >= floor })
    {
      sink.append(line(record))
    }
  }

  /// One record as the style writes it, ending in a line feed.
  func line(_ record: AnnotationRecord) -> String {
    Style.line(for: record, options: options)
  }
}

/// How an ``AnnotationReportWriter`` writes one record: a compiler diagnostic for Xcode, a
/// workflow command for GitHub Actions, or a format of your own.
public protocol AnnotationStyle: Sendable {
  /// The record as one line, ending in a line feed. The line must not contain another line
  /// break: escape them in paths and messages.
  /// - Parameters:
  ///   - record: a finding or read problem, with its place, level, code, title and message.
  ///   - options: the report settings (``ReportOptions/sourceRoot`` for paths).
  static func line(for record: AnnotationRecord, options: ReportOptions) -> String

  /// The note a sharded run's report starts with, one line ending in a line feed:
  /// ``ShardNotice/sentence(_:capitalized:)`` in the style's form of a note without a file.
  static func shardLine(_ shard: Shard, options: ReportOptions) -> String

  /// A notice about the whole run (``CheckSummary/notice``: no Swift sources were read under
  /// the paths, so no row is known), one line ending in a line feed, in the style's form of a
  /// warning or notice without a file. It is not a finding: it counts for no `--fail-on`.
  static func noticeLine(_ notice: String, options: ReportOptions) -> String

  /// Why the run checked nothing (``CheckSummary/nothingChecked``: `no localization strings were
  /// read in App`), one line ending in a line feed, in the style's form of an error without a
  /// file; the run exits 3.
  static func nothingCheckedLine(_ reason: String, options: ReportOptions) -> String
}

extension AnnotationStyle {
  /// `note: this report covers shard K of N …`, for styles that do not write their own.
  public static func shardLine(_ shard: Shard, options: ReportOptions) -> String {
    "note: " + ShardNotice.sentence(shard) + "\n"
  }

  /// `warning: no Swift sources under the paths, …`, for styles that do not write their own.
  public static func noticeLine(_ notice: String, options: ReportOptions) -> String {
    "warning: " + QuotedText.escaped(notice) + "\n"
  }

  /// `error: nothing was checked: …`, for styles that do not write their own.
  public static func nothingCheckedLine(_ reason: String, options: ReportOptions) -> String {
    "error: nothing was checked: " + QuotedText.escaped(reason) + "\n"
  }
}
