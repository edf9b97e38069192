import Foundation
import Testing
import _TypeFitTestSupport

/// Font stack names, summaries, families, file paths and a font's own version string come from
/// files a repository can ship (`--stack Fonts/app.json`): the text forms show them escaped,
/// as they do keys and paths.
@Suite("Hostile input: terminal controls in font and stack names")
struct HostileFontNameTests {
  static let inter = TestPaths.font("Inter-Regular.otf")

  /// A stack file whose name, summary and family hold OSC (sets the terminal title), BEL,
  /// clear-screen and blink, with its one face in a folder whose name holds ESC.
  static func hostileStack(in folder: TemporaryFolder) throws -> String {
    let face = "f\u{1B}[2J/Inter.otf"
    try folder.write(face, "")
    try FileManager.default.removeItem(atPath: folder.path + "/" + face)
    try FileManager.default.copyItem(atPath: inter, toPath: folder.path + "/" + face)
    let escapedFace = (folder.path + "/f\\u001b[2J/Inter.otf")
    try folder.write(
      "stack.json",
      #"{"name":"N\u001b]0;T\u0007\u001b[2J","summary":"S\u001b[31mred","metrics":{"tracking":"none"},"searchPaths":[],"#
        + #""primary":[{"family":"F\u001b[5mblink","faces":[{"weight":400,"file":"\#(escapedFace)"}]}]}"#)
    return folder.path + "/stack.json"
  }

  @Test("fonts: the stack's name, summary, family and face path are escaped")
  func fontsStack() throws {
    let folder = try TemporaryFolder()
    let run = CapturedRun(["fonts", "--stack", try Self.hostileStack(in: folder)])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(!HostileTerminalTests.hasRawControls(run.stdout))
    #expect(
      run.stdout.hasPrefix("Font stack: N\\u{1B}]0;T\\u{7}\\u{1B}[2J\n  S\\u{1B}[31mred\n"), "\(run.stdout)")
    #expect(run.stdout.contains(" F\\u{1B}[5mblink regular\n"))
    #expect(run.stdout.contains("      \(folder.path)/f\\u{1B}[2J/Inter.otf  version "))
  }

  @Test("fonts: a font's version string (name ID 5) holding ESC is escaped; JSON keeps it as \\u001b")
  func fontVersion() throws {
    let folder = try TemporaryFolder()
    // Inter with the first code unit of its version strings ("Version 3.019…", UTF-16BE in the
    // name table) replaced by ESC: the table's layout is unchanged.
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.inter)))
    let version = Array("Version".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    var patched = 0
    for start in 0..<(bytes.count - version.count)
    where bytes[start..<start + version.count].elementsEqual(version) {
      bytes[start + 1] = 0x1B
      patched += 1
    }
    try #require(patched > 0)
    FontChecksums.fix(&bytes)
    let font = folder.path + "/evil.otf"
    try Data(bytes).write(to: URL(fileURLWithPath: font))
    let run = CapturedRun(["fonts", "--font", font])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(!HostileTerminalTests.hasRawControls(run.stdout))
    #expect(run.stdout.contains("  version \\u{1B}ersion "), "\(run.stdout)")
    let json = CapturedRun(["fonts", "--font", font, "--format", "json"])
    #expect(
      json.stdout.contains(#""version" : "\u001bersion "#)
        || json.stdout.contains(#""version": "\u001bersion "#))
  }

  @Test("check: the text report's header shows the stack's name escaped; the row is still checked")
  func checkHeader() throws {
    let folder = try Hostile.folderWithGoodFile()
    let stack = try Self.hostileStack(in: folder)
    let run = CapturedRun([
      "check", folder.path + "/en.lproj", "--stack", stack, "--categories", "large", "--quiet",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(!HostileTerminalTests.hasRawControls(run.stdout))
    let header = try #require(run.stdout.split(separator: "\n").first)
    #expect(header.hasSuffix(" · fonts: N\\u{1B}]0;T\\u{7}\\u{1B}[2J"), "\(header)")
    #expect(
      run.stdout.contains(
        "\n  checked   1 label in 1 locale: 1 key × locale check\n            none with findings\n"),
      "\(run.stdout)")
  }
}
