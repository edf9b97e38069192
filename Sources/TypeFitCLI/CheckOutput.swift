import Foundation
import TypeFit
import TypeFitConcurrency

/// The report a check writes, in the format asked for.
struct CheckOutput {
  /// Every `--format` value `check` accepts.
  static let formatNames = ReportFormat.allCases.map(\.rawValue) + ["html"]

  private var writer: any CheckReportWriter

  /// - Throws: ``UsageError`` for a format that cannot be written.
  init(format: String, color: Bool, engine: TextEngine, contexts: [LayoutContext]) throws {
    if format == "html" {
      writer = HTMLReportWriter(engine: engine, contexts: contexts)
      return
    }
    guard let reportFormat = ReportFormat(rawValue: format) else {
      throw UsageError("unknown format '\(format)'; valid: \(Self.formatNames.joined(separator: ", "))")
    }
    writer = reportFormat.makeWriter(
      ReportOptions(color: color, sourceRoot: FileManager.default.currentDirectoryPath))
  }

  /// The layouts the chosen format reads (see ``BatchChecker/layoutRetention``).
  var layoutRetention: LayoutRetention { writer.layoutRetention }

  mutating func begin(_ info: CheckRunInfo) -> String { writer.begin(info) }
  mutating func write(_ result: CheckResult) -> String { writer.write(result) }

  /// Writes the text of `results` to `output`, in their order; a
  /// ``ConcurrentCheckReportWriter`` makes the results' texts on up to `workers` threads
  /// (`nil`: all cores), ``resultsPerRound`` at a time, each thread serializing
  /// ``resultsPerBlock`` results into one byte buffer. The same bytes as writing them one by one.
  mutating func write(_ results: [CheckResult], workers: Int?, to output: StreamingOutput) {
    guard var concurrent = writer as? any ConcurrentCheckReportWriter, results.count > 1 else {
      for result in results { output.write(writer.write(result)) }
      return
    }
    Self.write(results, with: &concurrent, workers: workers, to: output)
    writer = concurrent
  }

  /// Results serialized together by one thread: enough to make the hand-over cheap, few
  /// enough that both threads share a round evenly.
  static let resultsPerBlock = 16
  /// Results serialized before their bytes are handed to the output: bounds the text held at
  /// once (about 4 MB of NDJSON at 12 categories × 3 widths).
  static let resultsPerRound = 256

  private static func write<Writer: ConcurrentCheckReportWriter>(
    _ results: [CheckResult], with writer: inout Writer, workers: Int?, to output: StreamingOutput
  ) {
    let make = writer.resultText
    var roundStart = 0
    // Each block's buffer starts as large as the largest of the round before, so it is not
    // copied as it grows (NDJSON makes tens of kilobytes per result).
    var blockCapacity = 0
    while roundStart < results.count {
      let roundEnd = min(results.count, roundStart + resultsPerRound)
      let blockCount = (roundEnd - roundStart + resultsPerBlock - 1) / resultsPerBlock
      let first = roundStart
      let capacity = blockCapacity
      let blocks = orderedConcurrentMap(count: blockCount, workers: workers) { block in
        let start = first + block * resultsPerBlock
        let end = min(roundEnd, start + resultsPerBlock)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        var ends: [Int] = []
        ends.reserveCapacity(end - start)
        for index in start..<end {
          make(results[index], &bytes)
          ends.append(bytes.count)
        }
        return (bytes: bytes, ends: ends)
      }
      var index = roundStart
      blockCapacity = blocks.reduce(0) { max($0, $1.bytes.count) }
      for block in blocks {
        var start = 0
        for end in block.ends {
          output.append { buffer in
            writer.record(results[index], into: &buffer)
            block.bytes.withUnsafeBufferPointer {
              buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end]))
            }
          }
          start = end
          index += 1
        }
      }
      roundStart = roundEnd
    }
  }

  mutating func finish(_ summary: CheckSummary) -> String { writer.finish(summary) }

  /// The number of SARIF results written, after ``finish(_:)``; `nil` for other formats.
  var sarifResultCount: Int? { (writer as? SARIFReportWriter)?.resultCount }
}
