import Foundation
import Testing
import _TypeFitTestSupport

/// Eleventh attack: `row` had no limit on a label's length, while `measure` and `check` refuse
/// labels over 50,000 UTF-16 units; three labels of 130,000 `W` made a 117 MB SVG and took 800 MB
/// of memory. `row` now refuses them with `measure`'s message, naming the option.
@Suite("Hostile input: row labels longer than the label limit")
struct HostileRowLabelLengthTests {
  @Test(
    "a label over 50,000 UTF-16 units is refused (exit 2), naming the option and the length",
    arguments: ["title", "subtitle", "value"])
  func overLimit(_ role: String) {
    var arguments = ["row", "--title", "Privacy", "--format", "svg"]
    let long = String(repeating: "W", count: 49_999) + "😀"
    if role == "title" { arguments[2] = long } else { arguments += ["--\(role)", long] }
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.split(separator: "\n").first.map(String.init)
        == "Error: --\(role): text is 50001 UTF-16 units long, more than the 50000-unit limit of a label")
    #expect(run.stdout == "")
  }

  @Test("the same row with labels within the limit is drawn")
  func withinLimit() {
    let run = CapturedRun([
      "row", "--title", "Privacy", "--subtitle", "Who sees what", "--value", "On", "--format", "json",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"Privacy\""))
  }
}
