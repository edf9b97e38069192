import Testing

@testable import TypeFitDiscovery

/// Layouts chosen by the Dynamic Type size or by the space are merged in time linear in their
/// number (the twenty-first attack's A21-18: 40,000 branches did not finish in 60 s). Each
/// input is sized to take about a second when the merge is linear.
@Suite("Hostile input: many layouts chosen by size")
struct LayoutAlternativesScaleTests {
  static let count = 20_000

  static func list(_ body: String) -> String {
    "import SwiftUI\nstruct V: View {\n  @Environment(\\.dynamicTypeSize) var dynamicTypeSize\n"
      + "  var body: some View { List {\n\(body)\n    Text(\"good\")\n  } }\n}\n"
  }

  /// `if dynamicTypeSize == .accessibilityN { VStack { Text("aI"); Text("bI") } } else if …`,
  /// ending in `last`.
  static func chain(last: String) -> String {
    (0..<count).map {
      "if dynamicTypeSize == .accessibility\($0 % 5 + 1) { VStack { Text(\"a\($0)\"); Text(\"b\($0)\") } }"
    }
    .joined(separator: " else ") + " else { \(last) }"
  }

  @Test("a NavigationLink label of a 20,000-branch Dynamic Type chain is one row with every branch's texts")
  func labelChain() {
    let source = Self.list(
      "NavigationLink { Text(\"x\") } label: { \(Self.chain(last: "HStack { Text(\"z\") }")) }")
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a0", "good"])
    let row = result.rows[0]
    #expect(row.title?.alternatives.count == Self.count)
    #expect(row.title?.alternatives.first == .key("a1", table: nil))
    #expect(row.title?.alternatives.last == .key("z", table: nil))
    #expect(row.subtitle?.reference == .key("b0", table: nil))
    #expect(row.subtitle?.alternatives.count == Self.count - 1)
    #expect(row.title?.lineLimit == nil)
  }

  @Test("a ViewThatFits of 20,000 HStacks in a label is one row, no limit, the other texts its alternatives")
  func viewThatFits() {
    let children = (0..<Self.count).map {
      "HStack { Text(\"a\($0)\").lineLimit(1); Spacer(); Text(\"b\($0)\") }"
    }
    let source = Self.list(
      "NavigationLink { Text(\"x\") } label: { ViewThatFits { \(children.joined(separator: " ")) } }")
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a0", "good"])
    let row = result.rows[0]
    #expect(row.title?.alternatives.count == Self.count - 1)
    #expect(row.title?.lineLimit == nil)
    #expect(row.value?.reference == .key("b0", table: nil))
  }

  @Test("a 20,000-branch Dynamic Type chain directly in a List is one row at its first if")
  func listChain() {
    let source = Self.list(Self.chain(last: "HStack { Text(\"z\") }"))
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a0", "good"])
    #expect(result.rows[0].location.line == 5)
    #expect(result.rows[0].title?.alternatives.count == Self.count)
  }

  @Test(
    "a 20,000-branch chain in a List whose last branch is not a text layout: a row per branch, no branch walked twice"
  )
  func listChainOfRows() {
    let source = Self.list(Self.chain(last: "Button(\"z\") { }; Text(\"y\")"))
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    // Each `VStack` branch is a row of its own, then the last branch's button and text.
    #expect(result.rows.count == Self.count + 3)
    #expect(Array(result.titleKeys.prefix(2)) == ["a0", "a1"])
    #expect(result.rows[1].subtitle?.reference == .key("b1", table: nil))
    #expect(Array(result.titleKeys.suffix(3)) == ["z", "y", "good"])
  }
}
