import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-1: two configurations of one name declared in two `switch` cases
/// (or `if`/`else` branches) were one row, and a cell's `textLabel` set in each case with its
/// own `numberOfLines` took the least strict limit for every text, so the case that cuts its
/// text to one line passed. Each declaration is its own row, and each branch that sets both
/// text and limit is a row with its own limit.
@Suite("UIKit rows: each branch its own row")
struct UIKitBranchRowsTests {
  static let source = """
    import UIKit
    final class T: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
        switch indexPath.row {
        case 0:
          cell.textLabel?.text = NSLocalizedString("u.a", comment: "")
          cell.textLabel?.numberOfLines = 1
        default:
          cell.textLabel?.text = NSLocalizedString("u.b", comment: "")
          cell.textLabel?.numberOfLines = 0
        }
        return cell
      }
      func configure(_ cell: UICollectionViewListCell, row: Int) {
        switch row {
        case 0:
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("c.a", comment: "")
          content.textProperties.numberOfLines = 1
          cell.contentConfiguration = content
        default:
          var content = UIListContentConfiguration.valueCell()
          content.text = NSLocalizedString("c.b", comment: "")
          content.secondaryText = NSLocalizedString("c.b.value", comment: "")
          cell.contentConfiguration = content
        }
      }
      func same(_ cell: UITableViewCell, on: Bool) {
        cell.textLabel?.numberOfLines = 2
        if on {
          cell.textLabel?.text = NSLocalizedString("s.on", comment: "")
        } else {
          cell.textLabel?.text = NSLocalizedString("s.off", comment: "")
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "T.swift")

  @Test("a textLabel set with its own limit in each switch case: a row per case, each with its limit")
  func casesOfOneCell() throws {
    let first = try #require(result.row(title: "u.a"))
    let second = try #require(result.row(title: "u.b"))
    #expect(first.title?.lineLimit == 1)
    #expect(second.title?.lineLimit == .some(nil))
    #expect(first.title?.alternatives.isEmpty == true)
    #expect(first.title?.textStyle == .headline && second.title?.textStyle == .headline)
  }

  @Test("two `var content` in two cases: two rows, each with its own kind and limit")
  func declarationsOfOneName() throws {
    let first = try #require(result.row(title: "c.a"))
    let second = try #require(result.row(title: "c.b"))
    #expect(first.title?.lineLimit == 1)
    #expect(first.value == nil)
    #expect(second.title?.lineLimit == nil)
    #expect(second.value?.reference == .key("c.b.value", table: nil))
  }

  @Test("texts in branches under one limit set outside them: one row, the other text an alternative")
  func sharedLimit() throws {
    let row = try #require(result.row(title: "s.on"))
    #expect(row.title?.lineLimit == 2)
    #expect(row.title?.alternatives == [.key("s.off", table: nil)])
    #expect(result.titleKeys.count == 5)
  }
}
