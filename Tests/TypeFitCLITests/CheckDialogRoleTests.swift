import Foundation
import Testing
import _TypeFitTestSupport

/// Fresh23 F23-10: an alert's title and message are no list rows and no labels: iOS wraps them
/// onto as many lines as they need and scrolls the alert. `typefit check` found them nowhere and
/// classified them by their text, so a three-word title was a label with a TF008 wrap note.
@Suite("typefit check: alert and dialog texts are prose")
struct CheckDialogRoleTests {
  @Test(
    "the keys of .alert, Alert and UIAlertController are prose with the place as reason, without findings")
  func dialogTextsAreProse() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/Support.swift",
      """
      import SwiftUI
      struct Support: View {
        @State var shown = false
        var body: some View {
          Text("dl.banner")
            .alert("dl.title", isPresented: $shown) {
              Button("dl.ok") {}
            } message: {
              Text("dl.message")
            }
        }
      }
      """)
    try folder.write(
      "app/Warn.swift",
      """
      import UIKit
      final class Warn: UIViewController {
        func warn() {
          let alert = UIAlertController(
            title: NSLocalizedString("dl.uikit", comment: ""), message: nil, preferredStyle: .alert)
          present(alert, animated: true)
        }
      }
      """)
    let text = "Unterstützung erfolgreich abgeschlossen"
    try folder.write(
      "app/de.lproj/Localizable.strings",
      """
      "dl.banner" = "\(text)";
      "dl.title" = "\(text)";
      "dl.message" = "Vielen Dank für Ihre Unterstützung";
      "dl.uikit" = "\(text)";
      "dl.ok" = "OK";

      """)
    let run = CapturedRun([
      "check", folder.path + "/app", "--format", "json", "--quiet", "--fail-on", "never",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    let roles = results.map { "\($0["key"] ?? "-") \($0["role"] ?? "-") (\($0["roleReason"] ?? "-"))" }
    #expect(
      roles == [
        "dl.banner label (short text, 3 words)", "dl.title prose (title of .alert at Support.swift:6)",
        "dl.message prose (message of .alert at Support.swift:9)",
        "dl.uikit prose (title of UIAlertController at Warn.swift:5)", "dl.ok label (short text, 1 word)",
      ])
    // The same text as a label wraps (TF008); as an alert's title it has no finding.
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    #expect(problems.compactMap { $0["key"] as? String } == ["dl.banner"])
  }

  @Test("fresh24 F24-13: a UIKeyCommand's title is prose, without the TF008 wrap note it had as a label")
  func keyCommandTitleIsProse() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/Shortcuts.swift",
      """
      import UIKit
      final class Timeline: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(title: NSLocalizedString("kb.open", comment: ""), action: #selector(open), input: "o")]
        }
      }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      "\"kb.open\" = \"Profil des Autors oder der Autorin des Beitrags öffnen\";\n")
    let run = CapturedRun([
      "check", folder.path + "/app", "--format", "json", "--quiet", "--fail-on", "never",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { "\($0["key"] ?? "-") \($0["role"] ?? "-") (\($0["roleReason"] ?? "-"))" } == [
        "kb.open prose (title of UIKeyCommand at Shortcuts.swift:4)"
      ])
    #expect((json["problems"] as? [[String: Any]])?.isEmpty == true)
  }
}
