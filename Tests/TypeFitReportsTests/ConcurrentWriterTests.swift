import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitReports

@Suite("Writers whose result text is made on several threads")
struct ConcurrentWriterTests {
  /// The report written one result at a time with `write(_:)`.
  static func sequential(_ writer: some CheckReportWriter) -> String {
    var writer = writer
    var output = writer.begin(ReportFixtures.info)
    for result in ReportFixtures.results { output += writer.write(result) }
    return output + writer.finish(ReportFixtures.summary)
  }

  /// The text of one result, as a thread makes it.
  static func text(_ make: (CheckResult, inout [UInt8]) -> Void, _ result: CheckResult) -> [UInt8] {
    var bytes: [UInt8] = []
    make(result, &bytes)
    return bytes
  }

  /// The report with every result's text made first, in reverse order (as threads may finish),
  /// then recorded in input order with `record(_:into:)`, each text after what it adds.
  static func madeFirst(_ writer: some ConcurrentCheckReportWriter) -> String {
    var writer = writer
    let head = writer.begin(ReportFixtures.info)
    let make = writer.resultText
    let texts = ReportFixtures.results.reversed().map { text(make, $0) }.reversed()
    var bytes: [UInt8] = []
    for (result, text) in zip(ReportFixtures.results, texts) {
      writer.record(result, into: &bytes)
      bytes += text
    }
    return head + String(decoding: bytes, as: UTF8.self) + writer.finish(ReportFixtures.summary)
  }

  @Test("NDJSON: texts made out of order and written in order give the same bytes")
  func ndjson() {
    let writer = NDJSONReportWriter(options: ReportFixtures.options)
    let expected = Self.sequential(writer)
    #expect(expected.split(separator: "\n").count > ReportFixtures.results.count)
    #expect(Self.madeFirst(writer) == expected)
  }

  @Test("JSON: texts made out of order and written in order give the same bytes, separators included")
  func json() {
    let writer = JSONReportWriter(options: ReportFixtures.options)
    let expected = Self.sequential(writer)
    #expect(expected.contains("\"results\":[\n{"))
    #expect(Self.madeFirst(writer) == expected)
  }

  @Test("NDJSON: a report made in another context than the run's names its own device and profile")
  func ndjsonOtherContext() throws {
    var other = ReportFixtures.info
    other.contexts = [LayoutContext(device: try Device.named("iPhone 17 Pro Max"))]
    var writer = NDJSONReportWriter(options: ReportFixtures.options)
    _ = writer.begin(other)
    let text = String(decoding: Self.text(writer.resultText, ReportFixtures.clean), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(lines.count == ContentSizeCategory.allCases.count)
    for line in lines {
      #expect(
        line.contains(#","context":0,"device":"iPhone SE (3rd generation)","width":440,"profile":"ios18","#))
    }
    // The run's own context: the same members with its width.
    _ = writer.begin(ReportFixtures.info)
    let own = String(decoding: Self.text(writer.resultText, ReportFixtures.clean), as: UTF8.self)
    #expect(
      own.split(separator: "\n").allSatisfy {
        $0.contains(#","context":0,"device":"iPhone SE (3rd generation)","width":375,"#)
      })
  }

  @Test("A result's text does not depend on the results before it")
  func independent() {
    var writer = NDJSONReportWriter(options: ReportFixtures.options)
    _ = writer.begin(ReportFixtures.info)
    let alone = Self.text(writer.resultText, ReportFixtures.hostile)
    for result in ReportFixtures.results { _ = writer.write(result) }
    #expect(Self.text(writer.resultText, ReportFixtures.hostile) == alone)
    #expect(String(decoding: alone, as: UTF8.self).hasPrefix("{\"type\":\"result\""))
  }
}
