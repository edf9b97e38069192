import Testing

@testable import TypeFitDiscovery

/// The type of `entry` in a row title `entry.title` comes from an index of the file's
/// declarations built once, not from a walk over the file per title.
@Suite("Declared names: the type of a name at a use")
struct DeclaredNamesTests {
  static func stream(_ source: String) -> TokenStream {
    TokenStream(file: "D.swift", tokens: SwiftLexer.tokenize(source, file: "D.swift").tokens)
  }

  /// The positions of `name` followed by `.` (a member access such as `e.title`).
  static func uses(of name: String, in stream: TokenStream) -> [Int] {
    (0..<stream.count - 1).filter { stream[$0].isIdentifier(name) && stream.isPunctuation($0 + 1, ".") }
  }

  @Test(
    "the declaration in scope at a use wins; another function's or type's declaration is not read; a qualified type is kept whole"
  )
  func nearestDeclaration() {
    let stream = Self.stream(
      """
      let z = q.e: Wrong
      func a() { Text(e.x) }
      struct V { let e: Settings.Entry
        func b() { Text(e.x) }
        func c(e: Other) { Text(e.x); Text(f.x); Text(g.x) }
      }
      let g: lowercase
      """)
    let uses = ["e", "e", "e", "f", "g"].enumerated().map { index, name in
      Self.uses(of: name, in: stream)[index < 3 ? index : 0]
    }
    #expect(
      uses.map { stream.declaredType(of: stream[$0].text, near: $0) } == [
        nil, "Settings.Entry", "Other", nil, nil,
      ])
  }

  @Test(
    "a name bound in a case pattern is the case's value up to the next case; an unknown case's binding shadows too"
  )
  func caseBindings() {
    let stream = Self.stream(
      """
      switch setting {
      case let .askBefore(value): Text(value.title)
      case .theme(let value): Text(value.title)
      case .unknown(let value): Text(value.title)
      default: Text(value.title)
      }
      """)
    let found = Self.uses(of: "value", in: stream).map { stream.declaredNames.binding(of: "value", at: $0) }
    #expect(found == [.caseBinding("askBefore"), .caseBinding("theme"), .caseBinding("unknown"), nil])
  }

  @Test(
    "each of n uses looks at about log₂ n declarations, for 2,000 and 16,000 functions that each declare e",
    arguments: [2_000, 16_000])
  func typeLookupWorkIsLogarithmic(count: Int) {
    let source = (0..<count).map {
      "func f\($0)(e: E\($0)) -> some View { NavigationLink(e.p) { Text(\"x\") } }\n"
    }
    .joined()
    let stream = Self.stream(source)
    let uses = Self.uses(of: "e", in: stream)
    #expect(uses.count == count)
    let bound = Int.bitWidth - count.leadingZeroBitCount + 1  // ⌈log₂ count⌉ + 1
    var total = 0
    for (index, use) in uses.enumerated() {
      let answer = stream.declaredNames.declarationCountingWork(of: "e", at: use)
      #expect(answer.declaration?.origin == .type("E\(index)"))
      #expect(answer.examined <= bound)
      total += answer.examined
    }
    #expect(total <= count * bound)
    #expect(total >= count)
  }

  @Test(
    "each of n case-pattern uses looks at about log₂ n bindings, for 2,000 and 16,000 cases",
    arguments: [2_000, 16_000])
  func caseLookupWorkIsLogarithmic(count: Int) {
    let source =
      "switch s {\n" + (0..<count).map { "case let .c\($0)(value): Text(value.title)\n" }.joined() + "}\n"
    let stream = Self.stream(source)
    let uses = Self.uses(of: "value", in: stream)
    #expect(uses.count == count)
    let bound = Int.bitWidth - count.leadingZeroBitCount + 2
    var total = 0
    for (index, use) in uses.enumerated() {
      let answer = stream.declaredNames.declarationCountingWork(of: "value", at: use)
      #expect(answer.declaration?.origin == .caseBinding("c\(index)"))
      #expect(answer.examined <= bound)
      total += answer.examined
    }
    #expect(total <= count * bound)
  }

  @Test(
    "row discovery resolves value.title through its own case binding; 2,000 bindings of unknown cases stay unresolved"
  )
  func caseBindingRows() {
    let source =
      "enum Setting { case theme(Theme) }\nstruct Theme { var title: LocalizedStringKey { \"theme.title\" } }\n"
      + "struct V: View { let s: Setting; var body: some View { List {\n"
      + "switch s { case .theme(let value): Text(value.title) }\n"
      + (0..<2_000).map { "switch s { case .other\($0)(let value): Text(value.title) }\n" }.joined()
      + "} } }\n"
    let rows = RowDiscovery().discover(source: source, path: "S.swift").rows
    #expect(rows.count == 2_001)
    // Each use reads its own case's binding (A20-25): only `.theme`'s payload is known.
    #expect(rows.first?.title?.reference == .key("theme.title", table: nil))
    #expect(rows.dropFirst().allSatisfy { $0.title?.reference == .unresolved("computed: value.title") })
  }

  @Test(
    "a ForEach parameter types the name inside its closure only; a local between wins; outside, the member is read"
  )
  func forEachParameters() {
    let stream = Self.stream(
      """
      struct V { let style: Outer
        var body: some View {
          ForEach(Theme.Style.allCases, id: \\.rawValue) { style in
            Text(style.title)
            ForEach(Size.allCases) { style in Text(style.title) }
            Text(style.title)
            let style: Local
            Text(style.title)
          }
          Text(style.title)
          ForEach(items) { style in Text(style.title) }
        }
      }
      """)
    let found = Self.uses(of: "style", in: stream).map { stream.declaredType(of: "style", near: $0) }
    // Outside the closures the member `style: Outer` is in scope; `ForEach(items)` is unreadable.
    #expect(found == ["Theme.Style", "Size", "Theme.Style", "Local", "Outer", nil])
  }

  @Test(
    "each of n uses in n sibling ForEach closures looks at about log₂ n parameters, for 2,000 and 16,000",
    arguments: [2_000, 16_000])
  func forEachLookupWorkIsLogarithmic(count: Int) {
    let source = (0..<count).map { "ForEach(E\($0).allCases) { e in NavigationLink(e.p) { Text(\"x\") } }\n" }
      .joined()
    let stream = Self.stream(source)
    let uses = Self.uses(of: "e", in: stream)
    #expect(uses.count == count)
    let bound = Int.bitWidth - count.leadingZeroBitCount + 1
    for (index, use) in uses.enumerated() {
      let answer = stream.declaredNames.declarationCountingWork(of: "e", at: use)
      #expect(answer.declaration?.origin == .type("E\(index)"))
      #expect(answer.examined <= bound)
    }
  }

  @Test("a row titled e.title in ForEach(E.allCases) { e in … } has the keys E's title returns")
  func forEachRow() {
    let source = """
      enum E: CaseIterable { case a, b
        var title: LocalizedStringKey { switch self { case .a: "k.a"; case .b: "k.b" } }
      }
      struct V: View { var body: some View { List {
        ForEach(E.allCases, id: \\.self) { e in NavigationLink(e.title) { Detail() } }
        ForEach(items) { e in NavigationLink(e.title) { Detail() } }
      } } }
      """
    let rows = RowDiscovery().discover(source: source, path: "E.swift").rows
    #expect(rows.map(\.title?.reference) == [.key("k.a", table: nil), .unresolved("computed: e.title")])
    #expect(rows.first?.title?.alternatives == [.key("k.b", table: nil)])
  }

  @Test(
    "n structs each with a member `item` and a ForEach parameter `item`: each use looks at about log₂ n declarations",
    arguments: [2_000, 16_000])
  func siblingScopesWorkIsLogarithmic(count: Int) {
    let source = (0..<count).map {
      "struct S\($0) { let item: P\($0)\n var body: some View { Text(item.t)\n ForEach(all\($0)) { item in Text(item.t) } } }\n"
    }.joined()
    let stream = Self.stream(source)
    let uses = Self.uses(of: "item", in: stream)
    #expect(uses.count == 2 * count)
    let bound = Int.bitWidth - (2 * count).leadingZeroBitCount + 3
    for (index, use) in uses.enumerated() {
      let answer = stream.declaredNames.declarationCountingWork(of: "item", at: use)
      if index.isMultiple(of: 2) {
        #expect(answer.declaration?.origin == .type("P\(index / 2)"))
      } else if case .elementOf(let name, _) = answer.declaration?.origin {
        #expect(name == "all\(index / 2)")
      } else {
        Issue.record("use \(index): \(String(describing: answer.declaration))")
      }
      #expect(answer.examined <= bound)
    }
  }
}
