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
    "the nearest declaration before a use wins, else the first after it; a qualified type gives its last name"
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
        "Entry", "Entry", "Other", nil, nil,
      ])
  }

  @Test("a name bound in a case pattern has the type of its case's first associated value, when known")
  func caseBindings() {
    let stream = Self.stream(
      """
      switch setting {
      case let .askBefore(value): Text(value.title)
      case .theme(let value): Text(value.title)
      case .unknown(let value): Text(value.title)
      }
      """)
    let payloads = ["askBefore": "AskBefore", "theme": "Theme"]
    let found = Self.uses(of: "value", in: stream).map {
      stream.declaredNames.boundCase(of: "value", before: $0) { payloads[$0] != nil }
    }
    // The third use's nearest binding is `.unknown`, which has no known payload: the one before.
    #expect(found == ["askBefore", "theme", "theme"])
    #expect(stream.declaredNames.boundCase(of: "value", before: 3) { _ in true } == nil)
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
      let answer = stream.declaredNames.typeCountingWork(of: "e", near: use)
      #expect(answer.type == "E\(index)")
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
      let answer = stream.declaredNames.boundCaseCountingWork(of: "value", before: use) { _ in true }
      #expect(answer.case == "c\(index)")
      #expect(answer.examined <= bound)
      total += answer.examined
    }
    #expect(total <= count * bound)
  }

  @Test(
    "bindings of cases with no known payload are dropped once, so n uses after n such patterns each look at one binding",
    arguments: [2_000, 16_000])
  func unknownCasesAreDroppedOnce(count: Int) {
    let source =
      "switch s {\ncase let .known(value): Text(value.title)\n"
      + (1..<count).map { "case let .unknown\($0)(value): Text(value.title)\n" }.joined() + "}\n"
    var stream = Self.stream(source)
    let uses = Self.uses(of: "value", in: stream)
    #expect(uses.count == count)
    let isKnown: (String) -> Bool = { $0 == "known" }
    // Unfiltered, the last use passes over every binding of an unknown case before `.known`.
    let unfiltered = stream.declaredNames.boundCaseCountingWork(
      of: "value", before: uses.last!, where: isKnown)
    #expect(unfiltered.case == "known")
    #expect(unfiltered.examined >= count)
    stream.declaredNames.keepCaseBindings(where: isKnown)
    for use in uses {
      let answer = stream.declaredNames.boundCaseCountingWork(of: "value", before: use, where: isKnown)
      #expect(answer.case == "known")
      #expect(answer.examined <= 2)
    }
  }

  @Test("row discovery resolves value.title through a case binding past 2,000 patterns of unknown cases")
  func caseBindingRows() {
    let source =
      "enum Setting { case theme(Theme) }\nstruct Theme { var title: LocalizedStringKey { \"theme.title\" } }\n"
      + "struct V: View { let s: Setting; var body: some View { List {\n"
      + "switch s { case .theme(let value): Text(value.title) }\n"
      + (0..<2_000).map { "switch s { case .other\($0)(let value): Text(value.title) }\n" }.joined()
      + "} } }\n"
    let rows = RowDiscovery().discover(source: source, path: "S.swift").rows
    #expect(rows.count == 2_001)
    // Every use's nearest binding with a known payload is `.theme`, as before the index.
    #expect(rows.allSatisfy { $0.title?.reference == .key("theme.title", table: nil) })
  }

  @Test(
    "a ForEach over an enum's cases types its closure's parameter inside the closure only; a declaration between wins"
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
    // Outside the closures the nearest declaration before the use still wins, whatever its scope.
    #expect(found == ["Style", "Size", "Style", "Local", "Local", "Local"])
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
      let answer = stream.declaredNames.typeCountingWork(of: "e", near: use)
      #expect(answer.type == "E\(index)")
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
}
