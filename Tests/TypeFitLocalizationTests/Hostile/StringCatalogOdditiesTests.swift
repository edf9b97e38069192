import Foundation
import Testing

@testable import TypeFitLocalization

/// String Catalog values Xcode never writes are reported at their line instead of being
/// checked as if they were valid.
@Suite("String Catalog: plural categories, argNum and states are checked")
struct StringCatalogOdditiesTests {
  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "plural": {"localizations": {"de": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld Datei"}},
      "bogus": {"stringUnit": {"state": "translated", "value": "x"}}}}}}},
    "subs": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%#@a@ %#@b@"},
      "substitutions": {
        "a": {"argNum": 999999999999, "formatSpecifier": "lld",
          "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg A"}}}}},
        "b": {"argNum": -5, "formatSpecifier": "@",
          "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg B"}}}}}}}}},
    "good": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%#@c@"},
      "substitutions": {"c": {"argNum": 2, "formatSpecifier": "lld",
        "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg C"}}}}}}}}},
    "state": {"localizations": {"de": {"stringUnit": {"state": "\\u001b[2Jweird", "value": "Wert"}}}}
    }}
    """

  static let result = LocalizationReader.read(
    Data(catalog.utf8), path: "Localizable.xcstrings", format: .xcstrings)

  static func values(_ key: String) -> [String] {
    result.strings.filter { $0.key == key && $0.locale == "de" }.map(\.value)
  }

  @Test("a plural case that is not a CLDR category is skipped with a warning naming the valid ones")
  func pluralCategory() {
    #expect(
      Self.result.strings.filter { $0.key == "plural" && $0.locale == "de" }.map(\.variant.description) == [
        "plural.one"
      ])
    #expect(
      Self.result.diagnostics.contains {
        $0.line == 4
          && $0.message
            == "plural \"bogus\" is not a plural category (zero, one, two, few, many, other); skipped"
      })
  }

  @Test("an argNum that is negative or huge is a warning at its line and never reaches the text")
  func argumentNumbers() {
    #expect(Self.values("subs") == ["%lld A %@ B"])
    #expect(Self.values("good") == ["%2$lld C"])
    let messages = Self.result.diagnostics.filter { $0.line == 7 || $0.line == 9 }.map(\.message)
    #expect(
      messages == [
        "argNum 999999999999 of substitution \"a\" is not an argument position (a whole number from 1 to 1000); its %arg is filled without a position",
        "argNum -5 of substitution \"b\" is not an argument position (a whole number from 1 to 1000); its %arg is filled without a position",
      ])
  }

  @Test("an unknown state is a warning, escaped, and the string is still checked")
  func unknownState() {
    #expect(Self.values("state") == ["Wert"])
    #expect(
      Self.result.diagnostics.contains {
        $0.line == 14 && $0.severity == .warning
          && $0.message
            == "unknown state \"\\u{1B}[2Jweird\" (Xcode writes new, needs_review, translated, stale); the string is checked"
      })
  }

  /// Session 31: `pt_BR` and `pt-BR` in one key were both read as pt-BR, so one label gave
  /// three checks in two locales and the second text was judged as the same locale's.
  @Test("two spellings of one locale in a key: the first is read, the second named and skipped")
  func localeSpelledTwice() {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Settings": {"localizations": {
      "pt_BR": {"stringUnit": {"state": "translated", "value": "Configurações"}},
      "pt-BR": {"stringUnit": {"state": "translated", "value": "Ajustes"}}}}}}
      """
    let result = LocalizationReader.read(Data(catalog.utf8), path: "L.xcstrings", format: .xcstrings)
    #expect(result.strings.map { "\($0.locale)=\($0.value)" } == ["en=Settings", "pt-BR=Configurações"])
    #expect(
      result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "3: localization \"pt-BR\" of key \"Settings\" is the locale pt-BR, as \"pt_BR\" at line 2 is; the first "
          + "is checked and this one skipped"
      ])
  }

  /// Thirtieth attack A30-5: with `"states"` keeping only translated strings, the warning said
  /// "the string is checked" of a string the filter then left out.
  @Test("an unknown state that typefit.json's states leaves out is said to be left out")
  func unknownStateLeftOut() {
    let result = LocalizationReader.read(
      Data(Self.catalog.utf8), path: "Localizable.xcstrings", format: .xcstrings,
      options: LocalizationReadOptions(includedStates: [.translated]))
    #expect(!result.strings.contains { $0.key == "state" && $0.locale == "de" })
    #expect(
      result.diagnostics.filter { $0.line == 14 }.map(\.message) == [
        "unknown state \"\\u{1B}[2Jweird\" (Xcode writes new, needs_review, translated, stale); the string is not checked: typefit.json's \"states\" leaves it out"
      ])
  }
}
