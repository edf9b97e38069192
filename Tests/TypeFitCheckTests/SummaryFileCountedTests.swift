import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

@Suite("CheckSummary: a result whose file is counted already")
struct SummaryFileCountedTests {
  static func result(file: String, locale: String, title: String) -> CheckResult {
    let item = CheckItem(
      key: title, locale: locale, location: SourceLocation(file: file, line: 1), format: .strings,
      row: Row(title: title, language: locale))
    return BatchChecker(measurer: FixedAdvanceMeasurer(), contexts: [LayoutContext()], threadCount: 1).check(
      item)
  }

  @Test("skipping the set of files for a result of the file before gives the same summary")
  func sameSummary() {
    let results = [
      Self.result(file: "de.lproj/A.strings", locale: "de", title: "Einstellungen"),
      Self.result(file: "de.lproj/A.strings", locale: "de", title: "Konto"),
      Self.result(file: "fr.lproj/A.strings", locale: "fr", title: "Réglages"),
      Self.result(file: "fr.lproj/A.strings", locale: "fr", title: "Compte"),
      Self.result(file: "de.lproj/A.strings", locale: "de", title: "Datenschutz"),
    ]
    var plain = CheckSummary()
    for result in results { plain.add(result) }
    var skipping = CheckSummary()
    var previous: CheckResult?
    var skipped = 0
    for result in results {
      let same = previous.map { $0.item.location.file == result.item.location.file } ?? false
      if same { skipped += 1 }
      skipping.add(result, fileCounted: same)
      previous = result
    }
    #expect(skipped == 2)
    #expect(skipping == plain)
    #expect(skipping.files == [ExactText("de.lproj/A.strings"), ExactText("fr.lproj/A.strings")])
    #expect(skipping.locales == ["de", "fr"])
    #expect(skipping.rows == 5)
  }

  @Test("a result whose file is said to be counted leaves the set of files alone, not the locales")
  func filesLeftAlone() {
    var summary = CheckSummary()
    summary.add(Self.result(file: "A.strings", locale: "en", title: "Wi-Fi"), fileCounted: false)
    summary.add(Self.result(file: "B.strings", locale: "es", title: "Wi-Fi"), fileCounted: true)
    #expect(summary.files == [ExactText("A.strings")])
    #expect(summary.locales == ["en", "es"])
    #expect(summary.rows == 2)
  }
}
