import Testing

@testable import TypeFitDiscovery

/// Rows that show one computed property of many cases hold one list of its strings, shared,
/// so discovery costs memory in proportion to the source, not rows × cases.
@Suite("Hostile input: many rows showing a computed property of many cases")
struct SharedAlternativesTests {
  /// `enum E` whose `title` returns `key.0` … `key.(cases - 1)`, and the declaration of `e`.
  static func enumeration(cases: Int, type: String = "LocalizedStringKey", wrap: (String) -> String = { $0 })
    -> String
  {
    let branches = (0..<cases).map { "case .c\($0): return \(wrap("\"key.\($0)\""))\n" }
    return "enum E { " + (0..<cases).map { "case c\($0)\n" }.joined()
      + "var title: \(type) { switch self {\n" + branches.joined() + "} } }\n"
  }

  /// Whether two lists are one array (the same storage), not equal copies.
  static func sameStorage(_ first: [StringReference], _ second: [StringReference]) -> Bool {
    first.withUnsafeBufferPointer { a in
      second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
  }

  @Test("m NavigationLink(e.title) rows over n cases share one list of n - 1 alternatives")
  func navigationLinks() {
    let cases = 300
    let rows = 200
    let source =
      "import SwiftUI\n" + Self.enumeration(cases: cases)
      + "struct V: View { let e: E\nvar body: some View {\n"
      + "List {\n" + String(repeating: "NavigationLink(e.title) { Text(\"a\") }\n", count: rows) + "} } }\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == rows)
    let titles = result.rows.compactMap(\.title)
    #expect(titles.count == rows)
    #expect(titles.allSatisfy { $0.reference == .key("key.0", table: nil) })
    let expected = (1..<cases).map { StringReference.key("key.\($0)", table: nil) }
    #expect(titles.first?.alternatives == expected)
    // Every row's alternatives are the first row's array, not a copy of it.
    #expect(titles.allSatisfy { Self.sameStorage($0.alternatives, titles[0].alternatives) })
  }

  @Test("n `if` branches assigning e.title to one cell's label give one row with each key once")
  func uikitBranches() {
    let cases = 400
    let branches = (0..<cases).map { "if ip.row == \($0) { cell.textLabel?.text = e.title }\n" }
    let source =
      "import UIKit\n"
      + Self.enumeration(cases: cases, type: "String") { "NSLocalizedString(\($0), comment: \"\")" }
      + "class C: UITableViewController { let e: E = .c0\n"
      + "override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {\n"
      + "let cell = UITableViewCell()\n" + branches.joined() + "return cell } }\n"
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.rows.count == 1)
    let title = result.rows.first?.title
    #expect(title?.reference == .key("key.0", table: nil))
    #expect(title?.alternatives == (1..<cases).map { .key("key.\($0)", table: nil) })
  }
}
