import Foundation
import Testing
import _TypeFitTestSupport

/// `measure --batch` as a co-process: each answer comes while standard input stays open.
@Suite("Hostile input: measure --batch answers each request before the input ends")
struct HostileBatchStreamingTests {
  /// Reads one line from `descriptor`, waiting at most `seconds` in all; `nil` when no whole
  /// line came in time or the stream ended.
  private static func readLine(_ descriptor: Int32, seconds: Int32) -> String? {
    var bytes: [UInt8] = []
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let deadline = Date().addingTimeInterval(Double(seconds))
    while Date() < deadline {
      guard poll(&request, 1, 1_000) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }

  @Test(
    "one request sent through a pipe is answered before standard input is closed, then the next",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func answersWhileInputOpen() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = ["measure", "--batch"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let reader = output.fileHandleForReading.fileDescriptor
    input.fileHandleForWriting.write(Data(#"{"id":1,"text":"Hallo","size":17}"#.utf8 + [0x0A]))
    let first = try #require(Self.readLine(reader, seconds: 60), "no answer while standard input is open")
    #expect(first.hasPrefix(#"{"id":1,"#))
    #expect(first.contains(#""lines":1,"#))
    input.fileHandleForWriting.write(Data(#"{"id":2,"text":"Welt","size":17}"#.utf8 + [0x0A]))
    let second = try #require(Self.readLine(reader, seconds: 60))
    #expect(second.hasPrefix(#"{"id":2,"#))
    try input.fileHandleForWriting.close()
    #expect(Self.readLine(reader, seconds: 60) == nil)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test(
    "a file of requests gives the same output whether the lines are ready or not",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fileOutputUnchanged() throws {
    let folder = try TemporaryFolder()
    let lines = (1...3000).map { #"{"id":\#($0),"text":"Zeile \#($0)","size":17}"# }
    try folder.write("requests.ndjson", lines.joined(separator: "\n") + "\n")
    let run = try Hostile.runBinary(["measure", "--batch"], stdin: folder.path + "/requests.ndjson")
    #expect(run.exitCode == 0)
    let answers = run.stdout.split(separator: "\n")
    #expect(answers.count == 3000)
    #expect(answers.enumerated().allSatisfy { $0.element.hasPrefix(#"{"id":\#($0.offset + 1),"#) })
  }

  @Test(
    "measure --batch with standard input a folder or closed says it cannot read it (exit 3), not an empty batch",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func unreadableStandardInput() throws {
    let binary = try #require(Hostile.binary)
    for (redirection, reason) in [("< /", "Is a directory"), ("<&-", "Bad file descriptor")] {
      let run = try Hostile.runBinary(
        ["-c", "exec \"$0\" measure --batch \(redirection)", binary], executable: "/bin/sh")
      #expect(run.exitCode == 3, "\(redirection): \(run.stderr)")
      #expect(run.stderr == "Error: stdin: cannot read: \(reason)\n", "\(redirection)")
      #expect(run.stdout.isEmpty)
    }
  }
}
