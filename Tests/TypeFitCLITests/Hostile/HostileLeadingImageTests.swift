import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `--leading image:WxH` and `"leading": "image:WxH"` go through one parser, which range-checks
/// both sides (1–1000 pt) and quotes the size as written.
@Suite("Hostile input: leading image sizes")
struct HostileLeadingImageTests {
  static let allowed = "write WIDTHxHEIGHT in points, each from 1 to 1000, such as 40x40"

  @Test(
    "row --leading refuses a side outside 1–1000 pt, or one that is not a number, quoting it",
    arguments: [
      "99999999x1", "1e308x1e308", "-1x5", "nanxnan", "0x40", "40x1001", "infx40", "40xx40", "x40x40", "40",
    ])
  func rowOption(_ size: String) {
    let run = CapturedRun([
      "row", "--title", "Hallo Welt", "--leading", "image:\(size)", "--categories", "large",
    ])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix("Error: invalid leading image size '\(size)': \(Self.allowed)\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "the bounds themselves are allowed: image:1x1, and image:1000x1000:wide, which leaves the title no room (TF001, exit 1)"
  )
  func bounds() {
    let small = CapturedRun([
      "row", "--title", "Hallo Welt", "--leading", "image:1x1", "--categories", "large",
    ])
    #expect(small.exitCode == 0, "\(small.stderr)")
    let large = CapturedRun([
      "row", "--title", "Hallo Welt", "--leading", "image:1000x1000:wide", "--categories", "large",
    ])
    #expect(large.exitCode == 1, "\(large.stderr)")
    #expect(large.stderr.isEmpty)
    #expect(large.stdout.contains("title has no room from large: its column is 0 pt wide"), "\(large.stdout)")
  }

  @Test("typefit.json \"leading\" is checked the same way, at its line and column")
  func configuration() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\n  \"leading\": \"image:1e300x1e300\"\n}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:2:14: leading: invalid leading image size '1e300x1e300': \(Self.allowed)\n"
      ),
      "\(run.stderr)")
    try folder.write("typefit.json", "{\"leading\": \"image:40x40:circular\"}")
    let good = Hostile.check([folder.path])
    #expect(good.exitCode == 0, "\(good.stderr)")
    #expect(Hostile.resultKeys(good) == [Hostile.goodKey])
  }
}
