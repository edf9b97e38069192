import Testing

@testable import TypeFitDiscovery

/// UIKit discovery and the UIKit rules read a file once, however many texts one cell assigns,
/// labels one cell class declares, or fonts one line sets.
@Suite("Hostile input: UIKit cells with many texts, labels and fonts")
struct UIKitScaleTests {
  static let cellHead =
    "import UIKit\nclass C: UITableViewController {\n"
    + "override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {\n"
    + "let cell = UITableViewCell()\n"

  /// The keys `k0`, `k1`, … of `count` assignments, every tenth repeating the one before it.
  static func keys(_ count: Int) -> [String] {
    (0..<count).map { "k\($0 % 10 == 9 ? $0 - 1 : $0)" }
  }

  /// The row's title first, then its alternatives.
  static func titles(_ row: SourceRow?) -> [StringReference] {
    guard let title = row?.title else { return [] }
    return [title.reference] + title.alternatives
  }

  /// Where two lists first differ (a short failure message for lists of thousands), or `nil`.
  static func firstDifference<T: Equatable>(_ found: [T], _ expected: [T]) -> Int? {
    let common = min(found.count, expected.count)
    return (0..<common).first { found[$0] != expected[$0] } ?? (found.count == expected.count ? nil : common)
  }

  /// `k0`, `k1`, … without every tenth, as `make` turns them into references.
  static func expected(_ count: Int, _ make: (String) -> StringReference) -> [StringReference] {
    (0..<count).filter { $0 % 10 != 9 }.map { make("k\($0)") }
  }

  @Test(
    "a switch of n `c.text = …` cases on one configuration is one row whose title has each key once, in order",
    arguments: [1_000, 8_000])
  func configurationSwitch(count: Int) {
    let cases = Self.keys(count).enumerated().map { "case \($0.offset): c.text = \"\($0.element)\"\n" }
    let source =
      Self.cellHead + "var c = cell.defaultContentConfiguration()\nswitch ip.row {\n" + cases.joined()
      + "default: break }\ncell.contentConfiguration = c\nreturn cell } }\n"
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.rows.count == 1)
    #expect(
      Self.firstDifference(Self.titles(result.rows.first), Self.expected(count) { .verbatim($0) }) == nil)
  }

  @Test(
    "n `cell.textLabel?.text = NSLocalizedString(…)` cases are one row whose title has each key once, in order",
    arguments: [1_000, 8_000])
  func textLabelSwitch(count: Int) {
    let cases = Self.keys(count).enumerated().map {
      "case \($0.offset): cell.textLabel?.text = NSLocalizedString(\"\($0.element)\", comment: \"\")\n"
    }
    let source = Self.cellHead + "switch ip.row {\n" + cases.joined() + "default: break }\nreturn cell } }\n"
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.rows.count == 1)
    #expect(result.rows.first?.construct == .tableViewCellLabels)
    #expect(
      Self.firstDifference(Self.titles(result.rows.first), Self.expected(count) { .key($0, table: nil) })
        == nil)
  }

  @Test(
    "a cell class assigning its one label n times is one row whose title has each key once, in order",
    arguments: [1_000, 8_000])
  func cellClassLabelAssignedOften(count: Int) {
    let cases = Self.keys(count).enumerated().map { "case \($0.offset): title.text = \"\($0.element)\"\n" }
    let source =
      "import UIKit\nclass Cell: UITableViewCell {\nlet title = UILabel()\nfunc configure(_ i: Int) {\n"
      + "title.numberOfLines = 2\nswitch i {\n" + cases.joined() + "default: break }\n}\n}\n"
    let result = RowDiscovery().discover(source: source, path: "Cell.swift")
    #expect(result.rows.count == 1)
    #expect(result.rows.first?.construct == .cellSubclass("Cell"))
    #expect(result.rows.first?.title?.lineLimit == 2)
    #expect(
      Self.firstDifference(Self.titles(result.rows.first), Self.expected(count) { .verbatim($0) }) == nil)
  }

  @Test(
    "a cell class of n labels gets each label's line count and text style, in declaration order",
    arguments: [1_000, 8_000])
  func cellClassManyLabels(count: Int) throws {
    let declarations = (0..<count).map { "let l\($0) = UILabel()\n" }.joined()
    let setup = (0..<count).map {
      "l\($0).numberOfLines = \($0 % 3 + 1)\n"
        + ($0 % 2 == 0 ? "l\($0).font = .preferredFont(forTextStyle: .footnote)\n" : "")
    }
    .joined()
    let source =
      "import UIKit\nclass Cell: UITableViewCell {\n" + declarations + "func setUp() {\n" + setup + "}\n}\n"
    let stream = TokenStream(
      file: "Cell.swift", tokens: SwiftLexer.tokenize(source, file: "Cell.swift").tokens)
    var index = CellClassIndex()
    index.add(stream)
    let labels = try #require(index.cellLabels(of: "Cell")).labels
    #expect(Self.firstDifference(labels.map(\.name), (0..<count).map { "l\($0)" }) == nil)
    #expect(Self.firstDifference(labels.map(\.lineLimit), (0..<count).map { $0 % 3 + 1 }) == nil)
    #expect(
      Self.firstDifference(labels.map(\.textStyle), (0..<count).map { $0 % 2 == 0 ? .footnote : nil }) == nil)
  }

  @Test(
    "n fixed-size fonts set on one line give n findings; n fonts named `font` are scaled by one scaledFont(for: font)",
    arguments: [1_000, 8_000])
  func manyFonts(count: Int) {
    let head =
      Self.cellHead + "var c = cell.defaultContentConfiguration()\nc.text = \"k\"\nlet label = UILabel()\n"
    let oneLine = (0..<count).map { "label.font = .systemFont(ofSize: \(13 + $0 % 3 * 2))" }.joined(
      separator: "; ")
    let lineResult = RowDiscovery().discover(source: head + oneLine + "\nreturn cell } }\n", path: "C.swift")
    #expect(lineResult.findings.count == count)
    #expect(lineResult.findings.allSatisfy { $0.ruleID == .labelNotScaled && $0.location.line == 8 })
    #expect(lineResult.findings.first?.message.hasPrefix("UIFont.systemFont(ofSize: 13)") == true)
    let named = (0..<count).map {
      "do { let font = UIFont.systemFont(ofSize: \(13 + $0 % 3 * 2)); label.font = font }\n"
    }
    .joined()
    for (scaled, expected) in [("font", 0), ("other", count)] {
      let source =
        head + named + "label.font = UIFontMetrics.default.scaledFont(for: \(scaled))\nreturn cell } }\n"
      #expect(RowDiscovery().discover(source: source, path: "C.swift").findings.count == expected)
    }
  }

  @Test(
    "the arguments of nested and successive scaledFont(for:) calls are read once each",
    arguments: [100, 200])
  func scaledFontArgumentsReadOnce(depth: Int) {
    let nested =
      String(repeating: "m.scaledFont(for: ", count: depth) + "base" + String(repeating: ")", count: depth)
    let successive = (0..<depth * 50).map { "let s\($0) = m.scaledFont(for: f\($0))\n" }.joined()
    let source = "let x = " + nested + "\n" + successive
    let stream = TokenStream(file: "F.swift", tokens: SwiftLexer.tokenize(source, file: "F.swift").tokens)
    let lines = UIKitFontLines(stream)
    #expect(lines.isScaled("base") && lines.isScaled("f0") && lines.isScaled("f\(depth * 50 - 1)"))
    #expect(!lines.isScaled("s0"))
    // Each successive call has an argument label, a colon and a name; the nested calls are read
    // once inside the outermost parentheses (`for : m . scaledFont (` and `)` a level).
    let nestedTokens = 7 * (depth - 1) + 3
    #expect(lines.argumentTokensRead == nestedTokens + 3 * depth * 50)
    #expect(lines.argumentTokensRead < stream.count)
  }

  @Test(
    "n `heightForRowAt` names without parentheses and n rowHeight assignments on one line: one finding each",
    arguments: [1_000, 8_000])
  func heightNames(count: Int) {
    let names = (0..<count).map { "let h\($0) = heightForRowAt\n" }.joined()
    let heights =
      "import UIKit\n" + names
      + "func tableView(_ t: UITableView, heightForRowAt ip: IndexPath) -> CGFloat { return 44 }\n"
    #expect(
      RowDiscovery().discover(source: heights, path: "H.swift").findings.map {
        "\($0.location.line) \($0.ruleID)"
      }
        == ["\(count + 2) fixedRowHeight"])
    let oneLine = (0..<count).map { _ in "t.rowHeight = 44" }.joined(separator: ", ")
    let rows = "import UIKit\nfunc f(t: UITableView) { g(" + oneLine + ")\nt.rowHeight = 60\n}\n"
    let findings = RowDiscovery().discover(source: rows, path: "R.swift").findings
    #expect(findings.map { "\($0.location.line) \($0.message.prefix(14))" } == ["3 rowHeight = 60"])
  }

  // The nineteenth attack's A19-8: each configuration ran to its name's next declaration or else
  // to the end of its function, and its row walked that whole range, so n configurations of
  // different names in one function were n² token visits (4,000 took over 100 s). Each is in
  // force to the end of its block or `switch` case, and its row looks up its name's uses.
  /// Configuration `c<i>` with key `k<i>`, limited to one line for every third.
  static func configuration(_ index: Int) -> String {
    "var c\(index) = cell.defaultContentConfiguration()\nc\(index).text = NSLocalizedString(\"k\(index)\", comment: \"\")\n"
      + (index % 3 == 0 ? "c\(index).textProperties.numberOfLines = 1\n" : "")
      + "cell.contentConfiguration = c\(index)\n"
  }

  @Test(
    "n configurations in `do` blocks, `switch` cases and straight-line code: n rows, each its own key and limit",
    arguments: [1_000, 4_000])
  func distinctNames(count: Int) {
    let doBlocks = (0..<count).map { "do {\n" + Self.configuration($0) + "}\n" }.joined()
    let cases =
      "switch ip.row {\n" + (0..<count).map { "case \($0):\n" + Self.configuration($0) }.joined()
      + "default: break\n}\n"
    let straight = (0..<count).map(Self.configuration).joined()
    for body in [doBlocks, cases, straight] {
      let source =
        Self.cellHead + body + "return cell\n}\n}\n"
      let rows = RowDiscovery().discover(source: source, path: "C.swift").rows
      #expect(
        Self.firstDifference(rows.map(\.title?.reference.key), (0..<count).map { "k\($0)" }) == nil
      )
      #expect(
        Self.firstDifference(rows.map { $0.title?.lineLimit == 1 }, (0..<count).map { $0 % 3 == 0 }) == nil)
      #expect(rows.allSatisfy { $0.title?.alternatives.isEmpty == true })
    }
  }

  @Test(
    "a configuration declared in a block ends with it: a property of the same name set later is not its part")
  func blockEndsScope() throws {
    let source = """
      import UIKit
      class C: UITableViewController {
        var content = UIListContentConfiguration.cell()
        override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          if ip.row == 0 {
            var content = cell.defaultContentConfiguration()
            content.text = "in"
            cell.contentConfiguration = content
          }
          content.text = "property"
          content.textProperties.numberOfLines = 1
          return cell
        }
      }
      """
    let rows = RowDiscovery().discover(source: source, path: "C.swift").rows
    #expect(rows.map(\.title?.reference) == [.verbatim("in")])
    #expect(rows.first?.title?.alternatives == [])
    #expect(rows.first?.title?.lineLimit == nil)
  }
}
