import Testing

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-26: controls SwiftUI draws as a `Label` of their title and an
/// image, under `.labelStyle(.iconOnly)`, were rows titled with the text they hide.
@Suite("SwiftUI rows: icon-only controls")
struct IconOnlyControlTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @State var on = true
      var body: some View {
        List {
          ShareLink("io.share", item: URL(string: "x")!).labelStyle(.iconOnly)
          Button("io.btn", systemImage: "x") { }.labelStyle(.iconOnly)
          Toggle("io.toggle", systemImage: "x", isOn: $on)
          Section { Button("io.image", image: "x") { } }.labelStyle(.iconOnly)
          Button("io.plain", systemImage: "x") { }
          Button("io.text") { }.labelStyle(.iconOnly)
          Menu("io.menu") { Button("b") { } }.labelStyle(.iconOnly)
        }
        .labelStyle(.iconOnly)
      }
    }

    """

  @Test("a title drawn as an icon-only label is no row; a text title or a plain label style still is")
  func rows() {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    // The List's own `.labelStyle(.iconOnly)` reaches io.toggle and io.plain too: only the
    // titles SwiftUI draws as text remain (a `Button("k")` and a `Menu("k")` draw a `Text`).
    #expect(result.titleKeys == ["io.text", "io.menu"])
    #expect(result.row(title: "io.text")?.construct == .button)
  }

  @Test("without the label style, the same controls are rows with a leading icon")
  func withoutStyle() {
    let source = Self.source.replacingOccurrences(of: ".labelStyle(.iconOnly)", with: "")
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(
      result.titleKeys == ["io.share", "io.btn", "io.toggle", "io.image", "io.plain", "io.text", "io.menu"])
    #expect(result.row(title: "io.btn")?.leading == .symbol)
  }
}
