import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-14: `.listStyle(.plain)` on a `List` was not read, so its rows
/// were laid out with the run's inset-grouped margins, and an app with lists of both styles could
/// not be checked with one `--list-style`.
@Suite("SwiftUI rows: the list style set on the List")
struct ListStyleTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List { NavigationLink("p") { EmptyView() } }.listStyle(.plain)
        List { Text("g") }.listStyle(GroupedListStyle())
        List { Text("i") }.listStyle(.inset)
        List { Text("s") }.listStyle(SidebarListStyle())
        List { Text("a") }.listStyle(.automatic)
        List { Text("n") }
        List { Text("r").listStyle(.plain) }
        NavigationStack {
          List {
            NavigationLink("pushed") {
              List { Text("inner") }
            }
          }
          .listStyle(.insetGrouped)
        }
        .listStyle(.plain)
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("each row has the style of its List; the nearest .listStyle wins; an unknown style is none")
  func styles() {
    func style(_ key: String) -> ListStyle? { result.row(title: key)?.listStyle }
    #expect(style("p") == .plain)
    #expect(style("g") == .grouped)
    #expect(style("i") == .insetGrouped)
    #expect(style("s") == .sidebar)
    #expect(style("a") == nil)
    #expect(style("n") == nil)
    // Set on the row, not on its List: the List does not read it.
    #expect(style("r") == nil)
    #expect(style("pushed") == .insetGrouped)
    // A pushed screen inherits the navigation stack's environment, not the list's.
    #expect(style("inner") == .plain)
  }
}
