import Foundation
import Testing

@testable import TypeFitLocalization

/// Substitution expansion does bounded work whatever the variables refer to, and one
/// combination gives each variable one form everywhere it is referenced.
@Suite("Hostile input: substitution expansion")
struct SubstitutionExpansionBoundsTests {
  /// A `.stringsdict` entry whose format refers to `v0`, and each `v<i>` has the forms
  /// `one: "a%#@v<i+1>@"` and `other: "b%#@v<i+1>@"`; the last one is plain `one: "1"`, `other: "2"`.
  private func chain(_ levels: Int) -> String {
    let variables = (0..<levels).map { level -> String in
      let next = level + 1 < levels ? "%#@v\(level + 1)@" : ""
      let forms = next.isEmpty ? ("1", "2") : ("a\(next)", "b\(next)")
      return
        "<key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + "<key>one</key><string>\(forms.0)</string><key>other</key><string>\(forms.1)</string></dict>"
    }.joined()
    return "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>\(variables)</dict></dict></plist>"
  }

  private func forms(_ table: [String: [(String, String)]]) -> (String) -> [SubstitutionExpander.Form]? {
    { name in
      table[name].map { pairs in
        pairs.map { form, text in
          SubstitutionExpander.Form(
            component: .substitution(name: name, form: form), text: text,
            location: SourceLocation(file: "L.stringsdict", line: 1))
        }
      }
    }
  }

  @Test(
    "a chain of 30 variables, each form referring to the next (2^30 paths), gives 256 covering every form"
  )
  func chainOfVariables() {
    let result = LocalizationReader.read(
      Data(chain(30).utf8), path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(result.strings.count == 256)
    // Every variable at its longest form (the later of equal ones, other), then each variable's
    // one with the others at other (A29-2), then the first in depth-first order.
    #expect(result.strings.first?.value == String(repeating: "b", count: 29) + "2")
    #expect(result.strings.dropFirst().first?.value == "a" + String(repeating: "b", count: 28) + "2")
    #expect(result.strings[31].value == String(repeating: "a", count: 29) + "1")
    let forms = Set(result.strings.flatMap { $0.variant.components.map(\.description) })
    #expect(forms.count == 60)
    #expect(
      result.diagnostics.map(\.message) == [
        "more than 256 plural combinations; checked 256: each form of each variable in at least one (the "
          + "others at their longest form), then the first in order; the rest were skipped"
      ])
  }

  @Test("the work budget stops a search that the combination limit alone would not, and says so")
  func workBudget() {
    var table: [String: [(String, String)]] = [:]
    for level in 0..<30 {
      table["v\(level)"] = [("one", "a%#@v\(level + 1)@"), ("other", "b%#@v\(level + 1)@")]
    }
    table["v30"] = [("other", "end")]
    var expander = SubstitutionExpander(maximumCombinations: Int.max, forms: forms(table))
    expander.maximumWork = 20_000
    let outcome = expander.expand("%#@v0@")
    #expect(outcome.ranOutOfWork)
    #expect(outcome.wasTruncated)
    // Each path follows 31 references, each counted as its bytes, 32 and the texts open
    // around it (A17-6): about 260 units a path at this depth.
    #expect(outcome.expansions.count == 77)
    #expect(outcome.expansions.first?.text == String(repeating: "a", count: 30) + "end")
    // Six variables of two forms before 1,100 references to a form of 1,000 bytes: every one
    // of the 64 paths passes 1 MiB and is dropped, and the budget ends the search after 16.
    let variable = { (name: String, one: String, other: String) in
      "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
    }
    let names = ["a", "b", "c", "d", "e", "f"]
    let format = names.map { "%#@\($0)@" }.joined() + String(repeating: "%#@w@", count: 1_100)
    let plist =
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
      + names.map { variable($0, "1", "2") }.joined()
      + variable("w", String(repeating: "x", count: 1_000), String(repeating: "y", count: 1_000))
      + "</dict></dict></plist>"
    let wide = LocalizationReader.read(Data(plist.utf8), path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(wide.strings.isEmpty)
    // The text too long is an error, as a long value is (A39-4); the budget's note a warning.
    #expect(wide.diagnostics.map(\.severity) == [.error, .warning])
    #expect(
      wide.diagnostics.map(\.message) == [
        "with its variables expanded, this text passes 1 MiB; labels over 50000 UTF-16 units are reported, not measured: none of its combinations is checked",
        "expanding the plural combinations took too long (texts passing 1 MiB); none of its combinations is checked",
      ])
  }

  @Test("1,000 variables side by side: each form chosen weighs 64 bytes, so 7 results, not 256 (A17-21)")
  func sideBySideVariables() {
    var table: [String: [(String, String)]] = [:]
    for index in 0..<1_000 { table["v\(index)"] = [("one", "a"), ("other", "b")] }
    let expander = SubstitutionExpander(maximumCombinations: 256, forms: forms(table))
    let outcome = expander.expand((0..<1_000).map { "%#@v\($0)@" }.joined(separator: " "))
    // A result: 1,999 bytes of text and 1,000 forms of 64 bytes, 65,999 in all; 7 fit in 512 KiB.
    #expect(outcome.expansions.count == 7)
    #expect(outcome.expansions.allSatisfy { $0.components.count == 1_000 })
    #expect(outcome.passedTotalLength)
    #expect(
      outcome.diagnostics(
        at: SourceLocation(file: "L.stringsdict", line: 1), maximumCombinations: 256, wording: .stringsdict
      ).map(\.message) == [
        // The seven kept cover v0…v5's one (A29-2); the others are named.
        "the plural combinations' texts and variants passed 512 KiB together (each form chosen counts 64 "
          + "bytes); checked 7, chosen to cover each form of each variable (the others at their longest form), "
          + "but that total came first: never checked %#@v6@ → one, %#@v7@ → one, %#@v8@ → one, %#@v9@ → one, "
          + "%#@v10@ → one, %#@v11@ → one, %#@v12@ → one, %#@v13@ → one and 986 more forms; the rest were skipped"
      ])
  }

  @Test("a variable referenced 1,000 times takes the same form at every reference: 3 results, not 256")
  func sameFormEverywhere() {
    let expander = SubstitutionExpander(
      maximumCombinations: 256, forms: forms(["n": [("zero", "0"), ("one", "1"), ("other", "many")]]))
    let outcome = expander.expand(Array(repeating: "%#@n@", count: 1_000).joined(separator: " "))
    #expect(
      outcome.expansions.map { String($0.text.prefix(14)) } == [
        "0 0 0 0 0 0 0 ", "1 1 1 1 1 1 1 ", "many many many",
      ])
    #expect(outcome.expansions.map(\.text.count) == [1_999, 1_999, 4_999])
    #expect(
      outcome.expansions.map(\.components) == [
        [.substitution(name: "n", form: "zero")], [.substitution(name: "n", form: "one")],
        [.substitution(name: "n", form: "other")],
      ])
    #expect(!outcome.wasTruncated)
  }

  @Test("a variable referenced at the top and inside another variable's form takes one form in both")
  func sameFormWhenNested() {
    let expander = SubstitutionExpander(
      maximumCombinations: 256,
      forms: forms([
        "files": [("one", "one file of %#@n@"), ("other", "files of %#@n@")],
        "n": [("one", "1"), ("other", "N")],
      ]))
    let outcome = expander.expand("%#@files@ (%#@n@)")
    #expect(
      outcome.expansions.map(\.text) == [
        "one file of 1 (1)", "one file of N (N)", "files of 1 (1)", "files of N (N)",
      ])
    #expect(
      outcome.expansions.first?.components == [
        .substitution(name: "files", form: "one"), .substitution(name: "n", form: "one"),
      ])
  }

  @Test("two different variables still give every combination, the first varying slowest")
  func distinctVariables() {
    let expander = SubstitutionExpander(
      maximumCombinations: 256,
      forms: forms(["a": [("one", "a1"), ("other", "a2")], "b": [("one", "b1"), ("other", "b2")]]))
    #expect(expander.expand("%#@a@ %#@b@").expansions.map(\.text) == ["a1 b1", "a1 b2", "a2 b1", "a2 b2"])
  }

  /// A String Catalog entry `%#@v0@` whose substitution `v<i>` names `v<i+1>` twice in each
  /// form, `levels` deep, the last `xy`/`xyz`: the text doubles at each level.
  static func doublingCatalog(levels: Int) -> Data {
    func substitution(_ one: String, _ other: String) -> String {
      #"{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":"#
        + #"{"state":"translated","value":"\#(one)"}},"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
    }
    let substitutions = (0...levels).map { level in
      let next = "%#@v\(level + 1)@%#@v\(level + 1)@"
      return "\"v\(level)\":" + (level == levels ? substitution("xy", "xyz") : substitution(next, next + "o"))
    }
    return Data(
      (#"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":"#
        + #"{"state":"translated","value":"%#@v0@"},"substitutions":{"#
        + substitutions.joined(separator: ",") + "}}}}}}").utf8)
  }

  @Test(
    "a catalog chain doubling its text 18 levels deep keeps no combination: an error, not a warning (A48-6)")
  func doublingChainKeepsNothing() throws {
    let result = LocalizationReader.read(
      Self.doublingCatalog(levels: 18), path: "Localizable.xcstrings", format: .xcstrings)
    #expect(result.strings.filter { $0.locale == "de" }.isEmpty)
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.kind.rawValue): \($0.message)" } == [
        "error tooManyVariants: expanding the substitution combinations took too long (variables whose forms "
          + "refer to further variables); none of its combinations is checked"
      ])
    // 12 levels: some combinations fit, and the cut stays a warning.
    let shallow = LocalizationReader.read(
      Self.doublingCatalog(levels: 12), path: "Localizable.xcstrings", format: .xcstrings)
    #expect(!shallow.strings.isEmpty)
    #expect(shallow.diagnostics.map(\.severity) == [.warning])
  }
}
