import TypeFit
import TypeFitInput

/// Arguments after parsing against a command's option table.
public struct ParsedArguments: Sendable {
  /// Values by option name, in the order given (several for repeatable options).
  public var values: [String: [String]] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []
  /// Positional arguments, in order (`-` stands for standard input).
  public var positionals: [String] = []

  /// The last value of an option, or `nil`.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The option's value as a number inside `range`, checked before any conversion: plain
  /// decimal notation only (``InputNumber/parseDecimal(_:field:in:whole:)``), so `0x10` is
  /// refused rather than read as 16.
  ///
  /// - Throws: ``UsageError`` naming the option, the range and the value given
  ///   (`--scale must be a number from 1 to 4, got 1e-300`).
  public func number(_ name: String, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double? {
    guard let text = value(name) else { return nil }
    do {
      return try InputNumber.parseDecimal(text, field: "--\(name)", in: range, whole: whole)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The option's value as a whole number inside `range`, written as decimal digits (with a
  /// `-` only when the range has negatives), converted only after the check.
  ///
  /// - Throws: ``UsageError`` naming the option, the range and the value given.
  public func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    try number(name, in: Double(range.lowerBound)...Double(range.upperBound), whole: true).map { Int($0) }
  }

  /// The option's value, which must be one of `choices`.
  ///
  /// - Throws: ``UsageError`` naming the valid choices.
  public func choice(_ name: String, from choices: [String], default fallback: String) throws -> String {
    guard let text = value(name) else { return fallback }
    guard choices.contains(text) else {
      throw UsageError("--\(name) must be one of \(choices.joined(separator: ", ")); got '\(text)'")
    }
    return text
  }
}
