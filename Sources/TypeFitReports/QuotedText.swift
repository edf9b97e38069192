import TypeFitLocalization

/// Quotes a string for one-line human-readable output.
///
/// Line breaks, tabs and other control characters are shown as escapes so a finding stays on
/// one line, and long strings are cut with "…".
///
/// ```swift
/// QuotedText.single("Zwei\nZeilen")                           // "'Zwei\\nZeilen'"
/// QuotedText.single("Datenschutzeinstellungen", limit: 10)    // "'Datenschut…'"
/// ```
enum QuotedText {
  /// The text in single quotes, escaped, and cut after `limit` characters when given.
  static func single(_ text: String, limit: Int? = nil) -> String {
    "'" + escaped(text, limit: limit) + "'"
  }

  /// The text escaped for one line, cut after `limit` characters when given (the escaping
  /// shared with standard error, ``TerminalText``).
  static func escaped(_ text: String, limit: Int? = nil) -> String {
    TerminalText.escaped(text, limit: limit)
  }
}
