import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// A custom cell configured from its view controller through a cast
/// (`let cell = … as! TitleCell; cell.titleLabel.text = …`) is a row of that class, with its
/// label's limits and font and the class's accessory (the twenty-third attack's A23-5).
@Suite("UIKit rows: cells cast to the app's cell class")
struct CastCellRowTests {
  static let cell = """
    import UIKit
    final class TitleCell: UITableViewCell {
      let titleLabel: UILabel = {
        let l = UILabel()
        l.font = .preferredFont(forTextStyle: .body)
        l.numberOfLines = 1
        return l
      }()
      let detailLabel = UILabel()
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        detailLabel.font = .preferredFont(forTextStyle: .caption1)
        accessoryType = .disclosureIndicator
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    """
  static let controller = """
    import UIKit
    final class VC: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
          let cell = tableView.dequeueReusableCell(withIdentifier: "t", for: indexPath) as! TitleCell
          cell.titleLabel.text = NSLocalizedString("v1", comment: "")
          return cell
        case 1:
          guard let cell = tableView.dequeueReusableCell(withIdentifier: "t") as? TitleCell else { fatalError() }
          cell.titleLabel.text = NSLocalizedString("v2", comment: "")
          cell.detailLabel.text = NSLocalizedString("v3", comment: "")
          cell.accessoryType = .checkmark
          return cell
        default:
          let cell = tableView.dequeueReusableCell(withIdentifier: "o", for: indexPath) as! OtherCell
          cell.titleLabel.text = NSLocalizedString("v4", comment: "")
          return cell
        }
      }
    }
    """
  let result = RowDiscovery().discover(sources: [
    ("TitleCell.swift", Array(Self.cell.utf8)), ("VC.swift", Array(Self.controller.utf8)),
  ])

  @Test("`as! TitleCell` in another file: a row of TitleCell with the label's limit, font and disclosure")
  func castInAnotherFile() throws {
    #expect(result.titleKeys == ["v1", "v2"])
    let row = try #require(result.row(title: "v1"))
    #expect(row.construct == .cellSubclass("TitleCell"))
    #expect(row.location.file == "VC.swift" && row.location.line == 7)
    #expect(row.title?.lineLimit == 1 && row.title?.textStyle == .body)
    #expect(row.subtitle == nil)
    #expect(row.accessory == .disclosure && row.isNavigable)
  }

  @Test("`guard let … as? TitleCell`: the second label is the subtitle; an accessory set on the cell wins")
  func guardCast() throws {
    let row = try #require(result.row(title: "v2"))
    #expect(row.subtitle?.reference == .key("v3", table: nil) && row.subtitle?.textStyle == .caption1)
    #expect(row.accessory == .checkmark && !row.isNavigable)
  }

  @Test("a cast to a class the app does not declare gives no row")
  func unknownClass() {
    #expect(result.row(title: "v4") == nil)
  }

  @Test(
    "a line limit, font or truncation set through the cast cell's variable wins over the class's (A24-4)"
  )
  func settingsThroughVariable() throws {
    let cell = """
      import UIKit
      final class TitleCell: UITableViewCell {
        let titleLabel: UILabel = { let l = UILabel(); l.numberOfLines = 0; return l }()
        let detailLabel: UILabel = { let l = UILabel(); l.numberOfLines = 1; return l }()
      }
      """
    let controller = """
      import UIKit
      final class VC: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! TitleCell
            cell.titleLabel.numberOfLines = 1
            cell.titleLabel.font = UIFont.preferredFont(forTextStyle: .body).withSize(30)
            cell.titleLabel.lineBreakMode = .byTruncatingMiddle
            cell.titleLabel.text = NSLocalizedString("cl1", comment: "")
            return cell
          }
          let cell = tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! TitleCell
          cell.titleLabel.text = NSLocalizedString("cl2", comment: "")
          cell.detailLabel.numberOfLines = 0
          cell.detailLabel.text = NSLocalizedString("cl3", comment: "")
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(sources: [
      ("TitleCell.swift", Array(cell.utf8)), ("VC.swift", Array(controller.utf8)),
    ])
    #expect(result.titleKeys == ["cl1", "cl2"])
    let first = try #require(result.row(title: "cl1")?.title)
    #expect(first.lineLimit == 1 && first.fixedPointSize == 30 && first.truncationMode == .middle)
    // The other cell keeps the class's unlimited title; its detail set to 0 lines is unlimited.
    let second = try #require(result.row(title: "cl2"))
    #expect(second.title?.lineLimit == nil && second.title?.fixedPointSize == nil)
    #expect(second.subtitle?.reference == .key("cl3", table: nil) && second.subtitle?.lineLimit == nil)
  }
}
