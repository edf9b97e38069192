import Foundation
import Testing
import _TypeFitTestSupport

/// Fortieth attack, A40-8: the localization walk recursed once a folder level, so a tree 2,000
/// folders deep ended in SIGSEGV (exit 139) under `ulimit -s 1024` or 256, before the depth limit
/// (256 levels) refused it; at the default 8 MiB it exited 3. The walk now keeps the folders it is
/// in on an explicit stack, so its stack use does not grow with the tree's depth; and a command
/// runs on a stack of at least 2 MiB whatever `ulimit -s` says (`CommandStack`): the bundled
/// example's check ended in SIGSEGV under `ulimit -s 128` (reading its Swift sources). The
/// forty-first attack: that thread, started with a malloc arena of its own, ended checks under
/// `ulimit -v` in a failed allocation (A41-2), and when it could not be started the command ran
/// on the small stack and crashed again (A41-1); now the arena is shared and the command refused.
@Suite("Hostile input: a folder tree deeper than the walk's limit, and checks under a small stack limit")
struct HostileDeepFolderStackTests {
  /// `levels` nested folders named `a` below `deep` in `folder`, with `de.lproj/L.strings` in the
  /// last (its path stays under PATH_MAX: 2 bytes a level). Returns the path of the first folder
  /// refused: 257 levels below `folder` (`deep` is the first).
  static func makeDeepTree(in folder: TemporaryFolder, levels: Int) throws -> String {
    let relative = "deep/" + String(repeating: "a/", count: levels) + "de.lproj/L.strings"
    try folder.write(relative, "\"deep.key\" = \"Tief\";\n")
    return folder.path + "/deep/" + String(repeating: "a/", count: 255) + "a"
  }

  @Test(
    "check under ulimit -s 256: a tree 400 folders deep is refused past 256 levels with an error, the good file beside it is checked",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func deepTreeUnderSmallStack() throws {
    let folder = try Hostile.folderWithGoodFile()
    let refused = try Self.makeDeepTree(in: folder, levels: 400)
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "-c", "ulimit -s 256 && exec \"$0\" \"$@\"", binary, "check", folder.path, "-f", "json",
        "--categories", "large", "-q",
      ], seconds: 120, executable: "/bin/sh")
    #expect(!run.timedOut)
    // The folder not searched is an error (A41-5): exit 3, the run's own code (the recursive
    // walk ended in 139).
    #expect(run.exitCode == 3, "\(run.exitCode) \(run.stderr.suffix(400))")
    #expect(
      run.stderr.contains(
        "Error: \(refused): folders nested deeper than 256 levels; not searched, so no file inside is checked"
      ),
      "\(run.stderr.suffix(400))")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
  }

  @Test(
    "check of the bundled example under ulimit -s 64 writes the report it writes under the default limit, exit 1",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func exampleUnderSmallStack() throws {
    let binary = try #require(Hostile.binary)
    let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    let arguments = ["check", example, "-f", "json", "-q"]
    let small = try Hostile.runBinary(
      ["-c", "ulimit -s 64 && exec \"$0\" \"$@\"", binary] + arguments, seconds: 300, executable: "/bin/sh")
    let usual = try Hostile.runBinary(arguments, seconds: 300)
    #expect(small.exitCode == 1, "\(small.exitCode) \(small.stderr.prefix(400))")
    #expect(usual.exitCode == 1)
    #expect(small.stdout.count > 1000)
    #expect(small.stdout == usual.stdout)
  }

  @Test(
    "check of the bundled example under ulimit -s 128 and ulimit -v: the same exit and first error as under 8 MiB",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func smallStackUnderAddressSpaceLimit() throws {
    let binary = try #require(Hostile.binary)
    let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    for limit in [150_000, 195_000, 255_000, 300_000] {
      var runs: [Hostile.ProcessRun] = []
      for stack in [128, 8_192] {
        runs.append(
          try Hostile.runBinary(
            [
              "-c", "ulimit -s \(stack) && ulimit -v \(limit) && exec \"$0\" \"$@\"", binary, "check",
              example,
              "-f", "json", "-q",
            ], seconds: 300, executable: "/bin/sh"))
      }
      #expect(runs[0].exitCode < 128, "\(limit): \(runs[0].exitCode) \(runs[0].stderr.prefix(300))")
      #expect(runs[0].exitCode == runs[1].exitCode, "\(limit)")
      #expect(
        runs[0].stderr.prefix(40) == runs[1].stderr.prefix(40), "\(limit): \(runs[0].stderr.prefix(200))")
    }
  }

  @Test(
    "under ulimit -s 128 with no thread to be started, the command is refused (exit 3), never run on the small stack",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"),
      "needs root, setpriv and prlimit"))
  func noThreadForTheCommand() throws {
    let folder = try Hostile.folderWithGoodFile()
    try #require(chmod(folder.path, 0o755) == 0)
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "--nproc=1", "--stack=131072", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
        binary, "check", folder.path, "-f", "json", "-q",
      ], seconds: 60, executable: "/usr/bin/prlimit")
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: the stack limit (ulimit -s 128 KiB) is below the 2048 KiB a command needs, and a thread with "
        + "that stack could not be started (Resource temporarily unavailable): raise ulimit -s, or the process "
        + "limit (ulimit -u); nothing was run\n")
    #expect(run.stdout.isEmpty)
  }
}
