import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-9: a view the configuration maps (`rowComponents`) inside a
/// `NavigationLink`'s label was `? custom view SettingsRow`, so its key was checked as a free
/// label without the disclosure.
@Suite("SwiftUI rows: mapped views in a link's label")
struct MappedLabelComponentTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          SettingsRow(title: "r1")
          NavigationLink { EmptyView() } label: { SettingsRow(title: "r7", detail: "r8") }
          NavigationLink(destination: EmptyView()) { SettingsRow(title: "r9") }
          Button { } label: { SettingsRow(title: "r10") }
          NavigationLink { EmptyView() } label: { OtherRow(title: "r11") }
        }
      }
    }
    """
  static let mapping = RowComponentMapping(name: "SettingsRow", title: "title", value: "detail")

  @Test("the mapping gives the title and value; the link keeps its disclosure, the button its construct")
  func mappedLabel() throws {
    let result = RowDiscovery(components: [Self.mapping]).discover(source: Self.source, path: "V.swift")
    #expect(result.titleKeys == ["r1", "r7", "r9", "r10"])
    let link = try #require(result.row(title: "r7"))
    #expect(link.construct == .navigationLink)
    #expect(link.accessory == .disclosure)
    #expect(link.isNavigable)
    #expect(link.value?.reference.key == "r8")
    #expect(result.row(title: "r9")?.accessory == .disclosure)
    #expect(result.row(title: "r10")?.construct == .button)
    // An unmapped view stays unresolved.
    #expect(result.rows.contains { $0.title?.reference == .unresolved("custom view OtherRow") })
  }
}

/// The thirty-sixth attack's A36-10: `Mod.SettingsRow(…)`, a mapped component called through its
/// module, was neither a row nor an unresolved part.
@Suite("SwiftUI rows: a mapped component called through its module or type")
struct QualifiedComponentTests {
  @Test("Module.Component( and Type.Component( are the component; a member of a value is not")
  func qualifiedCall() {
    let source = """
      import SwiftUI
      struct V: View {
        let model: Model
        var body: some View {
          List {
            DesignKit.SettingsRow(title: "q1", detail: "q2")
            SettingsRow(title: "q3")
            Kit.Rows.SettingsRow(title: "q4")
            model.SettingsRow(title: "q5")
          }
        }
      }
      """
    let result = RowDiscovery(components: [MappedLabelComponentTests.mapping]).discover(
      source: source, path: "V.swift")
    #expect(result.titleKeys == ["q1", "q3", "q4"])
    #expect(result.row(title: "q1")?.value?.reference.key == "q2")
  }
}
