import TypeFitCheck
import TypeFitRow

/// A check report format. Writers are fed as a run streams: `begin` once, `write` per
/// result in input order, `finish` once with the totals; `begin` and `write` return the text to
/// append to the output, `finish` writes the report's end to a ``ReportSink`` a piece at a time,
/// so memory stays bounded by what a format must keep (findings for SARIF/JUnit) and not by the
/// size of its text.
public protocol CheckReportWriter {
  /// Text for the head of the report.
  mutating func begin(_ info: CheckRunInfo) -> String
  /// Text for one result (possibly empty when the format writes everything at the end).
  mutating func write(_ result: CheckResult) -> String
  /// Writes the end of the report to `sink`, a piece at a time (a problem, a suite, a line),
  /// so the sink can write each piece on before the next is made.
  mutating func finish(_ summary: CheckSummary, to sink: any ReportSink)
  /// The layouts this format reads from each ``RowReport``; a batch run can keep only those
  /// (``BatchChecker/layoutRetention``). Default: all of them.
  var layoutRetention: LayoutRetention { get }
}

extension CheckReportWriter {
  public var layoutRetention: LayoutRetention { .all }

  /// The end of the report as one string: ``finish(_:to:)`` into memory (tests, a report made
  /// whole). A run that writes a file or standard output gives its own sink instead.
  public mutating func finish(_ summary: CheckSummary) -> String {
    let bytes = ReportBytes()
    finish(summary, to: bytes)
    return bytes.text
  }
}
