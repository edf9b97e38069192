import Testing

@testable import TypeFitDiscovery

/// Layouts SwiftUI picks between by size: a branch on the Dynamic Type size (A17-16) and the
/// children of a `ViewThatFits` (A17-15), and a label shown as its icon alone.
@Suite("SwiftUI rows: alternative layouts")
struct LayoutAlternativesTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
      @Environment(\\.sizeCategory) private var sizeCategory
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: {
            if dynamicTypeSize.isAccessibilitySize {
              VStack(alignment: .leading) {
                Text("acc.title")
                Text("acc.value")
              }
            } else {
              HStack {
                Text("acc.title").lineLimit(1)
                Spacer()
                Text("acc.value")
              }
            }
          }
          NavigationLink { EmptyView() } label: {
            if dynamicTypeSize >= .accessibility1 {
              Text("ge.title").lineLimit(3)
            } else {
              Text("ge.title").lineLimit(1)
            }
          }
          Button { } label: {
            if !sizeCategory.isAccessibilityCategory {
              HStack { Text("sc.title").lineLimit(1); Spacer(); Text("sc.value").lineLimit(1) }
            } else if sizeCategory == .accessibilityLarge {
              Text("sc.large")
            } else {
              VStack { Text("sc.title"); Text("sc.value") }
            }
          }
          NavigationLink { EmptyView() } label: {
            if isOn { Text("plain.on").lineLimit(1) } else { Text("plain.off") }
          }
          NavigationLink { EmptyView() } label: {
            ViewThatFits {
              Text("w1").lineLimit(1)
              Text("w1.short").lineLimit(1)
            }
          }
          NavigationLink { EmptyView() } label: {
            Label("w2", systemImage: "gear").labelStyle(.iconOnly).lineLimit(1)
          }
          NavigationLink { EmptyView() } label: { Label("w3", systemImage: "gear") }.labelStyle(.iconOnly)
          Label("w4", systemImage: "gear").labelStyle(.iconOnly)
          ViewThatFits(in: .horizontal) {
            HStack { Text("v1.title").lineLimit(1); Spacer(); Text("v1.value").lineLimit(1) }
            VStack { Text("v1.title").lineLimit(2); Text("v1.value") }
          }
          NavigationLink { EmptyView() } label: { Label("w5", systemImage: "gear").labelStyle(.titleAndIcon) }
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  func parts(_ key: String) -> String {
    guard let row = result.row(title: key) else { return "no row" }
    func describe(_ text: DiscoveredText?) -> String {
      guard let text else { return "-" }
      let alternatives = text.alternatives.map(\.summary).joined(separator: ",")
      return "\(text.reference.summary)/\(text.lineLimit.map(String.init) ?? "none")"
        + (alternatives.isEmpty ? "" : "[\(alternatives)]")
    }
    return "\(describe(row.title)) \(describe(row.subtitle)) \(describe(row.value))"
  }

  @Test(
    "if dynamicTypeSize.isAccessibilitySize { VStack } else { HStack with .lineLimit(1) }: no limit, value kept"
  )
  func accessibilityBranch() {
    #expect(parts("acc.title") == "acc.title/none - acc.value/none")
  }

  @Test(">= .accessibility1 branches: the least strict limit (3), not the other branch's 1")
  func comparedBranch() {
    #expect(parts("ge.title") == "ge.title/3 - -")
  }

  @Test("an else-if chain on sizeCategory: the unlimited layout's title, the other texts as alternatives")
  func sizeCategoryChain() {
    #expect(parts("sc.title") == "sc.title/none[sc.large] - sc.value/none")
  }

  @Test("an if on anything else is read as before: the first branch with its limit, the other an alternative")
  func plainIf() {
    #expect(parts("plain.on") == "plain.on/1[plain.off] - -")
  }

  @Test("ViewThatFits children are alternatives with no line limit: w1.short is not a value")
  func viewThatFits() {
    #expect(parts("w1") == "w1/none[w1.short] - -")
    #expect(parts("v1.title") == "v1.title/none - v1.value/none")
    #expect(result.rows.first { $0.title?.reference.key == "v1.title" }?.construct == .textStack)
  }

  @Test(
    "ViewThatFits of links in a list is one row, its titles alternatives; one child keeps its limit (A18-8)")
  func viewThatFitsOfRows() throws {
    let source = """
      struct V: View {
        var body: some View {
          List {
            ViewThatFits {
              NavigationLink("v1") { Text("d1").lineLimit(1) }.lineLimit(1)
              NavigationLink("v2") { EmptyView() }.lineLimit(1)
            }
            ViewThatFits(in: .horizontal) {
              Text("v3").lineLimit(1).fixedSize()
              Text("v4").lineLimit(2)
            }
            NavigationLink { EmptyView() } label: {
              ViewThatFits { Text("v5").lineLimit(1) }
            }
            ViewThatFits { Text("v6").lineLimit(2) }
            ViewThatFits {
              NavigationLink("v7") { EmptyView() }.lineLimit(1)
              Image(systemName: "gear")
            }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let rows = result.rows.map {
      "\($0.location.line):\($0.location.column) \($0.construct) \($0.title?.reference.summary ?? "-")/"
        + "\($0.title?.lineLimit.map(String.init) ?? "none")"
        + "[\($0.title?.alternatives.map(\.summary).joined(separator: ",") ?? "")]"
    }
    #expect(
      rows == [
        "5:9 NavigationLink v1/none[v2]", "8:7 Stack of Text v3/none[v4]", "12:7 NavigationLink v5/1[]",
        "15:7 Stack of Text v6/2[]", "17:9 NavigationLink v7/1[]",
      ])
    // A link's destination is another screen: its text is no title of the list's row.
    #expect(result.row(title: "d1") == nil)
    #expect(result.row(title: "v2") == nil)
  }

  @Test(
    "a Label with .labelStyle(.iconOnly), its own or the link's, shows no title: no row; another style does")
  func iconOnly() {
    for key in ["w2", "w3", "w4"] { #expect(result.row(title: key) == nil, "\(key)") }
    #expect(parts("w5") == "w5/none - -")
    #expect(result.titleKeys == ["acc.title", "ge.title", "sc.title", "plain.on", "w1", "v1.title", "w5"])
  }

  @Test("an if on isAccessibilitySize directly in a list, each branch one stack: one row at the if, merged")
  func listLevelBranch() throws {
    let source = """
      struct V: View {
        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
        var body: some View {
          List {
            if dynamicTypeSize.isAccessibilitySize {
              VStack(alignment: .leading) { Text("l.title"); Text("l.value") }
            } else {
              HStack { Text("l.title").lineLimit(1); Spacer(); Text("l.value") }
            }
            if dynamicTypeSize.isAccessibilitySize {
              NavigationLink("n.ax") { EmptyView() }
            } else {
              NavigationLink("n.other") { EmptyView() }.lineLimit(1)
            }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(
      result.rows.map { "\($0.location.line) \($0.construct) \($0.title?.reference.summary ?? "-")" } == [
        "5 Stack of Text l.title", "11 NavigationLink n.ax", "13 NavigationLink n.other",
      ])
    let row = try #require(result.row(title: "l.title"))
    #expect(row.title?.lineLimit == nil && row.subtitle == nil)
    #expect(row.value?.reference == .key("l.value", table: nil) && row.value?.lineLimit == nil)
  }
}
