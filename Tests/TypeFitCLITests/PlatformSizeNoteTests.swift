import Foundation
import Testing
import _TypeFitTestSupport

/// What the app cannot change is a note without locales: the size of Apple's own switch (fresh22
/// F22-10: "in all 3 locales", "from large") and iOS's own minimum row height below Large (F22-7:
/// `--categories all` made 165 TF002 errors, one per navigable key and locale).
@Suite("typefit check: Apple's control sizes and iOS's row height are notes without locales")
struct PlatformSizeNoteTests {
  static let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path

  @Test(
    "two stock Toggles: a TF003 note each, no locales, no size; the text report says the cause once, naming both rows"
  )
  func switchesOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/S.swift",
      """
      import SwiftUI
      struct S: View { var body: some View { List {
        Toggle("t.one", isOn: $a)
        Toggle("t.two", isOn: $b)
      } } }
      """)
    try folder.write("app/de.lproj/Localizable.strings", #""t.one" = "Eins"; "t.two" = "Zwei";"#)
    try folder.write("app/fi.lproj/Localizable.strings", #""t.one" = "Yksi"; "t.two" = "Kaksi";"#)
    let run = CapturedRun(["check", folder.path + "/app", "--quiet"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let notes = run.stdout.split(separator: "\n").filter { $0.hasPrefix("note ") }
    #expect(
      notes == [
        "note     2 rows (t.one, t.two): switch is 51×31 pt, below the 44×44 pt HIG minimum (a stock UISwitch (SwiftUI Toggle): Apple's control, whose size the app cannot change)"
      ])
    #expect(run.stdout.contains("Problems (1 of 1; 4 findings said once per key, rule and part)"))
  }

  @Test("--categories all: the example's short rows are TF002 notes without locales, no error")
  func platformRowHeightOnce() throws {
    let run = CapturedRun(["check", Self.example, "--quiet", "--categories", "all", "-f", "json"])
    #expect(run.exitCode == 1)  // the example's truncations (TF001) still fail it
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let short = problems.filter { $0["rule"] as? String == "TF002" }
    // One per navigable key (15), each a note, none naming a locale.
    #expect(short.count == 15)
    #expect(short.allSatisfy { $0["severity"] as? String == "note" })
    #expect(
      short.allSatisfy {
        let message = $0["message"] as? String ?? ""
        return message.contains(": row is shorter than the minimum touch target at xSmall")
          && message.hasSuffix(
            " (iOS's own minimum row height there, the list's height for every one-line row; "
              + "defaultMinListRowHeight or a minimum row height raises it)")
          && !message.contains(" locales")
      })
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    #expect((summary["bySeverity"] as? [String: Int])?["error"] == 22)
    #expect((summary["byRule"] as? [String: Int])?["TF002"] == 165)
  }

  @Test("typefit row at every category: the one-line row's TF002 is a note, exit 0")
  func rowCommandNote() throws {
    let run = CapturedRun(["row", "--title", "Account", "--categories", "all"])
    #expect(run.exitCode == 0)
    #expect(
      run.stdout.contains(
        "row is 39 pt tall at xSmall, below the 44 pt minimum touch target (HIG); iOS's own minimum row "
          + "height: 38 pt at xSmall, the list's own height, the same for every one-line row"))
  }
}
