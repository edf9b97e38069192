import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// fresh22 F22-12 and F22-13: a locale asked for that no input has is named with what it may
/// have meant, and when none is in the input the error says so instead of "no localization
/// strings found".
@Suite struct LocaleMismatchTests {
  /// A folder with one string in each of de, en and fi.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("locales")
    for (locale, text) in [("de", "Konto"), ("en", "Account"), ("fi", "Tili")] {
      try folder.write("\(locale).lproj/Localizable.strings", "\"account\" = \"\(text)\";\n")
    }
    return folder
  }

  @Test("--locales dee: the error names the locale, the locales read and de; no second warning")
  func typo() throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "--locales", "dee", "--quiet", "--no-discovery"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: nothing was checked: none of the locales asked for (dee) is in the input "
        + "(available: de, en, fi); did you mean de?\n")
    // The report ends with the same reason, said once: not also as a read problem (a fresh
    // user's U54-10: it was in the report twice, and on standard error).
    #expect(
      run.stdout.hasSuffix(
        "\n  findings  0: 0 errors, 0 warnings, 0 notes\n\n"
          + "Nothing was checked: none of the locales asked for (dee) is in the input (available: de, en, fi); "
          + "did you mean de?\n"), "\(run.stdout)")
    #expect(run.stdout.components(separatedBy: "none of the locales asked for").count == 2)
    let json = CapturedRun([
      "check", folder.path, "--locales", "dee", "--quiet", "--no-discovery", "--format", "json",
    ])
    #expect(json.exitCode == 3)
    let summary = try #require(try json.jsonObject()["summary"] as? [String: Any])
    #expect(
      summary["nothingChecked"] as? String
        == "none of the locales asked for (dee) is in the input (available: de, en, fi); did you mean de?")
    #expect((try json.jsonObject()["diagnostics"] as? [Any])?.isEmpty == true, "\(json.stdout)")
  }

  @Test("--locales de_DE,en: de-DE is warned of with its language, de, and en is checked")
  func regionOfALanguageRead() throws {
    let folder = try Self.folder()
    let run = CapturedRun([
      "check", folder.path, "--locales", "de_DE,en", "--quiet", "--no-discovery", "--format", "json",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      run.stderr == "Warning: locale \"de-DE\" is in no input (available: de, en, fi); did you mean de?\n")
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["locale"] as? String } == ["en"])
  }

  /// The forty-fifth attack's A45-6: `de_DE` and `de-de` are one locale, warned of twice.
  @Test("--locales de_DE,de-de,en: de-DE is warned of once, however it is spelled")
  func oneLocaleSpelledTwice() throws {
    let folder = try Self.folder()
    let run = CapturedRun([
      "check", folder.path, "--locales", "de_DE,de-de,en", "--quiet", "--no-discovery", "--format", "json",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      run.stderr == "Warning: locale \"de-DE\" is in no input (available: de, en, fi); did you mean de?\n")
  }

  @Test("several locales, none read: each named with its suggestion; none close: no suggestion")
  func severalMissing() throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path, "--locales", "dee,fi-FI,ja", "--quiet", "--no-discovery"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: nothing was checked: none of the locales asked for (dee, fi-FI, ja) is in the input "
        + "(available: de, en, fi); did you mean de for dee, fi for fi-FI?\n")
    let far = CapturedRun(["check", folder.path, "--locales", "xx", "--quiet", "--no-discovery"])
    #expect(
      far.stderr
        == "Error: nothing was checked: none of the locales asked for (xx) is in the input (available: de, en, fi)\n"
    )
  }

  /// The thirty-eighth attack's A38-7: 32,000 locales read were all listed as available, and
  /// all again as what `de` may have meant, a line of 695 KB written twice.
  @Test("of the locales read, and of those suggested, the first 20 are named and the rest counted")
  func manyAvailable() throws {
    let folder = try TemporaryFolder("many-locales")
    for index in 0..<25 {
      try folder.write("fr-x-\(index + 10).lproj/Localizable.strings", "\"account\" = \"Compte\";\n")
    }
    let run = CapturedRun(["check", folder.path, "--locales", "ja", "--quiet", "--no-discovery"])
    #expect(run.exitCode == 3)
    let names = (10..<30).map { "fr-x-\($0)" }
    let named = names.joined(separator: ", ")
    #expect(
      run.stderr
        == "Error: nothing was checked: none of the locales asked for (ja) is in the input "
        + "(available: \(named), and 5 more)\n")
    // Every locale of the language asked for is a suggestion: the first 20 named too.
    let language = CapturedRun(["check", folder.path, "--locales", "fr", "--quiet", "--no-discovery"])
    #expect(
      language.stderr
        == "Error: nothing was checked: none of the locales asked for (fr) is in the input "
        + "(available: \(named), and 5 more); did you mean \(named), or one of 5 more?\n")
    let two = CapturedRun(["check", folder.path, "--locales", "fr,ja", "--quiet", "--no-discovery"])
    #expect(
      two.stderr
        == "Error: nothing was checked: none of the locales asked for (fr, ja) is in the input "
        + "(available: \(named), and 5 more); did you mean \(names.joined(separator: " or ")) or one of 5 "
        + "more for fr?\n")
    // With one locale read, the other is a warning, named the same way.
    let one = CapturedRun(["check", folder.path, "--locales", "ja,fr-x-10", "--quiet", "--no-discovery"])
    #expect(one.exitCode == 0, "\(one.stderr)")
    #expect(one.stderr == "Warning: locale \"ja\" is in no input (available: \(named), and 5 more)\n")
  }
}
