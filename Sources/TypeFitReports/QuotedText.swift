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

  /// The text escaped for one line, cut after `limit` characters when given.
  static func escaped(_ text: String, limit: Int? = nil) -> String {
    var shown = text
    if let limit, text.count > limit { shown = String(text.prefix(limit)) + "…" }
    var output = ""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
