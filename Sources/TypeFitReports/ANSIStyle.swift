import TypeFitRow

/// ANSI terminal styling that is either on or off; when off every function returns its text
/// unchanged, so callers never branch on colour.
struct ANSIStyle {
  /// Whether escape sequences are written.
  var enabled: Bool

  /// Bold text.
  func bold(_ text: String) -> String { wrap(text, "1") }

  /// Dim text, for secondary details.
  func dim(_ text: String) -> String { wrap(text, "2") }

  /// Text in the colour of a severity: red errors, yellow warnings, cyan notes.
  func severity(_ severity: Severity, _ text: String) -> String {
    switch severity {
    case .error: wrap(text, "31")
    case .warning: wrap(text, "33")
    case .note: wrap(text, "36")
    }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
  }
}
