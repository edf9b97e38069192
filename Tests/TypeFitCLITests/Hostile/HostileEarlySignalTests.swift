import Foundation
import Testing
import _TypeFitTestSupport

/// The fiftieth attack's A50-4: `kill -SEGV`, `-ABRT` or `-BUS` sent before the report was
/// being written went to the Swift runtime's crash report, which printed a backtrace of a crash
/// that never happened and let the run go on (a `measure --batch` waiting on its input answered
/// the next line). The handlers are now installed as the command starts.
@Suite(
  "Hostile input: crash signals sent before any report is written",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileEarlySignalTests {
  @Test(
    "measure --batch waiting on its input, sent SIGSEGV, SIGABRT or SIGBUS: exit 128 + the signal, no crash report",
    arguments: [SIGSEGV, SIGABRT, SIGBUS])
  func signalWhileWaiting(_ signalNumber: Int32) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = ["measure", "--batch"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let stderr = Hostile.Collector(errors.fileHandleForReading)
    // Started and waiting on its input (the pipe stays open).
    usleep(1_500_000)
    kill(process.processIdentifier, signalNumber)
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let stillRunning = process.isRunning
    if stillRunning { kill(process.processIdentifier, SIGKILL) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(!stillRunning)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + signalNumber)
    let said = stderr.text()
    #expect(!said.contains("crashed"), "\(said)")
  }
}
