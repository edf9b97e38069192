import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-22: UIKit's `maximumContentSizeCategory` (and minimum) on the
/// table, the cell or its labels was not read, so a title never drawn above Large got a TF001
/// error from AX1 and no TF009 said the larger categories are never reached.
@Suite("UIKit rows: maximumContentSizeCategory and minimumContentSizeCategory")
struct UIKitSizeLimitTests {
  static let source = """
    import UIKit
    final class VC: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.maximumContentSizeCategory = .extraExtraExtraLarge
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.maximumContentSizeCategory = .accessibilityMedium
        cell.textLabel?.text = NSLocalizedString("um.k", comment: "")
        cell.textLabel?.numberOfLines = 1
        cell.textLabel?.maximumContentSizeCategory = .large
        cell.detailTextLabel?.text = NSLocalizedString("um.d", comment: "")
        cell.detailTextLabel?.minimumContentSizeCategory = UIContentSizeCategory.extraLarge
        return cell
      }
      func other() -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = NSLocalizedString("um.o", comment: "")
        cell.maximumContentSizeCategory = .unspecified
        return cell
      }
    }

    """

  @Test("the table's limit reaches every row, the cell's and labels' their own function's rows")
  func limits() {
    let result = RowDiscovery().discover(source: Self.source, path: "C.swift")
    #expect(result.titleKeys == ["um.k", "um.o"])
    let row = result.row(title: "um.k")
    // The cell's AX M limit is wider than the table's xxxLarge: the table's is kept.
    #expect(row?.sizeCategories == .xSmall ... .xxxLarge)
    #expect(row?.title?.sizeCategories == .xSmall ... .large)
    #expect(row?.subtitle?.sizeCategories == .xLarge ... .xxxLarge)
    // `.unspecified` sets no limit; the table's holds.
    #expect(result.row(title: "um.o")?.sizeCategories == .xSmall ... .xxxLarge)
    #expect(result.row(title: "um.o")?.title?.sizeCategories == .xSmall ... .xxxLarge)
  }

  @Test("each maximum below the largest category is a TF009 saying what is never reached")
  func findings() {
    let result = RowDiscovery().discover(source: Self.source, path: "C.swift")
    #expect(
      result.findings.filter { $0.ruleID.rawValue == "TF009" }.map { "\($0.location.line) \($0.message)" }
        == [
          "5 maximumContentSizeCategory = .extraExtraExtraLarge stops the text at extraExtraExtraLarge: the 5 "
            + "larger categories are never reached",
          "9 maximumContentSizeCategory = .accessibilityMedium stops the text at accessibilityMedium: the 4 larger "
            + "categories are never reached",
          "12 maximumContentSizeCategory = .large stops the text at large: the 8 larger categories are never reached",
        ])
  }
}
