import Foundation
import Testing
import _TypeFitTestSupport

/// The reading side of A75-1 (the seventy-sixth attack's A76-1): a relative input that goes up
/// (`check ..`) was taken from wherever the working folder then was, and a process of the tree
/// being checked can move that folder: `check ..` from the checkout's `ios` folder, moved into
/// the runner's home folder after the workflow's `cd`, read the home folder and put its strings
/// in the report. Such an input is read only where `$PWD` still names the working folder.
@Suite("Hostile input: a relative input going up from a moved working folder")
struct HostileMovedWorkingFolderInputTests {
  /// `home/secret-app/de.lproj/Localizable.strings` (not the tree's) and the checkout
  /// `home/w/repo` (a Git repository) with `ios/App` and `Shared`.
  static func layout() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("moved-folder")
    try folder.write(
      "home/secret-app/de.lproj/Localizable.strings", "\"secret\" = \"SECRET_TOKEN_abc123\";\n")
    try folder.write("home/w/repo/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("home/w/repo/ios/App/en.lproj/Localizable.strings", "\"one\" = \"One\";\n")
    try folder.write("home/w/repo/Shared/en.lproj/Localizable.strings", "\"two\" = \"Two\";\n")
    return folder
  }

  /// Runs `typefit` with `arguments` after `sh` has entered `from` (setting `$PWD`) and run
  /// `move`, a shell command with `$0` the working folder and `$1` the folder it is moved to.
  static func runAfter(
    _ move: String, from: String, to moved: String, _ arguments: String
  ) throws -> Hostile.ProcessRun {
    try Hostile.runBinary(
      ["-c", "cd \"$0\" && \(move) && exec \"$2\" \(arguments)", from, moved, try #require(Hostile.binary)],
      executable: "/bin/sh")
  }

  @Test("check .. from a working folder moved after cd: refused, nothing outside read (A76-1)")
  func movedBeforeStart() throws {
    let folder = try Self.layout()
    let ios = folder.path + "/home/w/repo/ios"
    let moved = folder.path + "/home/ios"
    let run = try Self.runAfter("mv \"$0\" \"$1\"", from: ios, to: moved, "check .. -q -f json")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stdout.contains("SECRET_TOKEN"))
    #expect(
      run.stderr.contains(
        "..: it goes up out of the working folder, \(moved), and $PWD (\(ios)) does not name it: the folder may have "
          + "been moved since the shell entered it, or the program that started typefit did not set $PWD as a "
          + "shell does; not read. Name it by an absolute path"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("--follow-external-links"))
    // Following links out does not lift it: no link is involved (A77-2).
    try #require(rename(moved, ios) == 0)
    let following = try Self.runAfter(
      "mv \"$0\" \"$1\"", from: ios, to: moved, "check .. -q -f json --follow-external-links")
    #expect(following.exitCode == 3, "\(following.stderr)")
    #expect(!following.stdout.contains("SECRET_TOKEN"))
  }

  @Test("check .. from a working folder moved away with a link left at its old name: refused (A77-1)")
  func movedWithLinkLeft() throws {
    let folder = try Self.layout()
    let ios = folder.path + "/home/w/repo/ios"
    let moved = folder.path + "/home/ios"
    let run = try Self.runAfter(
      "mv \"$0\" \"$1\" && ln -s \"$1\" \"$0\"", from: ios, to: moved, "check .. -q -f json")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stdout.contains("SECRET_TOKEN"))
    #expect(
      run.stderr.contains(
        "..: it goes up out of the working folder, \(moved), and does not lead where it leads from $PWD (\(ios)), "
          + "which reaches the working folder through a symbolic link: a link of yours (`..` is then taken from where "
          + "it leads), or the folder was moved and a link left in its place; not read. Name it by an absolute path"
      ),
      "\(run.stderr)")
  }

  @Test("a $PWD with repeated slashes (bash after cd //path) still names the working folder (A77-6)")
  func repeatedSlashes() throws {
    let folder = try Self.layout()
    let run = try Hostile.runBinary(
      [
        "-c", "cd \"/$0\" && exec \"$1\" check ../Shared -q -f json", folder.path + "/home/w/repo/ios",
        try #require(Hostile.binary),
      ],
      executable: "/bin/bash")
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"Two\""))
  }

  @Test("--config ../ci/typefit.json where $PWD does not name the working folder: refused, exit 2 (A76-1)")
  func configGoingUp() throws {
    let folder = try Self.layout()
    try folder.write("home/w/repo/ci/typefit.json", "{\"defaultRole\":\"row\"}\n")
    let ios = folder.path + "/home/w/repo/ios"
    let run = try Self.runAfter("export PWD=/", from: ios, to: "", "check App --config ../ci/typefit.json -q")
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "Error: --config ../ci/typefit.json: it goes up out of the working folder, \(ios), and $PWD (/) does not "
          + "name it: the folder may have been moved since the shell entered it, or the program that started "
          + "typefit did not set $PWD as a shell does; not read. Name it by an absolute path\n"
      ), "\(run.stderr)")
    let confirmed = try Hostile.runBinary(in: ios, ["check", "App", "--config", "../ci/typefit.json", "-q"])
    #expect(confirmed.exitCode == 0, "\(confirmed.stderr)")
  }

  @Test("check .. from a working folder $PWD confirms reads the checkout, as before")
  func confirmedWorkingFolder() throws {
    let folder = try Self.layout()
    let run = try Hostile.runBinary(
      in: folder.path + "/home/w/repo/ios", ["check", "..", "-q", "-f", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"Two\""))
    #expect(!run.stdout.contains("SECRET_TOKEN"))
  }

  @Test("a relative input that does not go up is read from a moved working folder (App, ./App, a/../App)")
  func notGoingUp() throws {
    let folder = try Self.layout()
    let ios = folder.path + "/home/w/repo/ios"
    for input in ["App", "./App", "App/../App"] {
      let run = try Self.runAfter("export PWD=/", from: ios, to: "", "check '\(input)' -q -f json")
      #expect(run.exitCode == 0, "\(input): \(run.stderr)")
      #expect(run.stdout.contains("\"One\""), "\(input)")
    }
  }
}
