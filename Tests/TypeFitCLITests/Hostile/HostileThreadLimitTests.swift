import Foundation
import Testing
import TypeFit
import TypeFitCLI
import _TypeFitTestSupport

/// How the tests run the binary where no thread can be started.
private enum ThreadLimit {
  /// The program and arguments that run the binary with a limit of one process for its user:
  /// as root (whom the limit does not bind), as `nobody` through `setpriv`; else the shell's
  /// `ulimit -u 1`, which the user's other processes already pass.
  static let limiter: [String]? = {
    guard let binary = Hostile.binary else { return nil }
    guard getuid() == 0 else { return ["/bin/sh", "-c", "ulimit -u 1 && exec \"$0\" \"$@\"", binary] }
    let tools = ["/usr/bin/prlimit", "/usr/bin/setpriv"]
    guard tools.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    return [
      tools[0], "--nproc=1", tools[1], "--reuid=65534", "--regid=65534", "--clear-groups", binary,
    ]
  }()
}

/// The eleventh attack's T1: when no thread can be created (`RLIMIT_NPROC` reached, or a
/// container's `pids.max`), `check --threads 2` and `measure --batch` ran for ever: Dispatch's
/// `concurrentPerform` slept a second and asked for its thread again. Now the calling thread does
/// the work, with one note, and the output is the same as at `--threads 1`.
@Suite(
  "Hostile input: no thread can be started",
  .enabled(if: ThreadLimit.limiter != nil, "needs the built binary, and setpriv and prlimit as root"))
struct HostileThreadLimitTests {
  /// The note for `wanted` threads asked for.
  static func note(wanted: Int) -> String {
    "Note: could not start a worker thread (Resource temporarily unavailable); working on 1 thread "
      + "(the calling one) of the \(wanted) asked for\n"
  }

  /// Runs the binary under the limit, with `stdin` as standard input.
  static func runLimited(_ arguments: [String], stdin: String? = nil) throws -> Hostile.ProcessRun {
    let limiter = try #require(ThreadLimit.limiter)
    return try Hostile.runBinary(
      Array(limiter.dropFirst()) + arguments, stdin: stdin, seconds: 60, executable: limiter[0])
  }

  @Test("check --threads 2 finishes on the calling thread, its report the same as at --threads 1")
  func check() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/Localizable.strings", "\"good.key\" = \"Einstellungen\";\n\"b\" = \"Datenschutz\";\n")
    let arguments = ["check", folder.path, "-q", "-f", "json", "--fail-on", "never", "--categories", "large"]
    let limited = try Self.runLimited(arguments + ["--threads", "2"])
    #expect(!limited.timedOut)
    #expect(limited.exitCode == 0)
    #expect(limited.stderr == Self.note(wanted: 2))
    let serial = try Hostile.runBinary(arguments + ["--threads", "1"])
    #expect(serial.exitCode == 0)
    #expect(limited.stdout == serial.stdout)
    #expect(limited.stdout.contains("\"good.key\""))
  }

  @Test("measure --batch finishes on the calling thread, its lines the same as unlimited")
  func batch() throws {
    let folder = try TemporaryFolder("threads")
    let lines = (0..<50).map { #"{"id": \#($0), "text": "Hello world \#($0)", "size": 17, "width": 50}"# }
    try folder.write("b.ndjson", lines.joined(separator: "\n") + "\n")
    let limited = try Self.runLimited(["measure", "--batch"], stdin: folder.path + "/b.ndjson")
    #expect(!limited.timedOut)
    #expect(limited.exitCode == 0)
    // One worker per core, as many as there are lines at most.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(limited.stderr == (cores > 1 ? Self.note(wanted: min(cores, 50)) : ""))
    let free = try Hostile.runBinary(["measure", "--batch"], stdin: folder.path + "/b.ndjson")
    #expect(free.exitCode == 0)
    #expect(limited.stdout == free.stdout)
    #expect(limited.stdout.split(separator: "\n").count == 50)
  }
}
