import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-11 (in part): a constant initialised with one string literal
/// was "computed at run time", so its row lost its key and its line limit.
@Suite("String references: constants holding one literal")
struct ConstantKeyTests {
  static let source = """
    import SwiftUI
    struct V: View {
      private let title: LocalizedStringKey = "pp1"
      let res: LocalizedStringResource = "pp3"
      let plain = "pp5"
      var changing: LocalizedStringKey = "pp6"
      let joined: LocalizedStringKey = "pp7" + suffix
      var body: some View {
        let local: LocalizedStringKey = "pp4"
        List {
          NavigationLink { EmptyView() } label: { Text(title).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text(res).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text(local).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text(plain).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text(LocalizedStringKey(plain)) }
          NavigationLink { EmptyView() } label: { Text(changing) }
          NavigationLink { EmptyView() } label: { Text(joined) }
        }
      }
    }
    """

  @Test("a let of LocalizedStringKey or LocalizedStringResource is its key; a String let is verbatim in Text")
  func constants() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.titleKeys == ["pp1", "pp3", "pp4", "pp5"])
    #expect(result.row(title: "pp1")?.title?.lineLimit == 1)
    #expect(result.row(title: "pp5")?.location.line == 15)
    #expect(result.rows[3].title?.reference == .verbatim("pp5"))
    // A var and an expression stay computed.
    #expect(result.rows[5].title?.reference == .unresolved("computed: changing"))
    #expect(result.rows[6].title?.reference == .unresolved("computed: joined"))
  }
}
