import Foundation
import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import _TypeFitTestSupport

@testable import TypeFitCheck

/// What a program that embeds TypeFit relies on: readable errors, values it can encode, and
/// structs rather than tuples.
@Suite struct PublicAPITests {
  @Test("Every public error's localizedDescription is the message the CLI prints")
  func localizedErrors() {
    let errors: [any Error & CustomStringConvertible] = [
      RowModelError.unknownName(
        kind: "device", name: "iPhone 99", validNames: ["iPhone 17"], suggestion: "iPhone 17"),
      RowModelError.incompleteName(
        kind: "device", name: "iPhone SE", completions: ["iPhone SE (3rd generation)"]),
      DynamicTypeParseError.reversedRange("AX5...large"),
      LabelMeasuringError.missingGlyphs(codePoints: [0x2603]),
      TextError.invalidParameter(name: "width", value: "-1", reason: "must be positive"),
      CheckError.invalidConfiguration(file: "typefit.json", message: "unknown field 'rowz'"),
    ]
    for error in errors {
      #expect(error.localizedDescription == error.description)
      #expect(!error.localizedDescription.contains("error 0"))
    }
    #expect(
      (LabelMeasuringError.missingGlyphs(codePoints: [0x2603]) as any Error).localizedDescription
        == "no configured font covers U+2603")
  }

  static func sampleResults() throws -> [CheckResult] {
    let checker = BatchChecker(
      measurer: FixedAdvanceMeasurer(missingScalars: [0x2603]),
      contexts: [LayoutContext(device: .width(375))],
      categories: ContentSizeCategory.allCases)
    let items = [
      CheckItem(
        key: "privacy", locale: "de", variant: StringVariant([.plural("one")]),
        location: SourceLocation(file: "de.lproj/A.strings", line: 3, column: 9), format: .strings,
        row: Row(title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1), language: "de")),
      CheckItem(
        key: "snow", locale: "de", location: SourceLocation(file: "de.lproj/A.strings", line: 4),
        format: .strings, row: Row(title: "Schnee \u{2603}", language: "de")),
    ]
    var results: [CheckResult] = []
    try checker.check(items) { results.append($0) }
    return results
  }

  @Test(
    "CheckResult and CheckSummary survive a JSON round trip; summary keys are rule, category and severity names"
  )
  func codableResultsAndSummary() throws {
    let results = try Self.sampleResults()
    var summary = CheckSummary()
    for result in results { summary.add(result) }
    summary.diagnostics = [
      LocalizationDiagnostic(
        kind: .syntaxError, file: "fi.lproj/A.strings", line: 7, column: 18, message: "expected ';'")
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let decodedResults = try JSONDecoder().decode([CheckResult].self, from: encoder.encode(results))
    #expect(decodedResults == results)
    let summaryData = try encoder.encode(summary)
    #expect(try JSONDecoder().decode(CheckSummary.self, from: summaryData) == summary)
    let object = try #require(try JSONSerialization.jsonObject(with: summaryData) as? [String: Any])
    #expect(object["findingsByRule"] as? [String: Int] == ["TF001": 1, "TF002": 1, "TF004": 1])
    // TF002 at xSmall is iOS's own minimum row height: a note (fresh22 F22-7).
    #expect((object["findingsBySeverity"] as? [String: Int])?["error"] == 2)
    #expect((object["findingsBySeverity"] as? [String: Int])?["note"] == 1)
    #expect((object["findingsByCategory"] as? [String: Int])?.keys.sorted() == ["AX1", "xSmall"])
  }

  @Test("CheckConfiguration survives a JSON round trip")
  func codableConfiguration() throws {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "settings.wifi", value: "settings.wifi.status")]
    configuration.defaults.titleLines = 1
    configuration.devices = ["iPhone SE (3rd generation)"]
    configuration.categories = [.large, .accessibility5]
    configuration.ignore = [Glob("debug.*")]
    configuration.listStyle = .plain
    let data = try JSONEncoder().encode(configuration)
    #expect(try JSONDecoder().decode(CheckConfiguration.self, from: data) == configuration)
  }

  @Test("Results list findings as structs with their context; the variant is a StringVariant")
  func structsNotTuples() throws {
    let results = try Self.sampleResults()
    let findings = results[0].findings
    #expect(findings.map(\.context) == [0, 0])
    #expect(findings.map(\.finding.ruleID) == [.labelTruncated, .rowTargetTooSmall])
    #expect(results[0].item.variant == StringVariant([.plural("one")]))
    #expect(results[0].item.variantName == "plural.one")
    #expect(results[1].item.variantName == "base")
    let plan: RowPlan = RowPlanner(configuration: CheckConfiguration()).plan([
      LocalizedString(
        key: "a", locale: "de", value: "Konto", location: SourceLocation(file: "de.lproj/A.strings", line: 1),
        format: .strings)
    ])
    #expect(plan.items.map(\.key) == ["a"])
    #expect(plan.diagnostics.isEmpty)
  }

  @Test("The default categories are Large through AX5, and a checker uses them unless told otherwise")
  func defaultCategories() {
    #expect(
      CheckConfiguration.defaultCategories == [
        .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
        .accessibility4, .accessibility5,
      ])
    let checker = BatchChecker(measurer: FixedAdvanceMeasurer(), contexts: [LayoutContext()])
    #expect(checker.categories == CheckConfiguration.defaultCategories)
  }
}
