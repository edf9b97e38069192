import Foundation
import Testing
import _TypeFitTestSupport

/// A key shown by two rows of different shapes in the app's Swift sources is checked in the
/// strictest shape, whatever the files are called (thirteenth attack A13-27: the first file in
/// path order decided, so renaming a file turned exit 0 into a TF001 error), and one warning
/// names both rows.
@Suite("Hostile input: one key in rows of different shapes")
struct HostileRowShapeOrderTests {
  static let strings = """
    "settings.display" = "Display and brightness settings for every screen of this application, with a long tail";
    "ok" = "OK";
    """

  /// A Form with a NavigationLink showing `settings.display`, limited to one line when `limited`.
  static func view(_ name: String, limited: Bool) -> String {
    """
    struct \(name): View {
      var body: some View {
        Form {
          NavigationLink(destination: Detail()) {
            Text("settings.display")\(limited ? "\n          .lineLimit(1)" : "")
          }
        }
      }
    }

    """
  }

  /// Checks an app whose `A.swift` and `B.swift` show the key, the one-line row in `limitedFile`.
  private func check(limitedFile: String) throws -> (run: CapturedRun, json: [String: Any], root: String) {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    try folder.write("App/A.swift", Self.view("AView", limited: limitedFile == "A"))
    try folder.write("App/B.swift", Self.view("BView", limited: limitedFile == "B"))
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large",
    ])
    return (run, try run.jsonObject(), folder.path + "/App")
  }

  @Test("the one-line row decides in either file: TF001 and exit 1 both ways, one warning naming both rows")
  func strictestWhicheverFile() throws {
    for limited in ["A", "B"] {
      let (run, json, root) = try check(limitedFile: limited)
      #expect(run.exitCode == 1, "\(run.stderr)")
      let problems = try #require(json["problems"] as? [[String: Any]])
      #expect(problems.map { "\($0["key"] ?? "") \($0["rule"] ?? "")" } == ["settings.display TF001"])
      let results = try #require(json["results"] as? [[String: Any]])
      let reasons = Dictionary(
        uniqueKeysWithValues: results.map { ($0["key"] as? String ?? "", $0["roleReason"]) })
      #expect(reasons["settings.display"] as? String == "discovered: NavigationLink at \(limited).swift:4")
      #expect(reasons["ok"] as? String == "short text, 1 word")
      let stricter = limited == "A" ? "the first" : "the second"
      let (first, second) =
        limited == "A"
        ? ("title lines 1; accessory, navigable", "no line limits; accessory, navigable")
        : ("no line limits; accessory, navigable", "title lines 1; accessory, navigable")
      let message =
        "the rows at \(root)/A.swift:4:7 (\(first)) and \(root)/B.swift:4:7 (\(second)) show the key "
        + "\"settings.display\" in different shapes, \(stricter) the stricter; each key is checked in the "
        + "strictest shape of the rows showing it (the smallest title line limit, then subtitle's, then "
        + "value's, then the least room for the text; see Docs/CLI.md), whatever the files' names or order"
      let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
      #expect(diagnostics.map { $0["message"] as? String } == [message])
      #expect(diagnostics.first?["file"] as? String == root + "/A.swift")
      #expect(diagnostics.first?["line"] as? Int == 4)
      #expect(run.stderr == "Warning: \(message)\n")
    }
  }

  @Test("rows of one shape in two files: no warning, the first file's row as before")
  func sameShapeNoWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    try folder.write("App/A.swift", Self.view("AView", limited: true))
    try folder.write("App/B.swift", Self.view("BView", limited: true))
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large",
    ])
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    #expect((json["diagnostics"] as? [[String: Any]])?.isEmpty == true)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.first?["roleReason"] as? String == "discovered: NavigationLink at A.swift:4")
  }

  @Test(
    "A24-13: a second row of the title whose value is only known at run time does not drop the first row's value"
  )
  func valueRowStricter() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      "\"tr.title\" = \"Storage used\";\n\"tr.value\" = \"WWWWWWWWWWWWWWWWWWWWWWWWWW\";\n")
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        let n: Int
        var body: some View {
          List {
            LabeledContent("tr.title", value: NSLocalizedString("tr.value", comment: ""))
            HStack { Text("tr.title"); Spacer(); Text("count \\(n)") }
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    // Before: the HStack's title-only row decided, and tr.value was checked as a label of its
    // own (its TF007 lost).
    #expect(results.map { $0["key"] as? String } == ["tr.title"])
    #expect(
      results.first?["texts"] as? [String: String] == [
        "title": "Storage used", "value": "WWWWWWWWWWWWWWWWWWWWWWWWWW",
      ])
    #expect(results.first?["roleReason"] as? String == "discovered: LabeledContent at V.swift:6")
    let rules = (results.first?["contexts"] as? [[String: Any]] ?? []).flatMap {
      ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }
    #expect(rules == ["TF007", "TF008"])
  }

  /// The fifty-fifth attack's A55-2: grouping the rows copied a group's shapes for every row
  /// added, so 8,000 rows of one key in 8,000 line limits took 50 s and 11,000 over 60 s (debug).
  @Test(
    "9,999 rows of one key in 9,999 shapes: the one-line row decides, one pair per other shape",
    .timeLimit(.minutes(2)))
  func manyShapesOfOneKey() throws {
    let count = 9_999
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    let rows = (1...count).map {
      "      NavigationLink(destination: Detail()) { Text(\"settings.display\").lineLimit(\($0)) }"
    }
    try folder.write(
      "App/V.swift",
      "struct V: View {\n  var body: some View {\n    List {\n" + rows.joined(separator: "\n")
        + "\n    }\n  }\n}\n")
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large",
    ])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let warnings = run.stderr.split(separator: "\n").filter { $0.contains("in different shapes") }
    #expect(warnings.count == 21)
    #expect(
      warnings.last?.hasSuffix("and \(count - 1 - 20) more pairs of rows showing one key in different shapes")
        == true)
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    #expect(problems.map { "\($0["key"] ?? "") \($0["rule"] ?? "")" } == ["settings.display TF001"])
  }
}
