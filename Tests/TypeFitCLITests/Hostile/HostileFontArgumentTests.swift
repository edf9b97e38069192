import Foundation
import Testing
import _TypeFitTestSupport

/// `--font PATH#INDEX` with an empty part, and a built-in stack whose one missing file serves
/// several faces: each error names what is wrong once, in the user's terms.
@Suite("Hostile input: --font and --stack errors (ninth attack)")
struct HostileFontArgumentTests {
  private static let measure = ["measure", "--text", "Hallo", "--size", "17"]

  @Test("--font '#0' says the path before '#' is empty, not that the working folder is no font")
  func emptyPath() {
    let run = CapturedRun(Self.measure + ["--font", "#0"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: the path before '#' is empty; write the font file's path before '#0' (PATH#INDEX)\n"))
    let bare = CapturedRun(Self.measure + ["--font", "#"])
    #expect(bare.exitCode == 2)
    #expect(bare.stderr.hasPrefix("Error: the path before '#' is empty"))
  }

  @Test("--font 'F.otf#' says the face index after '#' is empty, not that 'F.otf#' is not found")
  func emptyIndex() {
    let run = CapturedRun(Self.measure + ["--font", TestPaths.font("Inter-Regular.otf") + "#"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: the face index after '#' is empty; write PATH#INDEX (such as NotoSansCJK-Regular.ttc#1), or the "
          + "path alone for the first face\n"))
  }

  @Test(
    "--stack sf-pro-macos where SFNS.ttf is missing names the file once per family, not once per face",
    .enabled(if: !FileManager.default.fileExists(atPath: "/System/Library/Fonts/SFNS.ttf")))
  func missingFileNamedOnce() {
    let run = CapturedRun(Self.measure + ["--stack", "sf-pro-macos"])
    #expect(run.exitCode == 3)
    // One message per family (thirteenth attack A13-17): Text and Display both need the file.
    #expect(
      run.stderr
        == "Error: font 'SF Pro Text' not found: /System/Library/Fonts/SFNS.ttf\n"
        + "Error: font 'SF Pro Display' not found: /System/Library/Fonts/SFNS.ttf\n")
  }
}
