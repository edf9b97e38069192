import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Each problem in a String Catalog value with `substitutions` is reported once, where it is
/// written (the value or one form), however many combinations of forms it expands to, as for
/// `.stringsdict`.
@Suite("String Catalog: one diagnostic per substitution problem")
struct StringCatalogDiagnosticTests {
  /// `k` (de): see ``TestCatalogs/substitutionProblems``.
  static let catalog = TestCatalogs.substitutionProblems

  /// The three problems, each once, as `line:column: message`.
  static let expected = [
    "7:62: substitution '%#@c@' has no plural forms; left as written",
    "7:62: incomplete format specifier: '%q' at byte 0 of the de value of \"k\", \"%q %#@a@ %#@b@ %#@c@\"; left as written",
    "12:78: incomplete format specifier: '%z' at byte 11 of the de form 'one' of '%#@a@' in \"k\", \"%1$d Apfel %z\"; left as written",
  ]

  @Test("a bad specifier in the value or a form is one warning where it is written, not one per combination")
  func oncePerText() {
    let result = LocalizationReader.read(
      Data(Self.catalog.utf8), path: "Localizable.xcstrings", format: .xcstrings)
    #expect(result.strings.filter { $0.locale == "de" }.count == 4)
    #expect(result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == Self.expected)
  }

  @Test("filling the expanded strings reports nothing more; a value without substitutions still reports")
  func fillerQuiet() {
    let result = LocalizationReader.read(
      Data(Self.catalog.utf8), path: "Localizable.xcstrings", format: .xcstrings)
    let filler = FormatArgumentFiller()
    let expanded = result.strings.filter { $0.locale == "de" }
    #expect(expanded.allSatisfy { filler.fill($0).diagnostics.isEmpty })
    #expect(expanded.first?.value == "%q %1$d Apfel %z %2$d Birne %#@c@")
    var plain = expanded[0]
    plain.variant = StringVariant([])
    #expect(
      filler.fill(plain).diagnostics.map(\.message) == [
        "incomplete format specifier: '%q' at byte 0 of the de value of \"k\", \"%q %1$d Apfel %z %2$d Birne %#@c@\"; left as written",
        "incomplete format specifier: '%z' at byte 14 of the de value of \"k\", \"%q %1$d Apfel %z %2$d Birne %#@c@\"; left as written",
        "substitution was not expanded by the reader: '%#@c@' at byte 28 of the de value of \"k\", \"%q %1$d Apfel %z %2$d Birne %#@c@\"; left as written",
      ])
  }
}
