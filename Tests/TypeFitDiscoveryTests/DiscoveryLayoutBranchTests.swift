import Testing

@testable import TypeFitDiscovery

/// The fifty-ninth attack's A59-5: a label whose `if`/`else` branches are whole layouts (a title
/// and a subtitle each) was read as one row whose last text took the other branch's texts as its
/// alternatives; each branch's title is now a title, its subtitle a subtitle, its value a value.
@Suite("Discovery: if/else branches that are whole layouts")
struct DiscoveryLayoutBranchTests {
  private static func keys(_ text: DiscoveredText?) -> [String] {
    guard let text else { return [] }
    return ([text.reference] + text.alternatives).map { $0.key ?? "?" }
  }

  @Test("each branch's title, subtitle and value go to their parts")
  func branchesAreLayouts() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        NavigationLink { Text("d") } label: {
          if a { VStack { Text("n.t0"); Text("n.s0") } } else { VStack { Text("n.t1"); Text("n.s1") } }
        }
        VStack { if a { Text("v.t0"); Text("v.s0") } else { Text("v.t1"); Text("v.s1") } }
        HStack { if a { Text("h.t0") } else { Text("h.t1"); Spacer(); Text("h.v1") } }
        Toggle(isOn: $o) { if a { Text("g.t0"); Text("g.s0") } else { Text("g.t1") } }
        HStack {
          if a { Text("s.t0") + Text("s.more") } else { VStack { Text("s.t1"); Text("s.s1") }; Spacer(); Buy() }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let link = result.row(title: "n.t0")
    #expect(Self.keys(link?.title) == ["n.t0", "n.t1"])
    #expect(Self.keys(link?.subtitle) == ["n.s0", "n.s1"])
    #expect(link?.value == nil)
    let stack = result.row(title: "v.t0")
    #expect(Self.keys(stack?.title) == ["v.t0", "v.t1"])
    #expect(Self.keys(stack?.subtitle) == ["v.s0", "v.s1"])
    let beside = result.row(title: "h.t0")
    #expect(Self.keys(beside?.title) == ["h.t0", "h.t1"])
    #expect(Self.keys(beside?.value) == ["h.v1"])
    #expect(beside?.subtitle == nil)
    // A Toggle's label stacks texts placed directly in it (A20-18), in a branch too.
    let toggle = result.row(title: "g.t0")
    #expect(Self.keys(toggle?.title) == ["g.t0", "g.t1"])
    #expect(Self.keys(toggle?.subtitle) == ["g.s0"])
    // Ice Cubes' SupportAppView.swift:182: a joined text (its later part an alternative of its
    // first, TextConcatenation), or a stack of title and subtitle.
    let support = result.row(title: "s.t0")
    #expect(Self.keys(support?.title) == ["s.t0", "s.more", "s.t1"])
    #expect(Self.keys(support?.subtitle) == ["s.s1"])
  }

  @Test("an if whose branches hold one text each stays one part with alternatives")
  func singleTextBranches() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { if a { Text("o.t0") } else { Text("o.t1") }; Spacer(); Text("o.v") }
        VStack { Text("p.t"); if a { Text("p.s0") } else { Text("p.s1") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(Self.keys(result.row(title: "o.t0")?.title) == ["o.t0", "o.t1"])
    #expect(Self.keys(result.row(title: "o.t0")?.value) == ["o.v"])
    #expect(Self.keys(result.row(title: "p.t")?.subtitle) == ["p.s0", "p.s1"])
  }
}

/// The fifty-ninth attack's A59-13: views written with their module (`SwiftUI.List`), an
/// initializer called by name (`Text.init("k")`) or wrapped in `AnyView(…)` lost their rows.
@Suite("Discovery: views written in a longer form")
struct DiscoveryQualifiedViewTests {
  @Test("SwiftUI.-qualified views, Text.init and AnyView give the rows their short forms give")
  func longerForms() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View {
        SwiftUI.List {
          SwiftUI.NavigationLink { Text("d") } label: { SwiftUI.Label("q.label", systemImage: "x") }
          Text.init("q.init").lineLimit(1)
          AnyView(Text("q.any")).lineLimit(1)
          SwiftUI.HStack { SwiftUI.Text("q.t"); Spacer(); Text(verbatim: "q.v") }
          AnyView(erasing: Text("q.erasing"))
        }
      } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["q.label", "q.init", "q.any", "q.t"])
    #expect(result.row(title: "q.label")?.isNavigable == true)
    #expect(result.row(title: "q.init")?.title?.lineLimit == 1)
    #expect(result.row(title: "q.any")?.title?.lineLimit == 1)
    #expect(result.row(title: "q.t")?.value?.reference == .verbatim("q.v"))
    // Lines and columns stay the source's own.
    #expect(result.row(title: "q.init")?.location.line == 5)
    #expect(result.row(title: "q.init")?.location.column == 5)
  }
}

/// The sixtieth attack's A60-5: a second line wrapped in `Group { if … }` or `ViewThatFits { … }`
/// was read as the row's value; SwiftUI lays it out as the stack's next view, the subtitle.
@Suite("Discovery: a second line in a Group or a ViewThatFits")
struct DiscoveryGroupedLineTests {
  @Test(
    "a Group's and a ViewThatFits's texts after the title are the subtitle in a VStack, the value in an HStack"
  )
  func groupedSecondLine() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        NavigationLink { Text("d") } label: {
          VStack { Text("g.t"); Group { if on { Text("g.s0") } else { Text("g.s1") } } }.lineLimit(1)
        }
        NavigationLink { Text("d") } label: { VStack { Text("f.t"); ViewThatFits { Text("f.s0"); Text("f.s1") } } }
        HStack { Text("h.t"); Spacer(); Group { Text("h.v") } }
        Group { Text("o.t"); Text("o.v") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let grouped = result.row(title: "g.t")
    #expect(grouped?.subtitle?.reference.key == "g.s0")
    #expect(grouped?.subtitle?.alternatives.map(\.key) == ["g.s1"])
    #expect(grouped?.subtitle?.lineLimit == 1)
    #expect(grouped?.value == nil)
    let fitting = result.row(title: "f.t")
    #expect(fitting?.subtitle?.reference.key == "f.s0")
    #expect(fitting?.subtitle?.alternatives.map(\.key) == ["f.s1"])
    #expect(fitting?.value == nil)
    #expect(result.row(title: "h.t")?.value?.reference.key == "h.v")
  }
}

/// The fifty-ninth attack's A59-4: two properties of one `ForEach` element are paired by
/// position, and a property whose `switch` lists the cases in another order paired one case's
/// title with another case's detail.
@Suite("Discovery: a property's switch arms are read in the cases' order")
struct DiscoveryCaseOrderTests {
  @Test("arms in another order than the cases give their texts in the cases' order")
  func armsInCaseOrder() {
    let source = """
      import SwiftUI
      enum E: String, CaseIterable, Identifiable {
        case wifi, cell, vpn
        var id: String { rawValue }
        var title: LocalizedStringKey {
          switch self {
          case .wifi: "t.wifi"
          case .cell: "t.cell"
          case .vpn: "t.vpn"
          }
        }
        var detail: LocalizedStringKey {
          switch self {
          case .vpn: return "d.vpn"
          case .wifi: return "d.wifi"
          case .cell: return "d.cell"
          }
        }
        var note: LocalizedStringKey {
          switch self {
          case .vpn: "n.vpn"
          default: "n.other"
          }
        }
      }
      struct V: View { var body: some View { List {
        ForEach(E.allCases) { e in VStack { Text(e.title); Text(e.detail) } }
        ForEach(E.allCases) { e in VStack { Text(e.detail); Text(e.note) } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let row = result.row(title: "t.wifi")
    #expect(
      row.map { [$0.title?.reference.key] + ($0.title?.alternatives.map(\.key) ?? []) } == [
        "t.wifi", "t.cell", "t.vpn",
      ])
    #expect(
      row?.subtitle.map { [$0.reference.key] + $0.alternatives.map(\.key) } == ["d.wifi", "d.cell", "d.vpn"])
    // A `default:` arm stands for several cases: the arms keep their written order.
    let notes = result.row(title: "d.wifi")?.subtitle
    #expect(notes.map { [$0.reference.key] + $0.alternatives.map(\.key) } == ["n.vpn", "n.other"])
  }
}

/// The fifty-ninth attack's A59-11b: a value behind `if loading { ProgressView() } else {
/// Text(v) }` became an alternative of the title, and the row had no value.
@Suite("Discovery: an else after branches without text")
struct DiscoveryElseWithoutTextTests {
  @Test("the else's text is the part's own when the branches before show no text")
  func elseAfterNoText() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("l.t"); Spacer(); if loading { ProgressView() } else { Text("l.v") } }
        HStack { Text("m.t"); Spacer(); if a { ProgressView() } else if b { EmptyView() } else { Text("m.v") } }
        HStack { Text("n.t"); Spacer(); if a { Text("n.v0") } else if b { ProgressView() } else { Text("n.v1") } }
        VStack { Text("o.t"); if hidden { } else { Text("o.s") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "l.t")?.title?.alternatives.isEmpty == true)
    #expect(result.row(title: "l.t")?.value?.reference.key == "l.v")
    #expect(result.row(title: "m.t")?.value?.reference.key == "m.v")
    let chain = result.row(title: "n.t")
    #expect(chain?.value?.reference.key == "n.v0")
    #expect(chain?.value?.alternatives.map(\.key) == ["n.v1"])
    #expect(result.row(title: "o.t")?.subtitle?.reference.key == "o.s")
  }
}

/// The fifty-ninth attack's A59-1: `ForEach` over a static member declared as an array of the
/// type (`static var visible: [Kind]`) gave its element no type, so `kind.title` was unresolved.
@Suite("Discovery: ForEach over a member declared as an array of a type")
struct DiscoveryMemberCollectionTests {
  @Test("the element takes the member's declared element type, in this file or another")
  func memberCollections() {
    let kinds = """
      import SwiftUI
      enum Kind: CaseIterable {
        case a, b
        static var visible: [Kind] { [.a, .b] }
        static let ordered: [Self] = [.b, .a]
        static let names: [String: Int] = [:]
        var title: LocalizedStringKey {
          switch self {
          case .a: "k.a"
          case .b: "k.b"
          }
        }
      }
      """
    let view = """
      import SwiftUI
      struct V: View { var body: some View { List {
        ForEach(Kind.visible, id: \\.self) { kind in Text(kind.title) }
        Section { ForEach(Kind.ordered, id: \\.self) { Text($0.title).lineLimit(1) } }
      } } }
      """
    let result = RowDiscovery().discover(
      sources: [(path: "Kind.swift", bytes: Array(kinds.utf8)), (path: "V.swift", bytes: Array(view.utf8))])
    let titles = result.rows.map { row in row.title.map { [$0.reference.key] + $0.alternatives.map(\.key) } }
    #expect(titles == [["k.a", "k.b"], ["k.a", "k.b"]])
  }
}
