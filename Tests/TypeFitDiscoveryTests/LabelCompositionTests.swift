import Testing

@testable import TypeFitDiscovery

/// Label views the seventeenth attack read with a phantom value or without the row's parts: an
/// `if`/`else if`/`else` chain and `Text + Text` (A17-20), a `LabeledContent` inside a
/// `NavigationLink`'s label (A17-7).
@Suite("SwiftUI rows: else-if chains, concatenated texts, LabeledContent in a label")
struct LabelCompositionTests {
  static let source = """
    import SwiftUI
    enum S { case on, off, unknown }
    struct V: View {
      let state: S = .on
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: {
            if state == .on {
              Text("st.on")
            } else if state == .off {
              Text("st.off")
            } else {
              Text("st.unknown")
            }
          }
          .lineLimit(1)
          NavigationLink { EmptyView() } label: {
            HStack {
              if state == .on { Text("h.on") } else if isOff(state) { Text("h.off") }
              Spacer()
              Text("h.value")
            }
          }
          NavigationLink { EmptyView() } label: {
            Text("cat.a") + Text("cat.b").bold()
          }
          .lineLimit(1)
          NavigationLink { EmptyView() } label: {
            Text("mix.a").bold() + Text("mix.b") + Text("mix.c").font(.caption) + Text("mix.d").fontWeight(.heavy)
          }
          NavigationLink { EmptyView() } label: {
            HStack { Text("t.a") + Text("t.b"); Spacer(); Text("t.value") }
          }
          NavigationLink { EmptyView() } label: {
            LabeledContent("wifi.title") { Text("wifi.on") }
              .lineLimit(1)
          }
          NavigationLink { EmptyView() } label: {
            LabeledContent("t8") { Text("s8").lineLimit(2) }.lineLimit(1)
          }
          NavigationLink { EmptyView() } label: {
            LabeledContent { Text("lc.value") } label: { Text("lc.title").font(.headline) }
          }
          NavigationLink { EmptyView() } label: {
            LabeledContent("arg.title", value: "Wert")
          }
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
        + (text.weight.map { "/\($0.name)" } ?? "") + (text.textStyle.map { "/\($0)" } ?? "")
        + (alternatives.isEmpty ? "" : "[\(alternatives)]")
    }
    return "\(describe(row.title)) \(describe(row.subtitle)) \(describe(row.value))"
  }

  @Test("if/else if/else: one title with two alternatives and the link's limit, no value (A17-20)")
  func elseIfChain() {
    #expect(parts("st.on") == "st.on/1[st.off,st.unknown] - -")
  }

  @Test("an else-if chain in an HStack: alternatives of the title; the text after the Spacer is the value")
  func elseIfInStack() {
    #expect(parts("h.on") == "h.on/none[h.off] - h.value/none")
  }

  @Test("Text(a) + Text(b).bold(): one title, the bolder part an alternative, no value (A17-20)")
  func concatenation() {
    #expect(parts("cat.a") == "cat.a/1[cat.b] - -")
  }

  @Test("a part lighter or in another style than the first is left out; a heavier one is kept")
  func concatenationStyles() {
    #expect(parts("mix.a") == "mix.a/none/bold[mix.d] - -")
  }

  @Test("Text + Text before a Spacer is the title; the text after it is still the value")
  func concatenationThenValue() {
    #expect(parts("t.a") == "t.a/none[t.b] - t.value/none")
  }

  @Test("LabeledContent in a label: title its argument, value its content, its .lineLimit on both (A17-7)")
  func labeledContentInLabel() throws {
    #expect(parts("wifi.title") == "wifi.title/1 - wifi.on/1")
    #expect(parts("t8") == "t8/1 - s8/2")
    #expect(parts("lc.title") == "lc.title/none/headline - lc.value/none")
    #expect(parts("arg.title") == "arg.title/none - verbatim \"Wert\"/none")
    let row = try #require(result.row(title: "wifi.title"))
    #expect(row.construct == .navigationLink && row.accessory == .disclosure)
  }

  @Test("every row titled by its first key, in source order; no row titled by a value or a later part")
  func titles() {
    #expect(
      result.titleKeys == [
        "st.on", "h.on", "cat.a", "mix.a", "t.a", "wifi.title", "t8", "lc.title", "arg.title",
      ])
  }

  @Test("Text + Text directly in a list: one row, the later parts alternatives of its title")
  func concatenationInList() throws {
    let source = """
      struct V: View {
        var body: some View {
          List {
            Text("l.a") + Text("l.b").bold() + Text("l.c")
            Text("l.d")
          }
          .lineLimit(1)
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["l.a", "l.d"])
    let row = try #require(result.row(title: "l.a"))
    #expect(row.title?.alternatives == [.key("l.b", table: nil), .key("l.c", table: nil)])
    #expect(row.title?.lineLimit == 1 && row.value == nil)
  }

  @Test("30,000 else-if branches: one row, every branch an alternative of the title, no value")
  func longChain() throws {
    let branches = (1..<30_000).map { " else if c { Text(\"k\($0)\") }" }.joined()
    let source =
      "struct B: View { let c = true\n var body: some View { List {\n"
      + "NavigationLink { EmptyView() } label: { if c { Text(\"k0\") }\(branches) else { Text(\"last\") } }\n"
      + "} } }\n"
    let result = RowDiscovery().discover(source: source, path: "B.swift")
    #expect(result.rows.count == 1)
    let row = try #require(result.row(title: "k0"))
    #expect(row.value == nil && row.subtitle == nil)
    #expect(row.title?.alternatives.count == 30_000)
    #expect(row.title?.alternatives.last == .key("last", table: nil))
    #expect(row.title?.alternatives.first == .key("k1", table: nil))
  }
}
