import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// TF011's UIKit spellings beyond `return 44` and `rowHeight = 44` (the twenty-third attack's
/// A23-2): an implicit return, a literal on its own line, a ternary of literals, `CGFloat(44)`,
/// and an assignment closing a one-line function.
@Suite("UIKit fixed row heights (TF011)")
struct UIKitRowHeightTests {
  static func findings(_ body: String) -> [String] {
    let source = "import UIKit\nfinal class VC: UITableViewController {\n\(body)\n}\n"
    return RowDiscovery().discover(source: source, path: "VC.swift").findings
      .filter { $0.ruleID == .fixedRowHeight }
      .map {
        "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)"
      }
  }

  static let heightForRow =
    "override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat"
  static let returns44 =
    "tableView(_:heightForRowAt:) returns 44: the row's height is fixed at 44 pt and its text is cut when it "
    + "grows with Dynamic Type"

  @Test("an implicit return `{ 44 }` and `{\\n 44.0\\n }` are errors, as `{ return 44 }` is")
  func implicitReturn() {
    #expect(Self.findings("  \(Self.heightForRow) { 44 }") == ["3:103 error \(Self.returns44)"])
    #expect(Self.findings("  \(Self.heightForRow) {\n    44.0\n  }") == ["4:5 error \(Self.returns44)"])
    #expect(Self.findings("  \(Self.heightForRow) { return 44 }") == ["3:110 error \(Self.returns44)"])
  }

  @Test("a ternary of literals: both heights are fixed; with a computed branch, nothing")
  func ternary() {
    let found = Self.findings("  \(Self.heightForRow) { indexPath.section == 0 ? 44 : 60 }")
    #expect(found.count == 2)
    #expect(found.first == "3:128 error \(Self.returns44)")
    #expect(found.last?.hasPrefix("3:133 error tableView(_:heightForRowAt:) returns 60:") == true)
    #expect(Self.findings("  \(Self.heightForRow) { flag ? 44 : UITableView.automaticDimension }").isEmpty)
    #expect(Self.findings("  \(Self.heightForRow) { return flag ? 44 : 60 }").count == 2)
  }

  @Test("rowHeight = CGFloat(44), and an assignment before the `}` of a one-line function")
  func rowHeightSpellings() {
    let fixed =
      "rowHeight = 44 fixes every row's height at 44 pt: text is cut when it grows with Dynamic Type"
    #expect(
      Self.findings("  override func viewDidLoad() {\n    tableView.rowHeight = CGFloat(44)\n  }")
        == ["4:15 error \(fixed)"])
    #expect(
      Self.findings("  override func viewDidLoad() { super.viewDidLoad(); tableView.rowHeight = 44 }")
        == ["3:64 error \(fixed)"])
    #expect(
      Self.findings("  override func viewDidLoad() { tableView.rowHeight = UITableView.automaticDimension }")
        .isEmpty)
    #expect(Self.findings("  func f() { tableView.estimatedRowHeight = 44 }").isEmpty)
    // A ternary is read where a height is returned, not in an assignment.
    #expect(Self.findings("  func f() { tableView.rowHeight = compact ? 44 : 60 }").isEmpty)
  }
}
