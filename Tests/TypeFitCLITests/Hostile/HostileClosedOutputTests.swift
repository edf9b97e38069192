import Foundation
import Testing
import TypeFitConcurrency
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Eleventh attack, P1: a standard output closed by its reader (`| head -1`) was noticed only
/// when the run ended, after all its work. `measure --batch` now stops after the chunk whose
/// results could not be written, and `check` after the first buffer it could not write
/// (``StreamingOutput/stopIfFailed()``, called after each result); both exit 4 with the system's
/// reason, as before (`HostileOutputTests` runs `check` on a closed pipe).
@Suite("Hostile input: standard output closed by its reader while a run writes")
struct HostileClosedOutputTests {
  /// Runs the binary with `arguments`, standard input `stdin` (a file, whose offset the parent
  /// shares) and standard output a pipe whose reading end is closed.
  /// Returns the exit code, standard error and how far standard input was read.
  static func runClosed(_ arguments: [String], stdin: String? = nil) throws -> (Int32, String, UInt64) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = try stdin.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
    if let input { process.standardInput = input }
    try out.fileHandleForReading.close()
    try process.run()
    let errors = Hostile.Collector(err.fileHandleForReading)
    process.waitUntilExit()
    let offset = try input?.offset() ?? 0
    return (process.terminationStatus, errors.text(), offset)
  }

  @Test(
    "measure --batch stops reading its requests at the first results it cannot write (exit 4)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func batchStops() throws {
    let folder = try TemporaryFolder()
    let lines = (0..<20_000).map { "{\"id\":\($0),\"text\":\"Hello world \($0)\",\"size\":17}\n" }.joined()
    try folder.write("b.ndjson", lines)
    let (code, stderr, offset) = try Self.runClosed(["measure", "--batch"], stdin: folder.path + "/b.ndjson")
    #expect(code == 4)
    #expect(stderr == "Error: cannot write standard output: Broken pipe\n")
    // One chunk is 2,048 requests (about 100 KB here, read ahead in blocks); 20,000 are 1 MB.
    #expect(offset < UInt64(lines.utf8.count / 4), "read \(offset) of \(lines.utf8.count) bytes")
  }

  @Test(
    "a streamed report stops the run at the first failed write: stopIfFailed throws once standard output failed"
  )
  func streamingOutputStops() throws {
    let written = Locked(0)
    let io = CommandIO(
      stdout: { text in written.withLock { $0 += text.utf8.count } }, stderr: { _ in },
      stdoutFailure: { _ in "cannot write standard output: Broken pipe" })
    let output = try StreamingOutput(path: nil, io: io)
    output.write("{\"type\":\"result\"}\n")
    try output.stopIfFailed()
    output.write(String(repeating: "x", count: StreamingOutput.bufferCapacity))
    #expect(throws: OutputError.self) { try output.stopIfFailed() }
    #expect(io.outputFailure == "cannot write standard output: Broken pipe")
    #expect(written.value == 0)
    // Written fine, the same output never stops the run.
    let good = CommandIO(stdout: { text in written.withLock { $0 += text.utf8.count } }, stderr: { _ in })
    let goodOutput = try StreamingOutput(path: nil, io: good)
    goodOutput.write(String(repeating: "x", count: StreamingOutput.bufferCapacity))
    try goodOutput.stopIfFailed()
    try goodOutput.commit()
    #expect(written.value == StreamingOutput.bufferCapacity)
  }
}
