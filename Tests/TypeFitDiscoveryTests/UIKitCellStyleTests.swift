import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// Each `textLabel` row takes the style of the cell its own code creates, not the file's first
/// (the twenty-third attack's A23-12); a `.default` cell shows no detail text.
@Suite("UIKit rows: the cell style of each row")
struct UIKitCellStyleTests {
  static func controller(_ name: String, style: String, _ key: String) -> String {
    """
    final class \(name): UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .\(style), reuseIdentifier: nil)
        cell.textLabel?.text = NSLocalizedString("\(key).t", comment: "")
        cell.detailTextLabel?.text = NSLocalizedString("\(key).v", comment: "")
        return cell
      }
    }

    """
  }

  static func discover(_ controllers: String) -> DiscoveryResult {
    RowDiscovery().discover(source: "import UIKit\n" + controllers, path: "A.swift")
  }

  @Test("value1 then subtitle in one file: a value, then a subtitle; and the other way round")
  func twoStylesInOneFile() throws {
    let a = Self.discover(
      Self.controller("A1", style: "value1", "a1") + Self.controller("A2", style: "subtitle", "a2"))
    let a1 = try #require(a.row(title: "a1.t"))
    let a2 = try #require(a.row(title: "a2.t"))
    #expect(a1.value?.reference == .key("a1.v", table: nil) && a1.subtitle == nil)
    #expect(a2.subtitle?.reference == .key("a2.v", table: nil) && a2.value == nil)
    let b = Self.discover(
      Self.controller("B1", style: "subtitle", "b1") + Self.controller("B2", style: "value1", "b2"))
    #expect(b.row(title: "b1.t")?.subtitle?.reference == .key("b1.v", table: nil))
    #expect(b.row(title: "b2.t")?.value?.reference == .key("b2.v", table: nil))
    #expect(b.row(title: "b2.t")?.subtitle == nil)
  }

  @Test("a default cell's detail text is not a part; value2 is a value")
  func defaultStyle() throws {
    let result = Self.discover(
      Self.controller("C0", style: "default", "c0") + Self.controller("C1", style: "subtitle", "c1")
        + Self.controller("C3", style: "value2", "c3"))
    let c0 = try #require(result.row(title: "c0.t"))
    #expect(c0.subtitle == nil && c0.value == nil)
    #expect(result.row(title: "c1.t")?.subtitle?.reference == .key("c1.v", table: nil))
    #expect(result.row(title: "c3.t")?.value?.reference == .key("c3.v", table: nil))
  }

  @Test("a function that creates no cell takes the file's style when all its cells share one, else none")
  func fileStyle() throws {
    let configure = """
      final class Sub: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
      }
      func configure(_ cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("f.t", comment: "")
        cell.detailTextLabel?.text = NSLocalizedString("f.v", comment: "")
      }

      """
    let one = Self.discover(configure)
    #expect(one.row(title: "f.t")?.value?.reference == .key("f.v", table: nil))
    let two = Self.discover(configure + Self.controller("S", style: "subtitle", "s"))
    let row = try #require(two.row(title: "f.t"))
    #expect(row.subtitle?.reference == .key("f.v", table: nil) && row.value == nil)
  }
}
