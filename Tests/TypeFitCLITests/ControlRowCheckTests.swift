import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` with `Stepper`, `DatePicker`, `Menu` rows (twentieth attack A20-9): their
/// `.lineLimit(1)` is the row's, so a long title truncates (before: a TF008 note on a label).
@Suite("typefit check: control, menu and share-link rows")
struct ControlRowCheckTests {
  @Test("the controls' one-line titles truncate from AX3, reported as rows")
  func controlRows() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/A.swift",
      """
      import SwiftUI
      struct A: View { var body: some View { List {
        Stepper("c.step", value: $n, in: 0...10).lineLimit(1)
        DatePicker("c.date", selection: $d).lineLimit(1)
        Menu("c.menu") { Button("c.mi") {} }.lineLimit(1)
      } } }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      #""c.step" = "Benachrichtigungen"; "c.date" = "Benachrichtigungen"; "c.menu" = "Benachrichtigungen"; "c.mi" = "Ja";"#
    )
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let found = problems.map {
      [$0["rule"], $0["key"], $0["category"], $0["role"]].map { "\($0 ?? "-")" }.joined(separator: " ")
    }.sorted()
    #expect(found == ["TF001 c.date AX3 row", "TF001 c.menu AX3 row", "TF001 c.step AX3 row"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    let step = try #require(results.first { $0["key"] as? String == "c.step" })
    #expect(step["roleReason"] as? String == "discovered: Stepper at A.swift:3")
  }
}
