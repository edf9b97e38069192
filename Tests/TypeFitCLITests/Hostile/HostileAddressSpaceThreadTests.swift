import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The thirteenth attack's A13-9: `check --threads 16` under `prlimit --as=300000000` started
/// 11 threads with 8 MiB stacks each, and the work, left without address space, crashed
/// (SIGSEGV, `Fatal error: failed to allocate`) or hung, with no report. Threads now have 2 MiB
/// stacks, and those started take at most a sixteenth of the limit.
@Suite(
  "Hostile input: many threads under an address-space limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileAddressSpaceThreadTests {
  /// The limit of the run, in KiB (`ulimit -v`): the debug build needs about 218 MB for the
  /// example at one thread and 230 MB at 16 now; with 8 MiB stacks and a malloc arena per
  /// thread, 16 threads crashed under 300 MB.
  static let limitKB = 300_000

  @Test("check --threads 16 under ulimit -v finishes, with fewer threads, one note and the full report")
  func sixteenThreads() throws {
    let folder = try TemporaryFolder("as")
    let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    let arguments = ["check", example, "-q", "-f", "json", "--fail-on", "never"]
    let limited = try Hostile.runBinary(
      arguments + ["--threads", "16", "-o", folder.path + "/limited.json"], addressSpaceKB: Self.limitKB)
    #expect(!limited.timedOut)
    #expect(limited.exitCode == 0, "\(limited.stderr)")
    // 300,000 KiB / 16 / 2 MiB = 9.2: nine threads started, ten with the calling one.
    #expect(
      limited.stderr
        == "Note: working on 10 threads of the 16 asked for under the address-space limit (ulimit -v 300000 KiB): "
        + "the stacks of the threads started (2 MiB each) may take a sixteenth of it\n")
    let serial = try Hostile.runBinary(arguments + ["--threads", "1", "-o", folder.path + "/serial.json"])
    #expect(serial.exitCode == 0)
    let report = try String(contentsOfFile: folder.path + "/limited.json", encoding: .utf8)
    #expect(report == (try String(contentsOfFile: folder.path + "/serial.json", encoding: .utf8)))
    #expect(report.contains("\"results\""))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "limited.json", "serial.json",
      ])
  }
}
