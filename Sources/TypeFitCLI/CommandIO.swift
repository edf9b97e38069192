import Foundation
import TypeFit
import TypeFitConcurrency

/// Where a command reads and writes: real streams for the executable, buffers in tests.
public final class CommandIO: Sendable {
  /// Held while writing, so that texts from several threads do not interleave.
  private let writing = Locked(())
  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  /// Reads standard input one line at a time (without the newline); `nil` at the end.
  public let readLine: @Sendable () -> String?
  /// Reads standard input one line at a time as bytes, not decoded (without the newline);
  /// `nil` at the end. Shares its position with ``readLine``.
  public let readLineBytes: @Sendable () -> [UInt8]?
  /// Reads standard input whole as bytes, as they are (no decoding, line endings kept), but at
  /// most `limit + 1` bytes: a result longer than `limit` means the input is too long, and the
  /// rest is never read (so `/dev/zero` cannot fill memory or run forever). Throws
  /// ``ReadError`` when standard input cannot be read (a folder: `Is a directory`).
  public let readBytes: @Sendable (_ limit: Int) throws -> [UInt8]
  /// Why reading lines stopped, when it was an error rather than the end of input (standard
  /// input closed, or a folder: `Bad file descriptor`, `Is a directory`); `nil` otherwise, and
  /// always `nil` for a buffer.
  public let lineReadFailure: @Sendable () -> String?
  /// Whether the next line can be read without waiting for the sender (a whole line is
  /// buffered, or data or the end is ready); `true` when the input is a buffer.
  public let inputReady: @Sendable () -> Bool
  /// Whether the input has no line left (it may wait for a pipe's sender to write or close),
  /// asked without allocating: what `measure --batch` asks before it says that a memory limit
  /// leaves no room to read another line. `false` for a buffer.
  public let inputEnded: @Sendable () -> Bool
  /// Whether standard error is a terminal (progress and colour are shown only then).
  public let stderrIsTerminal: Bool
  /// Whether standard output is a terminal.
  public let stdoutIsTerminal: Bool
  private let failures: FailureRecord

  /// The first error writing standard output (`Broken pipe`, `No space left on device`), as a
  /// message; `nil` while everything was written.
  public var outputFailure: String? { failures.first }

  /// Streams through closures (tests, an embedding program). `stdoutFailure`, when given, is
  /// asked before each standard-output write and returns why it failed (recorded in
  /// ``outputFailure``; nothing more is written), or `nil` to write the text.
  public init(
    stdout: @escaping @Sendable (String) -> Void, stderr: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil }, stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, readBytes: (@Sendable (_ limit: Int) throws -> [UInt8])? = nil,
    readLineBytes: (@Sendable () -> [UInt8]?)? = nil, inputReady: @escaping @Sendable () -> Bool = { true },
    stdoutFailure: (@Sendable (String) -> String?)? = nil
  ) {
    self.inputReady = inputReady
    inputEnded = { false }
    lineReadFailure = { nil }
    let failures = FailureRecord()
    if let stdoutFailure {
      // As the standard streams do: the first failure is recorded and nothing more is written.
      writeOut = { text in
        guard failures.first == nil else { return }
        if let failure = stdoutFailure(text) { failures.record(failure) } else { stdout(text) }
      }
    } else {
      writeOut = stdout
    }
    writeErr = stderr
    self.failures = failures
    self.readLine = readLine
    self.readLineBytes = readLineBytes ?? { readLine().map { Array($0.utf8) } }
    // Without a byte source, the lines joined by newlines (what tests feed).
    self.readBytes =
      readBytes ?? { limit in
        var bytes: [UInt8] = []
        while bytes.count <= limit, let line = readLine() { bytes += Array(line.utf8) + [UInt8(ascii: "\n")] }
        return bytes.count > limit ? Array(bytes.prefix(limit + 1)) : bytes
      }
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
  }

  private init(
    standardStreamsWith failures: FailureRecord, closed: Set<Int32>,
    readLine: @escaping @Sendable () -> String?,
    readLineBytes: @escaping @Sendable () -> [UInt8]?, inputReady: @escaping @Sendable () -> Bool,
    inputEnded: @escaping @Sendable () -> Bool, lineReadFailure: @escaping @Sendable () -> String?
  ) {
    self.inputReady = inputReady
    self.inputEnded = inputEnded
    // A standard input closed at start reads as `/dev/null` (empty), but is still an error.
    if closed.contains(0) {
      self.lineReadFailure = { StandardDescriptors.closedDescription }
    } else {
      self.lineReadFailure = lineReadFailure
    }
    let stdoutClosed = closed.contains(1)
    writeOut = { text in
      guard failures.first == nil, !text.isEmpty else { return }
      if stdoutClosed {
        failures.record("cannot write standard output: \(StandardDescriptors.closedDescription)")
      } else if let error = POSIXOutput.writeAll(1, text) {
        failures.record("cannot write standard output: \(error)")
      }
    }
    writeErr = { text in _ = POSIXOutput.writeAll(2, text) }
    self.readLine = readLine
    self.readLineBytes = readLineBytes
    let stdinClosed = closed.contains(0)
    readBytes = { limit in
      if stdinClosed { throw ReadError(description: StandardDescriptors.closedDescription) }
      return try Self.readDescriptor(0, limit: limit)
    }
    stdoutIsTerminal = isatty(1) == 1
    stderrIsTerminal = isatty(2) == 1
    self.failures = failures
  }

  /// The process's own standard streams, written with POSIX `write` (a closed pipe or a full
  /// disk is recorded in ``outputFailure``, never a trap; SIGPIPE is ignored so a closed pipe
  /// is an error code, and SIGXFSZ so a file size limit (`ulimit -f`) on a standard output the
  /// shell opened is `File too large`, exit 4, not the signal: thirteenth attack A13-6). Lines longer than ``maximumLineLength`` bytes are cut to that length
  /// plus one byte and the rest of the line is skipped, so a line without end cannot fill
  /// memory.
  ///
  /// A standard descriptor closed at start gets `/dev/null`, so no file the command opens takes
  /// its number (``StandardDescriptors``); writing to a closed standard output is then recorded
  /// as `Bad file descriptor`, and reading a closed standard input whole fails the same way.
  public static func standard() -> CommandIO {
    let closed = StandardDescriptors.closedAtStart
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    let reader = BoundedLineReader(descriptor: 0, maximumLength: maximumLineLength)
    return CommandIO(
      standardStreamsWith: FailureRecord(), closed: closed, readLine: { reader.next() },
      readLineBytes: { reader.nextBytes() },
      inputReady: { reader.hasReadyInput() }, inputEnded: { reader.isAtEnd() },
      lineReadFailure: { reader.readFailure })
  }

  /// Why standard input could not be read: the system's reason (`Is a directory`).
  public struct ReadError: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Up to `limit + 1` bytes of `descriptor`, stopping at the end.
  ///
  /// - Throws: ``ReadError`` when `read(2)` fails (`EISDIR` for a folder), so an unreadable
  ///   input is never taken for an empty one; a non-blocking input with no data yet is waited
  ///   for (``DescriptorWait``).
  static func readDescriptor(_ descriptor: Int32, limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(buffer.count, limit + 1 - bytes.count)
      let count = buffer.withUnsafeMutableBytes { DescriptorWait.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 { throw ReadError(description: String(cString: strerror(errno))) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The longest standard-input line kept whole, in bytes (1 MiB).
  public static let maximumLineLength = 1 << 20

  /// Writes to standard output.
  public func out(_ text: String) {
    writing.withLock { _ in writeOut(text) }
  }

  /// Writes to standard error as given: for the progress line, which moves the cursor with
  /// escape sequences on purpose. Messages go through ``message(_:then:)``.
  public func err(_ text: String) {
    writing.withLock { _ in writeErr(text) }
  }

  /// Writes one message line to standard error: `text` with its control characters escaped
  /// (`TerminalText`: ESC is written `\u{1B}`, a line feed `\n`), so a key, path, value or
  /// option quoted in it cannot recolour or clear the terminal or forge a line; then a line
  /// feed and `trailer` as given, the tool's own fixed lines (a usage line).
  ///
  /// ```swift
  /// io.message("Error: font '\u{1B}[2J.ttf' not found")  // Error: font '\u{1B}[2J.ttf' not found
  /// io.message("Error: unknown command 'x'", then: "Usage: typefit <command>\n")
  /// ```
  public func message(_ text: String, then trailer: String = "") {
    err(TerminalText.escaped(text) + "\n" + trailer)
  }
}

/// The first failure of a stream, shared by its writer closure and ``CommandIO``.
final class FailureRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var message: String?

  var first: String? {
    lock.lock()
    defer { lock.unlock() }
    return message
  }

  func record(_ text: String) {
    lock.lock()
    if message == nil { message = text }
    lock.unlock()
  }
}
