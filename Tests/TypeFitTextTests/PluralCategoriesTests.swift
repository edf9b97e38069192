import Testing

@testable import TypeFitText

/// ICU's plural categories through the C shim (A26-9): what iOS and Android choose a plural form
/// among, from CLDR's rules as ICU ships them.
@Suite("Plural categories from ICU")
struct PluralCategoriesTests {
  @Test("English, Russian, Japanese, Arabic and Welsh have CLDR's categories")
  func languages() {
    #expect(PluralCategories.of("en") == ["one", "other"])
    #expect(PluralCategories.of("ru") == ["one", "few", "many", "other"])
    #expect(PluralCategories.of("ja") == ["other"])
    #expect(PluralCategories.of("ar") == ["zero", "one", "two", "few", "many", "other"])
    #expect(PluralCategories.of("cy") == ["zero", "one", "two", "few", "many", "other"])
  }

  @Test("Regions and scripts take their language's rules")
  func regionsAndScripts() {
    #expect(PluralCategories.of("en-GB") == ["one", "other"])
    #expect(PluralCategories.of("zh-Hans") == ["other"])
    #expect(PluralCategories.of("sr-Latn") == ["one", "few", "other"])
    #expect(PluralCategories.of("he") == ["one", "two", "other"])
  }

  @Test("A language ICU has no rules for is unknown, not the root's other alone")
  func unknown() {
    #expect(PluralCategories.of("xx") == nil)
    #expect(PluralCategories.of("Base") == nil)
    #expect(PluralCategories.of("") == nil)
    #expect(PluralCategories.of("e\u{301}n") == nil)
    #expect(PluralCategories.of(String(repeating: "a", count: 100)) == nil)
  }
}
