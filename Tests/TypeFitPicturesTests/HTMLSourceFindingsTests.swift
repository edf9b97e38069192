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

  /// Fresh27 F27-3: the page listed the findings in path order, so `not-modelled` notes of an
  /// early file came before the errors; it lists them as the text report does.
  @Test("Errors first, then warnings, then notes, each in path order")
  func errorsFirst() {
    func finding(_ rule: RuleID, _ file: String, note: Bool = false) -> SourceFinding {
      SourceFinding(
        ruleID: rule, severity: note ? .note : nil, location: SourceLocation(file: file, line: 1, column: 1),
        message: rule.rawValue)
    }
    let html = summaryHTML([
      finding(.notModelled, "A.swift", note: true), finding(.rowSplit, "B.swift"),
      finding(.tapGestureRow, "C.swift"), finding(.tapGestureRow, "D.swift"),
    ])
    let order = ["C.swift", "D.swift", "B.swift", "A.swift"].compactMap {
      html.range(of: $0 + ":1:1")?.lowerBound
    }
    #expect(order.count == 4)
    #expect(order == order.sorted())
  }
}
