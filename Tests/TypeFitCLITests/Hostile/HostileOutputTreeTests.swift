import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The seventy-second attack's ways round the `--output` guard, closed by guarding every folder
/// that holds an input or the working folder, up to the highest below `/` and the home folder
/// (``GuardedFolders``), and by writing in the folder the judged walk holds open.
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
            + "links in /, in the home folder and in the folders holding it are written through"),
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
    var arguments = ParsedArguments()
    arguments.values["output"] = [output]
    arguments.positionals = [layout.tree + "/App"]
    try OutputDestination.refuseAmongInputs(arguments)
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

  /// The seventy-third attack's A73-2: a `HOME` inside the tree (missing, or the tree's own
  /// folder) made the tree's links the user's. The home folder counts only when it is an
  /// existing folder, not inside the working folder, and not in a folder holding an input.
  @Test("the folders whose links are followed: /, and a home folder that exists and holds no input's folder")
  func followedFolders() throws {
    let folder = try TemporaryFolder()
    let root = try #require(HostileOutputPathTests.Layout.real(folder.path))
    try folder.write("home/u/Projects/MyApp/en.lproj/Localizable.strings", "")
    let home = root + "/home/u"
    let valid = GuardedFolders(inputs: [home + "/Projects/MyApp"], home: home)
    #expect(valid.homeRefusal == nil)
    #expect(valid.follows((home + "/Desktop", home)))
    #expect(valid.follows((root + "/home", root + "/home")))
    #expect(!valid.follows((home + "/Projects/out", home + "/Projects")))
    #expect(valid.follows(("/dev/stdin", "/dev")))
    #expect(valid.follows(("/proc/self", "/proc")))
    let holding = GuardedFolders(inputs: [home + "/MyApp"], home: home)
    #expect(holding.homeRefusal == "a folder holding an input holds it")
    #expect(!holding.follows((home + "/Desktop", home)))
    #expect(holding.follows(("/tmp", "/")))
    let missing = GuardedFolders(inputs: [home + "/Projects/MyApp"], home: home + "/nonexistent")
    #expect(missing.homeRefusal == "it is no existing folder")
    #expect(missing.followed == ["/"])
    #expect(GuardedFolders(inputs: [], home: "relative/home").homeRefusal == "it is not an absolute path")
    #expect(GuardedFolders(inputs: [], home: nil).followed == ["/"])
  }

  /// A73-1: a link put at the report's name after the judgement led the report into a FIFO or a
  /// device outside the tree; the link itself is replaced now.
  @Test("a link put at the report's name after the judgement is replaced by the report, not followed (A73-1)")
  func linkAtNameAfterJudgement() throws {
    let layout = try Tree(app: "App", gitMarker: nil)
    let output = layout.tree + "/r.sarif"
    var arguments = ParsedArguments()
    arguments.values["output"] = [output]
    arguments.positionals = [layout.tree + "/App"]
    try OutputDestination.refuseAmongInputs(arguments)
    try layout.folder.link("tree/r.sarif", to: "../victim/r.sarif")
    let file = try ReportFile(path: output)
    file.write("report\n")
    try file.commit()
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "report\n")
    #expect(FileSystemPath.kindNotFollowing(output) == .regularFile)
    #expect(try layout.victimIntact())
  }
}

/// The seventy-second attack's A72-2: a Git clone under the user's `~/work -> /mnt/work` was
/// "held by no repository" (the repository search stopped at the link) and refused, from the
/// home folder and from `/`. A link in the home folder is the user's (`UserFolders`).
@Suite("Hostile input: a clone reached through a link of the home folder (A72-2)")
struct HostileHomeLinkCloneTests {
  @Test(
    "a clone under ~/work -> /mnt/work is read from ~ and from /; the same link elsewhere still refuses",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func cloneThroughHomeLink() throws {
    let folder = try TemporaryFolder()
    try folder.write("mnt/work/repo/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("mnt/work/repo/App/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
    try folder.write("home/u/.keep", "")
    try folder.link("home/u/work", to: "../../mnt/work")
    let home = folder.path + "/home/u"
    for (place, input) in [(home, "work/repo/App"), ("/", home + "/work/repo/App")] {
      let run = try Hostile.runBinary(
        in: place, environment: ["HOME": home],
        ["check", input, "-q", "-f", "json", "-o", folder.path + "/r.json"])
      #expect(run.exitCode == 0, "\(place): \(run.stderr)")
      let report = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/r.json")))
      #expect(((report as? [String: Any])?["summary"] as? [String: Any])?["strings"] as? Int == 1, "\(place)")
    }
    // With another home, `work` is a link of some tree leading to a repository: refused.
    try folder.write("other/.keep", "")
    let refused = try Hostile.runBinary(
      in: "/", environment: ["HOME": folder.path + "/other"],
      ["check", home + "/work/repo/App", "-q", "-f", "json"])
    #expect(refused.exitCode == 3, "\(refused.stderr)")
    #expect(refused.stderr.contains("\(home)/work, is a symbolic link leading outside the folder holding it"))
  }
}
