/// What reading produced: every string that could be read, and every problem found.
public struct LocalizationReadResult: Sendable, Hashable, Codable {
  /// The strings, in file order (files sorted by path, values in the order they appear).
  public var strings: [LocalizedString]
  /// The problems, in the order they were found.
  public var diagnostics: [LocalizationDiagnostic]

  /// Creates a result.
  public init(strings: [LocalizedString] = [], diagnostics: [LocalizationDiagnostic] = []) {
    self.strings = strings
    self.diagnostics = diagnostics
  }

  /// `true` when some input could not be read (any diagnostic of severity error).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Appends another result's strings and diagnostics.
  public mutating func append(_ other: LocalizationReadResult) {
    strings.append(contentsOf: other.strings)
    diagnostics.append(contentsOf: other.diagnostics)
  }
}
