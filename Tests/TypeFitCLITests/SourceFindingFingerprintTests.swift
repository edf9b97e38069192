import Foundation
import Testing
import _TypeFitTestSupport

/// fresh24 F24-12: two places in one Swift file with the same finding (two texts with the same
/// fixed font) had one SARIF fingerprint, which code scanning takes for one alert.
@Suite("SARIF fingerprints of source findings")
struct SourceFindingFingerprintTests {
  @Test("two places of one file with the same message get two fingerprints; the first keeps its old one")
  func samePlaceMessageTwice() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings", "\"settings.sound\" = \"Sound\";\n\"settings.about\" = \"About\";\n"
    )
    try folder.write(
      "App/Settings.swift",
      """
      import SwiftUI

      struct SettingsView: View {
        var body: some View {
          List {
            Text("settings.sound").font(.system(size: 17))
            Text("settings.about").font(.system(size: 17))
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--quiet", "--format", "sarif"])
    let runs = try #require(try run.jsonObject()["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let source = results.filter { ($0["properties"] as? [String: Any])?["source"] as? String == "swift" }
    #expect(source.map { $0["ruleId"] as? String } == ["TF009", "TF009"])
    let prints = source.compactMap { ($0["partialFingerprints"] as? [String: String])?["typefit/v1"] }
    // 1f709fb gave both `099a646cc05defbc` (FNV-1a of "TF009", "Settings.swift" and the
    // message); the second now hashes its occurrence, "1", too.
    #expect(prints == ["099a646cc05defbc", "75b923b9f98f4b18"])
  }
}
