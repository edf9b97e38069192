import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-fourth attack's A24-10: a pull request commits `report.txt -> .git/config` or
/// `report.json -> .git/hooks/pre-commit` beside the app, and CI runs `typefit check App -o
/// report.txt`. Both links lead inside their own folder, which the earlier guard allowed, so the
/// report replaced the checkout's Git configuration, or a hook the CI had installed, keeping its
/// execute bit (git then ran the report, and `/bin/sh` expanded a `$(…)` quoted in it).
@Suite("Hostile --output: links the repository controls")
struct HostileOutputRepositoryLinkTests {
  /// A repository (`.git` at its root) with an app folder, a Git configuration and an
  /// executable hook.
  private static func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"k\" = \"Title $(touch PWNED)\";\n")
    try folder.write(".git/config", "[core]\n\tbare = false\n")
    try folder.write(".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
    #expect(chmod(folder.path + "/.git/hooks/pre-commit", 0o755) == 0)
    return folder
  }

  @Test(
    "--output through a link inside the repository (to .git/config, to a hook, through a linked folder) is refused; the files are untouched",
    arguments: [
      ("report.txt", ".git/config", "report.txt", "text"),
      ("report.json", ".git/hooks/pre-commit", "report.json", "json"),
      ("reports", ".git", "reports/config", "sarif"),
    ])
  func linkInsideRepositoryRefused(link: String, target: String, output: String, format: String) throws {
    let folder = try Self.repository()
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + link, withDestinationPath: target)
    let run = CapturedRun(
      ["check", folder.path + "/App", "--quiet", "-f", format, "-o", folder.path + "/" + output])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.contains(
        "goes through the symbolic link \(folder.path)/\(link), which stays in its folder (to \(target)); only "
          + "the system's links (in /, /dev and /proc) are written through, as any other may be one the files being "
          + "checked brought (a pull request, a tarball or a Docker context can), and this one could have the report "
          + "replace a file they do not own, such as .git/config or a hook."),
      "\(run.stderr)")
    // The refusal is the whole message: the usage line would bury it (attack25 P1-5).
    #expect(run.stderr.hasPrefix("Error: --output \(folder.path)/\(output) goes through"), "\(run.stderr)")
    #expect(!run.stderr.contains("Usage:"), "\(run.stderr)")
    #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    #expect(
      try String(contentsOfFile: folder.path + "/.git/config", encoding: .utf8) == "[core]\n\tbare = false\n")
    #expect(
      try String(contentsOfFile: folder.path + "/.git/hooks/pre-commit", encoding: .utf8)
        == "#!/bin/sh\nexit 0\n")
  }

  /// The twenty-fifth attack's A25-1: a tree without `.git` (a tarball, a Docker context), the
  /// input two folders down, and `typefit.sarif -> ../../victim.txt` at the tree's root: the
  /// guard knew only the folder holding the input's folder (`src/Sources`), so the link at `src`
  /// was followed and the victim outside the tree replaced (exit 0).
  @Test(
    "outside a repository, a link in a folder the output shares with the input that leads out of it is refused",
    arguments: [
      ("src/typefit.sarif", "../victim.txt", "src/typefit.sarif"),
      ("src/out", "../outside", "src/out/typefit.sarif"),
    ])
  func linkOutOfSharedFolderRefused(link: String, target: String, output: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("x/src/Sources/App/en.lproj/Localizable.strings", "\"k\" = \"Title\";\n")
    try folder.write("x/victim.txt", "victim\n")
    try folder.write("x/outside/typefit.sarif", "victim\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/x/" + link, withDestinationPath: target)
    let run = CapturedRun(
      [
        "check", folder.path + "/x/src/Sources/App", "--quiet", "-f", "sarif", "-o",
        folder.path + "/x/" + output,
      ])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: --output \(folder.path)/x/\(output) goes through the symbolic link \(folder.path)/x/\(link), "
        + "which leads out of its folder (to \(target)); only the system's links (in /, /dev and /proc) are written "
        + "through, as any other may be one the files being checked brought (a pull request, a tarball or a Docker "
        + "context can), and this one could have the report replace a file elsewhere. Name the file meant by its "
        + "real path, or write the report where no link is on its way (in CI, in the runner's temporary folder)\n"
    )
    #expect(try String(contentsOfFile: folder.path + "/x/victim.txt", encoding: .utf8) == "victim\n")
    #expect(
      try String(contentsOfFile: folder.path + "/x/outside/typefit.sarif", encoding: .utf8) == "victim\n")
  }

  /// The twenty-sixth attack's A26-1 and A26-2: an input that cannot be read (deleted by the pull
  /// request, or a dangling link) switched every guard off, and so did `check -` with
  /// `--stdin-name`: the report replaced a file outside the tree, or `.git/config`.
  @Test(
    "a missing input, a dangling input link and --stdin-name still guard their path: the link is refused",
    arguments: ["missing", "dangling", "stdin"])
  func unreadableInputStillGuards(shape: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("x/src/Sources/.keep", "")
    try folder.write("x/victim.txt", "victim\n")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.path + "/x/src/typefit.sarif", withDestinationPath: "../victim.txt")
    let app = folder.path + "/x/src/Sources/App"
    var arguments = ["check", app, "--quiet", "-f", "sarif", "-o", folder.path + "/x/src/typefit.sarif"]
    switch shape {
    case "dangling": try manager.createSymbolicLink(atPath: app, withDestinationPath: "../../nowhere")
    case "stdin":
      arguments[1] = "-"
      arguments += ["--stdin-name", app + "/en.lproj/Localizable.strings"]
    default: break
    }
    // Refused before standard input is read.
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.contains("goes through the symbolic link \(folder.path)/x/src/typefit.sarif"),
      "\(run.stderr)")
    #expect(try String(contentsOfFile: folder.path + "/x/victim.txt", encoding: .utf8) == "victim\n")
  }

  /// Since the seventy-fourth attack, only the system's links (in `/`, `/dev` and `/proc`) are
  /// written through: a link of the user's, in the home folder or beside the app, is refused
  /// (a tree unpacked into the home folder brings links there: A74-1), even on the input's own
  /// path; the message says to name the real path, which is written. A link the system makes
  /// (`/proc/self/cwd`) is followed.
  @Test(
    "a link of the user's is refused, even on the input's own path or in the home folder; the real path and a system link are written",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func userLinksRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("home/real/App/en.lproj/Localizable.strings", "\"k\" = \"Title\";\n")
    try folder.write("reports/.keep", "")
    let home = folder.path + "/home"
    try folder.link("home/work", to: "real")
    try folder.link("home/latest", to: "../reports")
    let through = try Hostile.runBinary(
      in: home, environment: ["HOME": home], ["check", "work/App", "-q", "-f", "json", "-o", "work/r.json"])
    #expect(through.exitCode == 2, "\(through.stderr)")
    #expect(
      through.stderr.hasPrefix(
        "Error: --output work/r.json goes through the symbolic link \(home)/work, which stays in its folder "
          + "(to real); only the system's links (in /, /dev and /proc)"),
      "\(through.stderr)")
    let real = try Hostile.runBinary(
      in: home, environment: ["HOME": home], ["check", "work/App", "-q", "-f", "json", "-o", "real/r.json"])
    #expect(real.exitCode == 0, "\(real.stderr)")
    #expect(FileManager.default.fileExists(atPath: home + "/real/r.json"))
    let inHome = try Hostile.runBinary(
      in: home, environment: ["HOME": home], ["check", "real/App", "-q", "-f", "json", "-o", "latest/r.json"])
    #expect(inHome.exitCode == 2, "\(inHome.stderr)")
    #expect(inHome.stderr.contains("the symbolic link \(home)/latest, which leads out of its folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/reports") == [".keep"])
    let system = try Hostile.runBinary(
      in: home + "/real", ["check", "App", "-q", "-f", "json", "-o", "/proc/self/cwd/p.json"])
    #expect(system.exitCode == 0, "\(system.stderr)")
    #expect(FileManager.default.fileExists(atPath: home + "/real/p.json"))
  }

  /// The twenty-sixth attack's A26-3 made a link of the user's above the app's repository
  /// (`~/Desktop -> /mnt/…`) followed; the seventy-fourth attack showed that a tree unpacked
  /// into the home folder, or a `HOME` inside the tree, puts its own links there (A74-1, A74-4),
  /// so such a link is refused again, with the real path to name. From `/` (Docker's default,
  /// A26-4) a link elsewhere is refused alike.
  @Test(
    "a link in the home folder, above the repository or from /, is refused; its real path is written",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func homeLinkRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("home/work/MyApp/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("home/work/MyApp/en.lproj/Localizable.strings", "\"k\" = \"Title\";\n")
    try folder.write("mnt/Desktop/.keep", "")
    try folder.link("home/Desktop", to: folder.path + "/mnt/Desktop")
    let home = folder.path + "/home"
    for place in [home, "/"] {
      let run = try Hostile.runBinary(
        in: place, environment: ["HOME": home],
        ["check", home + "/work/MyApp", "-q", "-f", "html", "-o", home + "/Desktop/report.html"])
      #expect(run.exitCode == 2, "\(place): \(run.stderr)")
      #expect(
        run.stderr.contains("the symbolic link \(home)/Desktop, which leads out of its folder"),
        "\(run.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/mnt/Desktop") == [".keep"])
    let real = try Hostile.runBinary(
      in: home, environment: ["HOME": home],
      ["check", "work/MyApp", "-q", "-f", "html", "-o", folder.path + "/mnt/Desktop/report.html"])
    #expect(real.exitCode == 0, "\(real.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/mnt/Desktop/report.html"))
  }

  @Test("a report replacing an executable file is not executable: its execute and set-ID bits go")
  func replacedExecutableLosesExecuteBits() throws {
    let folder = try TemporaryFolder()
    try folder.write("run.sh", "#!/bin/sh\n")
    let path = folder.path + "/run.sh"
    #expect(chmod(path, 0o2755) == 0)
    #expect(CapturedRun(["rules", "--output", path]).exitCode == 0)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o644)
  }
}
