import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitReports

/// Fresh24 F24-8: one plural key was several problems, one per plural form, and the forms of
/// two locales never met, since each locale names its substitutions its own way (de's
/// `%#@count_posts@`, ja's `%#@arg1@`). A key's forms are one problem that lists them.
@Suite("One problem per plural key, listing its forms")
struct PluralProblemTests {
  static func result(locale: String, variant: StringVariant, line: Int) -> CheckResult {
    let row = Row(
      title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1), language: locale)
    let item = CheckItem(
      key: "n-posts %lld", locale: locale, variant: variant,
      location: SourceLocation(file: "/src/app/Localizable.xcstrings", line: line), format: .xcstrings,
      row: row, role: .row, roleReason: "typefit.json rows[0]")
    let report = try! ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases.filter { $0 >= .large })
    return CheckResult(item: item, reports: [report])
  }

  static let results = [
    result(locale: "de", variant: StringVariant([.substitution(name: "count_posts", form: "one")]), line: 10),
    result(
      locale: "de", variant: StringVariant([.substitution(name: "count_posts", form: "other")]), line: 12),
    result(locale: "ja", variant: StringVariant([.substitution(name: "arg1", form: "other")]), line: 20),
    result(locale: "de", variant: StringVariant([.device("ipad"), .plural("one")]), line: 30),
  ]

  @Test("three forms in two locales are one problem [plural: one, other]; a device variant stays its own")
  func oneProblemPerKey() throws {
    var list = ProblemList()
    for result in Self.results { list.add(result) }
    let truncations = list.problems.filter { $0.rule == .labelTruncated }
    #expect(truncations.map(\.variant) == ["base", "device.ipad"])
    #expect(truncations.map(\.forms) == [["one", "other"], ["one"]])
    #expect(truncations[0].locales == ["de", "ja"])
    #expect(truncations[0].occurrences.map(\.line) == [10, 20])
    let headline = ProblemList.headline(truncations[0], allLocales: ["de", "ja"])
    #expect(headline.hasPrefix("n-posts %lld [plural: one, other]: title truncates from "), "\(headline)")
    #expect(headline.hasSuffix(" in both locales (needs 2 lines, 1 allowed)"), "\(headline)")
    #expect(
      ProblemList.headline(truncations[1], allLocales: ["de", "ja"]).hasPrefix(
        "n-posts %lld [device.ipad; plural: one]: title truncates from "))
  }

  @Test("two substitutions are one form each, their names left out")
  func forms() {
    #expect(ProblemList.pluralForm(of: .base) == nil)
    #expect(
      ProblemList.pluralForm(
        of: StringVariant([
          .substitution(name: "count_posts", form: "one"),
          .substitution(name: "count_participants", form: "other"),
        ])) == "one/other")
    #expect(ProblemList.variantGroup(of: StringVariant([.device("ipad"), .plural("few")])) == "device.ipad")
    #expect(ProblemList.variantGroup(of: StringVariant([.plural("few")])) == "base")
  }
}
