import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-27: an app's own modifiers (`extension View` functions and
/// `ViewModifier`s) set what their chains set, as if written where they are used.
@Suite("SwiftUI rows: the app's own modifiers")
struct CustomModifierTests {
  static let style = """
    import SwiftUI
    extension View {
      func rowTitleStyle() -> some View { lineLimit(1).font(.headline) }
      public func selfStyle() -> some View { return self.lineLimit(2).bold() }
      func wrapped() -> some View { modifier(RowStyle()) }
      func lined(_ lines: Int) -> some View { lineLimit(lines) }
      @ViewBuilder func branching(_ on: Bool) -> some View { if on { lineLimit(1) } else { self } }
    }
    extension Text {
      func captionTitle() -> Text { self.font(.caption).fontWeight(.heavy) }
    }
    struct RowStyle: ViewModifier {
      func body(content: Content) -> some View { content.lineLimit(3).font(.title2) }
    }
    extension View {
      func dimmed(_ on: Bool) -> some View { if on { self.opacity(0.5) } else { self } }
    }
    struct Sized: ViewModifier {
      let lines: Int
      func body(content: Content) -> some View { content.lineLimit(lines) }
    }
    """

  static func discover(_ rows: String, style: String = style) -> DiscoveryResult {
    let list = "import SwiftUI\nstruct A: View { var body: some View { List {\n\(rows)\n} } }\n"
    return RowDiscovery().discover(sources: [
      ("app/Style.swift", Array(style.utf8)), ("app/A.swift", Array(list.utf8)),
    ])
  }

  static func shape(_ text: DiscoveredText?) -> String {
    guard let text else { return "-" }
    let weight = text.weight.map { " \($0)" } ?? ""
    return
      "\(text.textStyle.map { "\($0)" } ?? "body") \(text.lineLimit.map(String.init) ?? "unlimited")\(weight)"
  }

  @Test("extension View and Text functions and ViewModifiers set their chains' limits, fonts and weights")
  func followed() {
    let result = Self.discover(
      """
      NavigationLink { EmptyView() } label: { Text("cm.ext").rowTitleStyle() }
      NavigationLink { EmptyView() } label: { Text("cm.mod").modifier(RowStyle()) }
      NavigationLink { EmptyView() } label: { Text("cm.ref").lineLimit(1).font(.headline) }
      NavigationLink { EmptyView() } label: { Text("cm.self").selfStyle() }
      NavigationLink { EmptyView() } label: { Text("cm.wrap").wrapped() }
      NavigationLink { EmptyView() } label: { Text("cm.text").captionTitle() }
      NavigationLink("cm.row") { EmptyView() }.rowTitleStyle()
      """)
    let shapes = ["cm.ext", "cm.mod", "cm.ref", "cm.self", "cm.wrap", "cm.text", "cm.row"].map {
      "\($0) \(Self.shape(result.row(title: $0)?.title))"
    }
    #expect(
      shapes == [
        "cm.ext headline 1", "cm.mod title2 3", "cm.ref headline 1", "cm.self body 2 bold",
        "cm.wrap title2 3",
        "cm.text caption1 unlimited heavy", "cm.row headline 1",
      ])
    #expect(result.findings.filter { $0.message.contains("app's own modifier") }.isEmpty)
  }

  @Test("the modifier nearest the text wins, a custom one at its place in the chain")
  func order() {
    let result = Self.discover(
      """
      Text("o.inner").lineLimit(4).rowTitleStyle()
      Text("o.outer").rowTitleStyle().lineLimit(4).font(.caption)
      NavigationLink { EmptyView() } label: { Text("o.env").font(.footnote) }.rowTitleStyle()
      """)
    #expect(Self.shape(result.row(title: "o.inner")?.title) == "headline 4")
    #expect(Self.shape(result.row(title: "o.outer")?.title) == "headline 1")
    #expect(Self.shape(result.row(title: "o.env")?.title) == "footnote 1")
  }

  @Test("a modifier reading its parameters or properties, or with an if, is not followed and gets a note")
  func notFollowed() {
    let result = Self.discover(
      """
      Text("n.lined").lineLimit(1).lined(2)
      Text("n.branch").branching(true)
      Text("n.sized").modifier(Sized(lines: 1))
      Text("n.dimmed").lineLimit(1).dimmed(true)
      """)
    // `dimmed` branches, but calls no modifier that sets text: nothing to follow, no note.
    #expect(Self.shape(result.row(title: "n.dimmed")?.title) == "body 1")
    #expect(Self.shape(result.row(title: "n.lined")?.title) == "body 1")
    #expect(Self.shape(result.row(title: "n.branch")?.title) == "body unlimited")
    #expect(Self.shape(result.row(title: "n.sized")?.title) == "body unlimited")
    #expect(
      result.findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID.rawValue) \($0.message)" }
        == [
          "app/A.swift:3 TF017 .lined(2) is the app's own modifier (Style.swift:6), not followed: its chain "
            + "reads its parameter 'lines'; what it sets is not read (not modelled)",
          "app/A.swift:4 TF017 .branching(true) is the app's own modifier (Style.swift:7), not followed: its "
            + "body is not one chain of modifiers on the view; what it sets is not read (not modelled)",
          "app/A.swift:5 TF017 .modifier(Sized(lines: 1)) is the app's own modifier (Style.swift:18), not "
            + "followed: its chain reads its property 'lines'; what it sets is not read (not modelled)",
        ])
    #expect(result.findings.allSatisfy { $0.severity == .note })
  }

  @Test("modifiers using each other in a loop, or themselves, are not followed, and the walk ends")
  func recursion() {
    let style = """
      extension View {
        func a() -> some View { lineLimit(1).b() }
        func b() -> some View { font(.title).a() }
        func me() -> some View { lineLimit(1).me() }
        func ok() -> some View { lineLimit(2) }
      }
      struct Loop: ViewModifier { func body(content: Content) -> some View { content.modifier(Loop()) } }
      """
    let result = Self.discover(
      """
      Text("r.a").a()
      Text("r.me").me()
      Text("r.loop").modifier(Loop())
      Text("r.ok").ok()
      """, style: style)
    #expect(
      result.rows.map { Self.shape($0.title) } == [
        "body unlimited", "body unlimited", "body unlimited", "body 2",
      ])
    #expect(
      result.findings.map(\.message) == [
        ".a() is the app's own modifier (Style.swift:2), not followed: it uses .b(), which is not followed; "
          + "what it sets is not read (not modelled)",
        ".me() is the app's own modifier (Style.swift:4), not followed: it uses itself, through .me(); what "
          + "it sets is not read (not modelled)",
        ".modifier(Loop()) is the app's own modifier (Style.swift:7), not followed: it uses itself, through "
          + ".modifier(Loop()); what it sets is not read (not modelled)",
      ])
  }

  @Test("10,000 modifiers each using the next: the 16 innermost are followed, the rest noted, in one pass")
  func deepChain() {
    var style = "extension View {\n"
    for index in 0..<10_000 { style += "  func m\(index)() -> some View { m\(index + 1)() }\n" }
    style += "  func m10000() -> some View { lineLimit(1) }\n}\n"
    let result = Self.discover(
      """
      Text("d.top").m0()
      Text("d.near").m9985()
      Text("d.far").m9984()
      Text("d.many")\(String(repeating: ".m9999()", count: 10_000))
      """, style: style)
    #expect(
      result.rows.map { Self.shape($0.title) } == ["body unlimited", "body 1", "body unlimited", "body 1"])
    #expect(
      result.findings.map { "\($0.location.line) \($0.message)" } == [
        "3 .m0() is the app's own modifier (Style.swift:2), not followed: it uses .m1(), which is not "
          + "followed; what it sets is not read (not modelled)",
        "5 .m9984() is the app's own modifier (Style.swift:9986), not followed: it nests the app's modifiers "
          + "more than 16 deep; what it sets is not read (not modelled)",
      ])
  }

  @Test("extension SwiftUI.View with a where clause, a renamed content parameter, a multi-line chain")
  func spellings() {
    let style = """
      extension SwiftUI.View where Self: Sendable {
        func spelled() -> some View {
          self
            .lineLimit(2)
            .font(.footnote)
        }
      }
      struct Renamed: ViewModifier, Sendable {
        func body(content c: Content) -> some View { return c.lineLimit(3) }
      }
      """
    let result = Self.discover(
      """
      ForEach(items) { item in NavigationLink("s.a") { EmptyView() }.spelled() }
      Text("s.b").modifier(Renamed())
      """, style: style)
    #expect(result.rows.map { Self.shape($0.title) } == ["footnote 2", "body 3"])
    #expect(result.findings.isEmpty)
  }

  @Test("two packages each declaring the modifier: the using file's module's declaration is followed")
  func modules() {
    let one = "extension View { func rowStyle() -> some View { lineLimit(1) } }\n"
    let two = "extension View { func rowStyle() -> some View { lineLimit(2) } }\n"
    let list = "struct A: View { var body: some View { List { Text(\"p.k\").rowStyle() } } }\n"
    let result = RowDiscovery().discover(sources: [
      ("P/Package.swift", Array("let package = 1\n".utf8)),
      ("P/Sources/A/Style.swift", Array(one.utf8)), ("P/Sources/B/Style.swift", Array(two.utf8)),
      ("P/Sources/B/List.swift", Array(list.utf8)),
    ])
    #expect(result.row(title: "p.k")?.title?.lineLimit == 2)
  }
}
