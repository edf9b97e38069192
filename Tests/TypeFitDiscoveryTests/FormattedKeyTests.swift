import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// A key one call deep is read: the format of `String(format:)` and
/// `String.localizedStringWithFormat`, a case mapping, and the app's own wrappers of
/// `NSLocalizedString` (the twenty-third attack's A23-18).
@Suite("Formatted and wrapped localization keys")
struct FormattedKeyTests {
  static let formats = """
    import UIKit
    final class VC: UITableViewController {
      var name = "Anna"
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch indexPath.row {
        case 0:
          cell.textLabel?.text = String(format: NSLocalizedString("greet %@", comment: ""), name)
          cell.textLabel?.numberOfLines = 1
        case 1:
          cell.textLabel?.text = String.localizedStringWithFormat(NSLocalizedString("count %d", comment: ""), 3)
          cell.textLabel?.numberOfLines = 2
        case 2:
          cell.textLabel?.text = NSLocalizedString("plain", comment: "").uppercased()
          cell.textLabel?.numberOfLines = 3
        default:
          cell.textLabel?.text = String(format: formatString, name)
          cell.textLabel?.numberOfLines = 4
        }
        return cell
      }
    }
    """

  @Test("String(format:), localizedStringWithFormat and .uppercased(): the key, its limit, the case")
  func formats() throws {
    let result = RowDiscovery().discover(source: Self.formats, path: "VC.swift")
    #expect(result.titleKeys == ["greet %@", "count %d", "plain"])
    #expect(result.row(title: "greet %@")?.title?.lineLimit == 1)
    #expect(result.row(title: "count %d")?.title?.lineLimit == 2)
    let plain = try #require(result.row(title: "plain"))
    #expect(plain.title?.lineLimit == 3 && plain.title?.textCase == .uppercase)
    #expect(result.row(title: "greet %@")?.title?.textCase == nil)
    let computed = result.rows.compactMap { row -> String? in
      if case .unresolved(let what) = row.title?.reference { return what } else { return nil }
    }
    #expect(computed == ["computed: String(format: formatString, name)"])
  }

  static let wrappers = """
    import Foundation
    extension String {
      var localized: String { NSLocalizedString(self, comment: "") }
      func localized(with args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: args) }
      var settingsLocalized: String { NSLocalizedString(self, tableName: "Settings", comment: "") }
    }
    func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
    func notAWrapper(_ key: String, other: String) -> String { NSLocalizedString(other, comment: "") }
    """
  static let uses = """
    import UIKit
    final class VC: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch indexPath.row {
        case 0: cell.textLabel?.text = "lz1".localized
        case 1: cell.textLabel?.text = "lz2".localized(with: 3)
        case 2: cell.textLabel?.text = L("lz3")
        case 3: cell.textLabel?.text = "lz5".settingsLocalized
        default: cell.textLabel?.text = notAWrapper("lz6", other: "x")
        }
        cell.textLabel?.numberOfLines = 1
        return cell
      }
    }
    """

  @Test("the app's wrappers in another file: \"k\".localized, .localized(with:), L(\"k\"), with their table")
  func wrappers() throws {
    let result = RowDiscovery().discover(sources: [
      ("String+Localized.swift", Array(Self.wrappers.utf8)), ("VC.swift", Array(Self.uses.utf8)),
    ])
    let row = try #require(result.rows.first)
    #expect(row.title?.reference == .key("lz1", table: nil))
    #expect(row.title?.lineLimit == 1)
    #expect(
      row.title?.alternatives == [
        .key("lz2", table: nil), .key("lz3", table: nil), .key("lz5", table: "Settings"),
        .unresolved("computed: notAWrapper(\"lz6\", other: \"x\")"),
      ])
  }

  @Test("the wrapper index: String members passing self, functions passing their first parameter")
  func index() {
    var wrappers = LocalizedStringWrappers()
    wrappers.add(
      TokenStream(file: "W.swift", tokens: SwiftLexer.tokenize(Self.wrappers, file: "W.swift").tokens))
    #expect(wrappers.stringMembers.keys.sorted() == ["localized", "settingsLocalized"])
    #expect(wrappers.functions.keys.sorted() == ["L"])
  }
}
