import Foundation
import Testing
import _TypeFitTestSupport

/// Eleventh attack, F1: the tenth attack's H6 fix made `measure` compare standard output with
/// its `--font` and `--stack` files, but `fonts` compared nothing (`fonts --font f.otf >>
/// f.otf`, `fonts --stack s.json 1<>s.json`) and a `measure --batch` line could name the font
/// file standard output writes to. `fonts` now refuses as `measure` does (exit 2, the file
/// kept), and such a batch line gets an error line, found by device and inode.
@Suite("Hostile input: standard output on a font or stack file that fonts and measure --batch read")
struct HostileFontOutputTests {
  static let inter = TestPaths.font("Inter-Regular.otf")
  static let stack =
    #"{"name":"s","summary":"t","searchPaths":["."],"metrics":{"tracking":"none"},"primary":[{"family":"F","#
    + #""faces":[{"weight":400,"file":"f.otf"}]}]}"# + "\n"

  /// A folder with `f.otf` (Inter Regular), its hard link `hl.otf`, and `s.json` (a stack of `f.otf`).
  static func folder() throws -> (TemporaryFolder, Data) {
    let font = try Data(contentsOf: URL(fileURLWithPath: inter))
    let folder = try TemporaryFolder()
    try font.write(to: URL(fileURLWithPath: folder.path + "/f.otf"))
    try #require(link(folder.path + "/f.otf", folder.path + "/hl.otf") == 0)
    try folder.write("s.json", stack)
    return (folder, font)
  }

  /// The real path of `relative` in `folder`, as the kernel names an open file.
  static func real(_ folder: TemporaryFolder, _ relative: String) throws -> String {
    let pointer = try #require(realpath(folder.path + "/" + relative, nil))
    defer { free(pointer) }
    return String(cString: pointer)
  }

  static func refusal(_ file: String) -> String {
    "Error: standard output is open on \(file), an input; writing the report there would overwrite or add to "
      + "what is read. Choose another file"
  }

  @Test(
    "fonts with standard output on its --font or --stack file, or a hard link to it, is refused (exit 2), the file kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [
      (["--font", "f.otf"], ">>f.otf", "f.otf"),
      (["--font", "f.otf"], "1<>hl.otf", "hl.otf"),
      (["--font", "f.otf", "--format", "json"], "1<>f.otf", "f.otf"),
      (["--stack", "s.json"], "1<>s.json", "s.json"),
      (["--stack", "s.json", "--definition"], ">>s.json", "s.json"),
      (["--stack", "s.json"], ">>hl.otf", "hl.otf"),
    ])
  func fontsRefused(_ arguments: [String], _ redirection: String, _ written: String) throws {
    let (folder, font) = try Self.folder()
    let run = try Hostile.runBinary(in: folder.path, redirection: redirection, ["fonts"] + arguments)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.split(separator: "\n").first.map(String.init) == Self.refusal(try Self.real(folder, written))
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/f.otf")) == font)
    #expect(try String(contentsOfFile: folder.path + "/s.json", encoding: .utf8) == Self.stack)
  }

  @Test(
    "fonts with standard output on another file lists the font as before",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fontsElsewhere() throws {
    let (folder, _) = try Self.folder()
    let run = try Hostile.runBinary(in: folder.path, redirection: ">out.txt", ["fonts", "--stack", "s.json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let listing = try String(contentsOfFile: folder.path + "/out.txt", encoding: .utf8)
    #expect(listing.hasPrefix("Font stack: s\n"))
    #expect(listing.contains("      \(folder.path)/f.otf  version "))
  }

  @Test(
    "measure --batch: a line whose font is the file standard output writes to ends the batch, writing nothing more",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: ["<b.ndjson >>f.otf", "<b.ndjson >>hl.otf", "<b.ndjson 1<>f.otf"])
  func batchLineFont(_ redirection: String) throws {
    let (folder, font) = try Self.folder()
    try folder.write(
      "b.ndjson",
      "{\"id\":1,\"text\":\"Privacy\",\"size\":17,\"font\":\"\(Self.inter)\"}\n"
        + "{\"id\":2,\"text\":\"Privacy\",\"size\":17,\"font\":\"f.otf\"}\n"
        + "{\"id\":3,\"text\":\"Privacy\",\"size\":17,\"font\":\"\(Self.inter)\"}\n")
    let run = try Hostile.runBinary(in: folder.path, redirection: redirection, ["measure", "--batch"])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: stdin:2: \"font\" f.otf is the file standard output is open on; writing the results there would "
        + "overwrite or add to what is read, so the batch ends here. Choose another file for standard output\n"
    )
    // Nothing was written: not line 1's answer (same chunk), not an error line, not line 3's.
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/f.otf")) == font)
  }

  @Test(
    "measure with the built-in stack refuses standard output on a hard link to a font found through TYPEFIT_FONT_PATH",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fontPathHardLink() throws {
    let (folder, font) = try Self.folder()
    try FileManager.default.createDirectory(atPath: folder.path + "/dir", withIntermediateDirectories: false)
    try #require(link(folder.path + "/f.otf", folder.path + "/dir/Inter-Regular.otf") == 0)
    let binary = try #require(Hostile.binary)
    let command = "cd \"$TYPEFIT_TEST_FOLDER\" && exec 1<>hl.otf && exec \"$0\" \"$@\""
    let refused = try Hostile.runBinary(
      ["-c", command, binary, "measure", "--text", "a", "--size", "17"],
      environment: ["TYPEFIT_TEST_FOLDER": folder.path, "TYPEFIT_FONT_PATH": folder.path + "/dir"],
      executable: "/bin/sh")
    #expect(refused.exitCode == 2, "\(refused.stderr)")
    #expect(
      refused.stderr.split(separator: "\n").first.map(String.init)
        == Self.refusal(try Self.real(folder, "hl.otf")))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/f.otf")) == font)
    let measured = try Hostile.runBinary(
      [
        "-c", "cd \"$TYPEFIT_TEST_FOLDER\" && exec \"$0\" \"$@\"", binary, "measure", "--text", "a", "--size",
        "17",
      ],
      environment: ["TYPEFIT_TEST_FOLDER": folder.path, "TYPEFIT_FONT_PATH": folder.path + "/dir"],
      executable: "/bin/sh")
    #expect(measured.exitCode == 0, "\(measured.stderr)")
    #expect(measured.stdout.contains("a"))
  }
}
