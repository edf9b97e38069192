import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-29: a `+` join takes a modifier only in parentheses —
/// `(Text("a") + Text("b")).lineLimit(1)` — and directly in a list that was no row at all; in a
/// label the `.lineLimit(1)` after the `)` was dropped; a parenthesised ternary of texts was no
/// row and a bare one two rows. A parenthesised expression of texts is read as what is inside,
/// with the modifiers after the `)`; a ternary of texts is one row, the other branch an
/// alternative.
@Suite("SwiftUI rows: parenthesised joins and ternaries of texts")
struct ParenthesisedViewTests {
  static let source = """
    import SwiftUI
    struct V: View {
      let on = true
      var body: some View {
        List {
          (Text("j2.a") + Text("j2.b")).lineLimit(1)
          NavigationLink { Text("x") } label: { (Text("j2.c") + Text("j2.d").bold()).lineLimit(1) }
          (Text(Image(systemName: "star")) + Text(" ") + Text("j2.g")).lineLimit(1)
          Text("j2.e") + Text("j2.f")
          (on ? Text("tv.a") : Text("tv.b")).lineLimit(1)
          on ? Text("tv.c") : Text("tv.d")
          Text(on ? "tv.e" : "tv.f").lineLimit(1)
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("a parenthesised join directly in a list is one row with the limit after the parentheses")
  func joinInList() throws {
    let row = try #require(result.row(title: "j2.a"))
    #expect(row.title?.lineLimit == 1)
    #expect(row.title?.alternatives == [.key("j2.b", table: nil)])
    #expect(row.construct == .text && row.accessory == .none && !row.isNavigable)
    #expect(row.location.line == 6)
  }

  @Test("in a NavigationLink label the limit after the parentheses applies to the join")
  func joinInLabel() throws {
    let row = try #require(result.row(title: "j2.c"))
    #expect(row.title?.lineLimit == 1)
    #expect(row.construct == .navigationLink && row.isNavigable)
    #expect(row.value == nil && row.subtitle == nil)
  }

  @Test("an inline image and a space in a join are not measured: the text part is the title")
  func inlineImage() throws {
    let row = try #require(result.row(title: "j2.g"))
    #expect(row.title?.lineLimit == 1)
    #expect(row.title?.alternatives.isEmpty == true)
    #expect(row.location.line == 8)
  }

  @Test(
    "a ternary of texts is one row, parenthesised with its limit or bare, the other branch an alternative")
  func ternaries() throws {
    let parenthesised = try #require(result.row(title: "tv.a"))
    #expect(parenthesised.title?.lineLimit == 1)
    #expect(parenthesised.title?.alternatives == [.key("tv.b", table: nil)])
    let bare = try #require(result.row(title: "tv.c"))
    #expect(bare.title?.alternatives == [.key("tv.d", table: nil)])
    #expect(bare.title?.lineLimit == nil)
    #expect(result.row(title: "tv.d") == nil && result.row(title: "tv.b") == nil)
    let inner = try #require(result.row(title: "tv.e"))
    #expect(inner.title?.alternatives == [.key("tv.f", table: nil)])
  }

  @Test("every text is in exactly one row; the unparenthesised join is read as before")
  func counts() throws {
    #expect(result.rows.count == 7)
    let join = try #require(result.row(title: "j2.e"))
    #expect(join.title?.alternatives == [.key("j2.f", table: nil)])
  }
}
