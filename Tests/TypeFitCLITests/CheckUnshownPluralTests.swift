import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// The twenty-sixth attack's A26-9 through `typefit check`: plural forms English never shows
/// (`few`, `many`) were laid out, a false TF001 error on a title and the widest form of a value.
/// The run takes the categories from ICU and reports the dead forms as read warnings.
@Suite("typefit check: plural forms a language never shows")
struct CheckUnshownPluralTests {
  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "t": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Files"}}}},
    "v": {"localizations": {"en": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld files"}},
      "many": {"stringUnit": {"state": "translated", "value": "%lld WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"}},
      "few": {"stringUnit": {"state": "translated", "value": "%lld WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"}}}}}}},
    "t2": {"localizations": {"en": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld files"}},
      "few": {"stringUnit": {"state": "translated", "value": "%lld WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"}}}}}}}}}
    """

  static let view = """
    import SwiftUI
    struct V: View { var body: some View { List {
      LabeledContent("t") { Text("v") }
      NavigationLink("t2") { Text("x") }.lineLimit(1)
    } } }
    """

  @Test("few and many under en are neither titles nor a value's widest form; one note per key names them")
  func deadFormsNotLaidOut() throws {
    let app = try TemporaryFolder()
    try app.write("app/Localizable.xcstrings", Self.catalog)
    try app.write("app/V.swift", Self.view)
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "-q"])
    // The false TF001 error made the run exit 1.
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { "\($0["key"] as? String ?? "?") \($0["variant"] as? String ?? "?")" } == [
        "t base", "t2 plural.one", "t2 plural.other",
      ])
    #expect((results[0]["texts"] as? [String: String])?["value"] == "1,234 files")
    let findings = results.flatMap { result in
      (result["contexts"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    }
    #expect(findings.isEmpty)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["kind"] as? String } == ["unshownPluralForm", "unshownPluralForm"])
    #expect(diagnostics.map { $0["severity"] as? String } == ["note", "note"])
    #expect(
      diagnostics.map { $0["message"] as? String } == [
        "plural forms few, many of \"v\" are never shown in en: iOS chooses among en's CLDR plural categories "
          + "(one, other), and zero for 0; not checked",
        "plural form few of \"t2\" is never shown in en: iOS chooses among en's CLDR plural categories "
          + "(one, other), and zero for 0; not checked",
      ])
  }

  /// The twenty-eighth attack's A28-5: a plural whose every form its language never shows (`ja`
  /// with only `one`, `en` with only `few` and `many`) was left out as a note, "nothing to fix",
  /// and the run said "no localization strings found".
  @Test("plurals with no form other: a warning each, and nothing checked does not say no strings were found")
  func noFormOther() throws {
    let app = try TemporaryFolder()
    try app.write(
      "app/Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"items": {"localizations": {
      "en": {"variations": {"plural": {"few": {"stringUnit": {"state": "translated", "value": "%lld few"}},
      "many": {"stringUnit": {"state": "translated", "value": "%lld many"}}}}},
      "ja": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld 個"}}}}}}}}}
      """)
    let run = CapturedRun(["check", app.path + "/app", "-q", "--fail-on", "never"])
    #expect(run.exitCode == 3)
    let file = app.path + "/app/Localizable.xcstrings"
    let because =
      "iOS falls back to other for the numbers its other forms do not cover (other is the one category every "
      + "language has); add it"
    #expect(
      run.stderr
        == "Warning: \(file):2:89: plural \"items\" has no form other in en: \(because)\n"
        + "Warning: \(file):4:89: plural \"items\" has no form other in ja: \(because)\n"
        + "Error: nothing was checked: 1 file read in \(app.path)/app, every entry skipped (see the warnings above)\n",
      "\(run.stderr)")
  }
}
