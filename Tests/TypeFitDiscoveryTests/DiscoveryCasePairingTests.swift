import Testing

@testable import TypeFitDiscovery

/// The sixty-second attack's A62-5 and A62-6: two properties of one `ForEach` element whose
/// `switch self` has an arm for several cases or a `default:` were paired by written position
/// (one case's title laid out with another case's value), and an arm holding an `if`/`else` with
/// `return`s, a nested `switch` or an `if` expression was unresolved (its keys lost from the rows).
@Suite("Discovery: a property's switch arms are paired case by case")
struct DiscoveryCasePairingTests {
  private static func keys(_ text: DiscoveredText?) -> [String] {
    guard let text else { return [] }
    return ([text.reference] + text.alternatives).map { $0.key ?? "?" }
  }

  @Test("an arm for several cases and a default arm pair each case's title with its own value")
  func multiCaseArmsPairByCase() {
    let source = """
      import SwiftUI
      enum E: CaseIterable { case a, b, c, d
        var title: LocalizedStringKey {
          switch self {
          case .b: return "t.b"
          case .a, .c: return "t.ac"
          case .d: if x { return "t.d1" } else { return "t.d2" }
          }
        }
        var value: LocalizedStringKey {
          switch self {
          case .a: "v.a"
          case .b: "v.b"
          default: "v.other"
          }
        }
      }
      struct V: View { var body: some View { List {
        ForEach(E.allCases, id: \\.self) { e in HStack { Text(e.title).lineLimit(1); Spacer(); Text(e.value) } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let row = result.row(title: "t.b")
    #expect(Self.keys(row?.title) == ["t.b", "t.ac", "t.d1", "t.d2"])
    #expect(row?.title?.lineLimit == 1)
    #expect(Self.keys(row?.value) == ["v.a", "v.b", "v.other"])
    // Cases a, b, c, d: title positions [1], [0], [1], [2, 3]; value [0], [1], [2], [2].
    #expect(row?.title?.caseChoices?.positions == [[1], [0], [1], [2, 3]])
    #expect(row?.value?.caseChoices?.positions == [[0], [1], [2], [2]])
    // t.b beside v.b; t.ac beside v.a (case a) and v.other (case c); t.d1 and t.d2 beside v.other.
    #expect(row?.value?.positionsBeside(row?.title) == [[1], [0, 2], [2], [2]])
    #expect(row?.subtitle == nil)
  }

  @Test("an arm's if/else returns, nested switch and if expression give all their texts")
  func armsWithBranchesGiveEveryText() {
    let source = """
      import SwiftUI
      enum E: CaseIterable { case a, b
        var title: LocalizedStringKey {
          switch self {
          case .a: return "t.a"
          case .b:
            if flag { return "t.b1" } else { return "t.b2" }
          }
        }
        var third: LocalizedStringKey {
          switch self {
          case .a: switch mode { case .x: "x.a1"; default: "x.a2" }
          case .b: if flag { "x.b1" } else { "x.b2" }
          }
        }
        var other: LocalizedStringKey {
          switch self {
          case .a: return "o.a"
          case .b:
            if flag { return "o.b1" }
            return "o.b2"
          }
        }
      }
      struct V: View { var body: some View { List {
        ForEach(E.allCases, id: \\.self) { e in Text(e.title).lineLimit(1) }
        ForEach(E.allCases, id: \\.self) { e in NavigationLink(e.other) { D() }.lineLimit(1) }
        ForEach(E.allCases, id: \\.self) { e in HStack { Text(e.third).lineLimit(2); Spacer(); Text(e.title) } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let title = result.row(title: "t.a")
    #expect(Self.keys(title?.title) == ["t.a", "t.b1", "t.b2"])
    #expect(title?.title?.lineLimit == 1)
    #expect(title?.title?.caseChoices?.positions == [[0], [1, 2]])
    let link = result.row(title: "o.a")
    #expect(Self.keys(link?.title) == ["o.a", "o.b1", "o.b2"])
    #expect(link?.title?.lineLimit == 1)
    #expect(link?.accessory == .disclosure)
    let third = result.row(title: "x.a1")
    #expect(Self.keys(third?.title) == ["x.a1", "x.a2", "x.b1", "x.b2"])
    #expect(third?.title?.lineLimit == 2)
    #expect(Self.keys(third?.value) == ["t.a", "t.b1", "t.b2"])
    // Case a's texts beside case a's title, case b's beside case b's.
    #expect(third?.value?.positionsBeside(third?.title) == [[0], [0], [1, 2], [1, 2]])
  }

  @Test("a default arm for many cases is held once, and pairing it is bounded")
  func defaultArmIsOneGroup() {
    let cases = (0..<500).map { "c\($0)" }.joined(separator: ", ")
    let titles =
      (0..<499).map { "if m == \($0) { \"t.\($0)\" }" }.joined(separator: " else ") + " else { \"t.last\" }"
    let values =
      (0..<499).map { "if m == \($0) { \"v.\($0)\" }" }.joined(separator: " else ") + " else { \"v.last\" }"
    let source = """
      import SwiftUI
      enum E: CaseIterable { case \(cases)
        var title: LocalizedStringKey { switch self { case .c0: "t.zero"
          default: \(titles) } }
        var value: LocalizedStringKey { switch self { case .c0: "v.zero"
          default: \(values) } }
      }
      struct V: View { var body: some View { List {
        ForEach(E.allCases, id: \\.self) { e in HStack { Text(e.title); Spacer(); Text(e.value) } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let row = result.row(title: "t.zero")
    #expect(row?.title?.alternatives.count == 500)
    #expect(row?.value?.alternatives.count == 500)
    // Two groups (case c0's arm and the default arm's), not 500 copies of 500 texts.
    #expect(row?.title?.caseChoices?.groups.count == 2)
    #expect(row?.title?.caseChoices?.caseGroups.count == 500)
    // 500 × 500 pairs is past the bound: every value with every title, as for parts picked apart.
    #expect(row?.value?.positionsBeside(row?.title) == nil)
  }
}
