import Foundation
import Testing
import _TypeFitTestSupport

/// The twentieth attack's A20-23: a row whose leading image is wider than the row (a 0 pt text
/// column) got `title truncates from large in de (needs 5 lines, unlimited allowed)` and
/// `'Hallo' needs 5 lines from large; unlimited allowed; shows 'Hallo'`: a truncation of a label
/// with no limit that shows its whole text. Reports now say the label has no room, with its
/// column's width.
@Suite("Reports: a label with no room is not called truncated")
struct NoRoomWordingTests {
  @Test("check names the column's width, not a line count")
  func checkSaysNoRoom() throws {
    let folder = try TemporaryFolder("no-room")
    try folder.write("de.lproj/Localizable.strings", "\"k\" = \"Hallo\";\n")
    try folder.write(
      "typefit.json",
      "{\"width\": 100, \"leading\": \"image:1000x1000:wide\", \"accessory\": \"detailDisclosure\", "
        + "\"defaultRole\": \"row\", \"accessorySize\": \"1000x1000\"}\n")
    let run = CapturedRun(["check", folder.path, "-q"])
    #expect(run.exitCode == 1)
    #expect(
      run.stdout.contains(
        "error    k: title has no room from large in de (its column is 0 pt wide, less than one em of its text "
          + "(17 pt): the margins, leading content and accessories take the row)\n"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "(de): title has no room from large: its column is 0 pt wide in a 68 pt row, less than one em (17 pt) "
          + "of its text"), "\(run.stdout)")
    #expect(!run.stdout.contains("unlimited allowed"))
    #expect(!run.stdout.contains("truncates"))
  }

  /// A54 L2: `row` with margins that leave a 0 pt column printed `truncated no` in its table
  /// beside TF001's `has no room`.
  @Test("row's table says no room where TF001 does")
  func rowTableSaysNoRoom() throws {
    let run = CapturedRun([
      "row", "--title", "Hello world", "--override", "horizontalMargin=200", "--width", "375",
      "--categories", "large,AX1",
    ])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let titleRows = lines.filter { $0.hasPrefix("  title  body") }
    #expect(titleRows.count == 2, "\(run.stdout)")
    #expect(titleRows.allSatisfy { $0.hasSuffix("  no room") }, "\(run.stdout)")
    #expect(
      run.stdout.contains("TF001  label-truncated       error     title has no room from large"),
      "\(run.stdout)")
  }

  /// A label that fits keeps `no` in the same table.
  @Test("row's table says no for a label with room")
  func rowTableSaysNo() throws {
    let run = CapturedRun(["row", "--title", "Hello", "--width", "375", "--categories", "large"])
    #expect(run.exitCode == 0)
    let title = run.stdout.split(separator: "\n").first { $0.hasPrefix("  title  body") }
    #expect(title?.hasSuffix("  no") == true, "\(run.stdout)")
  }
}
