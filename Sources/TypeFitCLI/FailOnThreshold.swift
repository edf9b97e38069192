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

  /// Reads `--fail-on` (default `error`).
  ///
  /// - Throws: ``UsageError`` for another value.
  init(_ arguments: ParsedArguments) throws {
    let choice = try arguments.choice(
      Self.option.name, from: ["error", "warning", "never"], default: "error")
    minimum = Severity(rawValue: choice)
  }

  /// ``ExitCode/findings`` when some finding reaches the threshold, else ``ExitCode/success``.
  func exitCode(for findings: [Finding]) -> Int32 {
    exitCode(worst: findings.map(\.severity).max())
  }

  /// The exit code when the most severe finding is `worst` (`nil`: no findings).
  func exitCode(worst: Severity?) -> Int32 {
    guard let minimum, let worst, worst >= minimum else { return ExitCode.success }
    return ExitCode.findings
  }
}
