import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-7: `var content = cell.defaultContentConfiguration()`, a
/// `switch` whose cases set the text with their own secondary text, accessory and cell style,
/// then a limit after the `switch` was one row for every case: the first case's disclosure and
/// subtitle reached the others, the switch was lost, the value cell's value was read as a
/// subtitle and the cases' own limits were merged to the least strict. Each case whose branch
/// gives its text another shape is now a row of its own.
@Suite("UIKit rows: each case its own accessory, cell style and detail")
struct UIKitCaseShapeTests {
  static let content = """
    import UIKit
    final class SettingsVC: UITableViewController {
      enum Section: Int { case account, about, notif }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch Section(rawValue: indexPath.section)! {
        case .account:
          content.text = NSLocalizedString("u.account", comment: "")
          content.secondaryText = NSLocalizedString("u.account.sub", comment: "")
          cell.accessoryType = .disclosureIndicator
        case .about:
          content.text = NSLocalizedString("u.about", comment: "")
          cell.accessoryView = UISwitch()
        case .notif:
          content = .valueCell()
          content.text = NSLocalizedString("u.notif", comment: "")
          content.secondaryText = NSLocalizedString("u.notif.val", comment: "")
        }
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        return cell
      }
    }
    """

  static let ownLimits = """
    import UIKit
    final class SettingsVC: UITableViewController {
      enum Section: Int { case account, about, notif }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch Section(rawValue: indexPath.section)! {
        case .account:
          content.text = NSLocalizedString("u.account", comment: "")
          content.secondaryText = NSLocalizedString("u.account.sub", comment: "")
          content.textProperties.numberOfLines = 1
          cell.accessoryType = .disclosureIndicator
        case .about:
          content.text = NSLocalizedString("u.about", comment: "")
          content.textProperties.numberOfLines = 0
          cell.accessoryView = UISwitch()
        case .notif:
          content = .valueCell()
          content.text = NSLocalizedString("u.notif", comment: "")
          content.secondaryText = NSLocalizedString("u.notif.val", comment: "")
          content.textProperties.numberOfLines = 1
        }
        cell.contentConfiguration = content
        return cell
      }
      func plain(_ cell: UITableViewCell, row: Int) {
        var content = cell.defaultContentConfiguration()
        switch row {
        case 0: content.text = NSLocalizedString("p.a", comment: "")
        case 1: content.text = NSLocalizedString("p.b", comment: "")
        default: content.text = NSLocalizedString("p.c", comment: "")
        }
        content.textProperties.numberOfLines = 2
        cell.contentConfiguration = content
      }
    }
    """

  static let labels = """
    import UIKit
    final class VC: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        if indexPath.row == 0 {
          cell.textLabel?.text = NSLocalizedString("u2.a", comment: "")
          cell.detailTextLabel?.text = NSLocalizedString("u2.a.val", comment: "")
        } else if indexPath.row == 1 {
          cell.textLabel?.text = NSLocalizedString("u2.b", comment: "")
          cell.accessoryType = .checkmark
        } else {
          cell.textLabel?.text = NSLocalizedString("u2.c", comment: "")
        }
        cell.textLabel?.numberOfLines = 1
        return cell
      }
    }
    """

  @Test("a limit after the switch: a row per case, each with its own accessory, cell style and text")
  func limitAfterSwitch() throws {
    let result = RowDiscovery().discover(source: Self.content, path: "C.swift")
    #expect(result.rows.count == 3)
    let account = try #require(result.row(title: "u.account"))
    let about = try #require(result.row(title: "u.about"))
    let notif = try #require(result.row(title: "u.notif"))
    #expect(account.accessory == .disclosure && account.isNavigable)
    #expect(account.subtitle?.reference == .key("u.account.sub", table: nil) && account.value == nil)
    #expect(about.accessory == .toggle && !about.isNavigable)
    #expect(about.subtitle == nil && about.value == nil)
    #expect(notif.accessory == .none && !notif.isNavigable)
    #expect(notif.value?.reference == .key("u.notif.val", table: nil) && notif.subtitle == nil)
    for row in [account, about, notif] {
      #expect(row.title?.lineLimit == 1)
      #expect(row.title?.alternatives.isEmpty == true)
      #expect(row.construct == .listContentConfiguration)
    }
    #expect([account, about, notif].map(\.location.line) == [9, 13, 17])
  }

  @Test("a limit set in each case applies to that case only (0 is unlimited)")
  func limitInCase() throws {
    let result = RowDiscovery().discover(source: Self.ownLimits, path: "C.swift")
    let account = try #require(result.row(title: "u.account"))
    let about = try #require(result.row(title: "u.about"))
    let notif = try #require(result.row(title: "u.notif"))
    #expect(account.title?.lineLimit == 1)
    #expect(about.title?.lineLimit == .some(nil))
    #expect(about.accessory == .toggle)
    #expect(notif.title?.lineLimit == 1 && notif.value != nil)
  }

  @Test("cases that differ only in their text stay one row, the others its alternatives")
  func sameShape() throws {
    let result = RowDiscovery().discover(source: Self.ownLimits, path: "C.swift")
    let row = try #require(result.row(title: "p.a"))
    #expect(row.title?.alternatives == [.key("p.b", table: nil), .key("p.c", table: nil)])
    #expect(row.title?.lineLimit == 2)
    #expect(result.row(title: "p.b") == nil)
    #expect(result.rows.count == 4)
  }

  @Test("textLabel in if/else with a limit after: a row per body, each with its own value and accessory")
  func labelBranches() throws {
    let result = RowDiscovery().discover(source: Self.labels, path: "C.swift")
    #expect(result.rows.count == 3)
    let first = try #require(result.row(title: "u2.a"))
    let second = try #require(result.row(title: "u2.b"))
    let third = try #require(result.row(title: "u2.c"))
    #expect(first.value?.reference == .key("u2.a.val", table: nil) && first.accessory == .none)
    #expect(second.value == nil && second.accessory == .checkmark)
    #expect(third.value == nil && third.accessory == .none)
    for row in [first, second, third] {
      #expect(row.title?.lineLimit == 1 && row.title?.alternatives.isEmpty == true)
    }
  }
}
