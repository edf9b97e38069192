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
    // The report ends with the same reason.
    #expect(
      run.stdout.hasSuffix(
        "\nNothing was checked: none of the locales asked for (dee) is in the input (available: de, en, fi); "
          + "did you mean de?\n"), "\(run.stdout)")
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
}
