import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on width-changing modifiers (the twentieth attack's A20-5, groups `fw3` and
/// `uitr`).
@Suite("typefit check: width-changing text modifiers")
struct CheckTextWidthTests {
  @Test("environment font and UIKit uppercase transform are measured; tracking is a note")
  func findings() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/de.lproj/Localizable.strings",
      "\"m.plain\" = \"Hintergrund\";\n\"m.env\" = \"Hintergrund\";\n\"m.track\" = \"Hintergrund\";\n"
        + "\"tr.k\" = \"Hintergrund\";\n")
    try folder.write(
      "App/A.swift",
      """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            NavigationLink { EmptyView() } label: { Text("m.plain") }.lineLimit(1)
            NavigationLink { EmptyView() } label: { Text("m.env").environment(\\.font, .title) }.lineLimit(1)
            NavigationLink { EmptyView() } label: { Text("m.track").tracking(3) }.lineLimit(1)
          }
        }
      }

      """)
    try folder.write(
      "App/C.swift",
      """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("tr.k", comment: "")
          content.textProperties.transform = .uppercase
          content.textProperties.numberOfLines = 1
          cell.contentConfiguration = content
          cell.accessoryType = .disclosureIndicator
          return cell
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let json = try run.jsonObject()
    let problems = try #require(json["problems"] as? [[String: Any]])
    let errors = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix none had an error: `m.env` was measured in body, `tr.k` as written.
    #expect(errors == ["m.env AX5", "tr.k AX4"])
    let notes = try #require(json["sourceFindings"] as? [[String: Any]])
      .filter { $0["severity"] as? String == "note" }.map { "\($0["line"] as? Int ?? 0)" }
    #expect(notes == ["7"])
  }
}
