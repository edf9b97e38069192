import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Ninth attack, G3 and G4: standard streams whose open file description the parent made
/// non-blocking (Node, Python asyncio, CI log forwarders). Writes failed with `EAGAIN` once the
/// pipe held 64 KiB (report cut, exit 4; messages dropped) and reads failed as soon as the
/// pipe was empty (`measure --batch` and `check -` ended with exit 3). Now each waits for the
/// pipe with `poll` and goes on.
@Suite("Hostile input: standard streams made non-blocking by the parent")
struct HostileNonBlockingStreamTests {
  /// Sets `O_NONBLOCK` on `descriptor`'s open file description.
  static func makeNonBlocking(_ descriptor: Int32) throws {
    let flags = fcntl(descriptor, F_GETFL)
    try #require(flags >= 0)
    try #require(fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0)
  }

  /// What a run gave: exit code, standard output and error.
  struct Run {
    var exitCode: Int32
    var stdout: Data
    var stderr: String
  }

  /// The bytes waiting in the pipe whose read end is `descriptor` (`FIONREAD`).
  static func queued(_ descriptor: Int32) -> Int32 {
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? count : 0
  }

  /// Runs the binary with `arguments`; `nonBlocking` names the standard streams (0, 1, 2) whose
  /// pipe end the child gets is made non-blocking. With `slowReader`, standard output and error
  /// are read only once one of them holds 60,000 bytes (the pipe holds 65,536: the child's
  /// next writes find it full) or the child has ended; `feed` writes standard input through the
  /// function it is given, then standard input is closed. Killed after 60 s (hang guard).
  static func run(
    _ arguments: [String], nonBlocking: Set<Int32>, slowReader: Bool = false,
    feed: (_ send: (String) -> Void) -> Void = { _ in }
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    if nonBlocking.contains(0) { try makeNonBlocking(input.fileHandleForReading.fileDescriptor) }
    if nonBlocking.contains(1) { try makeNonBlocking(output.fileHandleForWriting.fileDescriptor) }
    if nonBlocking.contains(2) { try makeNonBlocking(error.fileHandleForWriting.fileDescriptor) }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // A child that stopped reading must fail the test, not end it with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let sending = input.fileHandleForWriting.fileDescriptor
    feed { text in
      var text = text
      _ = text.withUTF8 { write(sending, $0.baseAddress, $0.count) }
    }
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(60)
    while slowReader, process.isRunning, Date() < deadline,
      max(
        queued(output.fileHandleForReading.fileDescriptor), queued(error.fileHandleForReading.fileDescriptor))
        < 60_000
    {
      usleep(10_000)
    }
    // Full: the writes that find it so must wait, not fail.
    if slowReader { usleep(300_000) }
    let outData = Hostile.Collector(output.fileHandleForReading)
    let errData = Hostile.Collector(error.fileHandleForReading)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Run(
      exitCode: process.terminationStatus, stdout: Data(outData.text().utf8), stderr: errData.text())
  }

  static let settings = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path

  @Test(
    "a report larger than the pipe to a non-blocking standard output and a late reader arrives whole, exit 0",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func largeReportToNonBlockingOutput() throws {
    let arguments = ["check", Self.settings, "-q", "-f", "json", "--fail-on", "never"]
    let expected = CapturedRun(arguments)
    try #require(expected.stdout.utf8.count > 1 << 16)
    let run = try Self.run(arguments, nonBlocking: [1], slowReader: true)
    #expect(run.stderr == "")
    #expect(run.exitCode == 0)
    #expect(run.stdout.count == expected.stdout.utf8.count)
    #expect(run.stdout == Data(expected.stdout.utf8))
  }

  @Test(
    "messages beyond 64 KiB to a non-blocking standard error and a late reader all arrive",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func manyMessagesToNonBlockingError() throws {
    let folder = try TemporaryFolder("nonblocking-stderr")
    let count = 1_000
    // Long names: a run lists 200 read errors (the fifteenth attack's A15-11), which must still
    // pass 64 KiB.
    let padding = String(repeating: "x", count: 200)
    for index in 0..<count {
      try folder.write("de.lproj/F\(1000 + index)\(padding).strings", "\"a\(index)\" = \"x\" junk junk;\n")
    }
    let report = folder.path + "/report.json"
    let run = try Self.run(
      ["check", folder.path, "-q", "-f", "json", "-o", report], nonBlocking: [2], slowReader: true)
    #expect(run.exitCode == 3)
    #expect(run.stderr.utf8.count > 1 << 16)
    let named = (0..<count).filter { run.stderr.contains("F\(1000 + $0)\(padding).strings") }
    #expect(named == Array(0..<200))
    #expect(
      run.stderr.hasSuffix(
        "Error: and 800 more read errors in 800 files, not listed here; a JSON, NDJSON or SARIF report has them "
          + "all\n"))
  }

  @Test(
    "measure --batch over a non-blocking standard input answers every request sent with pauses, exit 0",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func batchFromNonBlockingInput() throws {
    let run = try Self.run(["measure", "--batch"], nonBlocking: [0]) { send in
      for index in 0..<3 {
        send("{\"id\":\(index),\"text\":\"Hallo\",\"size\":17}\n")
        usleep(300_000)
      }
    }
    #expect(run.stderr == "")
    #expect(run.exitCode == 0)
    let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.map { $0.hasPrefix("{\"id\":") } == [true, true, true])
  }

  @Test(
    "check - from a non-blocking standard input reads the whole file sent in two parts",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func checkFromNonBlockingInput() throws {
    let run = try Self.run(
      [
        "check", "-", "--stdin-name", "de.lproj/Localizable.strings", "-q", "-f", "json", "--categories",
        "large", "--fail-on", "never",
      ], nonBlocking: [0]
    ) { send in
      send("\"a\" = \"Eins\";\n")
      usleep(500_000)
      send("\"b\" = \"Zwei\";\n")
    }
    #expect(run.stderr == "")
    #expect(run.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(Set(keys) == ["a", "b"])
  }
}
