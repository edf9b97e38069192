import TypeFitRow

/// ANSI colours for text output, applied only when the output is a terminal; otherwise every
/// method returns its text unchanged, so files and pipes get plain, deterministic bytes.
public struct TerminalStyle: Sendable {
  /// Whether escape codes are written.
  public let enabled: Bool

  public init(enabled: Bool) { self.enabled = enabled }

  /// Bold text.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dim text.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Red text, for errors and truncation.
  public func red(_ text: String) -> String { wrap(text, "31") }

  /// Text coloured by a finding's severity: red errors, yellow warnings, cyan notes.
  public func severity(_ severity: Severity, _ text: String) -> String {
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
