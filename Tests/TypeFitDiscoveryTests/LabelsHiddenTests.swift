import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-13: `.labelsHidden()` leaves a `Toggle`'s or `Picker`'s title to
/// VoiceOver, but the control was a row titled with it, and a list's `.lineLimit(1)` gave it a
/// TF001 error for text SwiftUI never draws.
@Suite("SwiftUI rows: controls with hidden labels")
struct LabelsHiddenTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Toggle("hidden.toggle", isOn: .constant(true)).labelsHidden()
          Picker("hidden.picker", selection: .constant(1)) { Text("option").tag(1) }.labelsHidden()
          Section {
            Toggle("hidden.section", isOn: .constant(true))
          }
          .labelsHidden()
          Toggle("shown.toggle", isOn: .constant(true))
          Toggle(isOn: .constant(true)) { Text("hidden.closure") }.labelsHidden()
        }
        .lineLimit(1)
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("a control with .labelsHidden(), its own or its section's, is no row; its label is not searched")
  func hiddenLabels() {
    #expect(result.titleKeys == ["shown.toggle"])
    #expect(result.row(title: "shown.toggle")?.title?.lineLimit == 1)
    #expect(result.row(title: "shown.toggle")?.accessory == .toggle)
  }
}
