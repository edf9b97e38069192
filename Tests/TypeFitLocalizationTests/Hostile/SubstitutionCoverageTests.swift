import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The twenty-ninth attack's A29-2: past the 256-combination limit, the combinations kept were
/// the first in depth-first order (the first five of nine substitutions at `zero` in every one),
/// and the limit was spent before the plural forms the language never shows were left out (38
/// of each 256 kept under `en`). Now the forms never shown are left out first, and the 256 kept
/// lay out each form of each substitution at least once.
@Suite("Substitution combinations past the limit: every form laid out")
struct SubstitutionCoverageTests {
  static let forms = ["zero", "one", "two", "few", "many", "other"]

  /// The attack's repro: nine substitutions of six forms; `ar` plain, `en` under
  /// `device.iphone → plural` with all six outer forms.
  static var catalog: String {
    func unit(_ value: String) -> String {
      "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
    }
    let substitutions = (0..<9).map { index in
      let variations = forms.map { "\"\($0)\": \(unit("%arg \($0)\(index)"))" }.joined(separator: ", ")
      return "\"s\(index)\": {\"argNum\": \(index + 1), \"formatSpecifier\": \"lld\", "
        + "\"variations\": {\"plural\": {\(variations)}}}"
    }.joined(separator: ", ")
    let value = (0..<9).map { "%#@s\($0)@" }.joined(separator: " ")
    let outer = forms.map { "\"\($0)\": \(unit(value))" }.joined(separator: ", ")
    return """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"big": {"localizations": {
        "ar": {"stringUnit": {"state": "translated", "value": "\(value)"}, "substitutions": {\(substitutions)}},
        "en": {"variations": {"device": {"iphone": {"variations": {"plural": {\(outer)}}}}},
          "substitutions": {\(substitutions)}}}}}}
      """
  }

  static let rules = LanguagePluralRules { tag in
    switch tag {
    case "en": ["one", "other"]
    case "ar": ["zero", "one", "two", "few", "many", "other"]
    default: nil
    }
  }

  /// The `%#@sN@ → form` choices of a string.
  static func choices(_ string: LocalizedString) -> [String] {
    string.variant.components.compactMap { component in
      guard case .substitution(let name, let form) = component else { return nil }
      return "\(name) \(form)"
    }
  }

  @Test(
    "the attack's repro: 256 per shown form, unshown forms left out first, every form of every substitution laid out"
  )
  func attackRepro() throws {
    let folder = try TemporaryFolder("substitution-coverage")
    try folder.write("Localizable.xcstrings", Self.catalog)
    var reader = LocalizationReader()
    reader.pluralRules = Self.rules
    let result = reader.read(paths: [folder.path])
    var counts: [String: Int] = [:]
    for string in result.strings {
      let outer = string.variant.components.compactMap { component -> String? in
        if case .plural(let form) = component { return form }
        return nil
      }
      counts["\(string.locale) \(outer.joined())", default: 0] += 1
    }
    // Before: ar 256, en plural.zero, .one, .other 38 each.
    #expect(counts == ["ar ": 256, "en zero": 256, "en one": 256, "en other": 256])
    for (locale, shownForms) in [("ar", Self.forms), ("en", ["zero", "one", "other"])] {
      let laidOut = Set(result.strings.filter { $0.locale == locale }.flatMap(Self.choices))
      let expected = Set((0..<9).flatMap { index in shownForms.map { "s\(index) \($0)" } })
      // Before: s0…s4 at zero in every string, so their other forms never laid out.
      #expect(laidOut == expected, "\(locale)")
    }
    // The first combination of each text: every substitution at its longest form, other.
    let first = try #require(result.strings.first { $0.locale == "ar" })
    #expect(Self.choices(first) == (0..<9).map { "s\($0) other" })
    let messages = result.diagnostics.map(\.message)
    #expect(
      messages.filter { $0.hasPrefix("more than 256") }
        == Array(
          repeating:
            "more than 256 substitution combinations; checked 256: each form of each substitution in at least "
            + "one (the others at their longest form), then the first in order; the rest were skipped",
          count: 4))
    #expect(
      messages.filter { !$0.hasPrefix("more than 256") } == [
        "plural forms two, few, many of \"big\" are never shown in en: iOS chooses among en's CLDR plural "
          + "categories (one, other), and zero for 0; not checked"
      ])
  }

  static func expander(variables: Int, forms: [String], limit: Int) -> SubstitutionExpander {
    SubstitutionExpander(maximumCombinations: limit) { name in
      guard name.hasPrefix("v"), let index = Int(name.dropFirst()), (0..<variables).contains(index) else {
        return nil
      }
      return forms.map { form in
        SubstitutionExpander.Form(
          component: .substitution(name: name, form: form), text: "\(form)\(index)",
          location: SourceLocation(file: "L.stringsdict", line: 1))
      }
    }
  }

  @Test("under the limit the combinations and their order are as before")
  func underTheLimit() {
    let outcome = Self.expander(variables: 2, forms: ["one", "other"], limit: 4).expand("%#@v0@ %#@v1@")
    #expect(outcome.expansions.map(\.text) == ["one0 one1", "one0 other1", "other0 one1", "other0 other1"])
    #expect(!outcome.coveredForms && !outcome.wasTruncated)
  }

  @Test("a limit too small to cover every form names those never checked")
  func limitTooSmall() {
    let outcome = Self.expander(variables: 3, forms: ["zero", "one", "other"], limit: 4).expand(
      "%#@v0@ %#@v1@ %#@v2@")
    #expect(
      outcome.expansions.map(\.text) == [
        "other0 other1 other2", "zero0 other1 other2", "one0 other1 other2", "other0 zero1 other2",
      ])
    #expect(outcome.uncoveredForms.map(\.description) == ["%#@v1@ → one", "%#@v2@ → zero", "%#@v2@ → one"])
    #expect(
      outcome.diagnostics(
        at: SourceLocation(file: "L.stringsdict", line: 1), maximumCombinations: 4, wording: .stringsdict
      ).map(\.message) == [
        "more than 4 plural combinations; checked 4, chosen to cover each form of each variable (the others at "
          + "their longest form), but the limit came first: never checked %#@v1@ → one, %#@v2@ → zero, "
          + "%#@v2@ → one; the rest were skipped"
      ])
  }

  @Test("300 variables of two forms: the 512 KiB total comes first; the forms it leaves out are counted")
  func manyVariables() {
    let text = (0..<300).map { "%#@v\($0)@" }.joined(separator: " ")
    let outcome = Self.expander(variables: 300, forms: ["one", "other"], limit: 256).expand(text)
    // Each result weighs its 2,590 bytes of text and 300 × 64 for its forms: 24 fit in 512 KiB.
    #expect(outcome.expansions.count == 24)
    #expect(!outcome.ranOutOfWork && outcome.passedTotalLength && outcome.coveredForms)
    // The all-longest combination and 23 ones: v0…v22 at one, v23…v299 never.
    #expect(outcome.uncoveredForms.count == 277)
    #expect(outcome.uncoveredForms.first?.description == "%#@v23@ → one")
    let message = outcome.diagnostics(
      at: SourceLocation(file: "L.stringsdict", line: 1), maximumCombinations: 256, wording: .stringsdict
    ).map(\.message)
    #expect(
      message == [
        "the plural combinations' texts and variants passed 512 KiB together (each form chosen counts 64 "
          + "bytes); checked 24, chosen to cover each form of each variable (the others at their longest form), "
          + "but that total came first: never checked %#@v23@ → one, "
          + "%#@v24@ → one, %#@v25@ → one, %#@v26@ → one, %#@v27@ → one, %#@v28@ → one, %#@v29@ → one, "
          + "%#@v30@ → one and 269 more forms; the rest were skipped"
      ])
  }
}
