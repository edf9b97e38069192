import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitPictures

/// The HTML report's summary lists the source rules' findings on the Swift code.
@Suite struct HTMLSourceFindingsTests {
  func summaryHTML(_ findings: [SourceFinding]) -> String {
    var summary = CheckSummary()
    summary.add(sourceFindings: findings)
    return HTMLSummarySection(summary: summary, locales: [], rules: [], categories: [], findingCount: 0).html
  }

  @Test("Source findings are listed once each in the summary, escaped; none, no list")
  func listed() {
    let finding = SourceFinding(
      ruleID: .tapGestureRow, location: SourceLocation(file: "App/Rows.swift", line: 9, column: 10),
      message: ".onTapGesture on <Row> & co")
    let html = summaryHTML([finding])
    #expect(
      html.contains(
        "<h3>Swift source findings</h3><ul><li>App/Rows.swift:9:10: error: TF012 tap-gesture-row: "
          + ".onTapGesture on &lt;Row&gt; &amp; co</li></ul>"))
    #expect(html.contains("<th scope=\"row\">TF012 tap-gesture-row</th><td class=\"num\">1</td>"))
    #expect(!summaryHTML([]).contains("Swift source findings"))
  }
}
