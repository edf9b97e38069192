/// A place in a localization file: the file path and a 1-based line and column.
///
/// Columns count UTF-8 bytes of the decoded line, the way compilers report them,
/// so a tab or a multi-byte character before the value moves the column by its byte length.
///
/// ```swift
/// SourceLocation(file: "de.lproj/Localizable.strings", line: 12, column: 5).description
/// // "de.lproj/Localizable.strings:12:5"
/// ```
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file path as it was given to the reader (not made absolute).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  public var column: Int

  /// Creates a location. `line` and `column` are clamped to at least 1.
  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = max(1, line)
    self.column = max(1, column)
  }

  /// `file:line:column`, the form editors and compilers understand.
  public var description: String { "\(file):\(line):\(column)" }
}
