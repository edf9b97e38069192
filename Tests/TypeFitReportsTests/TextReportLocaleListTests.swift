import Testing

@testable import TypeFitReports

/// The forty-first attack's A41-7: a run of 1,000 locales wrote a `locales` line of 14,759
/// characters, and "Findings by locale" as long; the summary names the first 40.
@Suite("Text report: the locales named on a line")
struct TextReportLocaleListTests {
  @Test("40 locales are named whole; 41 or more: the first 40, then how many more")
  func firstForty() {
    let forty = (0..<40).map { "de-x-\($0)" }
    #expect(TextReportWriter.firstLocales(forty) == forty)
    let thousand = (0..<1_000).map { "de-x-\($0)" }
    let named = TextReportWriter.firstLocales(thousand)
    #expect(named.count == 41)
    #expect(named.prefix(40) == thousand.prefix(40))
    #expect(named.last == "… 960 more (all in --format json)")
  }
}
