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
          Button(action: {}) { HStack { name; Text(" "); other } }
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

  @Test("a ternary's `?` has a space before it; `??`, `a?.b`, `as?` and `f?(x)` are no ternary or expression")
  func questionMarks() {
    let source = "x = on ? a : b; y = a ?? b; z = a?.b; w = c as? D; v = f?(x); u = (a)"
    let stream = TokenStream(file: "Q.swift", tokens: SwiftLexer.tokenize(source, file: "Q.swift").tokens)
    let questions = (0..<stream.count).filter { stream[$0].isPunctuation("?") }
    #expect(
      questions.map { ParenthesisedViews.isTernaryQuestion(at: $0, in: stream) } == [
        true, false, false, false, false, false,
      ])
    let opening = (0..<stream.count).filter { stream[$0].isPunctuation("(") }
    #expect(opening.map { ParenthesisedViews.opens(at: $0, in: stream) } == [false, true])
  }

  @Test("every text is in exactly one row; the unparenthesised join is read as before")
  func counts() throws {
    #expect(result.rows.count == 8)
    // A space on its own (not in a join) is read as before: the button's title, not a row of
    // its own (mastodon-ios' language picker).
    let button = try #require(result.rows.first { $0.location.line == 13 })
    #expect(button.construct == .button && button.title?.reference.key == " ")
    let join = try #require(result.row(title: "j2.e"))
    #expect(join.title?.alternatives == [.key("j2.f", table: nil)])
  }

  /// The twenty-seventh attack's A27-5: a join holding a ternary of texts was read as a title and
  /// a value (in a `Toggle`'s label, a title and a subtitle), so a trailing value the screen does
  /// not have truncated and stacked. The part after (or before) the ternary joins it.
  @Test(
    "a join with a ternary of texts is one text, the other parts and branches its alternatives",
    arguments: [
      ("((on ? Text(\"jt.a\") : Text(\"jt.b\")) + Text(\"jt.c\")).lineLimit(1)", "jt.a", 1),
      ("(Text(\"jt.c\") + (on ? Text(\"jt.a\") : Text(\"jt.b\"))).lineLimit(1)", "jt.c", 1),
      ("Toggle(isOn: $on) { (on ? Text(\"jt.a\") : Text(\"jt.b\")) + Text(\"jt.c\") }", "jt.a", nil),
      ("(Text(\"jt.c\") + (on ? Text(\"jt.a\") : Text(\"jt.b\")) + Text(\"jt.d\")).lineLimit(2)", "jt.c", 2),
    ] as [(String, String, Int?)])
  func joinWithTernary(line: String, title: String, lineLimit: Int?) throws {
    let source = "struct V: View {\n  var body: some View {\n    List {\n      \(line)\n    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 1)
    let row = try #require(result.row(title: title))
    let parts: Set<String> =
      line.contains("jt.d") ? ["jt.a", "jt.b", "jt.c", "jt.d"] : ["jt.a", "jt.b", "jt.c"]
    #expect(Set((row.title?.alternatives ?? []).compactMap(\.key)) == parts.subtracting([title]))
    #expect(row.title?.lineLimit == lineLimit)
    #expect(row.subtitle == nil && row.value == nil)
  }
}
