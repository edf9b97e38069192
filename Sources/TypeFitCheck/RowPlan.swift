import TypeFitLocalization

/// The rows planned from a list of strings, and the problems met planning them: what
/// ``RowPlanner/plan(_:)`` returns.
///
/// ```swift
/// let plan = RowPlanner(configuration: CheckConfiguration()).plan(read.strings)
/// plan.items.count        // one row per string (or per composed row)
/// plan.diagnostics        // malformed format specifiers, unmatched configuration, …
/// ```
public struct RowPlan: Sendable, Hashable, Codable {
  /// The rows to check, in input order.
  public var items: [CheckItem]
  /// Problems met filling format specifiers and configuration that matched nothing.
  public var diagnostics: [LocalizationDiagnostic]

  public init(items: [CheckItem], diagnostics: [LocalizationDiagnostic]) {
    self.items = items
    self.diagnostics = diagnostics
  }
}
