import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on fonts whose size scales relative to a text style, weights given as
/// arguments, `.bold(false)` and ternary fonts (the twentieth attack's A20-11, A20-2, A20-3,
/// A20-4).
@Suite("typefit check: relative font sizes, weight arguments and ternary fonts")
struct CheckFontSizeTests {
  static let rows = [
    ("cs.big", #"Text("cs.big").font(.custom("Avenir", size: 34, relativeTo: .body))"#),
    ("cs.small", #"Text("cs.small").font(.custom("Avenir", size: 12, relativeTo: .largeTitle))"#),
    ("cs.ref", #"Text("cs.ref").font(.largeTitle)"#),
    ("cs.plain", #"Text("cs.plain").font(.custom("Avenir", size: 34))"#),
    ("fw.sys", #"Text("fw.sys").font(.system(.body, design: .default, weight: .black))"#),
    ("fw.boldf", #"Text("fw.boldf").bold(false)"#),
    ("fw.tern", #"Text("fw.tern").font(compact ? .body : .title)"#),
  ]

  static let uiKit = """
    import UIKit
    final class D: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = NSLocalizedString("cs.uik", comment: "")
        cell.textLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
        cell.textLabel?.numberOfLines = 1
        cell.accessoryType = .disclosureIndicator
        return cell
      }
    }

    """

  @Test("each font is measured at its own size and weight: exact first categories")
  func findings() throws {
    let folder = try TemporaryFolder()
    let keys = Self.rows.map(\.0) + ["cs.uik"]
    try folder.write(
      "App/de.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"Hintergrund\";\n" }.joined())
    let list = Self.rows.map { "      NavigationLink { EmptyView() } label: { \($0.1) }.lineLimit(1)\n" }
      .joined()
    try folder.write(
      "App/A.swift",
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n    List {\n\(list)    }\n  }\n}\n"
        + "let compact = true\n")
    try folder.write("App/U.swift", Self.uiKit)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let truncations = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix cs.big, cs.plain and cs.uik were body 17 pt (no finding), cs.small was
    // largeTitle 34 pt (a false error from AX4), fw.sys regular (no finding), fw.boldf bold (a
    // false error from AX5) and fw.tern body (no finding). 34 pt at Large scaled like body grows
    // 53/17 = 3.1 times by AX5, largeTitle 60/34 = 1.8 times, so it is cut first (AX2).
    #expect(
      truncations == ["cs.big AX2", "cs.plain AX2", "cs.ref AX4", "cs.uik AX2", "fw.sys AX4", "fw.tern AX5"])
  }
}
