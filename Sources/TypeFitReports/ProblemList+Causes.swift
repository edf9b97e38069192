import TypeFitDynamicType
import TypeFitRow

extension ProblemList {
  /// A line of a report that says each cause once (the text report, `xcode`, `github`): one
  /// problem, or every problem on Apple's own controls that reads the same (the same rule,
  /// severity, subject, sizes, detail and layout contexts), said once at the first one's place,
  /// naming its rows (fresh24 F24-7, fresh22 F22-10: Mastodon's 13 stock switches were 13 notes
  /// that each said the app cannot change the switch).
  ///
  /// JSON, NDJSON and SARIF keep one problem per row: the shards of a run are merged problem by
  /// problem (``ReportMerger``), and a row's problem is whole in one shard while a cause's rows
  /// are not.
  struct CauseLine {
    /// The problem said, by its position in ``ranked``.
    var position: Int
    var severity: Severity
    /// The keys of the other rows of the cause, in ranked order, at most ``causeKeyLimit``.
    var otherKeys: [String] = []
    /// How many other rows have the cause.
    var otherCount = 0
  }

  /// The most rows a cause line names; more are counted (`and 8 more`).
  static let causeKeyLimit = 5

  /// What makes problems on Apple's controls one cause.
  private struct Cause: Hashable {
    var rule: RuleID
    var severity: Severity
    var subject: String
    var categories: [ContentSizeCategory]
    var detail: String?
    var contexts: [Int]
  }

  /// The lines of `ranked` (``ranked``), in its order: each problem once, and the problems on
  /// Apple's own controls (``Problem/concernsSystemControl``) one line per cause, at the first
  /// one's place.
  static func causeLines(of ranked: LazyMapCollection<[Int], Problem>) -> [CauseLine] {
    var lines: [CauseLine] = []
    var causes: [Cause: Int] = [:]
    for (position, problem) in ranked.enumerated() {
      if problem.concernsSystemControl {
        let cause = Cause(
          rule: problem.rule, severity: problem.severity, subject: problem.phrase.subject,
          categories: problem.rule == .rowTargetTooSmall ? problem.categories : [],
          detail: problem.occurrences.first?.detail ?? nil, contexts: problem.contexts)
        if let line = causes[cause] {
          if lines[line].otherKeys.count < causeKeyLimit - 1 { lines[line].otherKeys.append(problem.key) }
          lines[line].otherCount += 1
          continue
        }
        causes[cause] = lines.count
      }
      lines.append(CauseLine(position: position, severity: problem.severity))
    }
    return lines
  }

  /// The headline of `problem`, the one `line` says: ``headline(_:allLocales:contexts:groupLimit:name:)``,
  /// naming every row of its cause when there are several: `13 rows (Scene.Settings.a,
  /// Scene.Settings.b, … and 8 more): switch is 51×31 pt, below the 44×44 pt HIG minimum (…)`.
  static func headline(
    _ line: CauseLine, of problem: Problem, allLocales: Set<String>, contexts: [LayoutContext]
  ) -> String {
    guard line.otherCount > 0 else { return headline(problem, allLocales: allLocales, contexts: contexts) }
    let named = [problem.key] + line.otherKeys
    let more = line.otherCount + 1 - named.count
    let rows = named.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    return headline(
      problem, allLocales: allLocales, contexts: contexts, name: "\(line.otherCount + 1) rows (\(rows))")
  }
}
