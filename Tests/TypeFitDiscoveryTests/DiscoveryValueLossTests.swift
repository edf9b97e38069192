import Testing

@testable import TypeFitDiscovery

/// The fifty-eighth attack's ways discovery lost a text of a row: a `Picker`'s generated options
/// kept their first key alone (A58-3), and an `if c {` in a label was read as a call with a
/// trailing closure, so its branch's text left the stack it is in (A58-1).
@Suite("Discovery keeps every text a row can show")
struct DiscoveryValueLossTests {
  static let kinds = """
    import SwiftUI
    enum E: CaseIterable {
      case c0, c1, c2
      var value: LocalizedStringKey {
        switch self {
        case .c0: return "v0"
        case .c1: return "v1"
        case .c2: return "v2"
        }
      }
    }
    let keys: [LocalizedStringKey] = ["k0", "k1", "k2"]

    """

  private static func value(_ row: SourceRow?) -> [String] {
    guard let value = row?.value else { return [] }
    return ([value.reference] + value.alternatives).map { $0.key ?? "?" }
  }

  @Test("a Picker's ForEach options give every case's and every element's key (A58-3)")
  func generatedOptions() {
    let source =
      Self.kinds + """
        struct V: View { var body: some View { List {
          Picker("p.cases", selection: $s) { ForEach(E.allCases) { o in Text(o.value).tag(o) } }
          Picker("p.elements", selection: $s) { ForEach(keys, id: \\.self) { Text($0) } }
          Picker("p.mixed", selection: $s) { Text("m0"); ForEach(E.allCases) { Text($0.value) }; Text("v1") }
        } } }
        """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(Self.value(result.row(title: "p.cases")) == ["?", "v0", "v1", "v2"])
    #expect(Self.value(result.row(title: "p.elements")) == ["?", "k0", "k1", "k2"])
    // Each text once, in source order.
    #expect(Self.value(result.row(title: "p.mixed")) == ["?", "m0", "v0", "v1", "v2"])
  }

  @Test("many options reading one property of many cases are each text once")
  func sharedListReadOnce() {
    let cases = (0..<300).map { "case c\($0)" }.joined(separator: "\n")
    let returns = (0..<300).map { "case .c\($0): return \"w\($0)\"" }.joined(separator: "\n")
    let options = (0..<300).map { _ in "Text(e.value)" }.joined(separator: "\n")
    let source = """
      import SwiftUI
      enum W { \(cases)
      var value: LocalizedStringKey { switch self {
      \(returns)
      } } }
      struct V: View { let e: W; var body: some View { List {
        Picker("p.many", selection: $s) { \(options) }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let value = Self.value(result.row(title: "p.many"))
    #expect(value.count == 301)
    #expect(value.last == "w299")
  }

  @Test("an if in a label keeps its text in its stack: a subtitle's chain is no value (A58-1)")
  func conditionIsNoCall() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { VStack { Text("h.t"); if sc { Text("h.s0") } else { Text("h.s1") } }
          Spacer()
          if vc { Text("h.v0") } else { Text("h.v1") } }
        Toggle(isOn: $o) { Text("t.t"); if !c { Text("t.s0") } else { Text("t.s1") } }
        NavigationLink(value: 1) { VStack { Text("n.t"); Text("n.s")
          if e { Text("n.third0") } else { Text("n.third1") } } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let stack = result.row(title: "h.t")
    #expect(stack?.subtitle?.reference.key == "h.s0")
    #expect(stack?.subtitle?.alternatives.map(\.key) == ["h.s1"])
    #expect(Self.value(stack) == ["h.v0", "h.v1"])
    let toggle = result.row(title: "t.t")
    #expect(toggle?.subtitle?.reference.key == "t.s0")
    #expect(toggle?.subtitle?.alternatives.map(\.key) == ["t.s1"])
    #expect(toggle?.value == nil)
    // A third line is left out, and its else with it: not the subtitle's alternative.
    let link = result.row(title: "n.t")
    #expect(link?.subtitle?.reference.key == "n.s")
    #expect(link?.subtitle?.alternatives.isEmpty == true)
    #expect(link?.value == nil)
  }
}

/// The fifty-ninth attack's ways discovery lost a row or a part: closure arguments written in
/// the parentheses (A59-12) and SwiftGen accessors named with a keyword (A59-9).
@Suite("Discovery: closure arguments and keyword accessors")
struct DiscoveryArgumentClosureTests {
  @Test("closures written as arguments are read as trailing ones (A59-12)")
  func argumentClosures() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View {
        List(content: {
          Picker(selection: $i, label: Text("a5.t"), content: { Text("a5.o1").tag(0); Text("a5.o2").tag(1) })
          LabeledContent(content: { Text("a6.v") }, label: { Text("a6.t") })
          DisclosureGroup(content: { Text("a7.in") }, label: { HStack { Text("a7.t"); Spacer(); Text("a7.v") } })
          NavigationLink { Text("d") } label: { Label(title: { VStack { Text("a1.t"); Text("a1.s") } }, icon: { Image("x") }) }
          Section(content: { Text("c1.row") }, header: { Text("c1.header") })
          Button(action: { show("not.a.row") }, label: { Text("b.t") })
        })
      } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a5.t", "a6.t", "a7.t", "a7.in", "a1.t", "c1.row", "b.t"])
    let options = result.row(title: "a5.t")?.value.map { $0.alternatives.map(\.key) }
    #expect(options == ["a5.o1", "a5.o2"])
    #expect(result.row(title: "a6.t")?.value?.reference.key == "a6.v")
    #expect(result.row(title: "a7.t")?.value?.reference.key == "a7.v")
    #expect(result.row(title: "a1.t")?.subtitle?.reference.key == "a1.s")
  }

  @Test("a SwiftGen accessor named with a keyword (`public`) names its key (A59-9)")
  func keywordAccessor() {
    let generated = """
      public enum L10n {
        public enum Visibility {
          public static let `public` = L10n.tr("Localizable", "Visibility.Public", fallback: "Public")
          public static let `private` = L10n.tr("Localizable", "Visibility.Private", fallback: "Private")
        }
      }
      extension L10n {
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
          key
        }
      }
      """
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        Picker("v.title", selection: $v) { Text(L10n.Visibility.public); Text(L10n.Visibility.private) }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift", swiftGen: [generated])
    let options = result.row(title: "v.title")?.value.map { $0.alternatives.map(\.key) }
    #expect(options == ["Visibility.Public", "Visibility.Private"])
  }
}

/// The sixtieth attack's losses: `List(_:rowContent:)` and `ForEach(_:content:)` written with
/// argument closures (A60-2), and a `switch` in a label read as the title's alternatives (A60-4).
@Suite("Discovery: row content closures and switches in labels")
struct DiscoveryRowContentAndSwitchTests {
  @Test("List(data, rowContent:) and ForEach(data, content:) bind the element, as trailing closures do")
  func rowContentClosures() {
    let source = """
      import SwiftUI
      let keys: [LocalizedStringKey] = ["k.a", "k.b"]
      struct V: View { var body: some View {
        List(keys, id: \\.self, rowContent: { k in Text(k) })
        List { ForEach(keys, id: \\.self, content: { k in Text(k).lineLimit(1) }) }
      } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 2)
    #expect(
      result.rows.map { $0.title.map { [$0.reference.key] + $0.alternatives.map(\.key) } } == [
        ["k.a", "k.b"], ["k.a", "k.b"],
      ])
  }

  @Test("a switch's first case is the part's text, later cases its alternatives: a subtitle, a value")
  func switchInLabel() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        NavigationLink { Text("d") } label: {
          VStack { Text("s.t"); switch st { case .a: Text("s.a"); case .b: Text("s.b"); default: EmptyView() } }
        }
        NavigationLink { Text("d") } label: {
          HStack { Text("v.t"); Spacer(); switch st { case .a: Text("v.a"); case .b: Text("v.b") } }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let stacked = result.row(title: "s.t")
    #expect(stacked?.title?.alternatives.isEmpty == true)
    #expect(stacked?.subtitle?.reference.key == "s.a")
    #expect(stacked?.subtitle?.alternatives.map(\.key) == ["s.b"])
    let beside = result.row(title: "v.t")
    #expect(beside?.title?.alternatives.isEmpty == true)
    #expect(beside?.value?.reference.key == "v.a")
    #expect(beside?.value?.alternatives.map(\.key) == ["v.b"])
  }
}

/// The fifty-ninth attack's A59-11a: a text between the title and the `Spacer()` of an `HStack`
/// (a "New" badge) was read as the value, and the text after the `Spacer()` lost.
@Suite("Discovery: a badge beside the title is not the value")
struct DiscoveryBadgeTests {
  @Test("the value is the text after the Spacer; without a Spacer the second text stays the value")
  func valueAfterSpacer() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("b.t"); if isNew { Text("b.new") }; Spacer(); Text("b.v") }
        HStack { Text("c.t"); Text("c.v") }
        HStack { Text("d.t"); Spacer(); Text("d.v"); Text("d.more") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "b.t")?.value?.reference.key == "b.v")
    #expect(result.row(title: "c.t")?.value?.reference.key == "c.v")
    #expect(result.row(title: "d.t")?.value?.reference.key == "d.v")
  }
}
