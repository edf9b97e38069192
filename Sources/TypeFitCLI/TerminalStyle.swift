import TypeFit

/// ANSI colours for text output, applied only when the output is a terminal; otherwise every
/// method returns its text unchanged, so files and pipes get plain, deterministic bytes.
struct TerminalStyle {
  /// Whether escape codes are written.
  let enabled: Bool

  /// Bold text.
  func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dim text.
  func dim(_ text: String) -> String { wrap(text, "2") }
  /// Red text, for errors and truncation.
  func red(_ text: String) -> String { wrap(text, "31") }

  /// Text coloured by a finding's severity: red errors, yellow warnings, cyan notes.
  func severity(_ severity: Severity, _ text: String) -> String {
    switch severity {
    case .error: wrap(text, "31")
    case .warning: wrap(text, "33")
    case .note: wrap(text, "36")
    }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
