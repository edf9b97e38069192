import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-28: in a list a `DisclosureGroup` draws its label as a row
/// with the chevron that expands it; `DisclosureGroup("k") { … }.lineLimit(1)` gave no row for
/// its label (only its content's), and a label closure's text was a plain row without the
/// chevron's room.
@Suite("SwiftUI rows: a DisclosureGroup's label")
struct DisclosureGroupRowTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @State var open = true
      var body: some View {
        List {
          Section("co.sec", isExpanded: $open) { Text("co.in").lineLimit(1) }
          DisclosureGroup("co.dg") { Text("co.dg.in").lineLimit(1) }.lineLimit(1)
          DisclosureGroup(isExpanded: $open) { Text("co.dg2.in") } label: { Text("co.dg2").lineLimit(1) }
          DisclosureGroup { Text("co.dg3.in") } label: { Label("co.dg3", systemImage: "gear") }
        }
        DisclosureGroup("co.out") { Text("co.out.in") }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("the title form: a row with a disclosure chevron, not navigable, with the group's limit")
  func titleForm() throws {
    let row = try #require(result.row(title: "co.dg"))
    #expect(row.construct == .disclosureGroup && row.construct.description == "DisclosureGroup")
    #expect(row.accessory == .disclosure && !row.isNavigable)
    #expect(row.title?.lineLimit == 1)
    #expect(row.location.line == 7)
    // Its content's rows are still found, with the group's modifiers around them.
    #expect(result.row(title: "co.dg.in")?.title?.lineLimit == 1)
  }

  @Test("the label-closure form: the label's texts are the row, once; the content's rows stay")
  func labelForm() throws {
    let row = try #require(result.row(title: "co.dg2"))
    #expect(row.construct == .disclosureGroup && row.accessory == .disclosure && !row.isNavigable)
    #expect(row.title?.lineLimit == 1)
    #expect(result.rows.filter { $0.title?.reference.key == "co.dg2" }.count == 1)
    #expect(result.row(title: "co.dg2.in") != nil)
    let label = try #require(result.row(title: "co.dg3"))
    #expect(label.leading == .symbol && label.accessory == .disclosure)
  }

  @Test("a section header is no row; a DisclosureGroup outside a list is no row")
  func notRows() {
    #expect(result.row(title: "co.sec") == nil)
    #expect(result.row(title: "co.out") == nil && result.row(title: "co.out.in") == nil)
    #expect(result.rows.count == 7)
  }
}
