import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on the twenty-first attack's A21-25, A21-22 and A21-26 inputs: the exit code
/// and the TF001 findings follow what the app draws.
@Suite("typefit check: placed sections, UIKit size limits and icon-only controls")
struct CheckPlacedSectionTests {
  static let long = "Benachrichtigungseinstellungen und Töne"

  func truncations(_ files: [(String, String)], keys: [String], text: String = long) throws -> (
    exit: Int32, truncated: [String], tf009: Int
  ) {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"\(text)\";\n" }.joined())
    for (path, source) in files { try folder.write("App/" + path, source) }
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    let object = try run.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    let truncated = problems.filter { $0["rule"] as? String == "TF001" }.compactMap { $0["key"] as? String }
      .sorted()
    let sourceFindings = object["sourceFindings"] as? [[String: Any]] ?? []
    return (run.exitCode, truncated, sourceFindings.filter { $0["ruleId"] as? String == "TF009" }.count)
  }

  @Test(
    "a Form's Section views and extension member in other files: their .lineLimit(1) rows truncate, exit 1")
  func placedSections() throws {
    let result = try truncations(
      [
        (
          "SettingsView.swift",
          "import SwiftUI\nstruct SettingsView: View {\n  var body: some View {\n"
            + "    Form { NotificationsSection(); Section { generalRows } }\n  }\n}\n"
        ),
        (
          "NotificationsSection.swift",
          "import SwiftUI\nstruct NotificationsSection: View {\n  @State private var on = true\n"
            + "  var body: some View {\n    Section(\"sf.header\") {\n"
            + "      Toggle(\"sf.push\", isOn: $on).lineLimit(1)\n"
            + "      NavigationLink(\"sf.sounds\") { Text(\"x\") }.lineLimit(1)\n    }\n  }\n}\n"
        ),
        (
          "General.swift",
          "import SwiftUI\nextension SettingsView {\n  @ViewBuilder var generalRows: some View {\n"
            + "    NavigationLink(\"sf.lang\") { Text(\"x\") }.lineLimit(1)\n  }\n}\n"
        ),
      ], keys: ["sf.header", "sf.push", "sf.sounds", "sf.lang"])
    // Before the fix: no rows, exit 0, four TF008 notes.
    #expect(result.exit == 1)
    #expect(result.truncated == ["sf.lang", "sf.push", "sf.sounds"])
  }

  @Test(
    "a UIKit title clamped to Large by maximumContentSizeCategory gets no TF001; TF009 (an error) says so")
  func uiKitLimit() throws {
    let source = """
      import UIKit
      final class VC: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = NSLocalizedString("um.k", comment: "")
          cell.textLabel?.numberOfLines = 1
          cell.textLabel?.maximumContentSizeCategory = .large
          return cell
        }
      }

      """
    let clamped = try truncations([("C.swift", source)], keys: ["um.k"], text: "Datenschutz und Sicherheit")
    #expect(clamped.exit == 1)
    #expect(clamped.truncated.isEmpty)
    #expect(clamped.tf009 == 1)
    let open = try truncations(
      [("C.swift", source.replacingOccurrences(of: "= .large", with: "= .unspecified"))], keys: ["um.k"],
      text: "Datenschutz und Sicherheit")
    #expect(open.exit == 1)
    #expect(open.truncated == ["um.k"])
  }

  @Test("icon-only Button(_:systemImage:) and ShareLink(_:item:) in a .lineLimit(1) List: no TF001, exit 0")
  func iconOnly() throws {
    let source =
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
      + "  ShareLink(\"io.share\", item: URL(string: \"x\")!).labelStyle(.iconOnly)\n"
      + "  Button(\"io.btn\", systemImage: \"x\") { }.labelStyle(.iconOnly)\n"
      + "  Button(\"io.text\") { }\n"
      + " }.lineLimit(1) } }\n"
    let result = try truncations([("V.swift", source)], keys: ["io.share", "io.btn", "io.text"])
    #expect(result.exit == 1)
    #expect(result.truncated == ["io.text"])
  }
}
