import Testing

@testable import TypeFitDiscovery

/// A second line placed in the title's vertical stack as an `HStack` of texts (`VStack(alignment:
/// .leading) { Text(t); HStack { Text(s); Text(s2) } }`) is the subtitle, all of it: a text
/// beside the subtitle in its line (not after a `Spacer()`) is an alternative of the subtitle,
/// never the row's trailing value.
@Suite("Discovery: texts beside the subtitle in its line are the subtitle's")
struct DiscoverySubtitleLineTests {
  @Test("HStack { Text(s); Text(s2) } below the title: s2 is the subtitle's, not the value")
  func besideSubtitle() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack(alignment: .leading) { Text("a.t"); HStack { Text("a.s"); Text("a.s2") } }
        VStack { Text("b.t"); HStack { Text("b.s"); Text("b.s2"); Spacer(); Text("b.v") } }
        HStack {
          VStack(alignment: .leading) { Text("c.t"); HStack { Text("c.s"); Text("c.s2").bold() } }
          Spacer()
          Text("c.v")
        }
        VStack(alignment: .leading) {
          Text("f.t")
          HStack { Image(systemName: "clock"); Text("f.s"); Text("f.s2"); Text("f.s3") }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "f.t"])
    #expect(result.row(title: "a.t").partKeys == ["a.t", "a.s", nil])
    #expect(result.row(title: "b.t").partKeys == ["b.t", "b.s", "b.v"])
    #expect(result.row(title: "c.t").partKeys == ["c.t", "c.s", "c.v"])
    #expect(result.row(title: "f.t").partKeys == ["f.t", "f.s", nil])
    #expect(result.row(title: "a.t")?.subtitle?.alternatives.map(\.key) == ["a.s2"])
    #expect(result.row(title: "b.t")?.subtitle?.alternatives.map(\.key) == ["b.s2"])
    #expect(result.row(title: "c.t")?.subtitle?.alternatives.map(\.key) == ["c.s2"])
    #expect(result.row(title: "f.t")?.subtitle?.alternatives.map(\.key) == ["f.s2", "f.s3"])
    #expect(result.row(title: "b.t")?.value?.alternatives.isEmpty == true)
  }

  @Test("a value after the subtitle line's Spacer, and a second text in the title's line, stay values")
  func valuesStay() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack { Text("d.t"); HStack { Text("d.s"); Spacer(); Text("d.v") } }
        HStack { Text("e.t"); Text("e.v") }
        VStack { HStack { Text("g.t"); Spacer(); Text("g.v") }; HStack { Text("g.s"); Spacer(); Text("g.w") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "d.t").partKeys == ["d.t", "d.s", "d.v"])
    #expect(result.row(title: "e.t").partKeys == ["e.t", nil, "e.v"])
    #expect(result.row(title: "g.t").partKeys == ["g.t", "g.s", "g.v"])
    #expect(result.row(title: "g.t")?.value?.alternatives.map(\.key) == ["g.w"])
  }
}
