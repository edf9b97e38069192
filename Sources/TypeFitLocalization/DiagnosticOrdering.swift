/// Puts one file's diagnostics in reading order.
enum DiagnosticOrdering {
  /// Whole-file diagnostics first, then by line and column; ties keep their order.
  static func sortedByPosition(_ diagnostics: [LocalizationDiagnostic]) -> [LocalizationDiagnostic] {
    diagnostics.enumerated().sorted { left, right in
      let leftKey = (left.element.line ?? 0, left.element.column ?? 0, left.offset)
      let rightKey = (right.element.line ?? 0, right.element.column ?? 0, right.offset)
      return leftKey < rightKey
    }.map(\.element)
  }
}
