import Foundation
import Testing
import _TypeFitTestSupport

/// fix24e: strings only VoiceOver speaks (`.accessibilityLabel(…)`, `Image(…).accessibilityLabel`)
/// were laid out as visible labels and got TF008 wrap notes. They are now role `spoken`: not laid
/// out, no findings, counted in the summary.
@Suite("typefit check: keys only spoken by VoiceOver")
struct CheckSpokenRoleTests {
  static let view = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Text("row.title")
            .accessibilityLabel(Text("a11y.spoken.long.label"))
          Image(systemName: "star").accessibilityLabel("a11y.star")
        }
      }
    }
    """
  static let strings = """
    "row.title" = "Title";
    "a11y.spoken.long.label" = "Favourite, boosted by Someone Long Name, replied to Another Long Name";
    "a11y.star" = "Favourite Favourite Favourite Favourite Favourite Favourite";

    """

  @Test("the lead's repro: both spoken keys are role spoken without findings; row.title is a row")
  func repro() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/V.swift", Self.view)
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--fail-on", "never",
      "--min-severity", "note",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    let roles = results.map { "\($0["key"] ?? "-") \($0["role"] ?? "-") (\($0["roleReason"] ?? "-"))" }
    #expect(
      roles == [
        "row.title row (discovered: Text at V.swift:5)",
        "a11y.spoken.long.label spoken (argument of .accessibilityLabel at V.swift:6)",
        "a11y.star spoken (argument of .accessibilityLabel at V.swift:7)",
      ])
    let problems = try #require(json["problems"] as? [[String: Any]])
    #expect(problems.isEmpty)
    let summary = try #require(json["summary"] as? [String: Any])
    let keys = try #require(summary["keysByRole"] as? [String: Int])
    #expect(keys == ["row": 1, "label": 0, "prose": 0, "spoken": 2])
  }

  @Test("the text summary counts spoken keys: 1 row, 2 spoken in 1 locale")
  func textSummary() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/V.swift", Self.view)
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    let run = CapturedRun(["check", folder.path + "/App", "--fail-on", "never", "--min-severity", "note"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("1 row, 2 spoken in 1 locale: 3 key × locale checks"), "\(run.stdout)")
    #expect(!run.stdout.contains("TF008"), "\(run.stdout)")
  }
}
