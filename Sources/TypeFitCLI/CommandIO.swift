import Foundation
import TypeFitConcurrency

/// Where a command reads and writes: real streams for the executable, buffers in tests.
public final class CommandIO: Sendable {
  /// Held while writing, so that texts from several threads do not interleave.
  private let writing = Locked(())
  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  /// Reads standard input one line at a time (without the newline); `nil` at the end.
  public let readLine: @Sendable () -> String?
  /// Whether standard error is a terminal (progress and colour are shown only then).
  public let stderrIsTerminal: Bool
  /// Whether standard output is a terminal.
  public let stdoutIsTerminal: Bool

  public init(
    stdout: @escaping @Sendable (String) -> Void, stderr: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil }, stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false
  ) {
    writeOut = stdout
    writeErr = stderr
    self.readLine = readLine
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
  }

  /// The process's own standard streams.
  public static func standard() -> CommandIO {
    CommandIO(
      stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
      stderr: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1)
  }

  /// Writes to standard output.
  public func out(_ text: String) {
    writing.withLock { _ in writeOut(text) }
  }

  /// Writes to standard error.
  public func err(_ text: String) {
    writing.withLock { _ in writeErr(text) }
  }
}
