/// How many read problems of each severity a run had beyond the lines its report lists
/// (``RunDiagnostics``): a report's counts are its listed lines of that severity plus these.
public struct UnlistedDiagnosticCounts: Sendable, Hashable, Codable {
  public var errors = 0
  public var warnings = 0
  public var notes = 0

  public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
  }

  /// The count of `severity`.
  public subscript(severity: LocalizationDiagnostic.Severity) -> Int {
    get {
      switch severity {
      case .error: errors
      case .warning: warnings
      case .note: notes
      }
    }
    set {
      switch severity {
      case .error: errors = newValue
      case .warning: warnings = newValue
      case .note: notes = newValue
      }
    }
  }
}
