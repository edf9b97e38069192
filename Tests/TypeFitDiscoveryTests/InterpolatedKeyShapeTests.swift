import Testing

@testable import TypeFitDiscovery

/// The seventieth attack's A70-7: a row title written as an interpolated literal
/// (`NavigationLink("Items \(count)")`) was unresolved, so its catalog key (`Items %lld`) was
/// checked as a label. Discovery now gives its key's shape, which the planner matches.
@Suite("Row discovery: the key shape of an interpolated title")
struct InterpolatedKeyShapeTests {
  static func titles(_ rows: String) -> [DiscoveredText?] {
    let list = "import SwiftUI\nstruct A: View { var body: some View { List {\n\(rows)\n} } }\n"
    return RowDiscovery().discover(sources: [("app/A.swift", Array(list.utf8))]).rows.map(\.title)
  }

  @Test("an interpolated key gives its shape and table; a key, verbatim text or a computed title gives none")
  func shapes() {
    let titles = Self.titles(
      """
      NavigationLink("Items \\(count)") { Text("x") }
      NavigationLink("50% of \\(name)") { Text("x") }
      Text("Ratio \\(ratio)", tableName: "Other")
      NavigationLink("settings.title") { Text("x") }
      Text(verbatim: "v\\(version)")
      NavigationLink(item.title) { Text("x") }
      """)
    #expect(titles.count == 6)
    #expect(
      titles.map { $0?.interpolatedKey } == [
        .key("Items %@", table: nil), .key("50%% of %@", table: nil), .key("Ratio %@", table: "Other"), nil,
        nil,
        nil,
      ])
    // The reference itself stays unresolved: `typefit rows` still lists it so.
    if case .unresolved(let reason)? = titles[0]?.reference {
      #expect(reason == "interpolated string \"Items \\(count)\"")
    } else {
      Issue.record("the interpolated title was resolved: \(String(describing: titles[0]?.reference))")
    }
  }
}
