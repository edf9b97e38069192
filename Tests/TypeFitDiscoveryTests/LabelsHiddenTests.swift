import Testing
import TypeFitDynamicType
import TypeFitRow

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

  /// The nineteenth attack's A19-9: `HStack { Text(…); Spacer(); Toggle(…).labelsHidden() }`
  /// was a row of text with no switch, so its title was measured with the switch's width free.
  static let stackSource = """
    import SwiftUI
    struct S: View {
      @State var on = false
      var body: some View {
        List {
          HStack { Text("hs.a").lineLimit(1); Spacer(); Toggle("hs.hidden", isOn: $on).labelsHidden() }
          HStack { Text("hs.b"); Spacer(); Toggle(isOn: $on) { Text("hs.closure") }.labelsHidden() }
          HStack { Text("hs.c"); Spacer(); Image(systemName: "star") }
          VStack { Text("hs.d"); Text("hs.e") }
          HStack { Text("hs.f"); Spacer(); Text(".toggle") }
        }
      }
    }
    """

  @Test(
    "a Toggle beside a row's texts in its HStack is the row's switch; its hidden label is not read (A19-9)")
  func toggleInStack() throws {
    let result = RowDiscovery().discover(source: Self.stackSource, path: "S.swift")
    #expect(result.titleKeys == ["hs.a", "hs.b", "hs.c", "hs.d", "hs.f"])
    let a = try #require(result.row(title: "hs.a"))
    #expect(a.construct == .textStack)
    #expect(a.accessory == .toggle)
    #expect(a.title?.lineLimit == 1)
    #expect(a.value == nil)
    let b = try #require(result.row(title: "hs.b"))
    #expect(b.accessory == .toggle)
    // The hidden closure label is for VoiceOver: not the row's value.
    #expect(b.value == nil)
    // A symbol after the `Spacer()` takes a checkmark's room (A82-6).
    #expect(result.row(title: "hs.c")?.accessory == .checkmark)
    #expect(result.row(title: "hs.d")?.accessory == Accessory.none)
    #expect(result.row(title: "hs.d")?.subtitle?.reference.key == "hs.e")
    #expect(result.row(title: "hs.f")?.accessory == Accessory.none)
    #expect(result.row(title: "hs.f")?.value?.reference.key == ".toggle")
    // Only the two-text stacks are split for VoiceOver (TF014); the hidden toggles add nothing.
    #expect(result.findings.map { "\($0.location.line) \($0.ruleID.rawValue)" } == ["9 TF014", "10 TF014"])
  }
}
