import Foundation

/// The `--output F` option: where a command's results go, a file or standard output.
///
/// Diagnostics always go to standard error; only results follow `--output`. Colour is used
/// only when results go to standard output and it is a terminal.
///
/// ```swift
/// let output = OutputDestination(arguments, io: io)
/// let style = TerminalStyle(enabled: output.isTerminal)
/// try output.write(text)
/// ```
struct OutputDestination {
  /// The option's declaration.
  static let option = OptionSpec(
    "output", value: "F", help: "Write results to file F instead of standard output ('-' for stdout).")

  /// The file path, or `nil` for standard output.
  let path: String?
  private let io: CommandIO

  /// Reads `--output` from parsed arguments.
  init(_ arguments: ParsedArguments, io: CommandIO) {
    let value = arguments.value(Self.option.name)
    self.path = value == "-" ? nil : value
    self.io = io
  }

  /// Whether results end up on a terminal (so colour may be used).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  /// Writes the whole result, replacing the file if there is one (atomically, see
  /// ``ReportFile``).
  ///
  /// - Throws: ``OutputError`` when the file or standard output cannot be written.
  func write(_ text: String) throws {
    guard let path else {
      io.out(text)
      if let failure = io.outputFailure { throw OutputError(failure) }
      return
    }
    let file = try ReportFile(path: path)
    file.write(text)
    try file.commit()
  }
}
