import TypeFitLocalization

/// The order every report lists read problems in: by file, line, column, then message, with
/// whole-file problems before the lines of their file.
enum DiagnosticOrder {
  /// The diagnostics sorted; the same set always gives the same order.
  static func sorted(_ diagnostics: [LocalizationDiagnostic]) -> [LocalizationDiagnostic] {
    diagnostics.sorted { left, right in
      if left.file != right.file { return left.file < right.file }
      if (left.line ?? 0) != (right.line ?? 0) { return (left.line ?? 0) < (right.line ?? 0) }
      if (left.column ?? 0) != (right.column ?? 0) { return (left.column ?? 0) < (right.column ?? 0) }
      if left.message != right.message { return left.message < right.message }
      return left.kind.rawValue < right.kind.rawValue
    }
  }
}
