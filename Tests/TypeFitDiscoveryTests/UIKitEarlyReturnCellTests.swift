import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// A `cellForRowAt` branch that makes a cell and returns it early configures a cell of its own:
/// what is set after its `return` never reaches it, and what it sets never reaches the cell made
/// after it (the sixty-first attack's A61-9 merged a `.value1` cell with the `.subtitle` cell
/// after it: one row `t1 (+1)`, value `v1 (+1)`, with the later cell's disclosure).
@Suite("Discovery: a UIKit cell returned early is a row of its own")
struct UIKitEarlyReturnCellTests {
  @Test("an if that returns a .value1 cell, then a .subtitle cell with a disclosure: two rows")
  func ifReturnsEarly() throws {
    let source = """
      import UIKit
      final class T: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          if indexPath.section == 0 {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = NSLocalizedString("t1", comment: "")
            cell.detailTextLabel?.text = NSLocalizedString("v1", comment: "")
            return cell
          }
          let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
          cell.textLabel?.text = NSLocalizedString("t2", comment: "")
          cell.detailTextLabel?.text = NSLocalizedString("s2", comment: "")
          cell.accessoryType = .disclosureIndicator
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "T.swift")
    #expect(result.titleKeys == ["t1", "t2"])
    let early = try #require(result.row(title: "t1"))
    #expect(early.title?.alternatives.isEmpty == true)
    #expect(early.value?.reference == .key("v1", table: nil))
    #expect(early.value?.alternatives.isEmpty == true)
    #expect(early.subtitle == nil)
    #expect(early.accessory == Accessory.none)
    #expect(!early.isNavigable)
    let later = try #require(result.row(title: "t2"))
    #expect(later.subtitle?.reference == .key("s2", table: nil))
    #expect(later.subtitle?.alternatives.isEmpty == true)
    #expect(later.value == nil)
    #expect(later.accessory == .disclosure)
    #expect(later.isNavigable)
  }

  @Test("a switch case that returns its cell: the accessory set after the switch is the later cell's")
  func switchCaseReturnsEarly() throws {
    let source = """
      import UIKit
      final class T: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          switch indexPath.row {
          case 0:
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = NSLocalizedString("w1", comment: "")
            cell.detailTextLabel?.text = NSLocalizedString("wv1", comment: "")
            return cell
          default:
            break
          }
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = NSLocalizedString("w2", comment: "")
          cell.accessoryType = .checkmark
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "T.swift")
    #expect(result.titleKeys == ["w1", "w2"])
    #expect(result.row(title: "w1")?.value?.reference == .key("wv1", table: nil))
    #expect(result.row(title: "w1")?.accessory == Accessory.none)
    #expect(result.row(title: "w2")?.value == nil)
    #expect(result.row(title: "w2")?.accessory == .checkmark)
  }
}
