import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// fresh27 F27-4: a row part the string files lack was a `unmatchedConfiguration` warning
/// (`title=TypeFit unmatchedConfiguration` in GitHub annotations) though no configuration named
/// it. It has its own kind, `missingPartKey`, and is still written on standard error.
@Suite("typefit check: a row part key no string file has")
struct CheckMissingPartKeyTests {
  @Test("its warning is a missingPartKey in JSON and GitHub, and on standard error as before")
  func ownKind() throws {
    let app = try TemporaryFolder()
    try app.write("app/en.lproj/Localizable.strings", "\"t\" = \"Boost Button\";\n")
    try app.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n  LabeledContent(\"t\") { Text(\"Boost & Quote\") }\n} } }\n"
    )
    let json = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    #expect(json.exitCode == 0)
    let diagnostics = try #require(try json.jsonObject()["diagnostics"] as? [[String: Any]])
    let missing = diagnostics.filter {
      ($0["message"] as? String)?.contains("the row part \"Boost & Quote\"") == true
    }
    #expect(missing.map { $0["kind"] as? String } == ["missingPartKey"])
    #expect(json.stderr.contains("Warning: the row part \"Boost & Quote\" has no entry in the string files"))
    let github = CapturedRun(["check", app.path + "/app", "-f", "github", "-q", "--fail-on", "never"])
    #expect(github.stdout.contains("title=TypeFit missingPartKey::the row part"))
    #expect(!github.stdout.contains("unmatchedConfiguration"))
  }

  /// The sixty-fourth attack's A64-3: a discovered row looks its title up in `Localizable`; the
  /// key was only in `Settings.strings`, so the string was checked as a label of its own and
  /// the row's `.lineLimit(1)` was lost, with nothing said.
  @Test("a discovered row whose title key only another table has is warned about, at that string")
  func titleInAnotherTable() throws {
    let app = try TemporaryFolder()
    try app.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List { NavigationLink(\"k\") { EmptyView() }.lineLimit(1) } } }\n"
    )
    try app.write("app/de.lproj/Settings.strings", "\"k\" = \"Eine sehr lange Zeichenkette\";\n")
    try app.write("app/fi.lproj/Settings.strings", "\"k\" = \"Pitkä merkkijono\";\n")
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    let warnings = diagnostics.filter { ($0["message"] as? String)?.contains("looks its title") == true }
    #expect(warnings.count == 1)
    #expect(warnings.first?["kind"] as? String == "missingPartKey")
    #expect(warnings.first?["file"] as? String == app.path + "/app/de.lproj/Settings.strings")
    #expect(
      warnings.first?["message"] as? String
        == "the row (discovered: NavigationLink at V.swift:2) looks its title \"k\" up in the table Localizable, "
        + "which has no such key; this table has it (2 locales: de, fi), so it is checked as a string of its own, "
        + "not as the row: give the row the table the key is in (tableName:), or move the string")
    // Where the row's own table has the key in some locale, the row is made: no warning, also
    // when that locale is left out of the run (A66-3: `--locales de` said Localizable lacked it).
    try app.write("app/en.lproj/Localizable.strings", "\"k\" = \"Long text\";\n")
    let made = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    #expect(!made.stderr.contains("looks its title"))
    let filtered = CapturedRun([
      "check", app.path + "/app", "-f", "json", "--fail-on", "never", "--locales", "de",
    ])
    #expect(!filtered.stderr.contains("looks its title"), "\(filtered.stderr)")
  }

  /// The sixty-sixth attack's A66-6: Foundation reads an empty table name as `Localizable`;
  /// TypeFit looked the key up in a table named "", so the row was not made.
  @Test("tableName: \"\" looks the row's title up in Localizable")
  func emptyTableName() throws {
    let app = try TemporaryFolder()
    try app.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List { Text(\"a\", tableName: \"\").lineLimit(1) } } }\n"
    )
    try app.write(
      "app/de.lproj/Localizable.strings", "\"a\" = \"Eine sehr lange Zeichenkette, die nicht passt\";\n")
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.first?["role"] as? String == "row")
    #expect((results.first?["roleReason"] as? String)?.hasPrefix("discovered: Text at V.swift:2") == true)
    #expect(!run.stderr.contains("looks its title"))
  }

  /// The eighty-first attack's A81-9: a row whose title key no table has (a SwiftUI literal not
  /// yet localized, a `Toggle`'s title) was listed by `typefit rows` but neither checked nor
  /// mentioned by `check`, exit 0, though iOS shows the key and it truncates at one line.
  @Test("a discovered row whose title key no table has is laid out as the key, with one warning")
  func titleKeyNoTableHas() throws {
    let app = try TemporaryFolder()
    try app.write("app/en.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write("app/de.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("Notification summary and scheduled delivery options").lineLimit(1)
        Toggle("Short toggle", isOn: $on)
        Text("o", tableName: "Other")
        Text("x")
        Text(" ")
      } } }
      """)
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    let literal = results.filter {
      $0["key"] as? String == "Notification summary and scheduled delivery options"
    }
    #expect(literal.compactMap { $0["locale"] as? String } == ["de", "en"])
    #expect(literal.allSatisfy { $0["role"] as? String == "row" })
    #expect(
      literal.first?["texts"] as? [String: String] == [
        "title": "Notification summary and scheduled delivery options"
      ])
    #expect(literal.first?["file"] as? String == app.path + "/app/de.lproj/Localizable.strings")
    let findings =
      (literal.first?["contexts"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
    let truncation = try #require(findings.first { $0["rule"] as? String == "TF001" })
    #expect((truncation["categories"] as? [String])?.first == "large")
    #expect(results.filter { $0["key"] as? String == "Short toggle" }.count == 2)
    // A title of white space alone shows nothing to measure: no result, no warning.
    #expect(!results.contains { $0["key"] as? String == " " })
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let warnings = diagnostics.filter { ($0["message"] as? String)?.hasPrefix("the row's title") == true }
    #expect(
      warnings.compactMap { $0["message"] as? String } == [
        "the row's title \"Notification summary and scheduled delivery options\" (discovered: Text at V.swift:3) has "
          + "no entry in the string files: iOS shows the key itself, checked as 'Notification summary and "
          + "scheduled delivery options' in 2 locales (de, en)",
        "the row's title \"Short toggle\" (discovered: Toggle at V.swift:4) has no entry in the string files: iOS "
          + "shows the key itself, checked as 'Short toggle' in 2 locales (de, en)",
        "the row's title \"o\" (discovered: Text at V.swift:5) has no entry in the string files, and no locale "
          + "checked has its table Other: iOS shows the key itself; not checked",
      ])
    #expect(warnings.allSatisfy { $0["kind"] as? String == "missingPartKey" })
    #expect(warnings.compactMap { $0["line"] as? Int } == [3, 4, 5])
    #expect(run.exitCode == 0)
    // `--locales de` lays it out in de alone.
    let german = CapturedRun([
      "check", app.path + "/app", "-f", "json", "--fail-on", "never", "--locales", "de",
    ])
    let germanResults = try #require(try german.jsonObject()["results"] as? [[String: Any]])
    #expect(
      germanResults.filter { $0["key"] as? String == "Notification summary and scheduled delivery options" }
        .compactMap { $0["locale"] as? String } == ["de"])
  }

  /// The eighty-second attack's A82-2: an interpolated title no table has was neither checked nor
  /// mentioned (exit 0). iOS shows the key with the values filled in: laid out as the key's shape
  /// filled by the run's samples (`%@` is `Alexandra`), with the A81-9 warning.
  @Test("an interpolated title no table has is laid out as its key with the values filled in")
  func interpolatedTitleNoTableHas() throws {
    let app = try TemporaryFolder()
    try app.write("app/de.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("Items \\(count) selected for background synchronisation now").lineLimit(1)
        Toggle("Notify \\(name) about it", isOn: $on)
        Text("@\\(account.acct)").lineLimit(1)
        Text("\\(nativeName) (\\(name))")
        Text("x")
      } } }
      """)
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    // Values alone (`@%@`, `%@ (%@)`): the app's data, no row and no warning.
    #expect(
      results.compactMap { $0["key"] as? String }.sorted() == [
        "Items %@ selected for background synchronisation now", "Notify %@ about it", "x",
      ])
    let items = try #require(
      results.first { $0["key"] as? String == "Items %@ selected for background synchronisation now" })
    #expect(items["locale"] as? String == "de")
    #expect(
      items["texts"] as? [String: String] == [
        "title": "Items Alexandra selected for background synchronisation now"
      ])
    let findings =
      (items["contexts"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
    let truncation = try #require(findings.first { $0["rule"] as? String == "TF001" })
    #expect((truncation["categories"] as? [String])?.first == "large")
    let toggle = try #require(results.first { $0["key"] as? String == "Notify %@ about it" })
    #expect(toggle["texts"] as? [String: String] == ["title": "Notify Alexandra about it"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let warnings = diagnostics.filter { ($0["message"] as? String)?.hasPrefix("the row's title") == true }
    #expect(
      warnings.compactMap { $0["message"] as? String } == [
        "the row's title \"Items %@ selected for background synchronisation now\" (discovered: Text at V.swift:3) "
          + "has no entry in the string files: iOS shows the key itself with the interpolated values, checked as "
          + "'Items Alexandra selected for background synchronisation now' (the key 'Items %@ selected for "
          + "background synchronisation now' with each value filled by the run's sample) in 1 locale (de)",
        "the row's title \"Notify %@ about it\" (discovered: Toggle at V.swift:4) has no entry in the string "
          + "files: iOS shows the key itself with the interpolated values, checked as 'Notify Alexandra about it' "
          + "(the key 'Notify %@ about it' with each value filled by the run's sample) in 1 locale (de)",
      ])
    #expect(warnings.compactMap { $0["line"] as? Int } == [3, 4])
  }

  /// The eighty-second attack's A82-3: a title no table has that holds `%` but interpolates
  /// nothing is shown as written; it got format-specifier warnings at line 1 of each table.
  @Test("a literal title no table has is not formatted: its % is no specifier")
  func absentTitleWithPercent() throws {
    let app = try TemporaryFolder()
    try app.write("app/en.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write("app/de.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("Percent 100% of everything").lineLimit(1)
        Text("x")
      } } }
      """)
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    let percent = results.filter { $0["key"] as? String == "Percent 100% of everything" }
    #expect(percent.compactMap { $0["locale"] as? String } == ["de", "en"])
    #expect(percent.first?["texts"] as? [String: String] == ["title": "Percent 100% of everything"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.compactMap { $0["message"] as? String }.filter { $0.contains("specifier") } == [],
      "\(diagnostics)")
    #expect(
      diagnostics.compactMap { $0["kind"] as? String } == ["missingPartKey"], "\(diagnostics)")
  }

  /// The eighty-second attack's A82-4: an `ignore` pattern that left out the row of a title no
  /// table has was warned of as matching nothing.
  @Test("an ignore pattern that leaves out a title no table has is not warned of")
  func ignoredAbsentTitle() throws {
    let app = try TemporaryFolder()
    try app.write("app/de.lproj/Localizable.strings", "\"x\" = \"y\";\n")
    try app.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("Unlocalized row title that is quite long enough").lineLimit(1)
        Text("x")
      } } }
      """)
    try app.write("app/typefit.json", "{\"ignore\": [\"Unlocalized*\", \"nothing*\"]}")
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String } == ["x"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.compactMap { $0["message"] as? String } == [
        "ignore[1]: \"nothing*\" matches no key in the input, so it leaves nothing out"
      ], "\(diagnostics)")
  }
}
