import Testing
import TypeFitCheck

@testable import TypeFitReports

/// The sixteenth attack's A16-6: the report's end (the problems, SARIF results, JUnit suites)
/// was made as one string and joined with the summary in a few copies, up to 82 MB at once for
/// a 583 KB catalog, which ended the process under a memory limit. Each format now hands its
/// end to the sink a piece at a time: no piece holds more than one problem, result or suite.
@Suite struct ReportEndPieceTests {
  /// A sink that keeps the pieces apart.
  final class Pieces: ReportSink {
    var pieces: [[UInt8]] = []
    func append(_ body: (inout [UInt8]) -> Void) {
      var piece: [UInt8] = []
      body(&piece)
      pieces.append(piece)
    }
  }

  /// 200 truncated German titles, each its own problem (keys differ).
  static let results = (0..<200).map { index in
    ReportFixtures.result(
      key: "settings.privacy.\(index)", locale: "de", file: ReportFixtures.germanFile, line: index + 1,
      title: "Datenschutzeinstellungen", lineLimit: 1)
  }

  @Test(
    "the end comes a problem, result or suite at a time, and is the same text as made whole",
    arguments: [ReportFormat.json, .ndjson, .sarif, .junit])
  func onePieceAtATime(format: ReportFormat) {
    var writer = format.makeWriter(ReportFixtures.options)
    _ = writer.begin(ReportFixtures.info)
    var summary = CheckSummary()
    for result in Self.results {
      _ = writer.write(result)
      summary.add(result)
    }
    var whole = writer
    let sink = Pieces()
    writer.finish(summary, to: sink)
    let text = whole.finish(summary)
    #expect(String(decoding: sink.pieces.joined(), as: UTF8.self) == text)
    // Each cut one-line title gives two problems; the pieces besides them: JSON's head of the
    // list, its close, the (empty) source findings and the summary; NDJSON's source findings
    // and summary line; SARIF's close; JUnit's head, one suite's (one locale and file) head and close and its close,
    // besides a piece per test case (a key).
    let problems = text.utf8.split(separator: UInt8(ascii: "\n")).count {
      $0.starts(with: Array(#"{"type":"problem""#.utf8))
    }
    if format == .ndjson { #expect(problems == 400) }
    let expectedPieces: Int
    switch format {
    case .junit: expectedPieces = 200 + 4
    case .sarif: expectedPieces = 400 + 1
    case .ndjson: expectedPieces = 400 + 2
    default: expectedPieces = 400 + 4
    }
    #expect(sink.pieces.count == expectedPieces)
    let largest = sink.pieces.map(\.count).max() ?? 0
    let bound = 4_096
    #expect(largest <= bound, "largest piece \(largest) bytes of \(text.utf8.count)")
    #expect(text.utf8.count > 100_000, "the end is large enough for the bound to mean something")
  }
}
