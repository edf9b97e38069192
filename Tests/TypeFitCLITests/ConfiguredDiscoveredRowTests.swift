import Foundation
import Testing
import _TypeFitTestSupport

/// A `typefit.json` row entry naming a row found in Swift source overrides only the fields it
/// sets; the rest comes from the source (twentieth attack A20-10).
@Suite("typefit check: configuration entries over discovered rows")
struct ConfiguredDiscoveredRowTests {
  static let swift = """
    import SwiftUI
    struct V: View { var body: some View { List {
      NavigationLink("settings.title") { Text("x") }
      NavigationLink("privacy") { Text("x") }.lineLimit(1)
      Toggle("long", isOn: .constant(true)).lineLimit(1)
    } } }
    """
  static let strings = """
    "settings.title" = "Einstellungen";
    "privacy" = "Datenschutz";
    "long" = "Benachrichtigungseinstellungen und Töne";
    """

  func app(_ configuration: String?) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("app/V.swift", Self.swift)
    try folder.write("app/de.lproj/Localizable.strings", Self.strings)
    if let configuration { try folder.write("app/typefit.json", configuration) }
    return folder
  }

  /// `rule key category severity` of every finding, sorted.
  func findings(_ run: CapturedRun) throws -> [String] {
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    return problems.map {
      [$0["rule"], $0["key"], $0["category"], $0["severity"]].map { "\($0 ?? "-")" }.joined(separator: " ")
    }.sorted()
  }

  @Test("without a configuration the source's limits and switch give two TF001 errors")
  func sourceOnly() throws {
    let folder = try app(nil)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      try findings(run) == [
        "TF001 long large error", "TF001 privacy AX5 error", "TF003 long large note",
        "TF008 settings.title AX5 note",
      ])
  }

  @Test("an entry adding only a leading icon keeps the limits and the switch, and narrows the title")
  func leadingOnly() throws {
    let folder = try app(#"{"rows":[{"match":"*","leading":"symbol"}]}"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    // Before the fix: no finding but TF008, exit 0.
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      try findings(run) == [
        "TF001 long large error", "TF001 privacy AX3 error", "TF003 long large note",
        "TF008 settings.title AX3 note",
      ])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    let privacy = try #require(results.first { $0["key"] as? String == "privacy" })
    #expect(
      privacy["roleReason"] as? String == "typefit.json rows[0] over discovered: NavigationLink at V.swift:4")
  }

  @Test("an entry naming the key only, or setting only the accessory, keeps the rest of the source")
  func keyOrAccessoryOnly() throws {
    let named = try app(#"{"rows":[{"title":"privacy"},{"title":"long"}]}"#)
    let run = CapturedRun(["check", named.path + "/app", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      try findings(run) == [
        "TF001 long large error", "TF001 privacy AX5 error", "TF003 long large note",
        "TF008 settings.title AX5 note",
      ])
    let accessory = try app(#"{"rows":[{"match":"priv*","accessory":"disclosure"}]}"#)
    let second = CapturedRun(["check", accessory.path + "/app", "--format", "json", "--quiet"])
    #expect(second.exitCode == 1, "\(second.stderr)")
    #expect(try findings(second).contains("TF001 privacy AX5 error"))
  }

  @Test("the source's subtitle stays in a row whose entry names no subtitle")
  func subtitleKept() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/A.swift",
      """
      import SwiftUI
      struct A: View { var body: some View { List {
        NavigationLink { EmptyView() } label: { VStack { Text("p"); Text("sub.src") } }
      } } }
      """)
    try folder.write("app/de.lproj/Localizable.strings", #""p" = "Datenschutz"; "sub.src" = "Quelle";"#)
    try folder.write("app/typefit.json", #"{"rows":[{"title":"p"}]}"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    // One row, the subtitle its part, not a label of its own.
    #expect(results.map { $0["key"] as? String } == ["p"])
    #expect((results.first?["partKeys"] as? [String: String]) == ["subtitle": "sub.src"])
    #expect((results.first?["texts"] as? [String: String]) == ["title": "Datenschutz", "subtitle": "Quelle"])
  }
}
