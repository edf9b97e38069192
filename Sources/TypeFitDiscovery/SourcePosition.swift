import TypeFitLocalization

/// A line and column in one Swift source file, as a key: the place a token starts, or the
/// place a discovered row's call starts (``SourceLocation``'s `line` and `column`).
///
/// Both numbers are kept whole. Rows and tokens were once keyed by `line << 20 | column`,
/// whose fields overlap once a column passes 2^20 bytes (a long line 2 at column 2^20 + 5
/// named the same key as line 3 at column 5), so one row was silently dropped (the fifteenth
/// attack's A15-1).
struct SourcePosition: Hashable {
  /// The 1-based line.
  let line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  let column: Int

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Where `location` points in its file.
  init(_ location: SourceLocation) {
    self.init(line: location.line, column: location.column)
  }
}
