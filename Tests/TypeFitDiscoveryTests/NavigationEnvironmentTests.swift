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
}
