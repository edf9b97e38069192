import Testing
import TypeFitRow

@testable import TypeFitReports

@Suite struct TextReportTests {
  @Test("print") func show() {
    print(ReportFixtures.render(.text))
    print(ReportFixtures.render(.junit))
    print(ReportFixtures.render(.sarif))
    print(ReportFixtures.render(.json))
    print(ReportFixtures.render(.ndjson))
  }
}
