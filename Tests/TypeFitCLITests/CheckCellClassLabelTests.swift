import Foundation
import Testing
import _TypeFitTestSupport

/// What `check` makes of the app's cell classes after the twenty-fourth attack's UIKit
/// leftovers: `self.titleLabel.text` read (A24-14), `withSize(30)` laid out at 30 pt (A24-6),
/// `lineBreakMode` carried (A24-16), a line limit set through a cast cell's variable (A24-4), and
/// a class too far below `UITableViewCell` said on standard error (A24-9).
@Suite("typefit check: labels of the app's cell classes")
struct CheckCellClassLabelTests {
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("cell-labels")
    try folder.write(
      "app/Cells.swift",
      """
      import UIKit
      final class WACell: UITableViewCell {
        let titleLabel: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(30); l.numberOfLines = 1; return l }()
        func configure() { self.titleLabel.text = NSLocalizedString("cc.wa", comment: "") }
      }
      final class TCell: UITableViewCell {
        let titleLabel: UILabel = {
          let l = UILabel()
          l.numberOfLines = 1
          l.lineBreakMode = .byTruncatingMiddle
          return l
        }()
        func configure() { titleLabel.text = NSLocalizedString("cc.tc", comment: "") }
      }
      final class TitleCell: UITableViewCell {
        let titleLabel: UILabel = { let l = UILabel(); l.numberOfLines = 0; return l }()
      }
      final class VC: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! TitleCell
          cell.titleLabel.numberOfLines = 1
          cell.titleLabel.text = NSLocalizedString("cc.cl", comment: "")
          return cell
        }
      }

      """)
    try folder.write(
      "app/en.lproj/Localizable.strings",
      """
      "cc.wa" = "Notifications and sounds settings";
      "cc.tc" = "Notifications and sounds settings";
      "cc.cl" = "Notifications and sounds settings";

      """)
    return folder
  }

  @Test(
    "each label truncates as the app draws it: 30 pt from Large, cut in the middle, one line from the cast")
  func findings() throws {
    let folder = try Self.app()
    let run = CapturedRun(["check", folder.path + "/app", "-q", "-f", "json"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let findings = try MinimumScaleFactorTests.findings(run)
    let late = "xxxLarge,AX1,AX2,AX3,AX4,AX5"
    let lateList = "(at 6 categories: xxxLarge, AX1, AX2, AX3, AX4, AX5)"
    // Before: a TF008 note from xxxLarge (no row: `self.` not read; the body style's sizes).
    #expect(
      findings["cc.wa"] == [
        "TF001 error large,xLarge,xxLarge,\(late): title is truncated from large: needs 2 lines, 1 allowed; "
          + "visible text: \"Notifications and soun…\" (at 9 categories: large, xLarge, xxLarge, xxxLarge, AX1, "
          + "AX2, AX3, AX4, AX5)"
      ])
    // Before: `"Notifications and sounds setti…"`, cut at the tail.
    #expect(
      findings["cc.tc"] == [
        "TF001 error \(late): title is truncated from xxxLarge: needs 2 lines, 1 allowed; visible text: "
          + "\"Notifications a…sounds settings\" (cut in the middle) \(lateList)"
      ])
    // Before: a TF008 note (the class's unlimited title).
    #expect(
      findings["cc.cl"] == [
        "TF001 error \(late): title is truncated from xxxLarge: needs 2 lines, 1 allowed; visible text: "
          + "\"Notifications and sounds setti…\" \(lateList)"
      ])
  }

  @Test("a cell class 16 classes below UITableViewCell: a warning at its line on standard error")
  func tooDeep() throws {
    let folder = try TemporaryFolder("cell-depth")
    var source = """
      import UIKit
      class K0: UITableViewCell {
        let titleLabel: UILabel = { let l = UILabel(); l.numberOfLines = 1; return l }()
      }

      """
    for index in 1..<16 { source += "class K\(index): K\(index - 1) {}\n" }
    try folder.write("app/Cells.swift", source)
    try folder.write("app/en.lproj/Localizable.strings", "\"j1\" = \"Title\";\n")
    let run = CapturedRun(["check", folder.path + "/app", "-q", "--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Warning: \(folder.path)/app/Cells.swift:19:7: K15 is 16 classes below UITableViewCell, and cell classes "
          + "are read up to 15 below it: its labels are not read, so the rows it makes are not discovered\n"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("problem reading Swift sources"))
  }
}
