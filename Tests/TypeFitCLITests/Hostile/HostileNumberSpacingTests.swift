import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Spaces around a number on the command line (seventh attack F6): `--shard ' 1/3'` was refused
/// while `--width ' 5'` ran. Every number option now takes the number as written, digits only
/// (Docs/CLI.md), and names the value given.
@Suite("Hostile input: spaces around command-line numbers")
struct HostileNumberSpacingTests {
  @Test(
    "a space before or after a number is refused, naming the option, the range and the value",
    arguments: [
      (
        ["measure", "--text", "Hi", "--size", "17", "--width", " 5"],
        "--width must be a number from 1 to 100000, got ' 5'"
      ),
      (
        ["measure", "--text", "Hi", "--size", "17", "--width", "5 "],
        "--width must be a number from 1 to 100000, got '5 '"
      ),
      (["measure", "--text", "Hi", "--size", " 17"], "--size must be a number from 1 to 1000, got ' 17'"),
      (
        ["measure", "--text", "Hi", "--size", "17", "--lines", " 1"],
        "--lines must be a whole number from 0 to 1000, got ' 1'"
      ),
      (["row", "--title", "Hi", "--scale", " 1"], "--scale must be a number from 1 to 4, got ' 1'"),
      (["row", "--title", "Hi", "--scale", "2\t"], "--scale must be a number from 1 to 4, got '2\\t'"),
      (
        ["row", "--title", "Hi", "--override", "verticalMargin= 1"],
        "--override verticalMargin must be a number from 0 to 1000, got ' 1'"
      ),
    ])
  func spacedNumber(_ arguments: [String], _ message: String) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2, "\(arguments)")
    #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run.stderr)")
  }

  @Test(
    "check's whole-number options refuse spaces as --shard does",
    arguments: [
      ("--title-lines", " 1", "0 to 1000"), ("--threads", " 1", "1 to 1024"),
      ("--threads", "2 ", "1 to 1024"),
    ])
  func spacedCheckNumber(_ option: String, _ value: String, _ range: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check([folder.path], [option, value])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix("Error: \(option) must be a whole number from \(range), got '\(value)'\n"),
      "\(run.stderr)")
  }

  @Test("the same numbers without spaces are taken")
  func unspaced() {
    let run = CapturedRun(["row", "--title", "Hi", "--scale", "1", "--override", "verticalMargin=1"])
    #expect(run.exitCode <= 1, "\(run.stderr)")
    let measure = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--width", "5", "--lines", "1"])
    #expect(measure.exitCode == 0, "\(measure.stderr)")
  }
}
