import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The modifier nearest a `Text` wins, as in SwiftUI: its own over the row's or a stack's, and
/// the first of a chain over a later one (the seventeenth attack's A17-8).
@Suite("SwiftUI rows: the modifier nearest the text wins")
struct NearestModifierTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: {
            Text("a1").lineLimit(nil)
          }
          .lineLimit(1)
          NavigationLink { EmptyView() } label: {
            Text("a2").lineLimit(3)
          }
          .lineLimit(1)
          Text("a3").lineLimit(nil).lineLimit(1)
          NavigationLink { EmptyView() } label: {
            Text("f1").font(.caption)
          }
          .font(.largeTitle)
          Text("f2").font(.caption).font(.largeTitle)
          NavigationLink { EmptyView() } label: {
            VStack { Text("f3").lineLimit(2); Text("f4") }.lineLimit(1)
          }
          NavigationLink { EmptyView() } label: { Text("o1") }.lineLimit(1).font(.headline)
          NavigationLink { EmptyView() } label: { Text("n1").lineLimit(limit) }.lineLimit(1)
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("the text's own .lineLimit(nil) and .lineLimit(3) win over .lineLimit(1) on the NavigationLink")
  func ownLimitWins() throws {
    #expect(result.titleKeys == ["a1", "a2", "a3", "f1", "f2", "f3", "o1", "n1"])
    let a1 = try #require(result.row(title: "a1"))
    #expect(a1.title?.lineLimit == nil)
    #expect(result.row(title: "a2")?.title?.lineLimit == 3)
  }

  @Test("Text(\"a3\").lineLimit(nil).lineLimit(1): the first, nearest the text, wins: unlimited")
  func firstOfChainWins() throws {
    let a3 = try #require(result.row(title: "a3"))
    #expect(a3.title?.lineLimit == nil)
  }

  @Test("the text's own .font(.caption) wins over .font(.largeTitle) on the link and later in its chain")
  func ownFontWins() {
    #expect(result.row(title: "f1")?.title?.textStyle == .caption1)
    #expect(result.row(title: "f2")?.title?.textStyle == .caption1)
  }

  @Test("a stack's .lineLimit(1) still applies to a text without its own; the row's to a text without one")
  func outerStillApplies() throws {
    let f3 = try #require(result.row(title: "f3"))
    #expect(f3.title?.lineLimit == 2)
    #expect(f3.subtitle?.reference == .key("f4", table: nil) && f3.subtitle?.lineLimit == 1)
    let o1 = try #require(result.row(title: "o1"))
    #expect(o1.title?.lineLimit == 1 && o1.title?.textStyle == .headline)
  }

  @Test("the text's own computed .lineLimit(limit) is not replaced by the link's .lineLimit(1)")
  func computedOwnLimit() throws {
    let n1 = try #require(result.row(title: "n1"))
    #expect(n1.title?.lineLimit == nil)
  }
}
