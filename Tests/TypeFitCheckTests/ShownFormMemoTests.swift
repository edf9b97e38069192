import Synchronization
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

/// The thirty-fifth attack's A35-5: a plural row part's forms were measured again for every row
/// that shows the part (six forms of 37,500 characters and 2,000 rows found in Swift sources:
/// 204 s of CPU in a debug build before the layout cap refused the run).
@Suite("Planning: a plural part's shown form is chosen once")
struct ShownFormMemoTests {
  /// ``FixedAdvanceMeasurer`` that counts the labels it prepares.
  final class CountingMeasurer: LabelMeasuring {
    let prepared = Atomic<Int>(0)
    func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
      prepared.add(1, ordering: .relaxed)
      return try FixedAdvanceMeasurer().prepareLabel(text, language: language, weight: weight)
    }
  }

  static func string(_ key: String, _ value: String, _ variant: StringVariant = .base) -> LocalizedString {
    LocalizedString(
      key: key, locale: "de", value: value, variant: variant,
      location: SourceLocation(file: "Localizable.xcstrings", line: 1), format: .xcstrings)
  }

  @Test("100 rows showing one plural part measure its two forms twice in all; each row gets the widest")
  func formsMeasuredOnce() {
    var configuration = CheckConfiguration()
    configuration.rows = (0..<100).map { RowRule(title: "k\($0)", value: "P") }
    var planner = RowPlanner(configuration: configuration)
    let measurer = CountingMeasurer()
    planner.partMeasurer = measurer
    let strings =
      [
        Self.string("P", "%d Eintrag", StringVariant([.plural("one")])),
        Self.string("P", "%d Einträge insgesamt", StringVariant([.plural("other")])),
      ] + (0..<100).map { Self.string("k\($0)", "Titel \($0)") }
    let plan = planner.plan(strings)
    let rows = plan.items.filter { $0.key.hasPrefix("k") }
    #expect(rows.count == 100)
    #expect(rows.allSatisfy { $0.row.value?.text.hasSuffix("Einträge insgesamt") == true })
    #expect(measurer.prepared.load(ordering: .relaxed) == 2)
  }
}
