import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// The eighty-second attack's A82-6: SwiftUI's selection row (`HStack { Text("k"); Spacer();
/// Image(systemName: "checkmark") }` in a `Button`'s label, the image under `if`) was laid out at
/// the full width, so its title truncated one size later than the same row with UIKit's checkmark.
@Suite("typefit check: a symbol image at a SwiftUI row's end")
struct CheckTrailingSymbolImageTests {
  @Test("the symbol takes the checkmark's room: the title truncates from large, not xLarge")
  func checkmarkRoom() throws {
    let app = try TemporaryFolder()
    try app.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View {
        @State var sel = true
        var body: some View {
          List {
            Button { sel.toggle() } label: {
              HStack { Text("k.swiftui").lineLimit(1); Spacer(); if sel { Image(systemName: "checkmark") } }
            }
            Text("k.plain").lineLimit(1)
          }
        }
      }
      """)
    let entry =
      #"{"localizations": {"en": {"stringUnit": {"state": "translated", "value": "#
      + #""Automatic download of large attachments"}}}}"#
    try app.write(
      "app/Localizable.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k.swiftui": "# + entry + #", "k.plain": "#
        + entry + "}}")
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    func large(_ key: String) throws -> (label: [String: Any], truncation: String?) {
      let result = try #require(results.first { $0["key"] as? String == key })
      let context = try #require((result["contexts"] as? [[String: Any]])?.first)
      let category = try #require((context["categories"] as? [[String: Any]])?.first)
      let label = try #require((category["labels"] as? [[String: Any]])?.first)
      let findings = context["findings"] as? [[String: Any]] ?? []
      let truncation = findings.first { $0["rule"] as? String == "TF001" }
      return (label, (truncation?["categories"] as? [String])?.first)
    }
    let checkmark = try large("k.swiftui")
    #expect(checkmark.label["truncated"] as? Bool == true)
    #expect(checkmark.label["visibleText"] as? String == "Automatic download of large attach…")
    #expect(checkmark.truncation == "large")
    // The same text without the symbol fits at Large.
    let plain = try large("k.plain")
    #expect(plain.label["truncated"] as? Bool == false)
    #expect(plain.truncation == "xLarge")
  }
}
