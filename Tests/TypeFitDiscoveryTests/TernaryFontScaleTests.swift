import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// Ternary fonts and weights of many branches are read once per branch (the twenty-first
/// attack's A21-3: a 16,000-branch `.font(c ? .body : … : .title)` paired the ternary's `?` and
/// `:` again for every branch and did not finish in 60 s); the stricter branch is still the one
/// read, wherever it stands.
@Suite("Hostile input: ternary fonts of many branches")
struct TernaryFontScaleTests {
  /// `c0 ? first : c1 ? first : … : last`, `count` branches in all, without brackets.
  static func chain(_ count: Int, _ first: String, _ last: String) -> String {
    (0..<count - 1).map { "c\($0 % 7) ? \(first) : " }.joined() + last
  }

  @Test("20,000 branches: .font is the last branch's title, .fontWeight the last branch's black")
  func swiftUIChains() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("tf.k").font(\(Self.chain(20_000, ".body", ".title"))).lineLimit(1)
        Text("tf.w").fontWeight(\(Self.chain(20_000, ".regular", ".black"))).lineLimit(1)
        Text("tf.f").font(\(Self.chain(20_000, ".body.weight(.light)", ".caption"))).lineLimit(1)
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.map(\.title?.reference) == ["tf.k", "tf.w", "tf.f"].map { .key($0, table: nil) })
    let k = result.row(title: "tf.k")?.title
    #expect(k?.textStyle == .title1)
    #expect(k?.lineLimit == 1)
    #expect(result.row(title: "tf.w")?.title?.weight == .black)
    // body is larger than caption at AX5: the first branch, with its light weight.
    let f = result.row(title: "tf.f")?.title
    #expect(f?.textStyle == .body)
    #expect(f?.weight == .light)
  }

  @Test("UIKit: a 20,000-branch textLabel.font ternary is its title1 branch")
  func uiKitChain() {
    let font = Self.chain(
      20_000, "UIFont.preferredFont(forTextStyle: .body)", "UIFont.preferredFont(forTextStyle: .title1)")
    let source = """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = NSLocalizedString("tf.u", comment: "")
          cell.textLabel?.numberOfLines = 1
          cell.textLabel?.font = \(font)
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.rows.map(\.title?.reference) == [.key("tf.u", table: nil)])
    #expect(result.rows.first?.title?.textStyle == .title1)
    #expect(result.rows.first?.title?.lineLimit == 1)
  }

  @Test("branches in parentheses and nested in the first branch are each read: the largest wins")
  func nestedAndParenthesized() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("p1").font(a ? (b ? .body : .largeTitle) : .callout)
        Text("p2").font(a ? b ? .caption : .title2 : .footnote)
        Text("p3").font((a ? .body : .title3))
        Text("p4").fontWeight(a ? (b ? .light : .heavy) : .medium)
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "p1")?.title?.textStyle == .largeTitle)
    #expect(result.row(title: "p2")?.title?.textStyle == .title2)
    #expect(result.row(title: "p3")?.title?.textStyle == .title3)
    #expect(result.row(title: "p4")?.title?.weight == .heavy)
  }

  @Test("the leaves of a 20,000-branch ternary are its branches, in source order")
  func leavesInOrder() {
    let source = Self.chain(20_000, "x", "y")
    let stream = TokenStream(file: "V.swift", tokens: SwiftLexer.tokenize(source, file: "V.swift").tokens)
    let leaves = TernaryBranches.leaves(of: 0..<stream.count, in: stream)
    #expect(leaves.count == 20_000)
    #expect(leaves.allSatisfy { $0.count == 1 })
    #expect(leaves.map { stream[$0.lowerBound].text } == Array(repeating: "x", count: 19_999) + ["y"])
    #expect(zip(leaves, leaves.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
  }
}
