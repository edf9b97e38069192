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

  /// The option's value as a number.
  ///
  /// - Throws: ``UsageError`` when the value is not a finite number.
  public func double(_ name: String) throws -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw UsageError("--\(name) expects a number of points, got '\(text)'")
    }
    return number
  }

  /// The option's value as a whole number.
  ///
  /// - Throws: ``UsageError`` when the value is not an integer.
  public func int(_ name: String) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else { throw UsageError("--\(name) expects a whole number, got '\(text)'") }
    return number
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
