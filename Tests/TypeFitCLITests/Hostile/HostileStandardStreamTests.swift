import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// Help and version text written to a full disk or a closed standard output (seventh attack
/// F8): once exit 0 with nothing said; now the same write error as every other command.
@Suite("Hostile input: help and version on a standard output that cannot be written")
struct HostileStandardStreamTests {
  static let helpLines: [[String]] = [
    ["help"], ["--version"], ["help", "check"], ["help", "help"], ["check", "--help"], ["row", "-h"],
    ["merge", "--help"], ["--help"], ["check", "--version"],
  ]

  /// Runs the binary through `/bin/sh` with `redirection` applied to its standard output.
  static func run(_ arguments: [String], redirection: String) throws -> Hostile.ProcessRun {
    try Hostile.runBinary(
      ["-c", "exec \(redirection); exec \"$0\" \"$@\"", try #require(Hostile.binary)] + arguments,
      seconds: 60, executable: "/bin/sh")
  }

  @Test(
    "help and --version to /dev/full exit 4 with the system's reason",
    .enabled(
      if: Hostile.binary != nil && FileManager.default.fileExists(atPath: "/dev/full"),
      "needs the built typefit binary and /dev/full"),
    arguments: helpLines)
  func fullDisk(_ arguments: [String]) throws {
    let run = try Self.run(arguments, redirection: ">/dev/full")
    #expect(run.exitCode == 4, "\(arguments)")
    #expect(run.stderr == "Error: cannot write standard output: No space left on device\n", "\(arguments)")
  }

  @Test(
    "help and --version with standard output closed exit 4: Bad file descriptor",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: helpLines)
  func closedOutput(_ arguments: [String]) throws {
    let run = try Self.run(arguments, redirection: ">&-")
    #expect(run.exitCode == 4, "\(arguments)")
    #expect(run.stderr == "Error: cannot write standard output: Bad file descriptor\n", "\(arguments)")
  }

  @Test(
    "a command that writes nothing to standard output succeeds with it closed (--output FILE)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func closedOutputUnused() throws {
    let folder = try TemporaryFolder()
    let report = folder.path + "/rules.txt"
    let run = try Self.run(["rules", "--output", report], redirection: ">&-")
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(try String(contentsOfFile: report, encoding: .utf8).contains("TF001"))
  }

  /// `(--output name, redirection closing the descriptor it names)`.
  static let descriptorNames: [(String, String)] = [
    ("/dev/stdout", ">&-"), ("/dev/fd/1", ">&-"), ("/proc/self/fd/1", ">&-"), ("/dev/stderr", "2>&-"),
    ("/dev/fd/0", "<&-"),
  ]

  @Test(
    "-o naming a standard descriptor closed at start exits 4, as -o - does (eighth attack F21: exit 0, report lost)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: descriptorNames)
  func closedDescriptorByName(_ name: String, _ redirection: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = try Self.run(["check", folder.path, "-f", "json", "-q", "-o", name], redirection: redirection)
    #expect(run.exitCode == 4, "\(name): \(run.stderr)")
    if redirection != "2>&-" {
      #expect(run.stderr == "Error: cannot write --output \(name): Bad file descriptor\n", "\(name)")
    }
  }
}
