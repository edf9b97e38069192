/// The orders read problems are listed in: one file's in reading order, a whole run's for the
/// reports.
public enum DiagnosticOrder {
  /// One file's diagnostics in reading order: whole-file diagnostics first, then by line and
  /// column; ties keep their order.
  static func sortedByPosition(_ diagnostics: [LocalizationDiagnostic]) -> [LocalizationDiagnostic] {
    diagnostics.enumerated().sorted { left, right in
      let leftKey = (left.element.line ?? 0, left.element.column ?? 0, left.offset)
      let rightKey = (right.element.line ?? 0, right.element.column ?? 0, right.offset)
      return leftKey < rightKey
    }.map(\.element)
  }

  /// The order every report lists a run's read problems in: by file, line, column, then
  /// message, with whole-file problems before the lines of their file. The same set always
  /// gives the same order, whatever order the files were read in.
  public static func sorted(_ diagnostics: [LocalizationDiagnostic]) -> [LocalizationDiagnostic] {
    diagnostics.sorted(by: precedes)
  }

  /// Whether `left` comes before `right` in the order of ``sorted(_:)``.
  public static func precedes(_ left: LocalizationDiagnostic, _ right: LocalizationDiagnostic) -> Bool {
    if left.file != right.file { return left.file < right.file }
    if (left.line ?? 0) != (right.line ?? 0) { return (left.line ?? 0) < (right.line ?? 0) }
    if (left.column ?? 0) != (right.column ?? 0) { return (left.column ?? 0) < (right.column ?? 0) }
    if left.message != right.message { return left.message < right.message }
    return left.kind.rawValue < right.kind.rawValue
  }
}
