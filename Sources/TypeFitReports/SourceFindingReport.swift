import TypeFitDiscovery
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// The source rules' findings (TF009–TF017, found in the app's Swift code by row discovery) as
/// each report format writes them (`xcode` and `github` through ``AnnotationRecord``): once per place in the code, with its Swift location, never
/// per locale. Every writer calls one function here from its `finish`, and writes nothing when
/// ``CheckSummary/sourceFindings`` is empty, so a run without Swift sources is unchanged.
///
/// ```
/// Source findings (1, said once per place in the Swift code)
/// error    TF009 label-not-scaled · Settings.swift:8:10: .font(.system(size: 15)) is 15 pt at every category: …
/// ```
enum SourceFindingReport {
  /// The findings in report order: file, line, column, then rule.
  static func ordered(_ findings: [SourceFinding]) -> [SourceFinding] {
    findings.sorted {
      ($0.location.file, $0.location.line, $0.location.column, $0.ruleID.rawValue)
        < ($1.location.file, $1.location.line, $1.location.column, $1.ruleID.rawValue)
    }
  }

  /// The findings as a reader takes them: errors first, then warnings, then notes, each in
  /// report order (``ordered(_:)``). The text, HTML, `xcode` and `github` reports list them so
  /// (fresh27 F27-3: HTML and `github` led with `not-modelled` notes in path order).
  static func ranked(_ findings: [SourceFinding]) -> [SourceFinding] {
    ordered(findings).enumerated().sorted {
      ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset)
    }.map(\.element)
  }

  /// `Settings.swift:8:10`, relative to the source root.
  static func place(_ finding: SourceFinding, sourceRoot: String?) -> String {
    var location = finding.location
    location.file = ReportPath.relative(location.file, to: sourceRoot)
    return location.description
  }

  // MARK: - Text

  /// The text report's section: a heading, then one line per finding, errors first, at most
  /// `limit` of them, the rest counted.
  static func text(_ findings: [SourceFinding], style: TerminalStyle, limit: Int, sourceRoot: String?)
    -> String
  {
    guard !findings.isEmpty else { return "" }
    let ranked = ranked(findings)
    let shown = ranked.prefix(max(0, limit))
    var out =
      "\n" + style.bold("Source findings")
      + " (\(shown.count) of \(ranked.count); said once per place in the Swift code)\n"
    for finding in shown {
      let level = style.severity(finding.severity, TextPadding.right(finding.severity.rawValue, width: 7))
      out +=
        level + "  "
        + QuotedText.escaped(
          "\(finding.ruleID.rawValue) \(finding.ruleID.name) · \(place(finding, sourceRoot: sourceRoot)): "
            + finding.message) + "\n"
    }
    if ranked.count > shown.count {
      out += "… and \(ranked.count - shown.count) more; see all with --format json\n"
    }
    return out
  }

  // MARK: - JSON and NDJSON

  /// One finding: `{"file","line","column","ruleId","rule","severity","message"}` (the same
  /// fields as `typefit rows --format json`).
  static func json(_ finding: SourceFinding, sourceRoot: String?) -> [(String, JSONValue)] {
    [
      ("file", .string(ReportPath.relative(finding.location.file, to: sourceRoot))),
      ("line", .int(finding.location.line)), ("column", .int(finding.location.column)),
      ("ruleId", .string(finding.ruleID.rawValue)), ("rule", .string(finding.ruleID.name)),
      ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
    ]
  }

  /// `,\n"sourceFindings":[…]` for the JSON document, or nothing when there are none.
  static func jsonMember(_ findings: [SourceFinding], sourceRoot: String?) -> String {
    guard !findings.isEmpty else { return "" }
    let lines = ordered(findings).map { JSONValue.object(json($0, sourceRoot: sourceRoot)).serialized() }
    return ",\n\"sourceFindings\":[\n" + lines.joined(separator: ",\n") + "\n]"
  }

  /// One `{"type":"sourceFinding",…}` line per finding.
  static func ndjsonLines(_ findings: [SourceFinding], sourceRoot: String?) -> String {
    ordered(findings).map {
      JSONValue.object([("type", .string("sourceFinding"))] + json($0, sourceRoot: sourceRoot)).serialized()
        + "\n"
    }.joined()
  }

  // MARK: - SARIF

  /// The fields a source finding's fingerprint hashes: the rule, the file's name and the message
  /// (not the line, so it survives code moving).
  static func fingerprintFields(_ finding: SourceFinding) -> [String] {
    [finding.ruleID.rawValue, BytePath.lastName(of: finding.location.file), finding.message]
  }

  /// A SARIF result located at the Swift source, with a fingerprint of ``fingerprintFields(_:)``
  /// and, for every finding but the first with the same fields (in ``ordered(_:)``), its
  /// `occurrence` among them: two buttons of one file with the same fixed font had one
  /// fingerprint, and code scanning takes results of one fingerprint for one alert (fresh24
  /// F24-12). The first keeps the fingerprint it had before.
  static func sarifResult(
    _ finding: SourceFinding, occurrence: Int = 0, sourceRoot: String?, columns: SARIFColumns
  ) -> JSONValue {
    let file = finding.location.file
    let fields = fingerprintFields(finding)
    let fingerprint = StableFingerprint.hex(occurrence == 0 ? fields : fields + ["\(occurrence)"])
    return .object([
      ("ruleId", .string(finding.ruleID.rawValue)),
      ("ruleIndex", .int(SARIFRules.index(of: finding.ruleID))),
      ("level", .string(finding.severity.rawValue)),
      ("message", .object([("text", .string(finding.message))])),
      (
        "locations",
        .array([
          SARIFLocation.location(
            file: file, line: finding.location.line, column: finding.location.column, sourceRoot: sourceRoot,
            columns: columns)
        ])
      ),
      ("partialFingerprints", .object([(SARIFReportWriter.fingerprintKey, .string(fingerprint))])),
      ("properties", .object([("source", .string("swift"))])),
    ])
  }

  // MARK: - JUnit

  /// The name of the JUnit suite of source findings.
  static let junitSuiteName = "Swift sources"

  /// A suite with one case per place in the code: errors and warnings fail it, notes go to
  /// its `<system-out>`; `nil` when there are none.
  static func junitSuite(_ findings: [SourceFinding], sourceRoot: String?) -> JUnitSuite? {
    guard !findings.isEmpty else { return nil }
    var suite = JUnitSuite(name: junitSuiteName)
    for finding in ordered(findings) {
      let place = place(finding, sourceRoot: sourceRoot)
      var testCase = JUnitSuite.Case(name: "\(place) \(finding.ruleID.rawValue)")
      let line = "\(finding.ruleID.rawValue) \(finding.ruleID.name): \(finding.message)"
      if finding.severity == .note {
        testCase.output.append(line)
      } else {
        testCase.failures.append(
          JUnitSuite.Failure(
            type: finding.ruleID.rawValue, message: "\(finding.ruleID.name): \(finding.message)",
            detail: [
              "\(place): \(finding.ruleID.rawValue) \(finding.ruleID.name) (\(finding.severity))",
              finding.message,
            ]
          ))
      }
      suite.cases.append(testCase)
    }
    return suite
  }
}

extension AnnotationRecord {
  /// The source findings as compiler-style (`xcode`) and workflow-command (`github`) records,
  /// at their Swift file, line and column, errors first (``SourceFindingReport/ranked(_:)``):
  /// GitHub shows 10 annotations of each level a step.
  static func records(for findings: [SourceFinding]) -> [AnnotationRecord] {
    SourceFindingReport.ranked(findings).map { finding in
      AnnotationRecord(
        file: finding.location.file, line: finding.location.line, column: finding.location.column,
        level: Level(finding.severity), code: finding.ruleID.rawValue,
        title: finding.ruleID.rawValue + " " + finding.ruleID.name,
        message: QuotedText.escaped(finding.message))
    }
  }
}
