import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// `.lineLimit` and `.font` on a `List`, `Form`, `Section` or a view around them set the
/// environment every row inside inherits (the seventeenth attack's A17-9 gave those rows none).
@Suite("SwiftUI rows: modifiers on the list around them")
struct EnvironmentModifierTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink("l1") { EmptyView() }
          Section {
            NavigationLink("a5") { EmptyView() }
            NavigationLink("own") { EmptyView() }.lineLimit(2)
            NavigationLink { EmptyView() } label: { Text("label.own").lineLimit(nil) }
          }
          .lineLimit(3)
          NavigationLink {
            List { Text("dest") }
          } label: {
            Text("x")
          }
        }
        .lineLimit(1)
      }
    }
    struct W: View {
      var body: some View {
        Form {
          Toggle("l2", isOn: .constant(true))
          Toggle("l2.own", isOn: .constant(true)).font(.caption)
        }
        .font(.largeTitle)
      }
    }
    struct X: View {
      var body: some View {
        NavigationStack {
          List { NavigationLink("l3") { EmptyView() } }
        }
        .lineLimit(1)
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  func limit(_ key: String) -> String {
    guard let row = result.row(title: key) else { return "no row" }
    return row.title?.lineLimit.map(String.init) ?? "none"
  }

  @Test("List { … }.lineLimit(1) and NavigationStack { List { … } }.lineLimit(1): the rows get one line")
  func listLimit() {
    #expect(result.titleKeys == ["l1", "a5", "own", "label.own", "x", "dest", "l2", "l2.own", "l3"])
    #expect(limit("l1") == "1" && limit("x") == "1" && limit("l3") == "1")
  }

  @Test("Section { … }.lineLimit(3) inside the list: the nearer, 3; a row's own 2 and a text's own nil win")
  func sectionLimit() {
    #expect(limit("a5") == "3")
    #expect(limit("own") == "2")
    #expect(limit("label.own") == "none")
  }

  @Test("Form { … }.font(.largeTitle): its toggles are largeTitle, a toggle's own .font(.caption) wins")
  func formFont() {
    #expect(result.row(title: "l2")?.title?.textStyle == .largeTitle)
    #expect(result.row(title: "l2.own")?.title?.textStyle == .caption1)
  }

  @Test("a NavigationLink's destination does not take the list's environment (another screen)")
  func destination() {
    #expect(limit("dest") == "none")
  }
}
