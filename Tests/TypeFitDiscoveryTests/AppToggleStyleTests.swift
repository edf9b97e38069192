import Testing
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-16: a toggle drawn by the app's own `ToggleStyle` was laid out
/// as the stock switch with a note that did not say which style was not measured.
@Suite("SwiftUI rules: the app's own toggle style named in its note")
struct AppToggleStyleTests {
  static let styles = """
    import SwiftUI

    struct CheckStyle: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack {
          configuration.label
          Spacer()
          Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        }
      }
    }

    extension ToggleStyle where Self == CheckStyle {
      static var check: CheckStyle { CheckStyle() }
    }
    """

  static let settings = """
    import SwiftUI

    struct SettingsView: View {
      @State private var on = false
      var body: some View {
        List {
          Toggle("t.own", isOn: $on).toggleStyle(CheckStyle())
          Toggle("t.member", isOn: $on).toggleStyle(.check)
          Toggle("t.switch", isOn: $on).toggleStyle(SwitchToggleStyle())
          Toggle("t.button", isOn: $on).toggleStyle(.button)
          Toggle("t.checkbox", isOn: $on).toggleStyle(.checkbox)
          Toggle("t.auto", isOn: $on).toggleStyle(.automatic)
          Toggle("t.either", isOn: $on).toggleStyle(compact ? .button : .check)
        }
      }
    }
    """

  @Test("CheckStyle() and .check name CheckStyle and its line; built-in styles and .checkbox are as before")
  func named() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Styles.swift", Self.styles)
    try folder.write("App/Settings.swift", Self.settings)
    let result = RowDiscovery().discover(in: [folder.path + "/App"])
    #expect(
      result.rows.map { "\($0.title?.reference.key ?? "") \($0.accessory)" } == [
        "t.own toggle", "t.member toggle", "t.switch toggle", "t.button none", "t.checkbox toggle",
        "t.auto toggle", "t.either toggle",
      ])
    let assumed =
      "whose drawing (its makeBody) is not measured: the toggle is laid out with the stock switch's size "
      + "(51 × 31 pt) in its place, as iOS draws the automatic style (not modelled)"
    #expect(
      result.findings.filter { $0.message.contains("toggle") }.map {
        "\($0.location.line) \($0.severity) \($0.message)"
      } == [
        "7 note .toggleStyle(CheckStyle()) is the app's own toggle style CheckStyle (Styles.swift:3), \(assumed)",
        "8 note .toggleStyle(.check) is the app's own toggle style CheckStyle (Styles.swift:3), \(assumed)",
        "11 note .toggleStyle(.checkbox) is a toggle style discovery does not know; its toggles are measured "
          + "beside a switch (51 pt), as iOS draws the automatic style (not modelled)",
        "13 note .toggleStyle(compact ? .button : .check) is the app's own toggle style CheckStyle "
          + "(Styles.swift:3), \(assumed)",
      ])
  }
}
