import Foundation
import Testing
import _TypeFitTestSupport

/// The fifteenth attack's A15-12: the folder a workflow checks (`App/`), replaced in a pull
/// request by a committed symbolic link out of the repository, was followed without a word, and
/// the files outside reached the report under `App/…` paths (`rows App` listed an outside Swift
/// title). A path given that lies in a Git repository and leads out of it is not read, as
/// `--config` and `--stack` files are not, unless `--follow-external-links` is given.
@Suite("Hostile input: an input path that is a link out of its repository")
struct HostileInputLinkTests {
  /// `root/repo` (a Git repository holding `Real/de.lproj` and the link `App -> ../outside`)
  /// beside `root/outside`, which holds a secret `.strings` table and Swift file.
  struct Layout {
    let folder: TemporaryFolder
    let root: String
    var repository: String { root + "/repo" }

    init(gitRepository: Bool = true) throws {
      folder = try TemporaryFolder()
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      if gitRepository { try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n") }
      try folder.write(
        "repo/Real/de.lproj/Localizable.strings", "\"\(Hostile.goodKey)\" = \"Einstellungen\";\n")
      try folder.write("outside/de.lproj/Localizable.strings", "\"SECRET-INPUT-KEY\" = \"x\";\n")
      try folder.write(
        "outside/Secret.swift",
        "struct S: View { var body: some View { List { NavigationLink(\"SECRET-SWIFT\") {} } } }\n")
      try FileManager.default.createSymbolicLink(
        atPath: root + "/repo/App", withDestinationPath: "../outside")
    }
  }

  static let refusal =
    "a symbolic link leading outside its repository (to ../outside); not read. Name the folder it leads to, if that "
    + "is the one meant"

  @Test("check App and App/: an error naming the link, nothing outside read, the folder beside it checked")
  func checkRefuses() throws {
    let layout = try Layout()
    for spelling in ["App", "App/"] {
      let app = layout.repository + "/" + spelling
      let run = Hostile.check([app, layout.repository + "/Real"])
      #expect(run.exitCode == 3, "\(spelling)")
      #expect(
        run.stderr == "Error: \(app): \(Self.refusal) (--follow-external-links allows it)\n", "\(spelling)")
      #expect(Hostile.resultKeys(run) == [Hostile.goodKey], "\(spelling)")
      #expect(!run.stdout.contains("SECRET"), "\(spelling)")
    }
    let file = layout.repository + "/App/de.lproj/Localizable.strings"
    let through = Hostile.check([file])
    #expect(through.exitCode == 3)
    #expect(
      through.stderr.hasPrefix(
        "Error: \(file): a folder on its way is a symbolic link leading outside its repository; not read."))
    #expect(!through.stdout.contains("SECRET"))
  }

  @Test("rows App: an error, exit 3, no outside title")
  func rowsRefuses() throws {
    let layout = try Layout()
    let app = layout.repository + "/App"
    let run = CapturedRun(["rows", app, "--format", "json"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(app): \(Self.refusal)\n")
    #expect(!run.stdout.contains("SECRET"))
  }

  @Test("--follow-external-links reads it")
  func allowed() throws {
    let layout = try Layout()
    let app = layout.repository + "/App"
    let followed = Hostile.check([app], ["--follow-external-links", "--fail-on", "never"])
    #expect(followed.exitCode == 0, "\(followed.stderr)")
    #expect(Hostile.resultKeys(followed) == ["SECRET-INPUT-KEY"])
    #expect(
      followed.stderr
        == "Warning: \(app): a symbolic link leading outside its repository (to ../outside); not searched for "
        + "Swift sources (--follow-external-links follows links to localization files only)\n")
  }

  /// The twenty-sixth attack's A26-10: outside a Git repository (a tarball, a Docker context,
  /// `GIT_STRATEGY=none`) the input path was trusted, so a pull request's `App -> ../outside` had
  /// the outside table in the report. Its boundary is now the working folder when the input lies
  /// below it as written (the checkout CI runs in), else the folder holding the input.
  @Test(
    "outside a repository, a link out of the working folder, or out of the input's own folder, is not read",
    arguments: ["working folder", "own folder", "folder on the way", "file's folder", "followed"])
  func outsideRepositoryRefused(shape: String) throws {
    let layout = try Layout(gitRepository: false)
    let run: Hostile.ProcessRun
    let expected: String
    switch shape {
    case "working folder":
      run = try Hostile.runBinary(
        in: layout.repository, ["check", "App", "--fail-on", "never", "-f", "json"])
      expected =
        "Error: App: a symbolic link leading outside the working folder, \(layout.repository), as no repository "
        + "holds it (to ../outside); not read. Name the folder it leads to, if that is the one meant "
        + "(--follow-external-links allows it)\n"
    case "own folder":
      run = try Hostile.runBinary(
        in: layout.root + "/outside",
        ["check", layout.repository + "/App", "--fail-on", "never", "-f", "json"])
      expected =
        "Error: \(layout.repository)/App: a symbolic link leading outside its folder, \(layout.repository), as no "
        + "repository holds it (to ../outside); not read. Name the folder it leads to, if that is the one meant "
        + "(--follow-external-links allows it)\n"
    case "folder on the way":
      run = try Hostile.runBinary(
        in: layout.repository,
        ["check", "App/de.lproj/Localizable.strings", "--fail-on", "never", "-f", "json"])
      expected =
        "Error: App/de.lproj/Localizable.strings: a folder on its way is a symbolic link leading outside the working "
        + "folder, \(layout.repository), as no repository holds it; not read. Name the file it leads to, if that "
        + "is the one meant (--follow-external-links allows it)\n"
    case "file's folder":
      // The twenty-eighth attack's A28-4: the file's own folder is the link, named from elsewhere.
      try FileManager.default.createSymbolicLink(
        atPath: layout.repository + "/de.lproj", withDestinationPath: "../outside/de.lproj")
      run = try Hostile.runBinary(
        in: layout.root + "/outside",
        ["check", layout.repository + "/de.lproj/Localizable.strings", "--fail-on", "never", "-f", "json"])
      expected =
        "Error: \(layout.repository)/de.lproj/Localizable.strings: a folder on its way is a symbolic link leading "
        + "outside its folder, \(layout.repository), as no repository holds it; not read. Name the file it leads "
        + "to, if that is the one meant (--follow-external-links allows it)\n"
    default:
      run = try Hostile.runBinary(
        in: layout.repository,
        ["check", "App", "--fail-on", "never", "-f", "json", "--follow-external-links"])
      expected = ""
    }
    #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
    #expect(run.exitCode == (shape == "followed" ? 0 : 3), "\(run.stderr)")
    #expect(run.stdout.contains("SECRET-INPUT-KEY") == (shape == "followed"))
  }

  /// The twenty-eighth attack's A28-4: in a working folder reached through a link (`cd` into a
  /// checkout under macOS's `/tmp`), `"$PWD/Res/de.lproj"` did not lie below the working folder's
  /// real path, so the checkout's `Res -> ../outside` above the input's folder was followed.
  @Test("outside a repository, a path written from $PWD through a link is judged against the working folder")
  func logicalWorkingFolder() throws {
    let layout = try Layout(gitRepository: false)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: layout.repository + "/Res", withDestinationPath: "../outside")
    try manager.createSymbolicLink(atPath: layout.root + "/via", withDestinationPath: "repo")
    let run = try Hostile.runBinary(
      in: layout.root + "/via",
      ["check", layout.root + "/via/Res/de.lproj", "--fail-on", "never", "-f", "json"])
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "Error: \(layout.root)/via/Res/de.lproj: a folder on its way is a symbolic link leading outside the "
          + "working folder, \(layout.root)/via, as no repository holds it; not read."), "\(run.stderr)")
    #expect(!run.stdout.contains("SECRET-INPUT-KEY"))
  }

  /// The twenty-ninth attack's A29-3: `tree/lnk/../App`, `lnk` a link out, was judged as
  /// `tree/App` and read where the system takes `..` from, the link's target's folder.
  @Test(
    "`..` after a link out is refused, in a repository and outside one, for check and rows",
    arguments: [
      (true, "lnk/../de.lproj"), (false, "lnk/../de.lproj"), (true, "lnk/.."),
      (false, "lnk/sub/../../de.lproj"),
    ])
  func parentAfterLink(gitRepository: Bool, path: String) throws {
    let layout = try Layout(gitRepository: gitRepository)
    try layout.folder.write("outside/deep/sub/x.txt", "")
    try FileManager.default.createSymbolicLink(
      atPath: layout.repository + "/lnk", withDestinationPath: "../outside/deep")
    // In `lnk/sub/../..` the first `..` takes away `sub`, which is no link; the second, `lnk`.
    let link = layout.repository + "/lnk"
    let sentence =
      "`..` after the symbolic link \(link) goes up from where that link leads, not from the folder holding it; "
    let check = try Hostile.runBinary(
      in: layout.repository, ["check", path, "--fail-on", "never", "-f", "json"])
    #expect(check.exitCode == 3, "\(check.stderr)")
    #expect(!check.stdout.contains("SECRET"))
    #expect(
      check.stderr.hasPrefix(
        "Error: \(path): \(sentence)not read. Name the folder meant without going through the link "
          + "(--follow-external-links allows it)\n"), "\(check.stderr)")
    let rows = try Hostile.runBinary(in: layout.repository, ["rows", path])
    #expect(!rows.stdout.contains("SECRET"))
    #expect(rows.stderr.contains(sentence), "\(rows.stderr)")
    // The same folder named without the link is read.
    let plain = try Hostile.runBinary(
      in: layout.repository, ["check", "Real", "--fail-on", "never", "-f", "json"])
    #expect(plain.exitCode == 0, "\(plain.stderr)")
  }

  /// The twenty-eighth attack's A28-4 (b): outside a repository, from a working folder inside the
  /// checkout, `..` led to a folder whose parent is a link out (`cd Real/de.lproj; check
  /// ../../Res/de.lproj`, `Res -> ../outside`): the path was not below the working folder, and the
  /// folder holding the input's folder was the link's target. A relative path from a working
  /// folder no repository holds is also bounded by the deepest folder the two share. From a
  /// working folder in a repository (a clone beside its `../shared` link: the CI layout, which the
  /// first version of this fix refused) the link is the user's; named by an absolute path from a
  /// working folder in no repository that does not hold it, it is refused as leading out of its
  /// folder (the seventy-first attack's A71-3: a folder beside or inside the tree places nothing).
  @Test(
    "outside a repository, a relative path through a link below the folder it shares with the working folder is not read",
    arguments: ["folder", "file", "followed", "absolute", "fromRepository"])
  func sharedWithWorkingFolder(shape: String) throws {
    let layout = try Layout(gitRepository: false)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: layout.repository + "/Res", withDestinationPath: "../outside")
    try manager.createSymbolicLink(
      atPath: layout.repository + "/de.lproj", withDestinationPath: "../outside/de.lproj")
    var folder = layout.repository + "/Real/de.lproj"
    var path = shape == "file" ? "../../de.lproj/Localizable.strings" : "../../Res/de.lproj"
    if shape == "absolute" { path = layout.repository + "/Res/de.lproj" }
    if shape == "fromRepository" {
      // `clone/.git` beside `repo`: `cd clone/Sub; check ../../repo/Res/de.lproj`.
      try layout.folder.write("clone/.git/HEAD", "ref: refs/heads/main\n")
      try layout.folder.write("clone/Sub/x.txt", "")
      folder = layout.root + "/clone/Sub"
      path = "../../repo/Res/de.lproj"
    }
    let run = try Hostile.runBinary(
      in: folder,
      ["check", path, "--fail-on", "never", "-f", "json"]
        + (shape == "followed" ? ["--follow-external-links"] : []))
    if shape == "absolute" {
      #expect(run.exitCode == 3, "\(run.stderr)")
      #expect(!run.stdout.contains("SECRET-INPUT-KEY"))
      #expect(
        run.stderr.contains(
          "a folder on its way, \(layout.repository)/Res, is a symbolic link leading outside the folder"),
        "\(run.stderr)")
      return
    }
    if ["followed", "fromRepository"].contains(shape) {
      #expect(run.exitCode == 0, "\(shape): \(run.stderr)")
      #expect(run.stdout.contains("SECRET-INPUT-KEY"), "\(shape)")
      return
    }
    let noun = shape == "file" ? "file" : "folder"
    // A file's own folder is the link: the folder holding it (the checkout) says so first (A28-4 (a)).
    let bound =
      shape == "file"
      ? "its folder, \(layout.repository)"
      : "the folder it shares with the working folder, \(layout.repository)"
    #expect(
      run.stderr.hasPrefix(
        "Error: \(path): a folder on its way is a symbolic link leading outside \(bound), as no repository "
          + "holds it; not read. Name the \(noun) it leads to, if that is the one meant (--follow-external-links "
          + "allows it)\n"), "\(run.stderr)")
    #expect(run.exitCode == 3)
    #expect(!run.stdout.contains("SECRET-INPUT-KEY"))
  }

  @Test("outside a repository, links above the input's folder and the input's own path are the user's")
  func userLinksOutsideRepository() throws {
    let layout = try Layout(gitRepository: false)
    // `~/work -> /mnt/…/projects`: a link above the input, named from a folder that is not below it.
    try FileManager.default.createSymbolicLink(atPath: layout.root + "/work", withDestinationPath: "repo")
    let run = try Hostile.runBinary(
      in: layout.root + "/outside", ["check", layout.root + "/work/Real", "--fail-on", "never", "-f", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains(Hostile.goodKey))
  }

  /// The sixteenth attack's A16-1: `OtherRoot -> ../otherrepo`, a link to another Git checkout,
  /// made `OtherRoot/.git` the repository of `OtherRoot/App`, so the path was judged inside it.
  @Test("a link to another repository's checkout on the way of the path is judged against this repository")
  func linkToAnotherRepository() throws {
    let layout = try Layout()
    try layout.folder.write("otherrepo/.git/HEAD", "ref: refs/heads/main\n")
    try layout.folder.write("otherrepo/App/de.lproj/Localizable.strings", "\"SECRET-OTHER\" = \"x\";\n")
    // The configuration search beside the input starts from the same repository: the other
    // checkout's `typefit.json` is not found, so its member names are not read into a message.
    try layout.folder.write("otherrepo/App/typefit.json", #"{"SECRETFIELD":1}"#)
    try FileManager.default.createSymbolicLink(
      atPath: layout.root + "/repo/OtherRoot", withDestinationPath: "../otherrepo")
    let app = layout.repository + "/OtherRoot/App"
    let run = Hostile.check([app, layout.repository + "/Real"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(app): a folder on its way is a symbolic link leading outside its repository; not read. Name "
        + "the folder it leads to, if that is the one meant (--follow-external-links allows it)\n")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(!run.stderr.contains("SECRETFIELD"))
    let rows = CapturedRun(["rows", app, "--format", "json"])
    #expect(rows.exitCode == 3)
    #expect(!rows.stdout.contains("SECRET"))
  }
}
