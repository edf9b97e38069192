import Foundation
import Testing
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// The source rules' findings as each report writes them (``SourceFindingReport``).
@Suite("Source findings in reports")
struct SourceFindingReportTests {
  static func finding(_ rule: RuleID, line: Int, note: Bool = false, file: String = "/src/app/Settings.swift")
    -> SourceFinding
  {
    SourceFinding(
      ruleID: rule, severity: note ? .note : nil, location: SourceLocation(file: file, line: line, column: 7),
      message: "message of \(rule.rawValue)")
  }

  static let findings = [
    finding(.rowSplit, line: 3), finding(.tapGestureRow, line: 9),
    finding(.labelNotScaled, line: 5, note: true),
  ]

  @Test(
    "Text: errors first, then warnings, then notes, paths relative to the source root, capped with a count")
  func text() {
    let text = SourceFindingReport.text(
      Self.findings, style: TerminalStyle(enabled: false), limit: 2, sourceRoot: "/src/app")
    #expect(
      text == """

        Source findings (2 of 3; said once per place in the Swift code)
        error    TF012 tap-gesture-row · Settings.swift:9:7: message of TF012
        warning  TF014 row-split · Settings.swift:3:7: message of TF014
        … and 1 more; see all with --format json

        """)
    #expect(
      SourceFindingReport.text([], style: TerminalStyle(enabled: false), limit: 50, sourceRoot: nil) == "")
  }

  /// Fresh27 F27-3: `github` and `xcode` wrote the findings in path order, notes before errors.
  @Test("Annotations: errors first, then warnings, then notes")
  func annotationsErrorsFirst() {
    let records = AnnotationRecord.records(for: Self.findings)
    #expect(records.map(\.code) == ["TF012", "TF014", "TF009"])
  }

  @Test("SARIF: the fingerprint does not change when the code moves, and differs for another file")
  func fingerprint() throws {
    func print(_ finding: SourceFinding) throws -> String {
      guard
        case .object(let fields) = SourceFindingReport.sarifResult(
          finding, sourceRoot: "/src/app", columns: SARIFColumns()),
        case .object(let prints)? = fields.first(where: { $0.0 == "partialFingerprints" })?.1,
        case .string(let value)? = prints.first?.1
      else { throw CancellationError() }
      return value
    }
    let here = try print(Self.finding(.tapGestureRow, line: 9))
    #expect(here.count == 16)
    #expect(try print(Self.finding(.tapGestureRow, line: 40)) == here)
    #expect(try print(Self.finding(.tapGestureRow, line: 9, file: "/src/app/Other.swift")) != here)
  }

  @Test("JUnit: one case per place; errors and warnings fail it, a note does not")
  func junit() throws {
    let suite = try #require(SourceFindingReport.junitSuite(Self.findings, sourceRoot: "/src/app"))
    #expect(suite.name == "Swift sources")
    #expect(
      suite.cases.map(\.name) == [
        "Settings.swift:3:7 TF014", "Settings.swift:5:7 TF009", "Settings.swift:9:7 TF012",
      ])
    #expect(suite.failedCount == 2)
    #expect(suite.cases[1].output == ["TF009 label-not-scaled: message of TF009"])
    #expect(SourceFindingReport.junitSuite([], sourceRoot: nil) == nil)
  }

  @Test("JSON: a sourceFindings member in file and line order, and nothing when there are none")
  func json() throws {
    let member = SourceFindingReport.jsonMember(Self.findings, sourceRoot: "/src/app")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(("{" + member.dropFirst(2) + "}").utf8)) as? [String: Any])
    let lines = try #require(object["sourceFindings"] as? [[String: Any]])
    #expect(lines.map { $0["line"] as? Int } == [3, 5, 9])
    #expect(lines.first?["file"] as? String == "Settings.swift")
    #expect(SourceFindingReport.jsonMember([], sourceRoot: nil) == "")
    #expect(SourceFindingReport.ndjsonLines([], sourceRoot: nil) == "")
  }
}
