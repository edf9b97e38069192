import Foundation
import Testing
import TypeFitCLI
import TypeFitConcurrency

/// Runs `typefit` in-process with captured standard output and error.
struct CapturedRun {
  let exitCode: Int32
  let stdout: String
  let stderr: String

  /// Runs `arguments` (without the program name); `readLine` stands in for standard input.
  init(
    _ arguments: [String], stdoutIsTerminal: Bool = false,
    readLine: @escaping @Sendable () -> String? = { nil }
  ) {
    let out = Locked("")
    let err = Locked("")
    let io = CommandIO(
      stdout: { text in out.withLock { $0 += text } }, stderr: { text in err.withLock { $0 += text } },
      readLine: readLine,
      stdoutIsTerminal: stdoutIsTerminal)
    exitCode = TypeFitTool.run(arguments, io: io)
    stdout = out.value
    stderr = err.value
  }

  /// A run made by the caller with its own ``CommandIO``.
  init(exitCode: Int32, stdout: String, stderr: String) {
    self.exitCode = exitCode
    self.stdout = stdout
    self.stderr = stderr
  }

  /// Standard output parsed as a JSON object.
  func jsonObject() throws -> [String: Any] {
    let parsed = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    return try #require(parsed as? [String: Any])
  }
}

/// Lines handed out one at a time, as standard input would.
struct LineFeed: Sendable {
  private let lines: Locked<[String]>
  init(_ lines: [String]) { self.lines = Locked(lines) }
  /// The next line, or `nil` at the end.
  func next() -> String? {
    lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
