import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` with rows discovered in the app's Swift sources.
@Suite("typefit check: discovered rows")
struct CheckDiscoveryTests {
  static let strings = """
    "settings.display" = "Display and brightness settings for every screen of this application, with a long tail";
    "settings.sound" = "Sound effects";
    "settings.hint" = "Adds keys on the keyboard for faster mentions and hashtags when you write a post.";
    """
  static let swift = """
    struct SettingsView: View {
      var body: some View {
        Form {
          NavigationLink(destination: Detail()) {
            Label("settings.display", systemImage: "sun.max")
              .lineLimit(1)
          }
          Toggle("settings.sound", isOn: $on)
        }
      }
    }
    """

  func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", Self.strings)
    try folder.write("App/Settings.swift", Self.swift)
    return folder
  }

  func results(_ run: CapturedRun) throws -> [String: [String: Any]] {
    let rows = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: rows.map { ($0["key"] as? String ?? "", $0) })
  }

  @Test("discovered rows are checked as rows with their reason and Swift source location")
  func discovered() throws {
    let folder = try app()
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    let byKey = try results(run)
    let display = try #require(byKey["settings.display"])
    #expect(display["role"] as? String == "row")
    #expect(display["roleReason"] as? String == "discovered: NavigationLink at Settings.swift:4")
    let source = try #require(display["sourceLocation"] as? [String: Any])
    #expect((source["file"] as? String)?.hasSuffix("/App/Settings.swift") == true)
    #expect(source["line"] as? Int == 4 && source["column"] as? Int == 7)
    #expect(byKey["settings.sound"]?["roleReason"] as? String == "discovered: Toggle at Settings.swift:8")
    #expect(byKey["settings.hint"]?["role"] as? String != "row")
    #expect(byKey["settings.hint"]?["sourceLocation"] == nil)
  }

  /// The seventieth attack's A70-7: a title written as an interpolated literal is the one key
  /// of its table with that shape (`Items %lld` for `"Items \(count)"`, `Name %@`, `Ratio
  /// %lf`), checked as the row the source shows; a shape two keys have stays unresolved.
  @Test("an interpolated title is the one key of its shape, checked as a row; a shape two keys share is not")
  func interpolatedTitles() throws {
    let folder = try TemporaryFolder()
    let long = "Zeitgesteuerte Zusammenfassung der Mitteilungen"
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Items %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\(long) %lld"}}}},
      "Name %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\(long) %@"}}}},
      "Ratio %lf":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\(long) %lf"}}}},
      "Twice %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\(long) %lld"}}}},
      "Twice %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\(long) %@"}}}}
      }}
      """)
    try folder.write(
      "App/V.swift",
      """
      struct V: View {
        var body: some View {
          List {
            NavigationLink("Items \\(count)") { Text("x") }.lineLimit(1)
            NavigationLink("Name \\(name)") { Text("x") }.lineLimit(1)
            NavigationLink("Ratio \\(ratio)") { Text("x") }.lineLimit(1)
            NavigationLink("Twice \\(count)") { Text("x") }.lineLimit(1)
          }
        }
      }
      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet", "--locales", "de"])
    let byKey = try results(run)
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    for (key, line) in [("Items %lld", 4), ("Name %@", 5), ("Ratio %lf", 6)] {
      let result = try #require(byKey[key], "\(key)")
      #expect(result["role"] as? String == "row", "\(key)")
      #expect(result["roleReason"] as? String == "discovered: NavigationLink at V.swift:\(line)", "\(key)")
      #expect(problems.contains { $0["key"] as? String == key && $0["rule"] as? String == "TF001" }, "\(key)")
    }
    #expect(byKey["Twice %lld"]?["role"] as? String == "label")
    #expect(byKey["Twice %@"]?["role"] as? String == "label")
  }

  @Test("the discovered line limit decides the shape: .lineLimit(1) truncates the long title (TF001)")
  func discoveredShape() throws {
    let folder = try app()
    let on = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    let problems = try #require(try on.jsonObject()["problems"] as? [[String: Any]])
    let truncated = problems.first {
      $0["key"] as? String == "settings.display" && $0["rule"] as? String == "TF001"
    }
    #expect(truncated != nil)
    #expect((truncated?["sourceLocation"] as? [String: Any])?["line"] as? Int == 4)
    let off = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet", "--no-discovery"])
    let offProblems = try #require(try off.jsonObject()["problems"] as? [[String: Any]])
    #expect(
      !offProblems.contains { $0["key"] as? String == "settings.display" && $0["rule"] as? String == "TF001" }
    )
    let offResults = try results(off)
    #expect(offResults["settings.display"]?["sourceLocation"] == nil)
    #expect((offResults["settings.display"]?["roleReason"] as? String)?.hasPrefix("discovered") == false)
  }

  @Test(
    "a row's HStack with a hidden-label Toggle has its switch: the same TF001 errors as the Toggle row (A19-9)"
  )
  func stackToggleSwitch() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      "\"h4\" = \"Datenschutz und\";\n\"t4\" = \"Datenschutz und\";\n"
        + "\"h5\" = \"Datenschutz undx\";\n\"t5\" = \"Datenschutz undx\";\n")
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        @State var on = false
        var body: some View {
          List {
            HStack { Text("h4").lineLimit(1); Spacer(); Toggle("hid", isOn: $on).labelsHidden() }
            Toggle("t4", isOn: $on).lineLimit(1)
            HStack { Text("h5").lineLimit(1); Spacer(); Toggle("hid", isOn: $on).labelsHidden() }
            Toggle("t5", isOn: $on).lineLimit(1)
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet", "--locales", "en"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let errors = problems.filter { $0["rule"] as? String == "TF001" && $0["severity"] as? String == "error" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix `h4` and `h5` had no error: their text had the switch's width too.
    #expect(errors == ["h4 AX3", "h5 AX2", "t4 AX3", "t5 AX2"])
  }

  @Test("SARIF puts the Swift source line in relatedLocations")
  func sarif() throws {
    let folder = try app()
    let run = CapturedRun(["check", folder.path + "/App", "--format", "sarif", "--quiet"])
    let runs = try #require(try run.jsonObject()["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let display = try #require(
      results.first { ($0["properties"] as? [String: Any])?["key"] as? String == "settings.display" })
    let related = try #require(display["relatedLocations"] as? [[String: Any]])
    let swift = try #require(related.last)
    let physical = try #require(swift["physicalLocation"] as? [String: Any])
    #expect(
      ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("/App/Settings.swift")
        == true)
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 4)
    #expect(
      (swift["message"] as? [String: Any])?["text"] as? String
        == "Swift source: discovered: NavigationLink at Settings.swift:4")
  }

  @Test("a configuration row wins over a discovered one where it says something")
  func configWins() throws {
    let folder = try app()
    try folder.write("App/typefit.json", #"{"rows": [{"title": "settings.display", "titleLines": 0}]}"#)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    let display = try #require(try results(run)["settings.display"])
    #expect(
      display["roleReason"] as? String
        == "typefit.json rows[0] over discovered: NavigationLink at Settings.swift:4")
    let source = try #require(display["sourceLocation"] as? [String: Any])
    #expect(source["line"] as? Int == 4)
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    // `titleLines: 0` (unlimited) wins over the source's `.lineLimit(1)`: no truncation.
    #expect(
      !problems.contains { $0["key"] as? String == "settings.display" && $0["rule"] as? String == "TF001" })
  }

  @Test("an unterminated string in a Swift file is one warning line and the check goes on")
  func hostileSwift() throws {
    let folder = try app()
    try folder.write("App/Broken.swift", "let a = \"open\n")
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.stderr.contains("Warning: 1 problem reading Swift sources"))
    #expect(
      try results(run)["settings.sound"]?["roleReason"] as? String == "discovered: Toggle at Settings.swift:8"
    )
  }
}
