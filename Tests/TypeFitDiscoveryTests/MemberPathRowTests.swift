import Foundation
import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-14 leftovers: a title read through two members
/// (`item.kind.title`) and the `$item` binding form of `ForEach($items)` were left unresolved.
@Suite("String references: member paths and $item bindings")
struct MemberPathRowTests {
  static let model = """
    import SwiftUI
    enum Kind { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "kind.a"; case .b: return "kind.b" } }
    }
    struct Item: Identifiable {
      let id: Int
      let kind: Kind
      var isOn: Bool
      var title: LocalizedStringKey { switch kind { case .a: return "item.a"; case .b: return "item.b" } }
    }
    struct Node { let next: Node; let kind: Kind }

    """

  /// Rows of `view`, with the model in another file.
  static func rows(_ view: String) -> [String] {
    let result = RowDiscovery().discover(sources: [
      ("Model.swift", Array(model.utf8)), ("V.swift", Array(view.utf8)),
    ])
    return ConstantArrayKeyTests.rows(result)
  }

  @Test("item.kind.title, ForEach($items) { $item in Toggle(item.title, …) } and $0.title give their keys")
  func paths() {
    let view = """
      import SwiftUI
      struct V: View {
        @State var items: [Item]
        let node: Node
        var body: some View {
          List {
            ForEach(items) { item in Text(item.kind.title).lineLimit(1) }
            ForEach($items) { $item in Toggle(item.title, isOn: $item.isOn) }
            ForEach($items) { $item in Toggle(item.kind.title, isOn: $item.isOn) }
            ForEach(items) { Text($0.kind.title) }
            Text(node.next.next.next.kind.title)
          }
        }
      }
      """
    #expect(
      Self.rows(view) == [
        "kind.a,kind.b 7", "item.a,item.b 8", "kind.a,kind.b 9", "kind.a,kind.b 10", "kind.a,kind.b 11",
      ])
  }

  @Test("a path past 8 members, a cycle of typealiases and a member of no written type stay unresolved")
  func bounded() {
    let view = """
      import SwiftUI
      typealias Loop = Loop
      typealias Ping = Pong
      typealias Pong = Ping
      struct V: View {
        let node: Node
        let loose = makeNode()
        var body: some View {
          List {
            Text(node.next.next.next.next.next.next.next.next.kind.title)
            ForEach(Loop.allCases, id: \\.self) { l in Text(l.title) }
            ForEach(Ping.allCases, id: \\.self) { l in Text(l.title) }
            Text(loose.kind.title)
          }
        }
      }
      """
    #expect(
      Self.rows(view) == [
        "? computed: node.next.next.next.next.next.next.next.next.kind.title 10", "? computed: l.title 11",
        "? computed: l.title 12", "? computed: loose.kind.title 13",
      ])
  }
}
