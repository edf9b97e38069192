import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

/// The seventieth attack's A70-10 and A70-12: where a checkout without Git begins was guessed
/// from what the tree itself holds or from how deep the input lies, and both could be steered.
/// An empty `.git` in the input folder made it the repository, so the tree's own `out -> …`
/// link beside it was followed by `--output` (A70-10); and from a working folder of `/`, a link
/// one folder above the input's last name (`src/Sources -> /elsewhere` for `src/Sources/App`)
/// was never judged, so the files it led to were read into the report and the report written
/// through it (A70-12).
@Suite(
  "Hostile input: where a tree without Git begins",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileTreeBoundaryTests {
  @Test("an empty .git (folder or file) or a gitdir: file naming nothing marks no repository (A70-10)")
  func emptyGitMarksNoRepository() throws {
    // A Git folder the tree brings (`HEAD`), or a `gitdir:` file naming one elsewhere, makes `App`
    // a repository; the folder holding it is guarded all the same (A71-1).
    for marker in ["folder", "file", "nowhere", "superproject", "head", "elsewhere"] {
      let folder = try TemporaryFolder()
      try folder.write("src/App/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
      try folder.write("victim/report.sarif", "precious")
      try folder.link("src/out", to: folder.path + "/victim")
      let git = folder.path + "/src/App/.git"
      switch marker {
      case "folder": try FileManager.default.createDirectory(atPath: git, withIntermediateDirectories: false)
      case "file": try folder.write("src/App/.git", "")
      case "nowhere": try folder.write("src/App/.git", "gitdir: /nonexistent\n")
      case "head": try folder.write("src/App/.git/HEAD", "")
      case "elsewhere":
        try folder.write("other/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("src/App/.git", "gitdir: \(folder.path)/other/.git\n")
      default:
        // A real repository around it, and a .git file naming the repository's own Git folder.
        try folder.write("src/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("src/App/.git", "gitdir: ../.git\n")
      }
      let root: String? =
        switch marker {
        case "superproject": folder.path + "/src"
        case "head", "elsewhere": folder.path + "/src/App"
        default: nil
        }
      #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/src/App") == root, "\(marker)")
      for workingFolder in [folder.path + "/src", "/"] {
        let run = try Hostile.runBinary(
          in: workingFolder,
          [
            "check", folder.path + "/src/App", "-q", "-f", "sarif", "-o",
            folder.path + "/src/out/report.sarif",
          ])
        #expect(run.exitCode == 2, "\(marker) from \(workingFolder): \(run.stderr)")
        #expect(run.stderr.contains("goes through the symbolic link \(folder.path)/src/out"), "\(run.stderr)")
        #expect(
          try String(contentsOfFile: folder.path + "/victim/report.sarif", encoding: .utf8) == "precious")
      }
    }
  }

  @Test("a Git folder with HEAD or config, a worktree's gitdir: file, and a submodule's are repositories")
  func realMarkers() throws {
    let folder = try TemporaryFolder()
    try folder.write("a/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("b/.git/config", "[core]\n")
    try folder.write("main/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("main/.git/worktrees/w/HEAD", "ref: refs/heads/w\n")
    try folder.write("w/.git", "gitdir: \(folder.path)/main/.git/worktrees/w\n")
    try folder.write("main/.git/modules/Sub/HEAD", "ref: refs/heads/main\n")
    try folder.write("main/Sub/.git", "gitdir: ../.git/modules/Sub\n")
    try folder.write("main/Sub/App/x.txt", "")
    #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/a") == folder.path + "/a")
    #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/b") == folder.path + "/b")
    // A worktree is its own checkout; a submodule is part of its superproject's.
    #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/w") == folder.path + "/w")
    #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/main/Sub/App") == folder.path + "/main")
  }

  @Test("a tree's link to a Git repository elsewhere makes no repository of the input (A71-2)")
  func linkToRepositoryElsewhere() throws {
    let folder = try TemporaryFolder()
    try folder.write("else/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("else/App/de.lproj/Localizable.strings", "\"outside.secret\" = \"ghp_TOKEN\";\n")
    try folder.write("src/ios/.keep", "")
    try folder.link("src/Sources", to: folder.path + "/else")
    #expect(RepositoryBoundary.repositoryRoot(above: folder.path + "/src/Sources/App") == nil)
    for (workingFolder, input) in [
      ("/", folder.path + "/src/Sources/App"), (folder.path + "/src", "Sources/App"),
      // A folder beside the tree, or inside it, places nothing either (A71-3).
      (folder.path + "/src/ios", folder.path + "/src/Sources/App"),
    ] {
      let run = try Hostile.runBinary(in: workingFolder, ["check", input, "-q", "-f", "json"])
      #expect(run.exitCode == 3, "\(workingFolder): \(run.stderr)")
      #expect(!run.stdout.contains("ghp_TOKEN"))
    }
  }

  @Test(
    "from /, a link further up the input's way that leads out of its folder: not read, nor written through (A70-12)"
  )
  func linkAboveTheInputFromRoot() throws {
    let folder = try TemporaryFolder()
    try folder.write("elsewhere/App/de.lproj/Localizable.strings", "\"outside.secret\" = \"ghp_TOKEN\";\n")
    try folder.write("elsewhere/report.sarif", "precious")
    try folder.write("src/Real/App/de.lproj/Localizable.strings", "\"inside\" = \"Titel\";\n")
    try folder.link("src/Sources", to: folder.path + "/elsewhere")
    let input = folder.path + "/src/Sources/App"
    let read = try Hostile.runBinary(in: "/", ["check", input, "-q", "-f", "json"])
    #expect(read.exitCode == 3)
    #expect(!read.stdout.contains("ghp_TOKEN"))
    #expect(
      read.stderr.contains(
        "\(input): a folder on its way, \(folder.path)/src/Sources, is a symbolic link leading outside the folder "
          + "holding it (to \(folder.path)/elsewhere), and no repository or working folder holds the input"),
      "\(read.stderr)")
    let written = try Hostile.runBinary(
      in: "/", ["check", input, "-q", "-f", "sarif", "-o", folder.path + "/src/Sources/report.sarif"])
    #expect(written.exitCode == 2, "\(written.stderr)")
    #expect(
      try String(contentsOfFile: folder.path + "/elsewhere/report.sarif", encoding: .utf8) == "precious")
    // A file named inside the linked folder too (A26-10's layout, named one level deeper).
    let file = try Hostile.runBinary(
      in: "/", ["check", input + "/de.lproj/Localizable.strings", "-q", "-f", "json"])
    #expect(file.exitCode == 3)
    #expect(!file.stdout.contains("ghp_TOKEN"))
    // `rows` alike.
    let rows = try Hostile.runBinary(in: "/", ["rows", input])
    #expect(rows.exitCode == 3, "\(rows.stderr)")
    // The tree's own folders, without the link, are read; and from the tree's root the
    // working folder bounds the link as before.
    let plain = try Hostile.runBinary(in: "/", ["check", folder.path + "/src/Real/App", "-q", "-f", "json"])
    #expect(plain.exitCode == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("\"inside\""))
    let fromTree = try Hostile.runBinary(
      in: folder.path + "/src", ["check", "Sources/App", "-q", "-f", "json"])
    #expect(fromTree.exitCode == 3)
    #expect(fromTree.stderr.contains("leading outside the working folder"), "\(fromTree.stderr)")
  }

  @Test("no Git: --config and --stack through the tree's own folder link are not read (A70-11)")
  func configurationThroughTreeLink() throws {
    let folder = try TemporaryFolder()
    try folder.write("src/App/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
    try folder.write("secret/typefit.json", "{\"locales\": [\"de\"], \"secretMarker\": 1}")
    try folder.write("secret/stack.json", "TOKEN=ghp_SECRET")
    for name in ["cfg", "fonts"] {
      try folder.link("src/" + name, to: folder.path + "/secret")
    }
    let config = try Hostile.runBinary(
      in: folder.path + "/src", ["check", "App", "-q", "--config", "cfg/typefit.json"])
    #expect(config.exitCode == 2, "\(config.stderr)")
    #expect(!config.stderr.contains("secretMarker"))
    #expect(
      config.stderr.hasPrefix(
        "Error: --config cfg/typefit.json: a folder on its way is a symbolic link leading outside the working "
          + "folder, \(folder.path)/src, as no repository holds it; not read"), "\(config.stderr)")
    let stack = try Hostile.runBinary(
      in: folder.path + "/src", ["measure", "--text", "x", "--size", "17", "--stack", "fonts/stack.json"])
    #expect(stack.exitCode != 0)
    #expect(!stack.stderr.contains("TOKEN"), "\(stack.stderr)")
    #expect(
      stack.stderr.contains("a folder on its way is a symbolic link leading outside the working folder"))
  }

  @Test("an input path past PATH_MAX through a link to its own folder ends at once with -o (A71-12)")
  func longInputPathWithOutput() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
    try folder.link("x", to: ".")
    let input = String(repeating: "x/", count: 30_000) + "App"
    // Each of its 30,000 folders was resolved in turn: 16.6 s in a release build. A hang guard,
    // not a timing: the run takes under a second (debug build).
    let run = try Hostile.runBinary(
      in: folder.path, seconds: 12, ["check", input, "-q", "-f", "json", "-o", folder.path + "/report.json"])
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr.prefix(200))")
  }

  @Test("no Git: an input refused for a link on its way brings no typefit.json (A72-3)")
  func configurationBehindRefusedLinks() throws {
    let folder = try TemporaryFolder()
    try folder.write("secret/App/typefit.json", "{\"CFGSECRET_token\": true}")
    try folder.write("secret/App/de.lproj/Localizable.strings", "\"k\" = \"Titel\";\n")
    try folder.write("tree/App/de.lproj/Localizable.strings", "\"inside\" = \"Titel\";\n")
    try folder.link("tree/Sources", to: folder.path + "/secret")
    let run = try Hostile.runBinary(
      in: "/", ["check", folder.path + "/tree/Sources/App", "-q", "-f", "json"])
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stderr.contains("CFGSECRET"), "\(run.stderr)")
    #expect(run.stderr.contains("is a symbolic link leading outside the folder holding it"), "\(run.stderr)")
    // `lnk/..`, `..` after the tree's link, names the folder holding the link's target: refused, and its
    // typefit.json not read either (A72-7), in a Git repository too.
    try folder.write("tree/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("secret/typefit.json", "{\"CFGSECRET_parent\": true}")
    try folder.link("tree/lnk", to: folder.path + "/secret/App")
    let parent = try Hostile.runBinary(in: folder.path + "/tree", ["check", "lnk/..", "-q", "-f", "json"])
    #expect(parent.exitCode == 3, "\(parent.stderr)")
    #expect(!parent.stderr.contains("CFGSECRET"), "\(parent.stderr)")
    #expect(parent.stderr.contains("`..` after the symbolic link"), "\(parent.stderr)")
  }
}
