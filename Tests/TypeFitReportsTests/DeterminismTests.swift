import Testing

@testable import TypeFitReports

@Suite struct DeterminismTests {
  @Test("Two runs give the same bytes", arguments: ReportFormat.allCases)
  func sameBytes(format: ReportFormat) {
    let first = ReportFixtures.render(format)
    let second = ReportFixtures.render(format)
    #expect(!first.isEmpty)
    #expect(first == second)
  }

  @Test("A writer can be reused for a second report", arguments: ReportFormat.allCases)
  func reuse(format: ReportFormat) {
    var writer = format.makeWriter(ReportFixtures.options)
    func once() -> String {
      var output = writer.begin(ReportFixtures.info)
      for result in ReportFixtures.results { output += writer.write(result) }
      return output + writer.finish(ReportFixtures.summary)
    }
    #expect(once() == once())
  }
}
