import Foundation
import Testing
import TypeFitCLI

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
    let out = Buffer()
    let err = Buffer()
    let io = CommandIO(
      stdout: { out.append($0) }, stderr: { err.append($0) }, readLine: readLine,
      stdoutIsTerminal: stdoutIsTerminal)
    exitCode = TypeFitTool.run(arguments, io: io)
    stdout = out.text
    stderr = err.text
  }

  /// Standard output parsed as a JSON object.
  func jsonObject() throws -> [String: Any] {
    let parsed = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    return try #require(parsed as? [String: Any])
  }

  private final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    func append(_ text: String) {
      lock.lock()
      storage += text
      lock.unlock()
    }
    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
