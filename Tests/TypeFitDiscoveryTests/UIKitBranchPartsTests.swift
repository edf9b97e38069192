import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The nineteenth attack's A19-2, A19-3, A19-6 and A19-13: fix18a's per-branch `textLabel` rows
/// split only texts whose branch set its own limit. A case whose texts sit in a nested
/// `if`/`else` under the case's limit was merged with the other cases and took the `default`
/// case's limit (A19-2); a branch that set no limit took the least strict of the others (A19-3);
/// one case's accessory and detail text reached the other cases' rows, one function's accessory
/// every function of a view controller, one registration closure's the others (A19-6); a text set
/// in a `forEach` closure was listed twice and a limit set in a ternary read as its last branch
/// (A19-13).
@Suite("UIKit rows: each branch its own parts")
struct UIKitBranchPartsTests {
  static let source = """
    import UIKit
    class A: UITableViewController {
      override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch ip.row {
        case 0:
          cell.textLabel?.text = NSLocalizedString("v.a", comment: "")
          cell.textLabel?.numberOfLines = 0
        case 2:
          if ip.section == 0 {
            cell.textLabel?.text = NSLocalizedString("v.b", comment: "")
          } else {
            cell.textLabel?.text = NSLocalizedString("v.c", comment: "")
          }
          cell.textLabel?.numberOfLines = 1
        default:
          cell.textLabel?.text = NSLocalizedString("v.d", comment: "")
          cell.textLabel?.numberOfLines = 2
        }
        return cell
      }
      func chain(_ ip: IndexPath, cell: UITableViewCell) {
        if ip.row == 0 {
          cell.textLabel?.text = NSLocalizedString("i.a", comment: "")
          cell.textLabel?.numberOfLines = 1
        } else if ip.row == 1 {
          cell.textLabel?.text = NSLocalizedString("i.b", comment: "")
          cell.textLabel?.numberOfLines = 0
        } else {
          cell.textLabel?.text = NSLocalizedString("i.c", comment: "")
        }
      }
      func before(_ ip: IndexPath, cell: UITableViewCell) {
        cell.textLabel?.numberOfLines = 3
        if ip.row == 0 {
          cell.textLabel?.text = NSLocalizedString("h.a", comment: "")
          cell.textLabel?.numberOfLines = 0
        } else {
          cell.textLabel?.text = NSLocalizedString("h.b", comment: "")
        }
      }
      func parts(_ ip: IndexPath, cell: UITableViewCell) {
        switch ip.section {
        case 0:
          cell.textLabel?.text = NSLocalizedString("p.a", comment: "")
          cell.detailTextLabel?.text = NSLocalizedString("p.a.sub", comment: "")
          cell.textLabel?.numberOfLines = 1
        default:
          cell.textLabel?.text = NSLocalizedString("p.b", comment: "")
          cell.textLabel?.numberOfLines = 0
          cell.accessoryType = .disclosureIndicator
        }
        if ip.row == 0 { cell.textLabel?.numberOfLines = 2 }
      }
      func beside(cell: UITableViewCell, x: Bool, y: Bool, selected: Bool) {
        if x {
          cell.textLabel?.text = NSLocalizedString("k.a", comment: "")
          cell.detailTextLabel?.text = NSLocalizedString("k.a.sub", comment: "")
          cell.textLabel?.numberOfLines = 1
        }
        if y {
          cell.textLabel?.text = NSLocalizedString("k.b", comment: "")
          cell.textLabel?.numberOfLines = 0
        }
        if selected { cell.accessoryType = .checkmark }
      }
      func handler(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("u.a", comment: "")
        cell.configurationUpdateHandler = { cell, _ in cell.accessoryType = .checkmark }
      }
      func plain(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("g.a", comment: "")
        cell.textLabel?.numberOfLines = 1
      }
      func closures(cell: UITableViewCell, on: Bool) {
        cell.textLabel?.text = NSLocalizedString("t.a", comment: "")
        on ? (cell.textLabel?.numberOfLines = 0) : (cell.textLabel?.numberOfLines = 1)
        [1].forEach { _ in
          cell.textLabel?.text = NSLocalizedString("t.b", comment: "")
          cell.textLabel?.numberOfLines = 2
        }
      }
      func configureDataSource() {
        let first = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("r.a", comment: "")
          cell.contentConfiguration = content
          cell.accessories = [.disclosureIndicator()]
        }
        let second = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("r.b", comment: "")
          cell.contentConfiguration = content
        }
      }
    }
    final class SettingCell: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .checkmark
      }
      func configure() {
        textLabel?.text = NSLocalizedString("s.a", comment: "")
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "A.swift")

  /// The title keys of every row, its alternatives after `+`, with its line limit.
  func described(_ prefix: String) -> [String] {
    result.rows.compactMap { row -> String? in
      guard let title = row.title, let key = title.reference.key, key.hasPrefix(prefix) else { return nil }
      let alternatives = title.alternatives.compactMap(\.key).map { "+" + $0 }.joined()
      return "\(key)\(alternatives) \(title.lineLimit.map(String.init) ?? "unlimited")"
    }
  }

  @Test("a case's texts in a nested if/else take that case's limit, not the default case's (A19-2)")
  func nestedTexts() {
    #expect(described("v.") == ["v.a unlimited", "v.b+v.c 1", "v.d 2"])
  }

  @Test("a branch that sets no limit has the label's own, or the one set before the if (A19-3)")
  func branchWithoutLimit() {
    #expect(described("i.") == ["i.a 1", "i.b unlimited", "i.c 1"])
    #expect(described("h.") == ["h.a unlimited", "h.b 3"])
  }

  @Test("a case's detail text and accessory stay on its row; a separate if's limit may apply to both (A19-6)")
  func partsPerCase() throws {
    let first = try #require(result.row(title: "p.a"))
    let second = try #require(result.row(title: "p.b"))
    #expect(first.subtitle?.reference.key == "p.a.sub")
    #expect(first.accessory == .none && !first.isNavigable)
    #expect(second.subtitle == nil)
    #expect(second.accessory == .disclosure && second.isNavigable)
    #expect(described("p.") == ["p.a 2", "p.b unlimited"])
  }

  @Test("separate ifs: each text's row keeps its detail; an accessory set beside both reaches both")
  func separateBlocks() throws {
    let first = try #require(result.row(title: "k.a"))
    let second = try #require(result.row(title: "k.b"))
    #expect(first.subtitle?.reference.key == "k.a.sub" && second.subtitle == nil)
    #expect(first.accessory == .checkmark && second.accessory == .checkmark)
    // The second `if` sets its own text: its limit is its row's, not the first's.
    #expect(described("k.") == ["k.a 1", "k.b unlimited"])
  }

  @Test("a view controller's function or registration closure does not take another's accessory (A19-6)")
  func accessoryPerFunction() throws {
    #expect(try #require(result.row(title: "g.a")).accessory == .none)
    #expect(try #require(result.row(title: "r.a")).accessory == .disclosure)
    #expect(try #require(result.row(title: "r.b")).accessory == .none)
    // A closure inside the function that sets no text of its own sets the function's cell's.
    #expect(try #require(result.row(title: "u.a")).accessory == .checkmark)
    // A cell class's functions still share the accessory its `init` sets.
    #expect(try #require(result.row(title: "s.a")).accessory == .checkmark)
  }

  @Test("a text set in a forEach closure is one row; a limit set in a ternary is the least strict (A19-13)")
  func closuresAndTernaries() {
    #expect(described("t.") == ["t.a unlimited", "t.b 2"])
    #expect(result.rows.count == 19)
  }
}
