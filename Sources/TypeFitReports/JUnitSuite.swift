import TypeFitLocalization

/// One JUnit `<testsuite>` being accumulated: the test cases of one file and locale.
///
/// JUnit puts counts on the suite element, before its cases, so the JUnit writer keeps each
/// suite's case names and failure texts until the end; layouts are not kept.
struct JUnitSuite {
  /// A `<failure>` (or `<error>`) of a test case.
  struct Failure {
    /// The `type` attribute: a rule id (`TF001`) or a read problem kind.
    var type: String
    /// The `message` attribute: one line.
    var message: String
    /// The element's text, a line each: every line is escaped for one line when written
    /// (``TerminalText``), so that a line feed of a message, key or quoted literal cannot begin
    /// a line of the file (a workflow command when a CI step prints it: the twentieth attack's
    /// A20-22 for paths, the twenty-first's A21-19 for source findings' quotes).
    var detail: [String]
  }

  /// A `<testcase>`.
  struct Case {
    /// The `name` attribute: `key` or `key [variant]`.
    var name: String
    /// Findings that fail the case (errors and warnings).
    var failures: [Failure] = []
    /// Read problems that lost input, written as `<error>`.
    var errors: [Failure] = []
    /// Lines for `<system-out>`: notes and other information that does not fail the case; each
    /// escaped for one line when written, as ``Failure/detail`` is.
    var output: [String] = []
  }

  /// The suite's `name`, also every case's `classname`: `de.lproj/Localizable.strings (de)`.
  var name: String
  /// The cases in the order they arrived.
  var cases: [Case] = []

  /// Cases with at least one failure.
  var failedCount: Int { cases.filter { !$0.failures.isEmpty }.count }
  /// Cases with at least one error.
  var erroredCount: Int { cases.filter { !$0.errors.isEmpty }.count }

  /// The suite as XML, indented by two spaces, ending with a newline.
  func xml() -> String {
    let bytes = ReportBytes()
    write(to: bytes)
    return bytes.text
  }

  /// Writes the suite as XML to `sink`, its head and each test case a piece, so a suite of
  /// 640,000 cases is never one string (the eighteenth attack's A18-5: made whole, it asked for
  /// 55–237 MB at once and ended `check -f junit` under a memory limit).
  func write(to sink: any ReportSink) {
    let suiteName = XMLEscaping.attribute(name)
    sink.append(
      "  <testsuite name=\"\(suiteName)\" tests=\"\(cases.count)\" failures=\"\(failedCount)\" "
        + "errors=\"\(erroredCount)\" skipped=\"0\">\n")
    for testCase in cases {
      var output = "    <testcase classname=\"\(suiteName)\" name=\"\(XMLEscaping.attribute(testCase.name))\""
      if testCase.failures.isEmpty && testCase.errors.isEmpty && testCase.output.isEmpty {
        sink.append(output + "/>\n")
        continue
      }
      output += ">\n"
      for failure in testCase.failures { output += element("failure", failure) }
      for error in testCase.errors { output += element("error", error) }
      if !testCase.output.isEmpty {
        output +=
          "      <system-out>" + XMLEscaping.text(Self.lines(testCase.output)) + "</system-out>\n"
      }
      sink.append(output + "    </testcase>\n")
    }
    sink.append("  </testsuite>\n")
  }

  private func element(_ tag: String, _ failure: Failure) -> String {
    "      <\(tag) message=\"\(XMLEscaping.attribute(failure.message))\" type=\"\(XMLEscaping.attribute(failure.type))\">"
      + XMLEscaping.text(Self.lines(failure.detail)) + "</\(tag)>\n"
  }

  /// The lines joined by line feeds, each escaped for one line, so that the only line breaks of
  /// an element's text are the ones between its lines.
  static func lines(_ lines: [String]) -> String {
    lines.map { TerminalText.escaped($0) }.joined(separator: "\n")
  }
}
