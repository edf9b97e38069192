import Foundation
import Testing
import TypeFit
import TypeFitCLI
import _TypeFitTestSupport

/// The eleventh attack's S1: a repository's `--stack` file under the 1 MiB limit with 20,000
/// missing `searchPaths` and 3,000 fallbacks naming missing files kept `measure`, `check`,
/// `fonts` and `row` busy past 120 s, one `access` per folder and face. Now each folder is
/// listed once (`FontFileLocator`), and the file may list at most 64 folders and 10,000 faces.
@Suite("Hostile input: a stack file's search folders and faces are bounded")
struct HostileStackFileCountTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let hasInter = FileManager.default.fileExists(atPath: inter)

  /// A stack with the primary face `inter`, `paths` as `searchPaths` (line 2) and `fallbacks`
  /// optional script fallbacks naming missing files, one per line from line 4.
  static func stackText(paths: [String], fallbacks: Int) -> (text: String, fallbackLines: [String]) {
    let quoted = paths.map { "\"\($0)\"" }.joined(separator: ", ")
    let lines = (0..<fallbacks).map { index in
      #"{"family":"M\#(index)","required":false,"faces":[{"weight":400,"file":"M\#(index)"}]}"#
    }
    let text = """
      {"name": "many", "summary": "s", "metrics": {"tracking": "none"},
      "searchPaths": [\(quoted)],
      "primary": [{"family": "P", "faces": [{"weight": 400, "file": "\(inter)"}]}], "scriptFallbacks": [
      \(lines.joined(separator: ",\n"))
      ]}
      """
    return (text, lines)
  }

  @Test("65 search folders are refused at the array, with the allowed range")
  func tooManyFolders() throws {
    let folder = try TemporaryFolder("stackcount")
    let paths = (0..<65).map { "/n/\($0)" }
    try folder.write("many.json", Self.stackText(paths: paths, fallbacks: 1).text)
    let file = folder.path + "/many.json"
    for command in [
      ["measure", "--text", "Hello", "--size", "17", "--stack", file], ["fonts", "--stack", file],
    ] {
      let run = CapturedRun(command)
      #expect(run.exitCode == 3)
      #expect(run.stderr == "Error: \(file):2:16: \"searchPaths\" must list 0 to 64 folders, got 65\n")
    }
  }

  @Test("the 10,001st face is refused where it is, with the allowed range")
  func tooManyFaces() throws {
    let folder = try TemporaryFolder("stackcount")
    let (text, lines) = Self.stackText(paths: [], fallbacks: 10_000)
    try folder.write("many.json", text)
    let file = folder.path + "/many.json"
    // Face 1 is the primary one; face 10,001 is the 10,000th fallback's, on line 4 + 9,999.
    let column = lines[9_999].utf8.count - #"{"weight":400,"file":"M9999"}]}"#.utf8.count + 1
    let run = CapturedRun(["measure", "--text", "Hello", "--size", "17", "--stack", file])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(file):10003:\(column): \"scriptFallbacks[9999].faces[0]\" is face 10001; a stack may list "
        + "1 to 10000 faces, all families together\n")
  }

  @Test(
    "64 folders and 10,000 faces, all but one missing, measure as the one face does",
    .enabled(if: hasInter, "needs Inter-Regular.otf (fonts-inter)"))
  func atTheLimits() throws {
    let folder = try TemporaryFolder("stackcount")
    let paths = (0..<63).map { "\(folder.path)/missing\($0)" } + ["/usr/share/fonts/opentype/inter"]
    try folder.write("many.json", Self.stackText(paths: paths, fallbacks: 9_999).text)
    let measured = CapturedRun([
      "measure", "--text", "Hello", "--size", "17", "--format", "json", "--stack", folder.path + "/many.json",
    ])
    let alone = CapturedRun([
      "measure", "--text", "Hello", "--size", "17", "--format", "json", "--font", Self.inter,
    ])
    #expect(measured.exitCode == 0, "\(measured.stderr)")
    let width = try #require(measured.jsonObject()["width"] as? Double)
    #expect(width > 30)
    #expect(width == (try alone.jsonObject()["width"] as? Double))
  }
}
