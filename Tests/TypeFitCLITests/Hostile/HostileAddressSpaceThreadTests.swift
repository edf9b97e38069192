import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The thirteenth attack's A13-9: `check --threads 16` under `prlimit --as=300000000` started
/// 11 threads with 8 MiB stacks each, and the work, left without address space, crashed
/// (SIGSEGV, `Fatal error: failed to allocate`) or hung, with no report. Threads now have 2 MiB
/// stacks, and those started take at most a sixteenth of the limit, and as many as the limit
/// leaves room for beside the fonts and the work (fourteenth attack A14-10).
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
    // The stacks' share (300,000 KiB / 16 / 2 MiB = 9.2: ten threads) is not reached: what the
    // limit leaves beside the fonts, less the work's 48 MiB, in threads of 16 MiB (fourteenth
    // attack A14-10), said once.
    let note = limited.stderr
    #expect(note.hasPrefix("Note: working on "))
    #expect(
      note.contains(" of the 16 asked for under the address-space limit (ulimit -v 300000 KiB): it leaves "))
    #expect(
      note.hasSuffix(
        " MB beside the fonts and libraries loaded, and each thread takes about 16.8 MB beside the 50.3 MB of the "
          + "work\n"))
    #expect(note.split(separator: "\n").count == 1)
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
