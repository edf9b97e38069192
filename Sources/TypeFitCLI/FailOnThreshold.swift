import TypeFit

/// The `--fail-on error|warning|never` option: which findings make the exit code 1.
///
/// ```swift
/// let threshold = try FailOnThreshold(arguments)
/// return threshold.exitCode(for: report.findings)  // 0 or 1
/// ```
struct FailOnThreshold {
  /// The option's declaration.
  static let option = OptionSpec(
    "fail-on", value: "LEVEL",
    help: "Exit 1 when a finding is at least this severe: error (default), warning, or never.")

  /// The least severe finding that fails the run; `nil` for `never`.
  let minimum: Severity?
  /// Where the threshold was set, as messages name it: `--fail-on warning`, or `"failOn":
  /// "warning" in typefit.json` when the file set it and the command line did not.
  let origin: String

  /// Reads `--fail-on`; without it, `configured` (the `failOn` of `typefit.json`: the command
  /// line wins over the file), else `error`.
  ///
  /// - Throws: ``UsageError`` for another value.
  init(_ arguments: ParsedArguments, configured: String? = nil) throws {
    let choice = try arguments.choice(
      Self.option.name, from: ["error", "warning", "never"], default: configured ?? "error")
    minimum = Severity(rawValue: choice)
    origin =
      if arguments.value(Self.option.name) == nil, let configured {
        "\"failOn\": \"\(configured)\" in typefit.json"
      } else {
        "--fail-on \(choice)"
      }
  }

  /// ``ExitCode/findings`` when some finding reaches the threshold, else ``ExitCode/success``.
  func exitCode(for findings: [Finding]) -> Int32 {
    exitCode(worst: findings.map(\.severity).max())
  }

  /// The counts among `hidden` (findings left out of the report for being below
  /// `--min-severity`, by severity) that fail the run, most severe first.
  func hiddenFailing(_ hidden: [Severity: Int]) -> [(severity: Severity, count: Int)] {
    guard let minimum else { return [] }
    return hidden.filter { $0.key >= minimum && $0.value > 0 }.sorted { $0.key > $1.key }.map {
      ($0.key, $0.value)
    }
  }

  /// `3 warnings are not in the report (below --min-severity error) but fail the run under
  /// --fail-on warning; see them with --min-severity warning`.
  func hiddenFailingSentence(_ hidden: [(severity: Severity, count: Int)], minimumSeverity: Severity)
    -> String
  {
    let counts = hidden.map {
      $0.count == 1 ? "1 \($0.severity.rawValue)" : "\($0.count) \($0.severity.rawValue)s"
    }
    let total = hidden.reduce(0) { $0 + $1.count }
    let lowest = hidden.map(\.severity).min() ?? minimumSeverity
    return counts.joined(separator: " and ") + (total == 1 ? " is" : " are")
      + " not in the report (below --min-severity \(minimumSeverity.rawValue)) but fail"
      + (total == 1 ? "s" : "") + " the run under \(origin); "
      + "see \(total == 1 ? "it" : "them") with --min-severity \(lowest.rawValue)"
  }

  /// The exit code when the most severe finding is `worst` (`nil`: no findings).
  func exitCode(worst: Severity?) -> Int32 {
    guard let minimum, let worst, worst >= minimum else { return ExitCode.success }
    return ExitCode.findings
  }
}
