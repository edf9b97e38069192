import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on a row whose subtitle is its own key (the twenty-third attack's A23-3): the
/// subtitle's truncation was reported at the title key's entry, and the subtitle's key was named
/// nowhere, in every format.
@Suite("typefit check: findings on a part at the part's own key")
struct CheckPartLocationTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: {
            VStack(alignment: .leading) {
              Text("sl.title").lineLimit(1)
              Text("sl.sub").font(.caption).lineLimit(1)
            }
          }
        }
      }
    }

    """
  static let strings = """
    "sl.title" = "Kurz";
    "sl.other" = "x";
    "sl.sub" = "Datenschutzeinstellungen und Sicherheit verwalten";

    """

  func run(_ format: String) throws -> CapturedRun {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", Self.strings)
    try folder.write("App/V.swift", Self.swift)
    return CapturedRun(["check", folder.path + "/App", "--format", format, "--quiet"])
  }

  @Test("Xcode and text: the subtitle's entry (line 3), named with its part and the title's key")
  func xcodeAndText() throws {
    let xcode = try run("xcode")
    #expect(xcode.exitCode == 1, "\(xcode.stderr)")
    let line = try #require(xcode.stdout.split(separator: "\n").first { $0.contains("TF001") })
    #expect(line.contains("Localizable.strings:3:"))
    // One line per problem (fix24c): the text report's headline, then the first locale's example.
    #expect(
      line.contains(
        ": error: sl.sub (subtitle of sl.title): subtitle truncates from xLarge in de (needs 2 lines, 1 allowed). "
          + "de: subtitle 'Datenschutz"))
    let text = try run("text")
    #expect(text.exitCode == 1)
    #expect(text.stdout.contains("error    sl.sub (subtitle of sl.title): subtitle truncates from"))
    #expect(text.stdout.contains("de.lproj/Localizable.strings:3 (de)"))
  }

  @Test("SARIF and JSON problems: the subtitle's entry and name; the JSON result stays the title's row")
  func sarifAndJSON() throws {
    let sarif = try run("sarif")
    let runs = try #require(try sarif.jsonObject()["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "TF001" })
    let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
    #expect(message.hasPrefix("sl.sub (subtitle of sl.title): subtitle truncates"))
    let locations = try #require(result["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 3)
    let json = try run("json")
    let object = try json.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    let problem = try #require(problems.first { $0["rule"] as? String == "TF001" })
    #expect(problem["key"] as? String == "sl.title")
    #expect(problem["part"] as? String == "subtitle")
    #expect((problem["message"] as? String)?.hasPrefix("sl.sub (subtitle of sl.title): ") == true)
    let locales = try #require(problem["locales"] as? [[String: Any]])
    #expect(locales.first?["line"] as? Int == 3)
  }
}
