import Foundation
import Testing
import _TypeFitTestSupport

/// Fresh24 F24-3: a modifier the row model does not lay out (`.monospaced()`, `.padding(10)` on a
/// `VStack`, `.listRowInsets(…)`) was a `TF001 label-truncated` note, so the summary counted
/// truncations where none was found. It is TF017 `not-modelled`, a note.
@Suite("typefit check: not-modelled caveats are TF017, not truncations")
struct CheckNotModelledTests {
  @Test("a .monospaced() row: one TF017 note at the modifier, no TF001 in the summary or the report")
  func monospaced() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Info.swift",
      """
      import SwiftUI
      struct Info: View {
        var body: some View {
          List {
            Text("info.version").monospaced()
          }
        }
      }
      """)
    try folder.write("App/en.lproj/Localizable.strings", "\"info.version\" = \"Version\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"info.version\" = \"Version\";\n")
    let run = CapturedRun(["check", folder.path + "/App", "--quiet", "--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("  TF017 not-modelled  note     1\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("TF001"), "\(run.stdout)")
    let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("note     TF017") })
    #expect(
      line.hasSuffix(
        "/App/Info.swift:5:28: .monospaced() draws the text in a monospaced design, wider than the system font; "
          + "the text is measured in the system font (not modelled)"), "\(line)")
    let json = try CapturedRun(["check", folder.path + "/App", "--quiet", "--format", "json"]).jsonObject()
    let findings = try #require(json["sourceFindings"] as? [[String: Any]])
    #expect(
      findings.map { "\($0["ruleId"] ?? "-") \($0["rule"] ?? "-") \($0["severity"] ?? "-")" } == [
        "TF017 not-modelled note"
      ])
  }
}
