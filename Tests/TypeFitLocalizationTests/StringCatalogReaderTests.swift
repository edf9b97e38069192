import Foundation
import Testing

@testable import TypeFitLocalization

@Suite("String Catalog reader")
struct StringCatalogReaderTests {
  private func read(_ json: String, options: LocalizationReadOptions = LocalizationReadOptions())
    -> LocalizationReadResult
  {
    StringCatalogReader.read(Data(json.utf8), path: "Localizable.xcstrings", options: options)
  }

  @Test("reads every localization with exact lines, and the key as implicit source text")
  func plainEntries() {
    let result = read(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Save" : {
            "comment" : "Toolbar button",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
              "fr" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Enregistrer"
                }
              }
            }
          },
          "" : { }
        },
        "version" : "1.0"
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let summary = result.strings.map { "\($0.key)|\($0.locale)|\($0.value)|\($0.location.line)" }
    #expect(summary == ["Save|en|Save|4", "Save|de|Sichern|7", "Save|fr|Enregistrer|11", "|en||16"])
    #expect(result.strings[1].state == .translated)
    #expect(result.strings[2].state == .needsReview)
    #expect(result.strings[0].state == nil)
    #expect(result.strings.allSatisfy { $0.comment == "Toolbar button" || $0.key.isEmpty })
    #expect(result.strings[1].location.column == 69)
  }

  @Test("expands plural and device variations, plurals in CLDR order")
  func variations() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{"items":{"localizations":{"en":{"variations":{
      "device":{"ipad":{"variations":{"plural":{"other":{"stringUnit":{"state":"new","value":"%lld iPad items"}},
      "one":{"stringUnit":{"state":"new","value":"One iPad item"}}}}},
      "iphone":{"stringUnit":{"state":"translated","value":"Items"}}}}}}}}}
      """)
    let summary = result.strings.map { "\($0.variant)=\($0.value)@\($0.location.line)" }
    #expect(
      summary == [
        "device.ipad, plural.one=One iPad item@3", "device.ipad, plural.other=%lld iPad items@2",
        "device.iphone=Items@4",
      ])
  }

  @Test(
    "an unknown variation selector is skipped alone: the plural and device selectors beside it are read in either order",
    arguments: [false, true])
  func unknownSelectorBesideKnownOnes(unknownFirst: Bool) {
    let width = #""width":{"1":{"stringUnit":{"state":"translated","value":"a"}}}"#
    let plural =
      #""plural":{"other":{"stringUnit":{"state":"translated","value":"%lld lange Texte"}},"#
      + #""one":{"stringUnit":{"state":"translated","value":"Ein langer Text"}}}"#
    let device = #""device":{"iphone":{"stringUnit":{"state":"translated","value":"Texte"}}}"#
    let selectors = unknownFirst ? [width, plural, device] : [plural, device, width]
    let result = read(
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"variations":{"#
        + selectors.joined(separator: ",\n") + "}}}}}}")
    #expect(
      result.strings.map { "\($0.locale)|\($0.variant)|\($0.value)" } == [
        "en||k", "de|plural.one|Ein langer Text", "de|plural.other|%lld lange Texte",
        "de|device.iphone|Texte",
      ])
    #expect(
      result.diagnostics.map(\.description) == [
        "Localizable.xcstrings:\(unknownFirst ? 1 : 3):\(unknownFirst ? 85 : 9): unknown variation \"width\" "
          + "(TypeFit reads \"device\" and \"plural\"); the strings under it are not checked"
      ])
    #expect(result.diagnostics.map(\.severity) == [.warning])
  }

  @Test("filters by state when asked")
  func stateFilter() {
    let json = """
      {"sourceLanguage":"en","strings":{"a":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":"A"}},
      "fr":{"stringUnit":{"state":"new","value":"B"}}}}}}
      """
    let result = read(json, options: LocalizationReadOptions(includedStates: [.translated]))
    #expect(result.strings.map(\.locale) == ["en", "de"])
  }

  @Test("substitutes every plural form of every argument, with %arg made concrete")
  func substitutions() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
        "stringUnit":{"state":"translated","value":"%#@files@ in %#@folders@"},
        "substitutions":{
          "files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%arg file"}},
            "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}},
          "folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
            "other":{"stringUnit":{"state":"translated","value":"%arg folders"}},
            "one":{"stringUnit":{"state":"translated","value":"one folder"}}}}}
        }}}}}}
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.strings.map(\.value) == [
        "%1$lld file in one folder", "%1$lld file in %2$lld folders", "%1$lld files in one folder",
        "%1$lld files in %2$lld folders",
      ])
    #expect(result.strings[1].variant.description == "%#@files@ → one, %#@folders@ → other")
    #expect(result.strings.map(\.location.line) == [5, 5, 6, 6])
    // Each form's count goes to its own argument, as plural variations show theirs.
    #expect(
      result.strings.map(\.argumentForms) == [
        [1: "one", 2: "one"], [1: "one", 2: "other"], [1: "other", 2: "one"], [1: "other", 2: "other"],
      ])
    #expect(
      result.strings.map { FormatArgumentFiller().fill($0).text } == [
        "1 file in one folder", "1 file in 1,234 folders", "1,234 files in one folder",
        "1,234 files in 1,234 folders",
      ])
  }

  @Test("a missing substitution is left as written and reported")
  func missingSubstitution() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
        "stringUnit":{"state":"translated","value":"%#@nope@"},"substitutions":{}}}}}}
      """)
    #expect(result.strings.map(\.value) == ["%#@nope@"])
    #expect(result.diagnostics.map(\.kind) == [.missingSubstitution])
  }

  @Test("truncated JSON gives one syntax error at the end of the file")
  func truncated() {
    let result = read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {")
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.kind == .syntaxError)
    #expect(result.diagnostics.first?.line == 4)
    #expect(result.diagnostics.first?.column == 12)
  }

  @Test("values of the wrong type are reported at their position and skipped")
  func wrongTypes() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{"a":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":42}},
      "fr":{"stringUnit":{"state":"translated","value":"Bon"}},
      "it":[1]}}}}
      """)
    #expect(result.strings.map(\.locale) == ["en", "fr"])
    let places = result.diagnostics.map { "\($0.kind.rawValue)@\($0.line ?? 0):\($0.column ?? 0)" }
    #expect(places == ["unexpectedType@2:50", "unexpectedType@4:6"])
    #expect(result.diagnostics[0].message == "expected a string for \"value\", found number")
  }

  @Test("a top-level array is a type error, not a crash")
  func topLevelArray() {
    #expect(read("[]").diagnostics.map(\.kind) == [.unexpectedType])
    #expect(read("").diagnostics.map(\.kind) == [.syntaxError])
  }

  @Test("deep nesting stops with a nesting diagnostic")
  func deepNesting() {
    let depth = 100_000
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = read(json)
    #expect(result.diagnostics.map(\.kind) == [.nestingTooDeep])
    #expect(result.diagnostics.first?.column == 65)
  }

  @Test("a lone surrogate escape becomes U+FFFD with a warning; pairs are joined")
  func surrogates() {
    let result = read(
      #"{"strings":{"a":{"localizations":{"en":{"stringUnit":{"value":"\ud83d\ude00 \ud800!"}}}}}}"#)
    #expect(result.strings.first?.value == "😀 \u{FFFD}!")
    #expect(result.diagnostics.map(\.kind) == [.invalidEncoding])
    #expect(result.diagnostics.first?.severity == .warning)
  }
}
