import Foundation
import Testing
import _TypeFitTestSupport

/// The bundled example's SwiftUI source (NU-4 of the forty-fourth session's new user: the
/// bundled example had no Swift, so row discovery could not be tried from the README).
@Suite("The bundled SwiftUI example shows its catalog's keys as rows")
struct ExampleSourceTests {
  static let root = TestPaths.packageRoot.path
  static let source = root + "/Examples/SettingsSwiftUI"
  static let catalog = root + "/Examples/Settings/Localizable.xcstrings"

  @Test("typefit rows finds its 17 rows, with their values, subtitle, accessories and line limit")
  func rows() throws {
    let run = CapturedRun(["rows", Self.source, "--format", "json"])
    #expect(run.exitCode == 0)
    let rows = try #require(try run.jsonObject()["rows"] as? [[String: Any]])
    #expect(rows.count == 17)
    func row(_ title: String) -> [String: Any]? {
      rows.first { ($0["title"] as? [String: Any])?["key"] as? String == title }
    }
    // A trailing Button showing the info symbol, as typefit.json says: the info button.
    #expect(row("settings.about")?["accessory"] as? String == "infoButton")
    #expect(row("settings.about")?["navigable"] as? Bool == false)
    // Drawn from its SF Symbol at body, with the default style: the row is its target (A67-4).
    let symbol = row("settings.about")?["accessorySymbol"] as? [String: Any]
    #expect(symbol?["textStyle"] as? String == "body")
    #expect(symbol?["target"] as? String == "row")
    #expect(row("settings.wifi")?["accessorySymbol"] is NSNull)
    #expect((row("settings.wifi")?["value"] as? [String: Any])?["key"] as? String == "settings.wifi.status")
    #expect(
      (row("settings.storage")?["subtitle"] as? [String: Any])?["key"] as? String == "settings.storage.used")
    #expect(row("settings.airplane")?["accessory"] as? String == "toggle")
    #expect(row("settings.help")?["accessory"] as? String == "disclosure")
    #expect(row("settings.help")?["navigable"] as? Bool == true)
    #expect((row("settings.summary")?["title"] as? [String: Any])?["lineLimit"] as? Int == 1)
  }

  @Test("typefit check lays the catalog out as those rows, under the example's typefit.json")
  func check() throws {
    let run = CapturedRun(["check", Self.source, Self.catalog, "--format", "json", "--quiet"])
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 187)
    // `settings.about`'s info button is SwiftUI's, drawn from its symbol with the default style:
    // the row is its target, so no TF003 note on Apple's 22 pt control in its 11 locales (141
    // notes before A67-4), and the symbol's growth makes its title wrap a size earlier (TF008).
    #expect(summary["bySeverity"] as? [String: Int] == ["error": 22, "warning": 11, "note": 130])
    // The source and the configuration agree: no warning.
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let results = try #require(json["results"] as? [[String: Any]])
    let wifi = try #require(results.first { $0["key"] as? String == "settings.wifi" })
    #expect(
      (wifi["sourceLocation"] as? [String: Any])?["file"] as? String
        == "Examples/SettingsSwiftUI/SettingsView.swift")
  }
}
