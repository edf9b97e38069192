import Testing

@testable import TypeFitCheck

/// What a locale missing from the input may have meant (fresh22 F22-12, F22-13).
@Suite struct LocaleSuggestionTests {
  @Test(
    "the language alone, else the locales of the language, else one letter away, else nothing",
    arguments: [
      ("de-DE", ["de", "de-CH", "en"], ["de"]),
      ("de", ["de-CH", "de-AT", "en"], ["de-AT", "de-CH"]),
      ("DE_de", ["de", "en"], ["de"]),
      ("dee", ["de", "en", "fi"], ["de"]),
      ("fr", ["fi", "fy", "en"], ["fi", "fy"]),
      ("en", ["de"], []),
      ("xx", ["de", "en"], []),
      ("ptbr", ["pt-BR"], ["pt-BR"]),
      ("es", ["pt-BR"], []),
      // A language's English name, as `--lang` reads it (fresh-user U52-4).
      ("german", ["ar", "de", "en"], ["de"]),
      ("Finnish", ["fi-FI", "en"], ["fi-FI"]),
      ("klingon", ["de", "en"], []),
    ])
  func suggestions(_ asked: String, _ available: [String], _ expected: [String]) {
    #expect(LocaleSuggestion.suggestions(for: asked, among: available) == expected)
  }

  @Test("the hint lists one, two or more suggestions")
  func hint() {
    #expect(LocaleSuggestion.hint(for: "dee", among: ["de", "en"]) == "; did you mean de?")
    #expect(LocaleSuggestion.hint(for: "de", among: ["de-AT", "de-CH"]) == "; did you mean de-AT or de-CH?")
    #expect(
      LocaleSuggestion.hint(for: "de", among: ["de-AT", "de-CH", "de-LU"])
        == "; did you mean de-AT, de-CH or de-LU?")
    #expect(LocaleSuggestion.hint(for: "ja", among: ["de"]).isEmpty)
  }

  @Test("one edit: an insertion, a deletion or a substitution, not none and not two")
  func oneEdit() {
    func check(_ a: String, _ b: String) -> Bool {
      LocaleSuggestion.isOneEditAway(Array(a.utf8), Array(b.utf8))
    }
    #expect(check("dee", "de") && check("de", "dee") && check("da", "de") && check("d", "de"))
    #expect(!check("de", "de") && !check("ed", "de") && !check("deee", "de") && !check("", "de"))
  }
}
