import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A `--stack` file in a repository is content a workflow passes along, as it passes
/// `--config`: its fonts outside the repository are used only when they load, and a missing
/// file, a file that is not a font and a folder there read alike, so the file cannot probe the
/// machine running the check (eighth attack F9). Inside the repository every error says what
/// is wrong, and relative search paths are taken from the stack file's folder.
@Suite("Hostile input: a repository's stack file probing the machine")
struct HostileStackFileProbeTests {
  /// `root/repo` (a Git repository) beside `root/outside`, which holds a file that is not a
  /// font and a folder.
  struct Layout {
    let folder: TemporaryFolder
    let root: String
    var repository: String { root + "/repo" }
    var outside: String { root + "/outside" }

    init() throws {
      folder = try TemporaryFolder()
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
      try folder.write("outside/secret", "secret\n")
      try folder.write("outside/folder/keep", "")
    }

    /// Writes `repo/<name>` naming `file` as the one face of family F, and measures with it.
    func measure(face file: String, stack name: String = "stack.json", searchPaths: String = "[]") throws
      -> CapturedRun
    {
      try folder.write(
        "repo/" + name,
        #"{"name":"x","summary":"y","searchPaths":\#(searchPaths),"metrics":{"tracking":"none"},"#
          + #""primary":[{"family":"F","package":"fonts-f","faces":[{"weight":400,"file":"\#(file)"}]}]}"#)
      return CapturedRun(["measure", "--text", "Hi", "--size", "17", "--stack", repository + "/" + name])
    }
  }

  /// The one message for a face outside the repository that does not load.
  static func unusable(_ file: String) -> String {
    "Error: font 'F' cannot be used: \(file) is missing, unreadable or not a font (a stack file's fonts outside "
      + "its repository are used only when they load, and which of these it is is not said); if it is meant "
      + "to be installed: apt-get install -y fonts-f\n"
  }

  @Test(
    "outside the repository a missing file, a file that is not a font, a folder and a link out read alike")
  func outsideReadsAlike() throws {
    let layout = try Layout()
    try FileManager.default.createDirectory(
      atPath: layout.repository + "/fonts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: layout.repository + "/fonts/link.ttf", withDestinationPath: "../../outside/secret")
    try FileManager.default.createSymbolicLink(
      atPath: layout.repository + "/fonts/gone.ttf", withDestinationPath: "../../outside/gone")
    for file in [
      layout.outside + "/secret", layout.outside + "/missing.ttf", layout.outside + "/folder",
      layout.repository + "/fonts/link.ttf", layout.repository + "/fonts/gone.ttf", "/proc/self/status",
    ] {
      let run = try layout.measure(face: file)
      #expect(run.exitCode == 3, "\(file)")
      #expect(run.stderr == Self.unusable(file), "\(file)")
    }
    // A font outside (a system font) is used: that is what stack files are for.
    let font = try layout.measure(face: HostileNumberTests.inter)
    #expect(font.exitCode == 0, "\(font.stderr)")
    #expect(font.stdout.contains("lines 1 of 1 needed"))
  }

  /// The thirty-sixth attack's A36-9: a stack file's face reached in `.git` (by a link, or by
  /// `searchPaths` naming it) was handed to FreeType; version control's files are never read.
  @Test("a face in .git, by a link or by searchPaths, is passed over as one outside is")
  func gitFolderFaces() throws {
    let layout = try Layout()
    // A font in .git, so that only the refusal can fail it.
    try FileManager.default.copyItem(
      atPath: HostileNumberTests.inter, toPath: layout.repository + "/.git/Face.otf")
    try FileManager.default.createDirectory(
      atPath: layout.repository + "/fonts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: layout.repository + "/fonts/evil.otf", withDestinationPath: "../.git/Face.otf")
    let linked = try layout.measure(face: layout.repository + "/fonts/evil.otf")
    #expect(linked.exitCode == 3)
    #expect(linked.stderr == Self.unusable(layout.repository + "/fonts/evil.otf"))
    let searched = try layout.measure(face: "Face.otf", searchPaths: #"[".git"]"#)
    #expect(searched.exitCode == 3)
    #expect(
      searched.stderr.hasPrefix(
        "Error: font 'F' cannot be used: Face.otf in \(layout.repository)/.git is missing, unreadable or not a font"
      ), "\(searched.stderr)")
    // The same font outside .git loads.
    try FileManager.default.copyItem(
      atPath: HostileNumberTests.inter, toPath: layout.repository + "/fonts/Face.otf")
    let plain = try layout.measure(face: "Face.otf", searchPaths: #"["fonts"]"#)
    #expect(plain.exitCode == 0, "\(plain.stderr)")
  }

  @Test("inside the repository the error says what is wrong; relative search paths start at the stack file")
  func insideSaysWhy() throws {
    let layout = try Layout()
    try layout.folder.write("repo/fonts/bad.ttf", "not a font")
    let bad = try layout.measure(face: layout.repository + "/fonts/bad.ttf")
    #expect(bad.exitCode == 3)
    #expect(
      bad.stderr.hasPrefix(
        "Error: cannot read font \(layout.repository)/fonts/bad.ttf: FT_New_Memory_Face failed with error"),
      "\(bad.stderr)")
    // `searchPaths: ["fonts"]` in `repo/sub/stack.json` is `repo/sub/fonts`, wherever typefit runs.
    try FileManager.default.createDirectory(
      atPath: layout.repository + "/sub/fonts", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: HostileNumberTests.inter, toPath: layout.repository + "/sub/fonts/Face.otf")
    let relative = try layout.measure(face: "Face.otf", stack: "sub/stack.json", searchPaths: #"["fonts"]"#)
    #expect(relative.exitCode == 0, "\(relative.stderr)")
    let definition = CapturedRun(["fonts", "--stack", layout.repository + "/sub/stack.json", "--definition"])
    #expect(definition.stdout.contains("\"\(layout.repository)/sub/fonts\""), "\(definition.stdout)")
  }

  @Test("an optional family outside the repository is skipped alike, missing or not a font")
  func optionalSkippedAlike() throws {
    let layout = try Layout()
    let inter = HostileNumberTests.inter
    func fonts(_ file: String) throws -> CapturedRun {
      try layout.folder.write(
        "repo/stack.json",
        #"{"name":"x","summary":"y","searchPaths":[],"metrics":{"tracking":"none"},"primary":[{"family":"F","faces":"#
          + #"[{"weight":400,"file":"\#(inter)"}]}],"lastResort":[{"family":"G","required":false,"faces":"#
          + #"[{"weight":400,"file":"\#(file)"}]}]}"#)
      return CapturedRun(["fonts", "--stack", layout.repository + "/stack.json"])
    }
    let missing = try fonts(layout.outside + "/missing.ttf")
    let secret = try fonts(layout.outside + "/secret")
    #expect(missing.exitCode == 0, "\(missing.stderr)")
    #expect(secret.exitCode == 0, "\(secret.stderr)")
    #expect(
      secret.stdout.contains("skipped (not found or not usable): G: \(layout.outside)/secret"),
      "\(secret.stdout)")
    #expect(
      secret.stdout.replacingOccurrences(of: "/secret", with: "/missing.ttf") == missing.stdout)
  }

  /// The thirteenth attack's A13-17: two families' missing faces were one message under the
  /// first family, which called them outside the repository though the only folder searched
  /// was inside it.
  @Test("faces missing from folders inside the repository: one message per family, naming the folders")
  func missingFamiliesInside() throws {
    let layout = try Layout()
    try FileManager.default.createDirectory(
      atPath: layout.repository + "/fonts", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: HostileNumberTests.inter, toPath: layout.repository + "/fonts/Inter-Regular.otf")
    func measure(searchPaths: String) throws -> CapturedRun {
      try layout.folder.write(
        "repo/m.json",
        #"{"name":"m","summary":"s","searchPaths":\#(searchPaths),"metrics":{"tracking":"none"},"#
          + #""primary":[{"family":"Inter","faces":[{"weight":400,"file":"Inter-Regular.otf"}]}],"#
          + #""lastResort":[{"family":"Alpha","faces":[{"weight":400,"file":"a.otf"}]},"#
          + #"{"family":"Beta","faces":[{"weight":400,"file":"b.otf"}]}]}"#)
      return CapturedRun([
        "measure", "--text", "Hello", "--size", "17", "--stack", layout.repository + "/m.json",
      ])
    }
    let inside = try measure(searchPaths: #"["fonts"]"#)
    #expect(inside.exitCode == 3)
    #expect(
      inside.stderr
        == "Error: font 'Alpha' not found: a.otf in \(layout.repository)/fonts\n"
        + "Error: font 'Beta' not found: b.otf in \(layout.repository)/fonts\n")
    // A folder outside the repository among those searched: each family's message says no more
    // than that the file is not usable.
    let outside = try measure(searchPaths: #"["fonts", "\#(layout.outside)"]"#)
    let tail =
      " is missing, unreadable or not a font (a stack file's fonts outside its repository are used only when "
      + "they load, and which of these it is is not said)\n"
    #expect(outside.exitCode == 3)
    #expect(
      outside.stderr
        == "Error: font 'Alpha' cannot be used: a.otf in \(layout.repository)/fonts or \(layout.outside)\(tail)"
        + "Error: font 'Beta' cannot be used: b.otf in \(layout.repository)/fonts or \(layout.outside)\(tail)"
    )
    // A link in the repository's folder where the face would be, leading nowhere, is not said
    // to be missing either.
    try FileManager.default.createSymbolicLink(
      atPath: layout.repository + "/fonts/a.otf", withDestinationPath: "../../outside/gone")
    let link = try measure(searchPaths: #"["fonts"]"#)
    #expect(
      link.stderr
        == "Error: font 'Alpha' cannot be used: a.otf in \(layout.repository)/fonts\(tail)"
        + "Error: font 'Beta' not found: b.otf in \(layout.repository)/fonts\n")
  }

  /// The fifteenth attack's A15-5 and A15-4: a name found in a folder outside the repository
  /// but not a font was listed without the folders searched, where a name found nowhere was
  /// listed with them, so the message told whether the file exists; and `~user` folders were
  /// printed as the account database expands them.
  @Test("a name outside the repository found but not a font reads as one found nowhere; folders as written")
  func foundOutsideReadsAsMissing() throws {
    let layout = try Layout()
    try FileManager.default.createDirectory(
      atPath: layout.repository + "/fonts", withIntermediateDirectories: true)
    let folders = #"["fonts", "\#(layout.outside)", "~daemon", "~nosuchuser-typefit/x"]"#
    let tail =
      " in \(layout.repository)/fonts, \(layout.outside), ~daemon or ~nosuchuser-typefit/x is missing, "
      + "unreadable or not a font (a stack file's fonts outside its repository are used only when they load, "
      + "and which of these it is is not said); if it is meant to be installed: apt-get install -y fonts-f\n"
    let found = try layout.measure(face: "secret", searchPaths: folders)
    let nowhere = try layout.measure(face: "nothere", searchPaths: folders)
    #expect(found.exitCode == 3)
    #expect(nowhere.exitCode == 3)
    #expect(found.stderr == "Error: font 'F' cannot be used: secret" + tail)
    #expect(nowhere.stderr == "Error: font 'F' cannot be used: nothere" + tail)
  }
}
