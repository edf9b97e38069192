import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-3: `.lineLimit(1)` on a `NavigationStack` reached the rows of
/// its root list and of `.navigationDestination` content, but not those of a screen a
/// `NavigationLink` pushes, though the stack's environment reaches every screen it shows.
@Suite("SwiftUI rows: modifiers on the navigation stack reach pushed screens")
struct NavigationEnvironmentTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("a") {
              List { NavigationLink("b") { EmptyView() } }
            }
          }
          .lineLimit(2)
          .navigationDestination(for: Int.self) { _ in
            List { NavigationLink("c") { EmptyView() } }
          }
        }
        .lineLimit(1)
      }
    }
    struct W: View {
      var body: some View {
        List {
          NavigationLink("d") {
            List { NavigationLink("e") { EmptyView() } }
          }
        }
        .lineLimit(1)
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("the stack's limit reaches the root list, a pushed list and navigationDestination content")
  func stackReachesPushedScreens() {
    #expect(result.titleKeys == ["a", "b", "c", "d", "e"])
    // The root list's own 2 wins over the stack's 1; the pushed screen takes the stack's, not the list's.
    #expect(result.row(title: "a")?.title?.lineLimit == 2)
    #expect(result.row(title: "b")?.title?.lineLimit == 1)
    #expect(result.row(title: "c")?.title?.lineLimit == 1)
  }

  @Test("without a navigation container a list's limit does not reach the screen a link pushes")
  func listDoesNotReachDestination() {
    #expect(result.row(title: "d")?.title?.lineLimit == 1)
    #expect(result.row(title: "e")?.title?.lineLimit == nil)
  }

  /// The nineteenth attack's A19-5: a `TabView`'s modifiers did not reach its tabs' lists
  /// (`TabView { List { … } }.lineLimit(1)`), nor, through a navigation container, their
  /// pushed screens.
  static let tabSource = """
    import SwiftUI
    struct T: View {
      var body: some View {
        TabView {
          List { NavigationLink("tab.a") { List { Text("tab.a.pushed") } } }
          NavigationStack {
            List { NavigationLink("tab.b") { List { Text("tab.b.pushed").lineLimit(3) } } }
          }
          .font(.caption)
          .tabItem { Label("tab.item", systemImage: "star") }
          Text("tab.text")
        }
        .lineLimit(1)
      }
    }
    struct U: View {
      var body: some View { List { Text("other") } }
    }
    """

  @Test("a TabView's modifiers reach each tab's list and, through its stack, the pushed screens (A19-5)")
  func tabViewReachesTabs() throws {
    let tabs = RowDiscovery().discover(source: Self.tabSource, path: "T.swift")
    // A tab's own view (`Text` directly in the TabView) and its tab item are not rows.
    #expect(tabs.titleKeys == ["tab.a", "tab.a.pushed", "tab.b", "tab.b.pushed", "other"])
    #expect(tabs.row(title: "tab.a")?.title?.lineLimit == 1)
    #expect(tabs.row(title: "tab.a.pushed")?.title?.lineLimit == 1)
    let b = try #require(tabs.row(title: "tab.b"))
    #expect(b.title?.lineLimit == 1)
    #expect(b.title?.textStyle == .caption1)
    #expect(b.accessory == .disclosure)
    // The pushed screen's own limit wins; the stack's font reaches it.
    #expect(tabs.row(title: "tab.b.pushed")?.title?.lineLimit == 3)
    #expect(tabs.row(title: "tab.b.pushed")?.title?.textStyle == .caption1)
    // Another view's list is not in the tab bar.
    #expect(tabs.row(title: "other")?.title?.lineLimit == nil)
    #expect(tabs.findings.isEmpty)
  }
}
