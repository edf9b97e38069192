import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Writes a report for people: a one-line header (and the configuration file used), then at
/// the end a summary (files, locales, strings by role, findings by severity, rule, role,
/// category and locale, read problems) and the problems, each said once:
///
/// ```
/// error    settings.summary: title truncates from large in de, ru; from xxLarge in fi (needs 2 lines, 1 allowed)
///            TF001 label-truncated · row (typefit.json rows[7]) · Localizable.xcstrings:1385 (de):
///            'Zeitgesteuerte Zusammenfassung der Mitteilungen' needs 2 lines from large; …
/// ```
///
/// A problem is one rule on one part of one key's row (`ProblemList`): the same finding in
/// several locales is one problem with its list of locales, and a finding that does not depend
/// on the text (a switch's size) is one problem for the row. Problems are listed errors first,
/// then warnings, then notes, and within a severity from the smallest first category. The
/// list is capped at ``ReportOptions/offenderLimit`` and ends with "… and N more" and how to
/// see them all. ANSI colours are used only when ``ReportOptions/color`` is set. Memory grows
/// with the number of problems, not of locales.
public struct TextReportWriter: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// Read problems listed in the summary before the rest are counted only.
  public static let diagnosticLimit = 20

  /// The content left out by design the text report lists (notes: nothing to fix); the others
  /// are counted. A catalog translated by a tool has dozens of plural forms its languages never
  /// show (Ice Cubes 45), which took the first screen from the source findings.
  public static let leftOutLimit = 3

  /// The settings: colour, problem limit, quote limit and source root.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var problems: ProblemList
  /// The part of a sharded run, named in the header and the summary.
  private var shard: Shard?
  /// The report's floor and the least severity that fails the run, for the summary line on
  /// failing findings the floor leaves out.
  private var floor = Severity.note
  private var failingSeverity: Severity?

  /// - Parameter options: ``ReportOptions/color``, ``ReportOptions/offenderLimit`` (problems
  ///   listed), ``ReportOptions/quoteLimit`` and ``ReportOptions/sourceRoot`` are used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
    self.problems = ProblemList(quoteLimit: options.quoteLimit, sourceRoot: options.sourceRoot)
  }

  private var style: TerminalStyle { TerminalStyle(enabled: options.color) }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    shard = info.shard
    floor = info.minimumSeverity
    failingSeverity = info.failingSeverity
    problems = ProblemList(quoteLimit: options.quoteLimit, sourceRoot: options.sourceRoot)
    var parts = ["TypeFit \(info.toolVersion)", "profile \(info.profileID)"]
    parts += info.contexts.map(ContextLabel.text)
    // A list as a list, a range as a range (U55-4: `large,AX5` read `large…AX5`).
    if !info.categories.isEmpty { parts.append(ContentSizeCategory.selectionText(info.categories)) }
    // The stack's name comes from a `--stack` file, which a repository can ship.
    parts.append("fonts: \(QuotedText.escaped(info.fontStack))")
    // A part of a sharded run says so, so that it is not read as the whole check.
    if let shard = info.shard { parts.append(ShardNotice.name(shard)) }
    var out = style.bold(parts.joined(separator: " · ")) + "\n"
    let config =
      info.configurationFile.map { QuotedText.escaped(ReportPath.relative($0, to: options.sourceRoot)) }
      ?? "none"
    let floor = info.minimumSeverity == .note ? "all findings" : "\(info.minimumSeverity.rawValue) and up"
    out += "config: \(config) · reports \(floor)\n"
    return out
  }

  public mutating func write(_ result: CheckResult) -> String {
    problems.add(result)
    return ""
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    // The code's findings come first: they are few, said once per place, and often the only
    // errors of an app whose strings fit. The text is short: each list stops at
    // ``ReportOptions/offenderLimit``.
    sink.append(
      summaryText(summary)
        + SourceFindingReport.text(
          summary.sourceFindings, style: style, limit: options.offenderLimit, sourceRoot: options.sourceRoot)
        + problemText(
          allLocales: summary.locales, sourceFindings: !summary.sourceFindings.isEmpty,
          hidesFailing: !hiddenFailing(summary).isEmpty, nothingChecked: summary.nothingChecked))
  }

  private func summaryText(_ summary: CheckSummary) -> String {
    let counts = SummaryCounts(summary)
    var out = "\n" + style.bold("Summary") + "\n"
    out += "  files     \(summary.files.count)\n"
    out += "  locales   \(counts.locales.count)"
    out +=
      counts.locales.isEmpty
      ? "\n" : " (" + Self.firstLocales(counts.locales).joined(separator: ", ") + ")\n"
    out += "  checked   " + Self.checkedText(summary) + "\n"
    if summary.rows > 0 { out += "            " + CheckedPhrase.withFindings(summary) + "\n" }
    if let shard {
      out +=
        "  shard     "
        + ShardNotice.counts(shard, rows: summary.rows, rowsInOtherShards: summary.rowsInOtherShards)
        + " (typefit merge joins the shards' JSON or NDJSON reports)\n"
    }
    let severities = counts.bySeverity.map {
      style.severity($0.severity, CountPhrase.text($0.count, $0.severity.rawValue))
    }
    out += "  findings  \(summary.findingCount): " + severities.joined(separator: ", ") + "\n"
    if let notice = summary.notice { out += "  notice    " + QuotedText.escaped(notice) + "\n" }
    // Findings the floor leaves out that still fail the run (`--min-severity error --fail-on
    // warning`): said, so that a failing run does not read "No findings".
    let hidden = hiddenFailing(summary)
    if let failingSeverity, !hidden.isEmpty {
      out +=
        "  not shown "
        + hidden.map { style.severity($0.severity, CountPhrase.text($0.count, $0.severity.rawValue)) }
        .joined(separator: ", ") + " below --min-severity \(floor.rawValue), which fail the run (--fail-on "
        + "\(failingSeverity.rawValue))\n"
    }
    if !counts.byRule.isEmpty {
      out += "\n" + style.bold("Findings by rule") + "\n"
      let width = counts.byRule.map { $0.rule.name.count }.max() ?? 0
      for (rule, count) in counts.byRule {
        let name = TextPadding.right(rule.name, width: width)
        let level = summary.highestSeverityByRule[rule] ?? rule.severity
        out +=
          "  \(rule.rawValue) \(name)  "
          + style.severity(level, TextPadding.right(level.rawValue, width: 7))
          + "  \(count)\n"
      }
    }
    if !summary.findingsByRole.isEmpty {
      out += "\n" + style.bold("Findings by role") + "\n  "
      out +=
        ItemRole.allCases.compactMap { role in summary.findingsByRole[role].map { "\(role.rawValue) \($0)" } }
        .joined(separator: " · ") + "\n"
    }
    if !counts.byCategory.isEmpty {
      out += "\n" + style.bold("Findings by first category") + "\n  "
      // Findings that hold at no one size (TF004, TF005, the source rules) are counted last, so
      // that the line adds up to the findings above it (the fifty-first attack's P1-2: 149 of 159).
      let anySize = summary.findingsAtNoOneCategory
      out +=
        (counts.byCategory.map { "\($0.category.name) \($0.count)" }
        + (anySize > 0 ? ["any size \(anySize)"] : []))
        .joined(separator: " · ") + "\n"
    }
    if !counts.byLocale.isEmpty {
      out += "\n" + style.bold("Findings by locale") + "\n  "
      out +=
        Self.firstLocales(counts.byLocale.map { "\($0.locale) \($0.count)" })
        .joined(separator: " · ") + "\n"
    }
    out += readProblemsText(summary.diagnostics, counts: counts)
    return out
  }

  /// The most locales the summary names on one line: 40 (a run checks up to 1,000, and the
  /// forty-first attack's A41-7 found a `locales` line of 14,759 characters); the JSON report
  /// names them all.
  static let listedLocales = 40

  /// The first ``listedLocales`` of `items`, then one item saying how many more there are.
  static func firstLocales(_ items: [String]) -> [String] {
    guard items.count > listedLocales else { return items }
    return Array(items.prefix(listedLocales)) + [
      "… \(items.count - listedLocales) more (all in --format json)"
    ]
  }

  /// What was checked, the summary's `checked` line (``CheckedPhrase/checked(_:)``): `17 rows in
  /// 11 locales: 187 row × locale checks (242 strings)`, each number once; the next line says
  /// how many have findings (``CheckedPhrase/withFindings(_:)``). Before fresh22 F22-6 it read
  /// `187 rows (242 strings), 152 with findings`, which left the unit (a key in one locale)
  /// and the share of notes unsaid.
  static func checkedText(_ summary: CheckSummary) -> String { CheckedPhrase.checked(summary) }

  /// The findings below the report's floor that fail the run, most severe first.
  private func hiddenFailing(_ summary: CheckSummary) -> [(severity: Severity, count: Int)] {
    guard let failingSeverity else { return [] }
    return Severity.allCases.reversed().compactMap { severity in
      guard severity >= failingSeverity, let count = summary.findingsBelowMinimumSeverity[severity], count > 0
      else { return nil }
      return (severity, count)
    }
  }

  /// The read problems (errors and warnings), then apart the content left out by design
  /// (notes: nothing to fix, fresh24 F24-5), listing their first ``diagnosticLimit`` and
  /// ``leftOutLimit``.
  private func readProblemsText(_ diagnostics: [LocalizationDiagnostic], counts: SummaryCounts) -> String {
    let sorted = DiagnosticOrder.sorted(diagnostics)
    let problems = sorted.filter { $0.severity != .note }
    let notes = sorted.filter { $0.severity == .note }
    var out = ""
    if !problems.isEmpty {
      out +=
        "\n" + style.bold("Read problems") + "  " + CountPhrase.text(counts.readErrors, "error") + ", "
        + CountPhrase.text(counts.readWarnings, "warning") + "\n"
        + diagnosticLines(problems, total: counts.readErrors + counts.readWarnings)
    }
    if !notes.isEmpty {
      out +=
        "\n" + style.bold("Left out by design") + "  " + CountPhrase.text(counts.readNotes, "note")
        + ": nothing to fix\n" + diagnosticLines(notes, total: counts.readNotes, limit: Self.leftOutLimit)
    }
    return out
  }

  /// The first `limit` of `sorted`, one a line, then how many more of the `total` there are:
  /// past the lines a run lists (``RunDiagnostics``), the JSON report lists some of them (the
  /// thirty-ninth attack's A39-5: "… and 981 more (all in --format json)" for 59,981).
  private func diagnosticLines(
    _ sorted: [LocalizationDiagnostic], total: Int, limit: Int = Self.diagnosticLimit
  ) -> String {
    var out = ""
    // The severities padded to the longest listed, so that the paths line up (U55-14).
    let width = sorted.prefix(limit).map(\.severity.rawValue.count).max() ?? 0
    for diagnostic in sorted.prefix(limit) {
      var located = diagnostic
      located.file = ReportPath.relative(diagnostic.file, to: options.sourceRoot)
      let name = diagnostic.severity.rawValue
      out +=
        "  " + style.severity(Severity(diagnostic.severity), name)
        + String(repeating: " ", count: width - name.count) + "  " + QuotedText.escaped(located.description)
        + "\n"
    }
    // The run's counting lines each stand for more than one problem.
    let shown = min(limit, sorted.count)
    if total > shown {
      let listed =
        total > sorted.count
        ? "--format json lists more of them and counts them all"
        : "all in --format json"
      out += "  … and \(total - shown) more (\(listed))\n"
    }
    return out
  }

  /// - Parameter nothingChecked: ``CheckSummary/nothingChecked``: a run that checked nothing
  ///   ends with its reason, never `No findings.`, which a reader of the report alone would take
  ///   for a pass (fresh21 F21-1).
  private func problemText(
    allLocales: Set<String>, sourceFindings: Bool, hidesFailing: Bool, nothingChecked: String?
  ) -> String {
    if let nothingChecked {
      // A reason that ends in a question (`did you mean de?`) takes no period after it.
      return "\nNothing was checked: " + QuotedText.escaped(nothingChecked)
        + (nothingChecked.hasSuffix("?") ? "" : ".")
        + "\n"
    }
    guard problems.findingCount > 0 else {
      if sourceFindings { return "" }
      return hidesFailing
        ? "\nNo findings at --min-severity \(floor.rawValue) or above.\n" : "\nNo findings.\n"
    }
    let ranked = problems.ranked
    // Apple's own controls once per cause, naming the rows (fresh24 F24-7).
    let lines = ProblemList.causeLines(of: ranked)
    let shown = lines.prefix(options.offenderLimit)
    var out =
      "\n" + style.bold("Problems") + " (\(shown.count) of \(lines.count); "
      + "\(CountPhrase.text(problems.findingCount, "finding")) said once per key, rule and part)\n"
    for line in shown {
      let problem = ranked[line.position]
      let level = style.severity(problem.severity, TextPadding.right(problem.severity.rawValue, width: 7))
      out +=
        level + "  "
        + QuotedText.escaped(
          ProblemList.headline(line, of: problem, allLocales: allLocales, contexts: contexts))
        + "\n"
      let first = problem.occurrences[0]
      var evidence = [
        "\(problem.rule.rawValue) \(problem.rule.name)", "\(problem.role.rawValue) (\(problem.roleReason))",
        "\(first.file):\(first.line) (\(first.locale))",
      ]
      if contexts.count > 1, problem.context < contexts.count {
        evidence.append(ContextLabel.text(contexts[problem.context]))
      }
      out +=
        "           " + QuotedText.escaped(evidence.joined(separator: " · ")) + ": " + problem.example + "\n"
    }
    if lines.count > shown.count {
      let rest = lines.dropFirst(shown.count)
      let bySeverity = Severity.allCases.reversed().compactMap { severity -> String? in
        let count = rest.filter { $0.severity == severity }.count
        return count == 0 ? nil : CountPhrase.text(count, severity.rawValue)
      }
      out +=
        "… and \(rest.count) more (\(bySeverity.joined(separator: ", "))); see all with --format json, "
        + "or raise the floor with --min-severity warning\n"
    }
    return out
  }
}
