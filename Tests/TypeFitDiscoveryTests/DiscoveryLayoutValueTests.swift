import Testing

@testable import TypeFitDiscovery

/// The sixty-second attack's A62-3: whole-layout `if`/`else` branches (and `ViewThatFits`
/// children) with different values kept the first layout's value alone; the else branch's
/// title was laid out with the first branch's value, and its own value was checked as a label.
@Suite("Discovery: each whole layout keeps its own value")
struct DiscoveryLayoutValueTests {
  private static func keys(_ text: DiscoveredText?) -> [String] {
    guard let text else { return [] }
    return ([text.reference] + text.alternatives).map { $0.key ?? "?" }
  }

  @Test("every layout's value is the value's, and each title goes with its own layout's value")
  func layoutValuesPairWithTheirTitles() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack {
          if a { Text("b.t0").lineLimit(2); Spacer(); Text("b.v0") } else { Text("b.t1").lineLimit(1); Spacer(); Text("b.v1") }
        }
        NavigationLink { D() } label: {
          if a { HStack { Text("d.t0"); Spacer(); Text("d.v0") } } else { HStack { Text("d.t1"); Spacer(); Text("d.v1").lineLimit(1) } }
        }
        NavigationLink { D() } label: {
          ViewThatFits { HStack { Text("x.t"); Spacer(); Text("x.v1") }; HStack { Text("x.t"); Spacer(); Text("x.v2") } }
        }
        Button { go() } label: {
          if a { HStack { Text("m.t0"); Spacer(); Text("m.v0") } } else if b { VStack { Text("m.t1"); Text("m.s1") } } else { HStack { Text("m.t2"); Spacer(); Text("m.v2") } }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let stack = result.row(title: "b.t0")
    #expect(Self.keys(stack?.title) == ["b.t0", "b.t1"])
    #expect(stack?.title?.lineLimit == 2)
    #expect(Self.keys(stack?.value) == ["b.v0", "b.v1"])
    #expect(stack?.subtitle == nil)
    #expect(stack?.value?.positionsBeside(stack?.title) == [[0], [1]])
    let link = result.row(title: "d.t0")
    #expect(Self.keys(link?.title) == ["d.t0", "d.t1"])
    #expect(Self.keys(link?.value) == ["d.v0", "d.v1"])
    // The least strict limit of the layouts: the first value sets none.
    #expect(link?.value?.lineLimit == nil)
    #expect(link?.accessory == .disclosure)
    #expect(link?.value?.positionsBeside(link?.title) == [[0], [1]])
    // One title in both children: laid out with each child's value.
    let fitting = result.row(title: "x.t")
    #expect(Self.keys(fitting?.title) == ["x.t"])
    #expect(Self.keys(fitting?.value) == ["x.v1", "x.v2"])
    #expect(fitting?.value?.positionsBeside(fitting?.title) == nil)
    // A layout without a value: its title has none; its subtitle is its own.
    let button = result.row(title: "m.t0")
    #expect(Self.keys(button?.title) == ["m.t0", "m.t1", "m.t2"])
    #expect(Self.keys(button?.value) == ["m.v0", "m.v2"])
    #expect(Self.keys(button?.subtitle) == ["m.s1"])
    #expect(button?.value?.positionsBeside(button?.title) == [[0], [], [1]])
    #expect(button?.subtitle?.positionsBeside(button?.title) == [[], [0], []])
  }
}
