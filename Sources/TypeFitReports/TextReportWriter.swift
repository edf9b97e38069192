import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Writes a report for people: a one-line header, then at the end a summary (files, locales,
/// rows, findings by severity, rule, category and locale, read problems) and the worst
/// offenders, one line each with the numbers:
///
/// ```
/// de  de.lproj/Localizable.strings:12  settings.privacy  TF001 label-truncated: 'Datenschutzeinstellungen'
///     needs 2 lines from xxLarge; 1 allowed; shows 'Datenschutzeinstell…' (iPhone SE (3rd generation), 375 pt)
/// ```
/// (one line in the output). The list is capped at ``ReportOptions/offenderLimit`` and ends
/// with "… and N more" and how to see them all. ANSI colours are used only when
/// ``ReportOptions/color`` is set. Memory is bounded by the offender limit and the
/// number of read problems.
public struct TextReportWriter: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// Read problems listed in the summary before the rest are counted only.
  public static let diagnosticLimit = 20

  /// The settings: colour, offender limit, quote limit and source root.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var offenders: OffenderList
  private var sequence = 0

  /// - Parameter options: ``ReportOptions/color``, ``ReportOptions/offenderLimit``,
  ///   ``ReportOptions/quoteLimit`` and ``ReportOptions/sourceRoot`` are used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
    self.offenders = OffenderList(limit: options.offenderLimit)
  }

  private var style: TerminalStyle { TerminalStyle(enabled: options.color) }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    offenders = OffenderList(limit: options.offenderLimit)
    sequence = 0
    var parts = ["TypeFit \(info.toolVersion)", "profile \(info.profileID)"]
    parts += info.contexts.map(ContextLabel.text)
    if let first = info.categories.first, let last = info.categories.last {
      parts.append(first == last ? first.name : "\(first.name)…\(last.name)")
    }
    parts.append("fonts: \(info.fontStack)")
    return style.bold(parts.joined(separator: " · ")) + "\n"
  }

  public mutating func write(_ result: CheckResult) -> String {
    let item = result.item
    let place = ReportPath.relative(item.location.file, to: options.sourceRoot) + ":\(item.location.line)"
    for (index, report) in result.reports.enumerated() {
      let context = index < contexts.count ? contexts[index] : nil
      for finding in report.findings {
        sequence += 1
        offenders.offer(
          OffenderList.Entry(
            severity: finding.severity, categoryRank: finding.firstCategory?.rawValue ?? -1,
            rule: finding.ruleID, sequence: sequence, locale: item.locale, place: place, key: item.key,
            sentence: ""),
          sentence: FindingSentence.line(
            for: finding, in: report, context: context, quoteLimit: options.quoteLimit))
      }
    }
    return ""
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    summaryText(summary) + offenderText()
  }

  private func summaryText(_ summary: CheckSummary) -> String {
    let counts = SummaryCounts(summary)
    var out = "\n" + style.bold("Summary") + "\n"
    out += "  files     \(summary.files.count)\n"
    out += "  locales   \(counts.locales.count)"
    out += counts.locales.isEmpty ? "\n" : " (" + counts.locales.joined(separator: ", ") + ")\n"
    out += "  rows      \(summary.rows), \(summary.rowsWithFindings) with findings\n"
    let severities = counts.bySeverity.map {
      style.severity($0.severity, CountPhrase.text($0.count, $0.severity.rawValue))
    }
    out += "  findings  \(summary.findingCount): " + severities.joined(separator: ", ") + "\n"
    if !counts.byRule.isEmpty {
      out += "\n" + style.bold("Findings by rule") + "\n"
      let width = counts.byRule.map { $0.rule.name.count }.max() ?? 0
      for (rule, count) in counts.byRule {
        let name = TextPadding.right(rule.name, width: width)
        out +=
          "  \(rule.rawValue) \(name)  "
          + style.severity(rule.severity, TextPadding.right(rule.severity.rawValue, width: 7))
          + "  \(count)\n"
      }
    }
    if !counts.byCategory.isEmpty {
      out += "\n" + style.bold("Findings by first category") + "\n  "
      out += counts.byCategory.map { "\($0.category.name) \($0.count)" }.joined(separator: " · ") + "\n"
    }
    if !counts.byLocale.isEmpty {
      out += "\n" + style.bold("Findings by locale") + "\n  "
      out += counts.byLocale.map { "\($0.locale) \($0.count)" }.joined(separator: " · ") + "\n"
    }
    out += readProblemsText(summary.diagnostics, counts: counts)
    return out
  }

  private func readProblemsText(_ diagnostics: [LocalizationDiagnostic], counts: SummaryCounts) -> String {
    guard !diagnostics.isEmpty else { return "" }
    var out =
      "\n" + style.bold("Read problems") + "  " + CountPhrase.text(counts.readErrors, "error") + ", "
      + CountPhrase.text(counts.readWarnings, "warning") + "\n"
    let sorted = DiagnosticOrder.sorted(diagnostics)
    for diagnostic in sorted.prefix(Self.diagnosticLimit) {
      var located = diagnostic
      located.file = ReportPath.relative(diagnostic.file, to: options.sourceRoot)
      let level = diagnostic.severity == .error ? Severity.error : .warning
      out +=
        "  " + style.severity(level, diagnostic.severity.rawValue) + "  "
        + QuotedText.escaped(located.description) + "\n"
    }
    if sorted.count > Self.diagnosticLimit {
      out += "  … and \(sorted.count - Self.diagnosticLimit) more (all in --format json)\n"
    }
    return out
  }

  private func offenderText() -> String {
    guard offenders.total > 0 else { return "\nNo findings.\n" }
    let shown = offenders.entries
    var out = "\n" + style.bold("Worst offenders") + " (\(shown.count) of \(offenders.total))\n"
    let localeWidth = shown.map(\.locale.count).max() ?? 0
    for entry in shown {
      let locale = TextPadding.right(entry.locale, width: localeWidth)
      let rule = style.severity(entry.severity, "\(entry.rule.rawValue) \(entry.rule.name)")
      out +=
        "\(QuotedText.escaped(locale))  \(QuotedText.escaped(entry.place))  \(QuotedText.escaped(entry.key))  "
        + "\(rule): \(QuotedText.escaped(entry.sentence))\n"
    }
    if offenders.omitted > 0 {
      out += "… and \(offenders.omitted) more; see all with --format json\n"
    }
    return out
  }
}
