import TypeFitCheck
import TypeFitRow

/// Writes one annotation per finding per layout context, then one per read problem, each on its
/// own line in a ``AnnotationStyle``: the skeleton the Xcode (``XcodeReportWriter``) and GitHub
/// Actions (``GitHubActionsReportWriter``) formats share.
///
/// Results stream as they arrive; nothing is written before the first annotation and nothing
/// after the last (no header, no summary), so every line is one annotation. Read problems come
/// at the end, sorted by file, line and column. A part of a sharded run (`--shard K/N`) starts
/// with one note that says so (``ShardNotice``).
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

  /// - Parameter options: only ``ReportOptions/sourceRoot`` is used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    // A part of a sharded run opens with a note saying so (``AnnotationStyle/shardLine(_:options:)``).
    return info.shard.map { Style.shardLine($0, options: options) } ?? ""
  }

  public mutating func write(_ result: CheckResult) -> String {
    AnnotationRecord.records(for: result, contexts: contexts).map(line).joined()
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    for record in AnnotationRecord.records(for: summary.sourceFindings)
      + AnnotationRecord.records(for: summary.diagnostics)
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
}

extension AnnotationStyle {
  /// `note: this report covers shard K of N …`, for styles that do not write their own.
  public static func shardLine(_ shard: Shard, options: ReportOptions) -> String {
    "note: " + ShardNotice.sentence(shard) + "\n"
  }
}
