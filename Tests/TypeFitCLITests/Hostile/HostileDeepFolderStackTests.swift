import Foundation
import Testing
import _TypeFitTestSupport

/// Fortieth attack, A40-8: the localization walk recursed once a folder level, so a tree 2,000
/// folders deep ended in SIGSEGV (exit 139) under `ulimit -s 1024` or 256, before the depth limit
/// (256 levels) refused it; at the default 8 MiB it exited 3. The walk now keeps the folders it is
/// in on an explicit stack, so its stack use does not grow with the tree's depth; and a command
/// runs on a stack of at least 8 MiB whatever `ulimit -s` says (`CommandStack`): the bundled
/// example's check ended in SIGSEGV under `ulimit -s 128` (reading its Swift sources).
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
    "check under ulimit -s 256: a tree 400 folders deep is refused past 256 levels with a warning, the good file beside it is checked",
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
    // The good row passes: exit 0, the run's own code (the recursive walk ended in 139).
    #expect(run.exitCode == 0, "\(run.exitCode) \(run.stderr.suffix(400))")
    #expect(
      run.stderr.contains("Warning: \(refused): folders nested deeper than 256 levels; not searched"),
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
}
