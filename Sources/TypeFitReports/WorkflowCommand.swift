import TypeFitLocalization

/// A GitHub Actions workflow command, `::name key=value,key=value::message`, which the runner
/// reads from a step's standard output when it starts a line.
///
/// ```swift
/// WorkflowCommand(name: "error", properties: [("file", "a,b.strings"), ("line", "3")],
///                 message: "50% done\nnext").line
/// // "::error file=a%2Cb.strings,line=3::50%25 done%0Anext\n"
/// ```
///
/// Escaping follows the runner's parser and the toolkit that writes these commands
/// (`escapeData` and `escapeProperty` in
/// <https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts>, undone by
/// `ActionCommand` in <https://github.com/actions/runner/blob/main/src/Runner.Common/ActionCommand.cs>):
/// in the message `%`, CR and LF become `%25`, `%0D` and `%0A`; in property values `:` and
/// `,` also become `%3A` and `%2C`, since they end a value. The syntax is documented in
/// <https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands>.
/// Other control characters and bidirectional controls, in the message and in property values
/// alike, are shown as ``TerminalText`` shows them (`\u{1B}`), since the runner prints both in
/// the job's log.
struct WorkflowCommand: Sendable {
  /// The command (`error`, `warning`, `notice`).
  var name: String
  /// Properties in the order written; values are escaped when the line is built.
  var properties: [(String, String)]
  /// The message, escaped when the line is built.
  var message: String

  /// The command as one line, ending in a line feed.
  var line: String {
    let list = properties.map { $0.0 + "=" + Self.escapedProperty($0.1) }.joined(separator: ",")
    return "::" + name + (list.isEmpty ? "" : " " + list) + "::" + Self.escapedData(message) + "\n"
  }

  /// `%` → `%25`, CR → `%0D`, LF → `%0A`; other controls as ``TerminalText`` escapes them.
  static func escapedData(_ text: String) -> String {
    escaped(text, alsoEscaping: false)
  }

  /// As ``escapedData(_:)``, and `:` → `%3A`, `,` → `%2C`.
  static func escapedProperty(_ text: String) -> String {
    escaped(text, alsoEscaping: true)
  }

  private static func escaped(_ text: String, alsoEscaping separators: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case ":" where separators: output += "%3A"
      case "," where separators: output += "%2C"
      case _ where TerminalText.needsEscape(scalar): output += TerminalText.escaped(String(scalar))
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
