import Testing

@testable import TypeFitDiscovery

/// The sixty-second attack's A62-10: three stack shapes lost a row's text. A second `HStack`
/// line below the title's lost its subtitle and value; a badge in a nested `HStack` beside the
/// title took the value's place; a leading `ZStack` text (an avatar's initial), an inline image,
/// an emoji or a count before the title became the title.
@Suite("Discovery: lines, badges and marks in stacks")
struct DiscoveryStackShapeTests {
  private static func keys(_ text: DiscoveredText?) -> [String] {
    guard let text else { return [] }
    return ([text.reference] + text.alternatives).map { $0.key ?? "?" }
  }

  @Test("a second HStack line is the subtitle and its value; a nested badge is no value")
  func secondLineAndNestedBadge() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack(alignment: .leading) {
          HStack { Text("b.t"); Spacer(); Text("b.v") }
          HStack { Text("b.s").lineLimit(1); Spacer(); Text("b.w") }
        }
        HStack {
          Image(systemName: "x")
          VStack(alignment: .leading) { HStack { Text("c.t"); Text("c.badge") }; Text("c.s").lineLimit(2) }
          Spacer()
          Text("c.v").lineLimit(1)
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let lines = result.row(title: "b.t")
    #expect(Self.keys(lines?.title) == ["b.t"])
    #expect(lines?.subtitle?.reference.key == "b.s")
    #expect(lines?.subtitle?.lineLimit == 1)
    #expect(Self.keys(lines?.value) == ["b.v", "b.w"])
    let badge = result.row(title: "c.t")
    #expect(Self.keys(badge?.title) == ["c.t"])
    #expect(badge?.subtitle?.reference.key == "c.s")
    #expect(badge?.subtitle?.lineLimit == 2)
    #expect(Self.keys(badge?.value) == ["c.v"])
    #expect(badge?.value?.lineLimit == 1)
    #expect(badge?.leading == .symbol)
  }

  @Test("a ZStack text, an inline image, an emoji, a count or a date before the title is a mark")
  func leadingMarksAreNoTitle() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { ZStack { Circle(); Text("i.icon") }; Text("i.t").lineLimit(1); Spacer(); Text("i.v") }
        HStack { Text(Image(systemName: "bell")); Text("b.t"); Spacer(); Text("b.v").lineLimit(1) }
        HStack { Text(verbatim: "🔔"); Text("e.t"); Spacer(); Text("e.v") }
        HStack { Text("\\(count)"); Text("n.t"); Spacer(); Text("n.v") }
        HStack { Text(date, style: .time); Text("d.t"); Spacer(); Text("d.v") }
        ZStack { Circle(); Text("o.t") }
        HStack { Text("\\(count)") }
        HStack { Text("#\\(tag.title)"); Text("h.v") }
        VStack { Text("\\(index + 1)"); Text("v.s") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    for prefix in ["i", "b", "e", "n", "d"] {
      let row = result.row(title: "\(prefix).t")
      #expect(Self.keys(row?.title) == ["\(prefix).t"], "\(prefix)")
      #expect(Self.keys(row?.value) == ["\(prefix).v"], "\(prefix)")
      #expect(row?.subtitle == nil, "\(prefix)")
      #expect(row?.leading == .symbol, "\(prefix)")
    }
    #expect(result.row(title: "i.t")?.title?.lineLimit == 1)
    #expect(result.row(title: "b.t")?.value?.lineLimit == 1)
    // A mark alone is still the row's title.
    #expect(result.row(title: "o.t") != nil)
    // A name (`#\(tag.title)`) is no mark; a number above the title is the title line.
    #expect(result.rows.first { $0.value?.reference.key == "h.v" } != nil)
    #expect(result.rows.first { $0.subtitle?.reference.key == "v.s" } != nil)
    #expect(result.rows.count == 9)
  }
}
