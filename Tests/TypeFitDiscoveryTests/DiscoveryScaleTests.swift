import Foundation
import Testing

@testable import TypeFitDiscovery

/// Discovery work grows with the input, not with its square: a modifier chain of any length
/// and an enum of any number of cases are read once.
@Suite("Hostile input: long modifier chains and large enums")
struct DiscoveryScaleTests {
  @Test(
    "20,000 .padding() on a NavigationLink, then .frame(height: 44): the fixed height is found on NavigationLink"
  )
  func longChainFinding() {
    let chain = String(repeating: ".padding()", count: 20_000)
    let source =
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
      + "NavigationLink(\"k\") { Text(\"x\") }\(chain).frame(height: 44)\nText(\"good\")\n} } }\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.map(\.title?.reference) == [.key("k", table: nil), .key("good", table: nil)])
    #expect(
      result.findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.message)" } == [
        // The repeated `.padding()` gets one note, at its first (A20-5), not 20,000.
        "3 TF017 .padding() on NavigationLink narrows the column its text wraps in; the text is measured at the "
          + "row's full width (not modelled)",
        "3 TF011 .frame(height: 44) on NavigationLink fixes the row's height at 44 pt: its text is cut when it "
          + "grows with Dynamic Type",
      ])
  }

  @Test(
    "rows and source findings 2^20 columns apart on lines 1, 2 and 3 are each kept (A15-1: packed positions collided)"
  )
  func positionsPastTwoToTheTwenty() {
    // Line 2's row starts at column 2^20 + 5, which `line << 20 | column` made equal to line 3,
    // column 5 (k.three was lost); line 4's text likewise equalled line 5's (t2's TF009 lost).
    let pad = String(repeating: " ", count: 1 << 20)
    let source =
      "List { NavigationLink(\"k.one\") { }\n"
      + "/*\(pad)*/NavigationLink(\"k.two\") { }\n"
      + "    NavigationLink(\"k.three\") { Text(\"x\") }.lineLimit(1)\n"
      + "/*\(pad)*/Text(\"t1\").font(.system(size: 11))\n"
      + "    Text(\"t2\").font(.system(size: 12))\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(
      result.rows.map { "\($0.location.line):\($0.location.column) \($0.title?.reference.summary ?? "-")" }
        == [
          "1:8 k.one", "2:1048581 k.two", "3:5 k.three", "4:1048581 t1", "5:5 t2",
        ])
    #expect(result.rows.first { $0.location.line == 3 }?.title?.lineLimit == 1)
    #expect(result.findings.map { "\($0.location.line) \($0.ruleID.rawValue)" } == ["4 TF009", "5 TF009"])
  }

  @Test(
    "the bases of all 20,000 modifiers of a chain are found looking at each token at most once, in either order"
  )
  func receiverBasesAreLinear() {
    let source = "NavigationLink(\"k\") { Text(\"x\") }" + String(repeating: ".font(.body)", count: 20_000)
    let stream = TokenStream(file: "V.swift", tokens: SwiftLexer.tokenize(source, file: "V.swift").tokens)
    let dots = (0..<stream.count - 1).filter {
      stream.isPunctuation($0, ".") && stream[$0 + 1].text == "font"
    }
    #expect(dots.count == 20_000)
    for order in [dots, dots.reversed()] {
      var bases = ReceiverBases()
      let found = order.map { bases.base(ofModifierAt: $0, in: stream) }
      #expect(found.allSatisfy { $0 == 0 })
      #expect(stream[0].text == "NavigationLink")
      #expect(bases.tokensExamined <= stream.count)
      #expect(bases.tokensExamined >= 2 * 20_000)
    }
  }

  @Test(
    "a computed property over 20,000 enum cases gives every key once, in source order, as the row's texts")
  func largeEnum() {
    var source = "import SwiftUI\nenum E: CaseIterable {\n"
    source += (0..<20_000).map { "case c\($0)\n" }.joined()
    source += "var title: LocalizedStringKey { switch self {\n"
    // Every tenth case repeats the key of the case before it: each key is kept once.
    source += (0..<20_000).map { "case .c\($0): return \"k.e\($0 % 10 == 9 ? $0 - 1 : $0)\"\n" }.joined()
    source +=
      "} } }\nstruct V: View { let e: E\nvar body: some View { List { NavigationLink(e.title) { Text(\"x\") }\n"
    source += "Text(\"good\") } } }\n"
    let result = RowDiscovery().discover(source: source, path: "E.swift")
    #expect(result.rows.count == 2)
    let title = result.rows.first?.title
    let keys = (0..<20_000).filter { $0 % 10 != 9 }.map { StringReference.key("k.e\($0)", table: nil) }
    #expect(title?.reference == keys.first)
    #expect(title?.alternatives == Array(keys.dropFirst()))
    #expect(result.rows.last?.title?.reference == .key("good", table: nil))
  }

  @Test(
    "8,000 rows titled e.pN with their 8,000 properties declared: every title resolves to its own key")
  func manyMemberAccessTitles() {
    let count = 8_000
    var source = "import SwiftUI\nenum E { case a\n"
    source += (0..<count).map { "var p\($0): LocalizedStringKey { \"pk\($0)\" }\n" }.joined()
    source += "}\nstruct V: View { let e: E; var body: some View { List {\n"
    source += (0..<count).map { "NavigationLink(e.p\($0)) { Text(\"x\") }\n" }.joined()
    source += "} } }\n"
    let result = RowDiscovery().discover(source: source, path: "E.swift")
    #expect(result.rows.map(\.title?.reference) == (0..<count).map { .key("pk\($0)", table: nil) })
  }

  @Test(
    "a property declared again in 20,000 extensions gives every key once, in source order, as the row's texts"
  )
  func propertyInManyExtensions() {
    var source = "import SwiftUI\n"
    // Every tenth extension repeats the key of the one before it: each key is kept once.
    source += (0..<20_000).map {
      "extension E { var title: LocalizedStringKey { \"t\($0 % 10 == 9 ? $0 - 1 : $0)\" } }\n"
    }.joined()
    source +=
      "struct V: View { let e: E\nvar body: some View { List { NavigationLink(e.title) { Text(\"x\") } } } }\n"
    let result = RowDiscovery().discover(source: source, path: "E.swift")
    let keys = (0..<20_000).filter { $0 % 10 != 9 }.map { StringReference.key("t\($0)", table: nil) }
    #expect(result.rows.count == 1)
    #expect(result.rows.first?.title?.reference == keys.first)
    #expect(result.rows.first?.title?.alternatives == Array(keys.dropFirst()))
  }
}
