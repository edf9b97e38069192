import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Writes JUnit XML: a `<testsuite>` per file and locale, a `<testcase>` per row, and a
/// `<failure>` per finding of severity error or warning.
///
/// - Notes (TF007 value-stacked, TF008 label-wraps) do not fail a case; they are written to
///   the case's `<system-out>`, so CI stays green on them and they remain visible.
/// - A case is named `key`, or `key [variant]` for plural, device or width variants; its
///   `classname` is the suite's name, `path (locale)`.
/// - A row checked in several layout contexts is one case; each failure names its context.
/// - Read problems form a last suite, `read problems`: one case per problem, with `<error>`
///   when input was lost and `<system-out>` for warnings.
/// - The root `<testsuites>` is named `TypeFit`, or `TypeFit shard K of N` for a part of a
///   sharded run (`--shard K/N`).
/// - Counts: `tests` is the number of cases, `failures` the cases with at least one
///   `<failure>`, `errors` the cases with an `<error>`; suites are sorted by name.
///
/// Text that XML 1.0 cannot carry (control characters) is replaced by U+FFFD. The lines of an
/// element's text are the writer's own: a line feed or carriage return inside a message, key,
/// path or quoted literal is written as `\n` or `\r` (`JUnitSuite.lines(_:)`), so nothing a
/// repository writes begins a line of the file. The writer keeps only names and failure texts
/// until ``finish(_:)``, not layouts.
public struct JUnitReportWriter: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// The name of the suite that lists read problems.
  public static let readProblemsSuiteName = "read problems"

  /// The settings; ``ReportOptions/sourceRoot`` makes file paths relative.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var suites: [String: JUnitSuite] = [:]
  private var shard: Shard?

  /// - Parameter options: report settings (only ``ReportOptions/sourceRoot`` is used).
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    shard = info.shard
    suites = [:]
    return ""
  }

  public mutating func write(_ result: CheckResult) -> String {
    let item = result.item
    let file = ReportPath.relative(item.location.file, to: options.sourceRoot)
    let suiteName = "\(file) (\(item.locale))"
    var testCase = JUnitSuite.Case(name: item.variant.isBase ? item.key : "\(item.key) [\(item.variantName)]")
    for (index, report) in result.reports.enumerated() {
      let context = index < contexts.count ? contexts[index] : nil
      for finding in report.findings {
        let line = FindingSentence.line(for: finding, in: report, context: context)
        if finding.severity == .note {
          testCase.output.append("\(finding.ruleID.rawValue) \(finding.ruleID.name): \(line)")
          continue
        }
        let categories = finding.categories.map(\.name).joined(separator: ", ")
        var detail = [
          "\(file):\(item.location.line):\(item.location.column): \(finding.ruleID.rawValue) \(finding.ruleID.name) (\(finding.severity))",
          finding.message,
        ]
        if !categories.isEmpty { detail.append("categories: " + categories) }
        testCase.failures.append(
          JUnitSuite.Failure(
            type: finding.ruleID.rawValue, message: "\(finding.ruleID.name): \(line)", detail: detail))
      }
    }
    suites[suiteName, default: JUnitSuite(name: suiteName)].cases.append(testCase)
    return ""
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    var ordered = suites.values.sorted { $0.name < $1.name }
    if let source = SourceFindingReport.junitSuite(summary.sourceFindings, sourceRoot: options.sourceRoot) {
      ordered.append(source)
    }
    if !summary.diagnostics.isEmpty || summary.nothingChecked != nil {
      ordered.append(readProblems(summary.diagnostics, nothingChecked: summary.nothingChecked))
    }
    let tests = ordered.reduce(0) { $0 + $1.cases.count }
    let failures = ordered.reduce(0) { $0 + $1.failedCount }
    let errors = ordered.reduce(0) { $0 + $1.erroredCount }
    // A part of a sharded run names it, so a CI's test view does not take it for the whole check.
    let name = shard.map { "TypeFit " + ShardNotice.name($0) } ?? "TypeFit"
    sink.append(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<testsuites name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n")
    // A test case a piece, so the suites' text is never held whole (A16-6, A18-5).
    for suite in ordered { suite.write(to: sink) }
    suites = [:]
    sink.append("</testsuites>\n")
  }

  /// - Parameter nothingChecked: ``CheckSummary/nothingChecked``: a run that checked nothing
  ///   has one errored case more, `nothing was checked: <reason>`, so that a CI's test view does
  ///   not show an empty folder's run (no tests, no errors) as a pass (fresh21 F21-1).
  private func readProblems(_ diagnostics: [LocalizationDiagnostic], nothingChecked: String?) -> JUnitSuite {
    var suite = JUnitSuite(name: Self.readProblemsSuiteName)
    if let nothingChecked {
      let sentence = "nothing was checked: " + TerminalText.escaped(nothingChecked)
      var testCase = JUnitSuite.Case(name: sentence)
      testCase.errors.append(
        JUnitSuite.Failure(type: "nothingChecked", message: sentence, detail: [sentence]))
      suite.cases.append(testCase)
    }
    for diagnostic in DiagnosticOrder.sorted(diagnostics) {
      let place = ReportPath.relative(diagnostic.file, to: options.sourceRoot)
      var located = diagnostic
      // A path's line feed would begin a line of its own in the body (a workflow command when
      // the report goes to a CI log: the twentieth attack's A20-22); the body's lines are
      // escaped when written (`JUnitSuite.lines(_:)`), the case's name here.
      located.file = TerminalText.escaped(place)
      var testCase = JUnitSuite.Case(name: located.description)
      if diagnostic.severity == .error {
        testCase.errors.append(
          JUnitSuite.Failure(
            type: diagnostic.kind.rawValue, message: diagnostic.message, detail: [located.description]))
      } else {
        testCase.output.append(diagnostic.severity.rawValue + ": " + located.description)
      }
      suite.cases.append(testCase)
    }
    return suite
  }
}
