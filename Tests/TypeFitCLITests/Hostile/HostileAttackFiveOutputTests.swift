import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The fifth attack's `--output` findings: the replaced file's mode and owner, long names,
/// and the files a run reads besides its named inputs.
@Suite("Hostile input: fifth attack, --output")
struct HostileAttackFiveOutputTests {
  /// The permission bits of `path`.
  private static func mode(_ path: String) -> mode_t {
    var info = stat()
    #expect(stat(path, &info) == 0, "\(path)")
    return info.st_mode & 0o7777
  }

  @Test(
    "a report replacing a mode-600 or mode-640 file keeps that mode; a symbolic link's target keeps its own",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func replacedModeKept() throws {
    let folder = try TemporaryFolder()
    for (name, mode) in [
      ("private.txt", mode_t(0o600)), ("group.txt", mode_t(0o640)), ("odd.txt", mode_t(0o604)),
    ] {
      try folder.write(name, "old")
      let path = folder.path + "/" + name
      #expect(chmod(path, mode) == 0)
      let run = CapturedRun(["rules", "--output", path])
      #expect(run.exitCode == 0)
      #expect(Self.mode(path) == mode, "\(name)")
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("id     name"))
    }
    try folder.write("target.txt", "old")
    #expect(chmod(folder.path + "/target.txt", 0o600) == 0)
    #expect(symlink("target.txt", folder.path + "/link.txt") == 0)
    // Through a system link (`/proc/self/cwd`), the only kind written through (`SystemLinkFolders`).
    let run = try Hostile.runBinary(in: folder.path, ["rules", "--output", "/proc/self/cwd/target.txt"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Self.mode(folder.path + "/target.txt") == 0o600)
    var info = stat()
    #expect(lstat(folder.path + "/link.txt", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
  }

  @Test("a report replacing a file keeps its owner and group")
  func replacedOwnerKept() throws {
    let folder = try TemporaryFolder()
    try folder.write("owned.txt", "old")
    let path = folder.path + "/owned.txt"
    // Root can give the file to anyone; another user can keep only its own owner and group.
    let other: (uid_t, gid_t) = getuid() == 0 ? (65_534, 65_534) : (getuid(), getgid())
    #expect(chown(path, other.0, other.1) == 0)
    #expect(chmod(path, 0o640) == 0)
    #expect(CapturedRun(["rules", "--output", path]).exitCode == 0)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_uid == other.0)
    #expect(info.st_gid == other.1)
    #expect(info.st_mode & 0o7777 == 0o640)
  }

  @Test("a new report gets mode 0666 less the umask")
  func newFileUsesUmask() throws {
    let folder = try TemporaryFolder()
    let mask = umask(0o022)
    umask(mask)
    let path = folder.path + "/new.txt"
    #expect(CapturedRun(["rules", "--output", path]).exitCode == 0)
    #expect(Self.mode(path) == 0o666 & ~mask)
  }

  @Test("a 250-byte --output name (ASCII or multibyte) is written: the temporary name is cut to fit")
  func longNames() throws {
    let folder = try TemporaryFolder()
    let ascii = String(repeating: "a", count: 246) + ".txt"
    // 'é' is two bytes in UTF-8: 123 of them and '.txt' make 250 bytes.
    let multibyte = String(repeating: "é", count: 123) + ".txt"
    #expect(ascii.utf8.count == 250)
    #expect(multibyte.utf8.count == 250)
    for name in [ascii, multibyte] {
      let path = folder.path + "/" + name
      let run = CapturedRun(["rules", "--output", path])
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("id     name"))
    }
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [ascii, multibyte])
    // The stem: 232 bytes of the name, whole characters only.
    #expect(ReportFile.temporaryStem(ascii) == "." + String(repeating: "a", count: 232) + ".typefit-")
    #expect(ReportFile.temporaryStem(multibyte) == "." + String(repeating: "é", count: 116) + ".typefit-")
    #expect(ReportFile.temporaryStem("r.json") == ".r.json.typefit-")
  }

  /// A copy of Inter Regular, the first face of the built-in stack.
  private static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  @Test(
    "--output naming a font file of the --stack in use (by absolute path or through its searchPaths) is refused; the font is intact",
    .enabled(if: FileManager.default.fileExists(atPath: inter), "needs fonts-inter"))
  func outputIsStackFont() throws {
    let folder = try Hostile.folderWithGoodFile()
    let font = try Data(contentsOf: URL(fileURLWithPath: Self.inter))
    try FileManager.default.createDirectory(atPath: folder.path + "/fonts", withIntermediateDirectories: true)
    try font.write(to: URL(fileURLWithPath: folder.path + "/fonts/face.otf"))
    try font.write(to: URL(fileURLWithPath: folder.path + "/fonts/italic.otf"))
    let family = { (face: String) in
      #"{"family": "F", "faces": [{"weight": 400, "file": "\#(face)"}, {"weight": 400, "file": "italic.otf", "italic": true}]}"#
    }
    for (name, face) in [("absolute.json", folder.path + "/fonts/face.otf"), ("searched.json", "face.otf")] {
      try folder.write(
        name,
        #"{"name": "s", "summary": "s", "searchPaths": ["\#(folder.path)/fonts"], "metrics": {"tracking": "none"}, "primary": [\#(family(face))]}"#
      )
      for target in ["face.otf", "italic.otf"] {
        for command in [["check", folder.path + "/en.lproj", "-q"], ["row", "--title", "Hi"]] {
          let run = CapturedRun(
            command + ["--stack", folder.path + "/" + name, "--output", folder.path + "/fonts/" + target])
          #expect(run.exitCode == 2, "\(command) \(name) \(target): \(run.stderr)")
          #expect(run.stderr.hasPrefix("Error: --output \(folder.path)/fonts/\(target) is an input;"))
        }
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/fonts/face.otf")) == font)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/fonts/italic.otf")) == font)
    // A file of the folder that the stack does not use is written.
    let other = CapturedRun(
      [
        "check", folder.path + "/en.lproj", "-q", "--stack", folder.path + "/searched.json", "-o",
        folder.path + "/fonts/report.txt",
      ])
    #expect(other.exitCode == 0, "\(other.stderr)")
  }

  @Test(
    "--output naming a font of the built-in stack, found through TYPEFIT_FONT_PATH, is refused; the font is intact",
    .enabled(
      if: Hostile.binary != nil && FileManager.default.fileExists(atPath: inter),
      "needs the binary and fonts-inter"))
  func outputIsBuiltInStackFont() throws {
    let folder = try Hostile.folderWithGoodFile()
    let font = try Data(contentsOf: URL(fileURLWithPath: Self.inter))
    try FileManager.default.createDirectory(atPath: folder.path + "/fonts", withIntermediateDirectories: true)
    let copy = folder.path + "/fonts/Inter-Regular.otf"
    try font.write(to: URL(fileURLWithPath: copy))
    let run = try Hostile.runBinary(
      ["check", folder.path + "/en.lproj", "-q", "--output", copy],
      environment: ["TYPEFIT_FONT_PATH": folder.path + "/fonts"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("Error: --output \(copy) is an input;"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == font)
  }

  @Test("the built-in stack's font files are listed without being opened, each once")
  func builtInFontPaths() {
    let paths = FontStackDefinition.iosSystem.faceFilePaths()
    #expect(Set(paths).count == paths.count)
    if FileManager.default.fileExists(atPath: Self.inter) {
      #expect(paths.contains(Self.inter))
      #expect(paths.contains("/usr/share/fonts/opentype/inter/Inter-Italic.otf"))
    }
  }

  @Test("check reads a locale file linked to another locale's file as both locales, at their own paths")
  func sharedLocaleFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Sub/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/App/fr.lproj", withIntermediateDirectories: true)
    #expect(
      symlink("../Sub/de.lproj/Localizable.strings", folder.path + "/App/fr.lproj/Localizable.strings") == 0)
    #expect(symlink("Sub", folder.path + "/App/Alias") == 0)
    let run = Hostile.check([folder.path + "/App"], ["--no-discovery"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { "\($0["locale"] ?? "") \($0["file"] ?? "")" } == [
        "de \(folder.path)/App/Sub/de.lproj/Localizable.strings",
        "fr \(folder.path)/App/fr.lproj/Localizable.strings",
      ])
    #expect(Hostile.diagnostics(run).isEmpty)
  }
}
