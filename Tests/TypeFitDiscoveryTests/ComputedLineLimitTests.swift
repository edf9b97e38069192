import Testing

@testable import TypeFitDiscovery

/// A line limit the source computes is not known, whatever literals it holds: the eighteenth
/// attack's A18-9 read `dynamicTypeSize.isAccessibilitySize ? nil : 1` and `max(1, n)` as 1 (a
/// false TF001 error). Literals, `nil` and ranges of literals read as before.
@Suite("Line limits: a computed limit is not known, never a literal inside it")
struct ComputedLineLimitTests {
  /// Each `.lineLimit` argument and the limit it must read as (`nil`: measured without one).
  static let spellings: [(argument: String, limit: Int?)] = [
    ("dynamicTypeSize.isAccessibilitySize ? nil : 1", nil),
    ("expanded ? nil : 1", nil),
    ("isAX ? Int.max : 1", nil),
    ("max(1, n)", nil),
    ("min(3, n)", nil),
    ("count > 3 ? 2 : 1", nil),
    ("n", nil),
    ("isAX ? 1 : 20000", nil),
    ("2", 2),
    ("+2", 2),
    ("nil", nil),
    ("1...3", 3),
    ("2...", nil),
    ("...3", 3),
    // Parentheses around the whole limit are the literal inside (A19-11).
    ("(2)", 2),
    ("((1...3))", 3),
    ("(nil)", nil),
    ("(1) + (2)", nil),
    ("(n)", nil),
  ]

  static let source =
    "import SwiftUI\nstruct V: View {\n  var body: some View {\n    List {\n"
    + spellings.enumerated().map { index, spelling in
      "      NavigationLink { EmptyView() } label: { Text(\"k\(index)\").lineLimit(\(spelling.argument)) }.lineLimit(4)\n"
    }.joined() + "    }\n  }\n}\n"

  @Test("each spelling gives its limit; a computed one is unlimited and gets no note")
  func spellingsRead() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    for (index, spelling) in Self.spellings.enumerated() {
      let row = try #require(result.row(title: "k\(index)"), "\(spelling.argument)")
      #expect(row.title?.lineLimit == spelling.limit, "\(spelling.argument)")
    }
    // Computed limits are not quoted in a note (only a literal out of range is).
    #expect(result.findings.filter { $0.message.contains("lineLimit") }.isEmpty)
  }

  @Test("UIKit: numberOfLines = max(1, lines) and a ternary are not known; = 2 is 2, = (1) is 1")
  func uikitComputed() {
    let source = """
      import UIKit
      final class C: UICollectionViewController {
        func configure(_ cell: UICollectionViewListCell) {
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("u2", comment: "")
          content.textProperties.numberOfLines = max(1, lines)
          cell.contentConfiguration = content
        }
        func configure3(_ cell: UICollectionViewListCell) {
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("u3", comment: "")
          content.textProperties.numberOfLines = isAX ? 0 : 1
          cell.contentConfiguration = content
        }
        func configure4(_ cell: UICollectionViewListCell) {
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("u4", comment: "")
          content.textProperties.numberOfLines = 2
          cell.contentConfiguration = content
        }
        func configure5(_ cell: UICollectionViewListCell) {
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("u5", comment: "")
          content.textProperties.numberOfLines = (1)
          cell.contentConfiguration = content
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.row(title: "u2") != nil)
    #expect(result.row(title: "u2")?.title?.lineLimit == nil)
    #expect(result.row(title: "u3") != nil)
    #expect(result.row(title: "u3")?.title?.lineLimit == nil)
    #expect(result.row(title: "u4")?.title?.lineLimit == 2)
    // `= (1)` is the literal 1 (A19-11 read it as computed).
    #expect(result.row(title: "u5")?.title?.lineLimit == 1)
    #expect(result.titleKeys == ["u2", "u3", "u4", "u5"])
  }
}
