import Testing
import TypeFitRow

@testable import TypeFitCheck

/// A18-12: the case a row's text is shown in is mapped with its language's case rules.
@Suite("Row rules: text case mapped with the language's rules")
struct TextCaseMappingTests {
  @Test("German ß uppercases to SS, Turkish i to İ; lowercase and no case as expected")
  func mapping() {
    var rule = RowRule()
    rule.textCases = [.title: .uppercase, .value: .lowercase]
    #expect(rule.cased("Straße", .title, language: "de") == "STRASSE")
    #expect(rule.cased("istanbul", .title, language: "tr") == "İSTANBUL")
    #expect(rule.cased("istanbul", .title, language: "en") == "ISTANBUL")
    #expect(rule.cased("ÉTÉ", .value, language: "fr") == "été")
    #expect(rule.cased("Straße", .subtitle, language: "de") == "Straße")
    let row = rule.row(title: "Maß", subtitle: "Maß", value: "AB", language: "de")
    #expect(row.title.text == "MASS")
    #expect(row.subtitle?.text == "Maß")
    #expect(row.value?.text == "ab")
  }
}
