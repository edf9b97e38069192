import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The `numberOfLines` a UIKit cell shows is the last one its code sets, not the first
/// (the seventeenth attack's A17-11); in different branches, the least strict.
@Suite("UIKit rows: the last numberOfLines wins")
struct UIKitLastAssignmentTests {
  static let source = """
    import UIKit
    final class C: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        var config = cell.defaultContentConfiguration()
        config.textProperties.numberOfLines = 1
        config.textProperties.font = .preferredFont(forTextStyle: .headline)
        config.text = NSLocalizedString("u1", comment: "")
        config.textProperties.numberOfLines = 0
        config.textProperties.font = .preferredFont(forTextStyle: .caption1)
        cell.contentConfiguration = config
        return cell
      }
      func other(_ cell: UITableViewCell) {
        cell.textLabel?.numberOfLines = 1
        cell.textLabel?.text = NSLocalizedString("u2", comment: "")
        cell.textLabel?.numberOfLines = 0
      }
      func third(_ cell: UITableViewCell) {
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = NSLocalizedString("u3", comment: "")
        cell.textLabel?.numberOfLines = 2
      }
      func branches(_ cell: UITableViewCell, compact: Bool) {
        cell.textLabel?.text = NSLocalizedString("u4", comment: "")
        if compact { cell.textLabel?.numberOfLines = 1 } else { cell.textLabel?.numberOfLines = 3 }
      }
      func branchesUnlimited(_ cell: UITableViewCell, compact: Bool) {
        cell.textLabel?.text = NSLocalizedString("u5", comment: "")
        if compact { cell.textLabel?.numberOfLines = 1 } else { cell.textLabel?.numberOfLines = 0 }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "C.swift")

  @Test("numberOfLines = 1 then = 0 in one function: unlimited (configuration and textLabel); the font too")
  func lastWins() throws {
    #expect(result.titleKeys == ["u1", "u2", "u3", "u4", "u5"])
    let u1 = try #require(result.row(title: "u1"))
    #expect(u1.title?.lineLimit == nil && u1.title?.textStyle == .caption1)
    #expect(result.row(title: "u2")?.title?.lineLimit == nil)
  }

  @Test("numberOfLines = 0 then = 2: two lines (the last one, a real limit, is kept)")
  func lastLimitKept() {
    #expect(result.row(title: "u3")?.title?.lineLimit == 2)
  }

  @Test("assignments in if/else branches: the least strict, 3 over 1, none over 1")
  func branches() {
    #expect(result.row(title: "u4")?.title?.lineLimit == 3)
    #expect(result.row(title: "u5")?.title?.lineLimit == nil)
  }
}
