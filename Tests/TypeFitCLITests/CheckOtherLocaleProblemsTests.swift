import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// fresh27 F27-2: a run scoped with `--locales` still reported the read warnings of the files of
/// the other locales (a malformed `el.lproj` stringsdict in a `de,ja,en` job), in every format.
/// They are left out and counted in one note; the checked locales' warnings stay.
@Suite("typefit check: read problems of locales the run does not check")
struct CheckOtherLocaleProblemsTests {
  static func app() throws -> TemporaryFolder {
    let app = try TemporaryFolder()
    try app.write("app/de.lproj/Localizable.strings", "\"k\" = \"Konto %q\";\n")
    // Two keys defined twice: two reader warnings (a `%q` is the planner's, only for checked strings).
    try app.write(
      "app/el.lproj/Localizable.strings", "\"k\" = \"a\";\n\"k\" = \"b\";\n\"j\" = \"c\";\n\"j\" = \"d\";\n")
    try app.write("app/fr.lproj/Localizable.strings", "\"k\" = \"Compte\" \"broken\";\n")
    return app
  }

  @Test("--locales de keeps de's warning, leaves out el's and fr's, and counts them in one note")
  func leftOutAndCounted() throws {
    let app = try Self.app()
    let run = CapturedRun([
      "check", app.path + "/app", "--locales", "de", "-f", "json", "-q", "--fail-on", "never",
    ])
    let json = try run.jsonObject()
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let listed = diagnostics.map {
      "\($0["severity"] as? String ?? "?") \($0["kind"] as? String ?? "?") \(URL(fileURLWithPath: $0["file"] as? String ?? "").lastPathComponent)"
    }
    #expect(listed.contains("warning malformedFormatSpecifier Localizable.strings"))
    #expect(!diagnostics.contains { ($0["file"] as? String)?.contains("el.lproj") == true })
    let notes = diagnostics.filter { $0["kind"] as? String == "otherLocaleReadProblems" }
    #expect(notes.count == 1)
    let message = try #require(notes.first?["message"] as? String)
    #expect(
      message
        == "2 read warnings about locales this run does not check (el) are not listed; check those "
        + "locales to see them")
    // fr's syntax error is still listed: input not read is said whatever its language.
    #expect(
      diagnostics.contains {
        ($0["file"] as? String)?.contains("fr.lproj") == true && $0["severity"] as? String == "error"
      })
    #expect(notes.first?["severity"] as? String == "note")
    // About the run, not a file: no file and no line (A76-2: it was at a made-up `configuration`).
    #expect(notes.first?["file"] as? String == "")
    #expect(notes.first?["line"] == nil)
  }

  /// The fifty-first attack's A51-1: the plural forms `ja` never shows, in a catalog of `de` and
  /// `ja`, were listed in a `--locales de` run (45 such notes on Ice Cubes, none about `de`).
  @Test("--locales de leaves out a catalog's notes and warnings about ja's strings, counted in the note")
  func catalogStringsOfOtherLocales() throws {
    let app = try TemporaryFolder()
    let forms = { (one: String, other: String?) in
      #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\#(one)"}}"#
        + (other.map { #","other":{"stringUnit":{"state":"translated","value":"\#($0)"}}"# } ?? "") + "}}}"
    }
    try app.write(
      "Localizable.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"files %lld":{"localizations":{"#
        + #""de":\#(forms("%lld Datei", "%lld Dateien")),"ja":\#(forms("%lld ファイル", "%lld ファイル")),"#
        + #""fr":\#(forms("%lld fichier", nil))}}}}"#)
    let scoped = CapturedRun(["check", app.path, "--locales", "de", "-f", "json", "-q", "--fail-on", "never"])
    #expect(scoped.exitCode == 0, "\(scoped.stderr)")
    #expect(
      Hostile.diagnostics(scoped) == [
        "otherLocaleReadProblems: 1 read warning and 1 note about locales this run does not check (fr, ja) "
          + "are not listed; check those locales to see them"
      ])
    // Without --locales both are listed, each about its own locale.
    let all = CapturedRun(["check", app.path, "-f", "json", "-q", "--fail-on", "never"])
    #expect(
      Hostile.diagnostics(all).map { String($0.prefix(while: { $0 != ":" })) } == [
        "unshownPluralForm", "missingPluralOther",
      ])
  }

  @Test("without --locales every file's warnings are listed and there is no note")
  func allLocales() throws {
    let app = try Self.app()
    let run = CapturedRun(["check", app.path + "/app", "-f", "json", "-q", "--fail-on", "never"])
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.filter { ($0["file"] as? String)?.contains("el.lproj") == true }.count == 2)
    #expect(!diagnostics.contains { $0["kind"] as? String == "otherLocaleReadProblems" })
  }

  @Test("the text and GitHub formats leave out the same warnings")
  func otherFormats() throws {
    let app = try Self.app()
    for format in ["text", "github", "sarif", "xcode"] {
      let run = CapturedRun([
        "check", app.path + "/app", "--locales", "de", "-f", format, "-q", "--fail-on", "never",
      ])
      #expect(!run.stdout.contains("el.lproj"), "\(format)")
      #expect(run.stdout.contains("fr.lproj"), "\(format)")
    }
  }
}
