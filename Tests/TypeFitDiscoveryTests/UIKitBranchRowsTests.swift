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

  // The nineteenth attack's A19-4: a configuration variable declared without a value
  // (`var content: UIListContentConfiguration`) and assigned a configuration in each branch gave
  // no row at all. Each assignment is a row of its own kind, with the parts set after it in its
  // branch and those set after the branches.
  static let assignedSource = """
    import UIKit
    final class T: UITableViewController {
      func fourth(_ ip: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content: UIListContentConfiguration
        if ip.row == 0 {
          content = .valueCell()
          content.text = NSLocalizedString("dd.a", comment: "")
          content.secondaryText = NSLocalizedString("dd.av", comment: "")
        } else {
          content = .subtitleCell()
          content.text = NSLocalizedString("dd.b", comment: "")
          content.textProperties.numberOfLines = 0
        }
        content.textProperties.font = .preferredFont(forTextStyle: .footnote)
        cell.contentConfiguration = content
        return cell
      }
      func once(_ cell: UITableViewCell) {
        var plain: UIListContentConfiguration
        plain = cell.defaultContentConfiguration()
        plain.text = NSLocalizedString("p.a", comment: "")
        plain.secondaryText = NSLocalizedString("p.sub", comment: "")
        plain.textProperties.numberOfLines = 1
        cell.contentConfiguration = plain
      }
      func header(_ view: UITableViewHeaderFooterView) {
        var heading: UIListContentConfiguration
        heading = .groupedHeader()
        heading.text = NSLocalizedString("h.a", comment: "")
        view.contentConfiguration = heading
      }
    }
    """
  let assigned = RowDiscovery().discover(source: Self.assignedSource, path: "T.swift")

  @Test("assigned a value cell and a subtitle cell in if/else: two rows, each with its branch's parts")
  func branches() throws {
    let value = try #require(assigned.row(title: "dd.a"))
    let subtitle = try #require(assigned.row(title: "dd.b"))
    #expect(value.location.line == 7 && subtitle.location.line == 11)
    #expect(value.value?.reference == .key("dd.av", table: nil) && value.subtitle == nil)
    #expect(value.title?.lineLimit == nil && value.title?.alternatives.isEmpty == true)
    #expect(subtitle.title?.lineLimit == .some(nil) && subtitle.value == nil && subtitle.subtitle == nil)
    #expect(subtitle.title?.alternatives.isEmpty == true)
    // The font set after the if/else applies to both configurations.
    #expect(value.title?.textStyle == .footnote && subtitle.title?.textStyle == .footnote)
  }

  @Test("assigned once in straight-line code: one row with its subtitle and limit; a header is no row")
  func assignedOnce() throws {
    let row = try #require(assigned.row(title: "p.a"))
    #expect(row.construct == .listContentConfiguration)
    #expect(row.subtitle?.reference == .key("p.sub", table: nil) && row.value == nil)
    #expect(row.title?.lineLimit == 1)
    #expect(assigned.titleKeys == ["dd.a", "dd.b", "p.a"])
  }
}
