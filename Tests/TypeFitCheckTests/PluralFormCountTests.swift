import Foundation
import Testing
import TypeFitLocalization
import TypeFitText

/// The thirty-first attack's A31-1: a plural form's integers showed one fixed count (`one` 1),
/// and `few`/`many`/`other` kept 1,234, in every language; iOS shows "1 231 …" in a Russian `one`
/// form. Filled here with ICU's counts, as `typefit check` fills them.
@Suite("Plural forms show a count their language's rule admits")
struct PluralFormCountTests {
  static let rules = LanguagePluralRules(
    { PluralCategories.of($0) }, counts: { PluralCounts.nearest($1, in: $0, to: $2) })

  static func filled(
    _ form: String, _ locale: String, samples: FormatSampleValues = FormatSampleValues(),
    rules: LanguagePluralRules? = rules
  ) -> String {
    let string = LocalizedString(
      key: "k", locale: locale, value: "%d x %lld", variant: StringVariant([.plural(form)]),
      location: SourceLocation(file: "Localizable.xcstrings", line: 1), format: .xcstrings)
    return FormatArgumentFiller(samples: samples, pluralRules: rules).fill(string).text
  }

  @Test("en, ar, ru and lv forms show their count nearest 1,234, grouped as the sample is")
  func table() {
    let table = [
      ("en", "one", "1"), ("en", "other", "1,234"),
      ("ar", "zero", "0"), ("ar", "one", "1"), ("ar", "two", "2"), ("ar", "few", "1,210"),
      ("ar", "many", "1,234"), ("ar", "other", "1,202"),
      ("ru", "one", "1,231"), ("ru", "few", "1,234"), ("ru", "many", "1,235"),
      ("lv", "zero", "1,230"), ("lv", "one", "1,231"), ("lv", "other", "1,234"),
    ]
    for (locale, form, count) in table {
      #expect(Self.filled(form, locale) == "\(count) x \(count)", "\(locale) \(form)")
    }
  }

  @Test("the user's whole-number d sets the size and the grouping; another d keeps 1,234's")
  func userSample() {
    #expect(Self.filled("one", "ru", samples: FormatSampleValues(["d": "1000"])) == "1001 x 1001")
    #expect(Self.filled("few", "ru", samples: FormatSampleValues(["d": "5"])) == "4 x 4")
    #expect(Self.filled("one", "ru", samples: FormatSampleValues(["d": "12,000"])) == "9,991 x 9,991")
    #expect(Self.filled("one", "ru", samples: FormatSampleValues(["d": "lots"])) == "1,231 x 1,231")
  }

  @Test("a language without rules, or a filler without them, keeps zero 0, one 1, two 2 and the sample")
  func unknownLanguage() {
    #expect(Self.filled("one", "xx") == "1 x 1")
    #expect(Self.filled("two", "Base") == "2 x 2")
    #expect(Self.filled("few", "xx") == "1,234 x 1,234")
    #expect(Self.filled("one", "ru", rules: nil) == "1 x 1")
    #expect(Self.filled("many", "ru", rules: nil) == "1,234 x 1,234")
    // English has no zero category; iOS shows a .stringsdict `zero` form for 0.
    #expect(Self.filled("zero", "en") == "0 x 0")
  }

  @Test("a Russian String Catalog substitution at an argNum shows its own form's count")
  func catalogSubstitution() {
    let result = StringCatalogReader.read(
      Data(
        """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"ru":{
          "stringUnit":{"state":"translated","value":"%#@files@ в %#@folders@"},
          "substitutions":{
            "files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg файл"}},
              "many":{"stringUnit":{"state":"translated","value":"%arg файлов"}}}}},
            "folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg папке"}},
              "few":{"stringUnit":{"state":"translated","value":"%arg папках"}}}}}
          }}}}}}
        """.utf8), path: "Localizable.xcstrings")
    let filler = FormatArgumentFiller(pluralRules: Self.rules)
    let russian = result.strings.filter { $0.locale == "ru" }
    #expect(
      russian.map { filler.fill($0).text } == [
        "1,231 файл в 1,231 папке", "1,231 файл в 1,234 папках", "1,235 файлов в 1,231 папке",
        "1,235 файлов в 1,234 папках",
      ])
    #expect(russian.first?.argumentForms == [1: "one", 2: "one"])
  }
}
