import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-third attack's A23-8, its layout part (fix24d): `.dynamicTypeSize(...)` on the
/// `WindowGroup`'s root view was a TF009, but the rows of the app's other files were still laid
/// out up to AX5, so their TF001 and TF008 quoted sizes the app never reaches.
@Suite("typefit check: an app-wide Dynamic Type clamp limits every row's layout")
struct CheckAppWideClampTests {
  @Test("a row in another file is laid out up to the clamp: its wrap stops at xxLarge's lines")
  func rowsUnderTheClamp() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/App.swift",
      """
      import SwiftUI
      @main
      struct MyApp: App {
        var body: some Scene {
          WindowGroup {
            ContentView()
              .dynamicTypeSize(...DynamicTypeSize.xxLarge)
          }
        }
      }
      """)
    try folder.write(
      "app/Settings.swift",
      """
      import SwiftUI
      struct Settings: View {
        var body: some View {
          List {
            NavigationLink("ac.privacy") { EmptyView() }
          }
        }
      }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings", #""ac.privacy" = "Datenschutz und Sicherheitseinstellungen";"#)
    let run = CapturedRun([
      "check", folder.path + "/app", "--format", "json", "--quiet", "--fail-on", "never",
      "--device", "iPhone SE (3rd generation)",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let summary = problems.map { "\($0["rule"] ?? "-") \($0["key"] ?? "-") \($0["category"] ?? "-")" }
      .sorted()
    #expect(summary == ["TF009 - -"] || summary.allSatisfy { !$0.contains("AX") }, "\(summary)")
  }
}
