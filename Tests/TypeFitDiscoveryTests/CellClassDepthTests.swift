import Testing

@testable import TypeFitDiscovery

/// A cell class read up to 15 classes below `UITableViewCell`; one further down gives no row and
/// says so at its name, not in silence (the twenty-fourth attack's A24-9).
@Suite("UIKit rows: cell classes far below UITableViewCell")
struct CellClassDepthTests {
  /// `class K0: UITableViewCell` with a one-line title label, `class K1: K0 {}` … `class
  /// K<depth - 1>`, and a cast to the last: `let cell = … as! K<depth - 1>`.
  static func chain(_ depth: Int) -> String {
    var source = """
      import UIKit
      class K0: UITableViewCell {
        let titleLabel: UILabel = { let l = UILabel(); l.numberOfLines = 1; return l }()
      }

      """
    for index in 1..<depth { source += "class K\(index): K\(index - 1) {}\n" }
    source += """
      final class VC: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! K\(depth - 1)
          cell.titleLabel.text = NSLocalizedString("j1", comment: "")
          return cell
        }
      }

      """
    return source
  }

  @Test("15 classes below UITableViewCell: a row, no warning")
  func fifteen() throws {
    let result = RowDiscovery().discover(source: Self.chain(15), path: "Cells.swift")
    let row = try #require(result.row(title: "j1"))
    #expect(row.construct == .cellSubclass("K14") && row.title?.lineLimit == 1)
    #expect(!result.diagnostics.contains { $0.kind == .cellClassTooDeep })
  }

  @Test("16 and 17 below: no row, a warning at each class too deep naming the depth and the limit")
  func sixteen() {
    let result = RowDiscovery().discover(source: Self.chain(17), path: "Cells.swift")
    #expect(result.rows.isEmpty)
    #expect(
      result.diagnostics.filter { $0.kind == .cellClassTooDeep }.map(\.description) == [
        "Cells.swift:19:7: warning: K15 is 16 classes below UITableViewCell, and cell classes are read up to 15 "
          + "below it: its labels are not read, so the rows it makes are not discovered",
        "Cells.swift:20:7: warning: K16 is 17 classes below UITableViewCell, and cell classes are read up to 15 "
          + "below it: its labels are not read, so the rows it makes are not discovered",
      ])
  }

  @Test("an inheritance cycle is no cell, and each class in it or above it says so at its name (A26-6)")
  func cycle() {
    let source = """
      import UIKit
      class ACell: BCell { let titleLabel = UILabel() }
      class BCell: ACell {}
      class SCell: SCell {}
      class DCell: ACell {}
      """
    let result = RowDiscovery().discover(source: source, path: "Cells.swift")
    #expect(result.rows.isEmpty)
    let ending = " in an inheritance cycle: its labels are not read, so the rows it makes are not discovered"
    #expect(
      result.diagnostics.filter { $0.kind == .cellClassTooDeep }.map(\.description) == [
        "Cells.swift:2:7: warning: ACell is" + ending, "Cells.swift:3:7: warning: BCell is" + ending,
        "Cells.swift:4:7: warning: SCell is" + ending,
        "Cells.swift:5:7: warning: DCell inherits from ACell, which is" + ending,
      ])
  }

  @Test(
    "more than 64 below UITableViewCell, or in a cycle longer than that: a warning once per class (A26-6)")
  func pastTheSearch() {
    let result = RowDiscovery().discover(source: Self.chain(70), path: "Cells.swift")
    #expect(result.rows.isEmpty)
    let warnings = result.diagnostics.filter { $0.kind == .cellClassTooDeep }.map(\.description)
    // K15…K63 (16 to 64 below) as before, K64…K69 with the new sentence: 55 warnings, one a class.
    #expect(warnings.count == 55)
    let last: String =
      "Cells.swift:73:7: warning: K69 is more than 64 classes below UITableViewCell, or in an inheritance cycle "
      + "longer than that, and cell classes are read up to 15 below it: its labels are not read, so the rows it "
      + "makes are not discovered"
    #expect(warnings.last == last)
    var cycle = "import UIKit\n"
    for index in 0..<100 { cycle += "class C\(index)Cell: C\((index + 1) % 100)Cell { let t = UILabel() }\n" }
    let cycled = RowDiscovery().discover(source: cycle, path: "Cells.swift").diagnostics
    #expect(cycled.filter { $0.kind == .cellClassTooDeep }.count == 100)
  }
}
