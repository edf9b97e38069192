import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The seventy-second attack's ways round the `--output` guard, closed by guarding every folder
/// that holds an input or the working folder, up to the highest below `/` and the home folder
/// (``SystemLinkFolders``), and by writing in the folder the judged walk holds open.
///
/// - A72-1: a tarball's own `.git` (`App/.git/HEAD`) one level above the input, or at the input
///   with the tree's link two levels up, let `-o tree/out/…` write through `out -> …`.
/// - A72-8: a `.git` in the working folder (`ios/.git/HEAD`), `-o ../out/…`.
/// - A72-9: a working folder that is the tree's link (`cd tree/ios2`, `ios2 -> …`), `-o wd.json`.
/// - A72-5: an output whose walk failed when judged (a missing folder) was walked again for
///   writing, unjudged, through a link put there since.
@Suite("Hostile --output: the folders holding the inputs and the working folder (A72)")
struct HostileOutputTreeTests {
  /// `tree/` with the app, a `victim/` beside it holding `r.sarif`, and `tree/out -> ../victim`.
  private struct Tree {
    let folder: TemporaryFolder
    let root: String
    var tree: String { root + "/tree" }

    init(app: String, gitMarker: String?) throws {
      folder = try TemporaryFolder()
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      try folder.write("tree/\(app)/en.lproj/Localizable.strings", "\"k\" = \"Title\";\n")
      try folder.write("tree/\(app)/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
      if let gitMarker { try folder.write("tree/\(gitMarker)/.git/HEAD", "") }
      try folder.write("victim/r.sarif", "ORIGINAL\n")
      try folder.link("tree/out", to: "../victim")
    }

    /// Judges `output` for a check of the tree's `App`, as a run does at its start.
    func judge(_ output: String) throws {
      var arguments = ParsedArguments()
      arguments.values["output"] = [output]
      arguments.positionals = [tree + "/App"]
      try OutputDestination.refuseAmongInputs(arguments)
    }

    func victimIntact() throws -> Bool {
      try String(contentsOfFile: root + "/victim/r.sarif", encoding: .utf8) == "ORIGINAL\n"
    }
  }

  @Test(
    "a tarball's .git one level above the input, or at the input two levels under the link, leaves the link refused (A72-1)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [("App/Res", "App"), ("src/App", "src/App")])
  func fakeRepositoryAboveInput(app: String, marker: String) throws {
    let layout = try Tree(app: app, gitMarker: marker)
    for (folder, input, output) in [
      ("/", layout.tree + "/" + app, layout.tree + "/out/r.sarif"), (layout.tree, app, "out/r.sarif"),
    ] {
      let run = try Hostile.runBinary(in: folder, ["check", input, "-q", "-f", "sarif", "-o", output])
      #expect(run.exitCode == 2, "\(folder): \(run.stderr)")
      #expect(
        run.stderr.contains(
          "goes through the symbolic link \(layout.tree)/out, which leads out of its folder (to ../victim); only "
            + "the system's links (in /, /dev and /proc) are written through"),
        "\(run.stderr)")
      #expect(try layout.victimIntact())
    }
  }

  @Test(
    "a .git in the working folder does not make a link beside it the user's (A72-8)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fakeRepositoryInWorkingFolder() throws {
    let layout = try Tree(app: "ios/App", gitMarker: "ios")
    let run = try Hostile.runBinary(
      in: layout.tree + "/ios", ["check", "App", "-q", "-f", "sarif", "-o", "../out/r.sarif"])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(run.stderr.contains("goes through the symbolic link \(layout.tree)/out,"), "\(run.stderr)")
    #expect(try layout.victimIntact())
  }

  @Test(
    "a working folder reached through the tree's link: a relative --output is walked along it and refused (A72-9)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func workingFolderThroughTreeLink() throws {
    let layout = try Tree(app: "App", gitMarker: nil)
    try layout.folder.write("elsewhere/keep", "")
    try layout.folder.link("tree/ios2", to: "../elsewhere")
    let run = try Hostile.runBinary(
      in: layout.tree + "/ios2", ["check", layout.tree + "/App", "-q", "-f", "json", "-o", "wd.json"])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "Error: --output wd.json goes through the symbolic link \(layout.tree)/ios2, which leads out of its folder "
          + "(to ../elsewhere);"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: layout.root + "/elsewhere") == ["keep"])
  }

  @Test("an output folder missing when judged, and a link put there since, is judged when written (A72-5)")
  func missingWhenJudged() throws {
    let layout = try Tree(app: "App", gitMarker: nil)
    let output = layout.tree + "/reports/r.sarif"
    try layout.judge(output)
    try layout.folder.link("tree/reports", to: "../victim")
    do {
      _ = try ReportFile(path: output)
      Issue.record("the report was written through a link put in place after the judgement")
    } catch let error as OutputError {
      #expect(
        error.description.hasPrefix(
          "--output \(output) goes through the symbolic link \(layout.tree)/reports, which leads out of its "
            + "folder (to ../victim);"), "\(error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: layout.root + "/victim") == ["r.sarif"])
    #expect(try layout.victimIntact())
  }

  /// A72-12: each input's folders were looked up one path from `/` at a time, by the
  /// repository search, `realpath(3)` and the guards, so twenty inputs a thousand folders deep
  /// took 41.6 s (debug) with `-o`; by descriptor they take about a second. The guard of 60 s is
  /// for a hang, not a timing.
  @Test(
    "twenty inputs a thousand folders deep with -o are all checked, and a .git halfway down is their repository",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func deepInputs() throws {
    let folder = try TemporaryFolder()
    let half = String(repeating: "d/", count: 500)
    try folder.write("tree/" + half + ".git/HEAD", "ref: refs/heads/main\n")
    var inputs: [String] = []
    for index in 0..<20 {
      let input = "tree/" + half + half + "i\(index)/de.lproj/Localizable.strings"
      try folder.write(input, "\"k\(index)\" = \"Titel\";\n")
      inputs.append(input)
    }
    #expect(
      RepositoryBoundary.repositoryRoot(above: folder.path + "/tree/" + half + half + "i0")
        == folder.path + "/tree/" + String(half.dropLast()))
    let run = try Hostile.runBinary(
      in: folder.path, seconds: 60, ["check"] + inputs + ["-q", "-f", "json", "-o", "r.json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let report = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/r.json")))
    let summary = try #require((report as? [String: Any])?["summary"] as? [String: Any])
    #expect(summary["strings"] as? Int == 20)
  }

  /// The folders whose links are followed are judged by the descriptor the walk holds: `/`,
  /// `/dev` and `/proc`'s, not a folder named so nor `/dev/shm`, where anyone may write (the
  /// seventy-fourth attack's A74-8); nor the home folder (A74-1, A74-4).
  @Test("the system folders whose links are followed: /, /dev and /proc's, by descriptor")
  func systemFolders() throws {
    func isSystem(_ path: String) -> Bool {
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      defer { if descriptor >= 0 { close(descriptor) } }
      return descriptor >= 0 && SystemLinkFolders.isSystemFolder(descriptor)
    }
    #expect(isSystem("/"))
    #expect(isSystem("/dev"))
    #expect(isSystem("/proc/self"))
    #expect(isSystem("/proc/self/fd"))
    #expect(!isSystem("/tmp"))
    if FileManager.default.fileExists(atPath: "/dev/shm") { #expect(!isSystem("/dev/shm")) }
    let folder = try TemporaryFolder()
    #expect(!isSystem(folder.path))
  }

  /// A73-1: a link put at the report's name after the judgement led the report into a FIFO or a
  /// device outside the tree; the link itself is replaced now.
  @Test("a link put at the report's name after the judgement is replaced by the report, not followed (A73-1)")
  func linkAtNameAfterJudgement() throws {
    let layout = try Tree(app: "App", gitMarker: nil)
    let output = layout.tree + "/r.sarif"
    try layout.judge(output)
    try layout.folder.link("tree/r.sarif", to: "../victim/r.sarif")
    let file = try ReportFile(path: output)
    file.write("report\n")
    try file.commit()
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "report\n")
    #expect(FileSystemPath.kindNotFollowing(output) == .regularFile)
    #expect(try layout.victimIntact())
  }
}

/// The seventy-fifth attack's A75-1: a relative `--output` that goes up out of the working folder
/// (`-o ../report.json`) was walked from where the working folder is now, and the files being
/// checked can move it into another folder, so the report landed there (50 of 200 runs with a
/// process moving it back and forth). A walk starts at `/` and each `..` must reach the folder it
/// came through; where `$PWD` does not confirm the working folder, the path may not go up out
/// of it.
@Suite("Hostile --output: a working folder moved by the files being checked (A75-1)")
struct HostileMovedWorkingFolderTests {
  @Test(
    "with $PWD not naming the working folder, -o ../x is refused and -o x is written",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func stalePresentWorkingFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("tree/ios/App/en.lproj/Localizable.strings", "\"k\" = \"Title\";\n")
    let here = folder.path + "/tree/ios"
    // `cd` by `sh` sets $PWD; then it is made to name another folder, as after a move.
    let up = try Hostile.runBinary(
      [
        "-c", "cd \"$0\" && PWD=/ exec \"$1\" check App -q -f json -o ../r.json", here,
        try #require(Hostile.binary),
      ],
      executable: "/bin/sh")
    #expect(up.exitCode == 4, "\(up.stderr)")
    #expect(
      up.stderr
        == "Error: cannot write --output ../r.json: it goes up out of the working folder, and $PWD does not say "
        + "where the working folder is (it was moved, or $PWD is not set by a shell); name the report by an "
        + "absolute path\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/tree/r.json"))
    let inside = try Hostile.runBinary(
      [
        "-c", "cd \"$0\" && PWD=/ exec \"$1\" check App -q -f json -o r.json", here,
        try #require(Hostile.binary),
      ],
      executable: "/bin/sh")
    #expect(inside.exitCode == 0, "\(inside.stderr)")
    #expect(FileManager.default.fileExists(atPath: here + "/r.json"))
    let confirmed = try Hostile.runBinary(in: here, ["check", "App", "-q", "-f", "json", "-o", "../r.json"])
    #expect(confirmed.exitCode == 0, "\(confirmed.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/tree/r.json"))
  }
}
