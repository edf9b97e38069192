import Testing
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-11, UIKit: a cell's title taken from a constant array by the
/// row's index (`NSLocalizedString(titles[indexPath.row], comment: "")`) was computed, so no
/// key of the array was a row.
@Suite("UIKit rows: a title taken from an array of keys by the row")
struct IndexedArrayKeyTests {
  static let source = """
    import UIKit

    final class SettingsVC: UITableViewController {
      let titles = ["settings.a", "settings.b", "settings.c"]

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = NSLocalizedString(titles[indexPath.row], comment: "")
        cell.textLabel?.numberOfLines = 1
        cell.accessoryType = .disclosureIndicator
        return cell
      }
    }

    final class OtherVC: UITableViewController {
      private let items = [
        NSLocalizedString("loc.a", comment: ""),
        NSLocalizedString("loc.b", comment: ""),
        NSLocalizedString("loc.a", comment: ""),
      ]
      let plain: [String] = ["Shown as written", "Also"]
      var changing = ["var.a", "var.b"]
      let map = ["k": "map.a"]

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        let local: [String] = ["local.a", "local.b"]
        switch indexPath.section {
        case 0:
          var content = cell.defaultContentConfiguration()
          content.text = items[indexPath.row]
          content.textProperties.numberOfLines = 1
          cell.contentConfiguration = content
        case 1:
          cell.textLabel?.text = plain[indexPath.row]
          cell.detailTextLabel?.text = NSLocalizedString(local[1], comment: "")
        case 2:
          cell.textLabel?.text = NSLocalizedString(changing[indexPath.row], comment: "")
          cell.accessoryType = .checkmark
        default:
          cell.textLabel?.text = map["k"]
          cell.accessoryView = UISwitch()
        }
        return cell
      }
    }
    """

  /// Each row as `line: title | alternatives | subtitle | accessory`.
  static func rows() throws -> [String] {
    let folder = try TemporaryFolder()
    try folder.write("App/VC.swift", source)
    return RowDiscovery().discover(in: [folder.path + "/App"]).rows.map { row in
      let title = row.title.map { [$0.reference] + $0.alternatives }?.map(\.summary) ?? []
      return
        "\(row.location.line): \(title.joined(separator: ", ")) | \(row.title?.lineLimit.map(String.init) ?? "-")"
        + " | \(row.subtitle?.reference.summary ?? "-") | \(row.accessory)"
    }
  }

  @Test("each element of a let array is a text of the row; a var or a dictionary stays computed")
  func elements() throws {
    #expect(
      try Self.rows() == [
        "8: settings.a, settings.b, settings.c | 1 | - | disclosure",
        // Elements that are calls are their keys, once each (before fix25b: computed); a
        // literal index takes its element (before: local.a, every element's first).
        "30: loc.a, loc.b | 1 | - | none",
        "35: verbatim \"Shown as written\", verbatim \"Also\" | - | local.b | none",
        "38: ? computed key: changing[indexPath.row] | - | - | checkmark",
        "41: ? computed: map[\"k\"] | - | - | toggle",
      ])
  }

  @Test(
    "String(localized:table:) and NSLocalizedString(_:tableName:) elements keep their tables; an index past the end stays computed"
  )
  func lookedUpElements() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        let titles = [String(localized: "r.a", table: "Other"), NSLocalizedString("r.b", tableName: "T", comment: "c, d")]
        let plain = ["x.a", "x.b", "x.a"]
        var body: some View {
          List {
            NavigationLink(titles[0]) { EmptyView() }
            NavigationLink(titles[1]) { EmptyView() }
            NavigationLink(LocalizedStringKey(plain[2])) { EmptyView() }
            NavigationLink(LocalizedStringKey(plain[3])) { EmptyView() }
          }
        }
      }

      """)
    let rows = RowDiscovery().discover(in: [folder.path + "/App"]).rows.map { row in
      (row.title.map { [$0.reference] + $0.alternatives } ?? []).map(\.summary).joined(separator: ", ")
    }
    #expect(rows == ["Other:r.a", "T:r.b", "x.a", "? computed key: plain[3]"])
  }

  @Test(
    "a literal index is read as the compiler reads it; one that is no index of the array is computed, never every element (A26-7)"
  )
  func literalIndexes() throws {
    let indexes = [
      "0x10", "1_0", "0b11", "0o7", "+2", "19", "20", "-1", "99999999999999999999999999",
      "9223372036854775807", "1.5",
    ]
    let cases = indexes.enumerated().map {
      "      case \($0.offset): cell.textLabel?.text = titles[\($0.element)]"
    }
    let source = """
      import UIKit
      final class IndexVC: UITableViewController {
        let titles = [
          NSLocalizedString("e0", comment: ""),
          NSLocalizedString("e1", comment: ""),
          NSLocalizedString("e2", comment: ""),
          NSLocalizedString("e3", comment: ""),
          NSLocalizedString("e4", comment: ""),
          NSLocalizedString("e5", comment: ""),
          NSLocalizedString("e6", comment: ""),
          NSLocalizedString("e7", comment: ""),
          NSLocalizedString("e8", comment: ""),
          NSLocalizedString("e9", comment: ""),
          NSLocalizedString("e10", comment: ""),
          NSLocalizedString("e11", comment: ""),
          NSLocalizedString("e12", comment: ""),
          NSLocalizedString("e13", comment: ""),
          NSLocalizedString("e14", comment: ""),
          NSLocalizedString("e15", comment: ""),
          NSLocalizedString("e16", comment: ""),
          NSLocalizedString("e17", comment: ""),
          NSLocalizedString("e18", comment: ""),
          NSLocalizedString("e19", comment: "")
        ]
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          switch indexPath.row {
      \(cases.joined(separator: "\n"))
          default: break
          }
          return cell
        }
      }
      """
    let rows = RowDiscovery().discover(source: source, path: "VC.swift").rows
    // One row: the switch's branches are its title and alternatives, in order.
    let titles = rows.map { row in row.title.map { ([$0.reference] + $0.alternatives).map(\.summary) } ?? [] }
    #expect(
      titles == [
        [
          "e16", "e10", "e3", "e7", "e2", "e19", "? computed: titles[20]", "? computed: titles[-1]",
          "? computed: titles[99999999999999999999999999]", "? computed: titles[9223372036854775807]",
          "? computed: titles[1.5]",
        ]
      ])
  }
}
