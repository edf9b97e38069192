import Foundation
import Testing
import _TypeFitTestSupport

/// The seventy-ninth attack's A79-2: from a working folder whose path passes PATH_MAX (22
/// folders of 200-byte names, entered with `cd` one at a time, `$PWD` right), `check app` said
/// `app: no such file or folder` of a folder that is there, and `-o ../out.txt` was refused as if
/// `$PWD` did not name the working folder.
@Suite("Hostile input: a working folder whose path passes PATH_MAX")
struct HostileDeepWorkingFolderTests {
  /// The folders' name and how many there are: 22 × 201 bytes pass 4,096 from any temporary folder.
  static let name = String(repeating: "d", count: 200)
  static let levels = 22

  /// `app/de.lproj/Localizable.strings` in the deepest of the folders below `folder`, made by
  /// descriptor (a path past PATH_MAX cannot be named whole); the deepest folder's path.
  static func make(in folder: TemporaryFolder) throws -> String {
    try folder.write("app/de.lproj/Localizable.strings", "\"wifi\" = \"WLAN\";\n")
    let top = open(folder.path, O_RDONLY | O_DIRECTORY)
    try #require(top >= 0)
    defer { close(top) }
    var descriptor = dup(top)
    var path = folder.path
    for _ in 0..<levels {
      try #require(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      try #require(next >= 0)
      descriptor = next
      path += "/" + name
    }
    defer { close(descriptor) }
    try #require(renameat(top, "app", descriptor, "app") == 0)
    return path
  }

  /// Runs the binary with `arguments` from the deepest folder, entered by bash one `cd` at a time
  /// (so that `$PWD` names it, as in the attack).
  static func run(in folder: TemporaryFolder, _ arguments: [String]) throws -> Hostile.ProcessRun {
    let entering = Array(repeating: "cd \(name)", count: levels).joined(separator: " && ")
    return try Hostile.runBinary(
      [
        "-c", "cd \"$TYPEFIT_TEST_FOLDER\" && \(entering) && exec \"$0\" \"$@\"",
        try #require(Hostile.binary),
      ]
        + arguments,
      seconds: 120, environment: ["TYPEFIT_TEST_FOLDER": folder.path], executable: "/bin/bash")
  }

  /// Removes the folders with `rm -r`, which walks them by descriptor.
  static func remove(in folder: TemporaryFolder) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/rm")
    process.arguments = ["-rf", folder.path + "/" + name]
    try? process.run()
    process.waitUntilExit()
  }

  @Test(
    "check and rows of a folder that is there say its full path passes the limit, not that it is missing",
    .enabled(
      if: Hostile.binary != nil && FileManager.default.isExecutableFile(atPath: "/bin/bash"),
      "needs the built typefit binary and bash"))
  func inputPastTheLimit() throws {
    let folder = try TemporaryFolder("deep-cwd")
    defer { Self.remove(in: folder) }
    let deepest = try Self.make(in: folder)
    let here = deepest.utf8.count
    #expect(here > 4_096)
    let reason = { (written: String, full: Int) in
      "\(written): cannot be opened: File name too long (its full path is \(full) bytes, \(here) of them the "
        + "working folder's; the system opens a path of at most 4095 bytes by name, and inputs are read by their "
        + "full paths: move the tree to a shorter path, or shorten the folder names); not read"
    }
    let check = try Self.run(
      in: folder, ["check", "app", "--format", "json", "-o", folder.path + "/out.json"])
    #expect(check.exitCode == 3)
    // Said once: both walkers bind the input, the localization walker says it.
    #expect(check.stderr.components(separatedBy: "Error: " + reason("app", here + 4)).count == 2)
    #expect(!check.stderr.contains("no such file"))
    let file = try Self.run(in: folder, ["check", "./app/de.lproj/Localizable.strings", "-f", "json"])
    #expect(file.exitCode == 3)
    #expect(file.stderr.contains(reason("./app/de.lproj/Localizable.strings", here + 33)))
    let rows = try Self.run(in: folder, ["rows", "app"])
    #expect(rows.exitCode == 3)
    #expect(rows.stderr.components(separatedBy: "Error: " + reason("app", here + 4)).count == 2)
    // Named by its absolute path from a short working folder: the same, without the working
    // folder's part.
    let absolute = try Hostile.runBinary(["check", deepest + "/app", "-f", "json"], seconds: 120)
    #expect(absolute.exitCode == 3)
    #expect(
      absolute.stderr.contains(
        "Error: \(deepest)/app: cannot be opened: File name too long (its full path is \(here + 4) bytes; the "
          + "system opens a path of at most 4095 bytes by name, and inputs are read by their full paths: move the "
          + "tree to a shorter path, or shorten the folder names); not read\n"))
    // A path that is not there is still missing.
    let missing = try Self.run(in: folder, ["check", "nothing", "-f", "json"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.contains("Error: nothing: no such file or folder"))
  }

  @Test(
    "-o ../report.txt from there is written one folder up: $PWD is compared name by name",
    .enabled(
      if: Hostile.binary != nil && FileManager.default.isExecutableFile(atPath: "/bin/bash"),
      "needs the built typefit binary and bash"))
  func outputGoingUp() throws {
    let folder = try TemporaryFolder("deep-cwd")
    defer { Self.remove(in: folder) }
    _ = try Self.make(in: folder)
    let run = try Self.run(in: folder, ["devices", "-o", "../devices.txt"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    // Read back through bash as well, one folder above the working folder.
    let entering = Array(repeating: "cd \(Self.name)", count: Self.levels - 1).joined(separator: " && ")
    let written = try Hostile.runBinary(
      ["-c", "cd \"$TYPEFIT_TEST_FOLDER\" && \(entering) && head -c 200 devices.txt"], seconds: 30,
      environment: ["TYPEFIT_TEST_FOLDER": folder.path], executable: "/bin/bash")
    #expect(written.exitCode == 0)
    #expect(written.stdout.contains("iPhone"))
  }
}
