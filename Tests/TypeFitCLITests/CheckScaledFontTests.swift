import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on `@ScaledMetric` sizes, the app's own font members and the Dynamic Type size
/// set through `.environment` (the twenty-first attack's A21-12, A21-9, A21-10).
@Suite("typefit check: @ScaledMetric sizes, app font members and environment sizes")
struct CheckScaledFontTests {
  @Test("@ScaledMetric sizes scale: no TF009, exit 0 when the texts fit")
  func scaledMetrics() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/de.lproj/Localizable.strings", ["sc.a", "sc.b", "sc.c"].map { "\"\($0)\" = \"Kurz\";\n" }.joined())
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        @ScaledMetric var a = 30.0
        @ScaledMetric(relativeTo: .title) var b: CGFloat = 30
        @ScaledMetric private var c: CGFloat = 24
        var body: some View {
          List {
            Text("sc.a").font(.system(size: a))
            Text("sc.b").font(.system(size: b, weight: .semibold))
            Text("sc.c").font(.custom("Avenir", fixedSize: c))
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    // Before the fix: three TF009 errors, exit 1.
    #expect(run.exitCode == 0, "\(run.stderr)")
    let object = try run.jsonObject()
    // No TF009: the only source finding is the note that Avenir's face is not used (fresh22 F22-8).
    let sourceFindings = try #require(object["sourceFindings"] as? [[String: Any]])
    #expect(
      sourceFindings.map { "\($0["ruleId"] ?? "-") \($0["severity"] ?? "-") \($0["line"] ?? "-")" } == [
        "TF017 note 10"
      ])
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(problems.isEmpty)
  }

  @Test("an app font member truncates where the same font written inline does; environment sizes stop it")
  func membersAndEnvironment() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Font+App.swift",
      """
      import SwiftUI
      extension Font {
        static let rowTitle = Font.custom("Avenir", size: 30, relativeTo: .body)
        static var rowHeavy: Font { .body.weight(.black) }
        static let rowFixed = Font.system(size: 30)
      }
      extension UIFont {
        static let rowUI = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 30))
      }

      """)
    let rows = [
      ("m.ref", #".font(.custom("Avenir", size: 30, relativeTo: .body))"#),
      ("m.member", ".font(.rowTitle)"),
      ("m.heavyref", ".font(.body.weight(.black))"),
      ("m.heavy", ".font(.rowHeavy)"),
      ("m.fixed", ".font(.rowFixed)"),
      ("m.plain", ""),
      ("m.envdts", #".environment(\.dynamicTypeSize, .large)"#),
      ("m.envsc", #".environment(\.sizeCategory, .large)"#),
    ]
    try folder.write(
      "App/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
        + rows.map { "  Text(\"\($0.0)\")\($0.1).lineLimit(1)\n" }.joined() + "} } }\n")
    try folder.write(
      "App/C.swift",
      """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = NSLocalizedString("m.ui", comment: "")
          cell.textLabel?.numberOfLines = 1
          cell.textLabel?.font = .rowUI
          return cell
        }
      }

      """)
    let keys = rows.map(\.0) + ["m.ui"]
    try folder.write(
      "App/de.lproj/Localizable.strings",
      keys.map { "\"\($0)\" = \"Datenschutz und Sicherheit\";\n" }.joined())
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let object = try run.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    let truncations = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix m.member and m.ui were measured as body 17 pt (cut from AX1, as m.plain; now
    // from large, as m.ref written inline), m.heavy as body regular, m.fixed as body (cut from AX1;
    // now 30 pt at every category, cut from large) and m.envdts and m.envsc at every category (cut
    // from AX1; now at large only, where the title fits).
    #expect(
      truncations == [
        "m.fixed large", "m.heavy AX1", "m.heavyref AX1", "m.member large", "m.plain AX1", "m.ref large",
        "m.ui large",
      ])
    let sourceFindings = try #require(object["sourceFindings"] as? [[String: Any]])
    let tf009 = sourceFindings.filter { $0["ruleId"] as? String == "TF009" }
      .map { "\($0["line"] as? Int ?? 0) \($0["severity"] as? String ?? "")" }
    // `.font(.rowFixed)` (line 7) and the two environment sizes (lines 9 and 10).
    #expect(tf009 == ["7 error", "9 error", "10 error"])
  }
}
