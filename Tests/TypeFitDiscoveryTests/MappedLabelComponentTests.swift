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

  /// The thirty-eighth attack's A38-6: `SettingsRow.init(…)`, the component's initializer called
  /// explicitly, was not the component; its key was checked as a free label.
  @Test("Component.init( and Module.Component.init( are the component, at the component's name")
  func explicitInitializer() throws {
    let source = """
      import SwiftUI
      struct V: View {
        let model: Model
        var body: some View {
          List {
            SettingsRow.init(title: "i1", detail: "i2")
            DesignKit.SettingsRow.init(title: "i3")
            SettingsRow<Text>.init(title: "i4")
            model.SettingsRow.init(title: "i5")
            Kit
              .SettingsRow
              .init(title: "i6")
          }
        }
      }
      """
    let result = RowDiscovery(components: [MappedLabelComponentTests.mapping]).discover(
      source: source, path: "V.swift")
    #expect(result.titleKeys == ["i1", "i3", "i4", "i6"])
    let plain = try #require(result.row(title: "i1"))
    #expect(plain.construct == .component("SettingsRow"))
    #expect(plain.value?.reference.key == "i2")
    #expect((plain.location.line, plain.location.column) == (6, 7))
    let qualified = try #require(result.row(title: "i3"))
    #expect(qualified.construct == .component("SettingsRow"))
    #expect((qualified.location.line, qualified.location.column) == (7, 17))
    #expect(result.row(title: "i6")?.location.line == 11)
  }
}
