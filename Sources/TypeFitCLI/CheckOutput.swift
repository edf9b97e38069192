import Foundation
import TypeFit

/// The report a check writes, in the format asked for.
struct CheckOutput {
  /// Every `--format` value `check` accepts.
  static let formatNames = ReportFormat.allCases.map(\.rawValue) + ["html"]

  /// The writer, unless it is a ``ConcurrentCheckReportWriter`` (then `concurrent`).
  private var writer: (any CheckReportWriter)?
  /// The writer when the text of each result can be made on any thread.
  private var concurrent: (any ConcurrentCheckReportWriter)?
  /// The concurrent writer's ``ConcurrentCheckReportWriter/resultText``, taken once after
  /// ``begin(_:)``: the property makes a new closure, with the run's settings, each time it is read.
  private var resultText: (@Sendable (CheckResult, inout [UInt8]) -> Void)?
  /// The arrays ``resultBytes`` fills, given back by the output once written
  /// (``StreamingOutput/writtenArrays``).
  let byteArrays = ByteArrayPool()

  /// - Throws: ``UsageError`` for a format that cannot be written.
  init(
    format: String, color: Bool, engine: TextEngine, contexts: [LayoutContext],
    standardInputName: String? = nil
  ) throws {
    let writer: any CheckReportWriter
    if format == "html" {
      writer = HTMLReportWriter(engine: engine, contexts: contexts, sourceRoot: WorkingFolder.path())
    } else if let reportFormat = ReportFormat(rawValue: format) {
      var options = ReportOptions(color: color, sourceRoot: WorkingFolder.path())
      options.standardInputName = standardInputName
      writer = reportFormat.makeWriter(options)
    } else {
      throw UsageError("unknown format '\(format)'; valid: \(Self.formatNames.joined(separator: ", "))")
    }
    if let concurrent = writer as? any ConcurrentCheckReportWriter {
      self.concurrent = concurrent
    } else {
      self.writer = writer
    }
  }

  /// The layouts the chosen format reads (see ``BatchChecker/layoutRetention``).
  var layoutRetention: LayoutRetention { (concurrent ?? writer)!.layoutRetention }

  mutating func begin(_ info: CheckRunInfo) -> String {
    if concurrent != nil {
      let head = concurrent!.begin(info)
      resultText = concurrent!.resultText
      return head
    }
    return writer!.begin(info)
  }

  /// Makes the text of one result as UTF-8 bytes, on any thread (a ``CheckSession`` calls it on
  /// the worker that checked the result), and removes the result's layouts that the text holds
  /// and ``write(_:bytes:to:)`` does not read again: all but those a finding's sentence quotes
  /// (``ConcurrentCheckReportWriter/record(_:into:)``); `nil` when the format writes
  /// its results in order only. Read it after ``begin(_:)``: it captures the run's settings.
  var resultBytes: (@Sendable (inout CheckResult) -> [UInt8])? {
    guard let writer = concurrent else { return nil }
    let make = writer.resultText
    let size = writer.approximateTextByteCount
    let arrays = byteArrays
    return { result in
      // Reserved once from the result's layouts and findings: grown by doubling, a result's
      // bytes (about 15 KB of NDJSON for 36 layouts) were copied up to seven times. An array
      // written before is filled again, its storage kept.
      var bytes = arrays.take()
      bytes.reserveCapacity(size(result))
      make(result, &bytes)
      result.keepOnlyFindingLayouts()
      return bytes
    }
  }

  /// Writes one result to `output`, after those before it: `bytes` is what ``resultBytes``
  /// made of it (written after what depends on the order, a separator), or `nil` to have the
  /// writer make its text now. The same bytes either way.
  mutating func write(_ result: CheckResult, bytes: [UInt8]?, to output: StreamingOutput) {
    guard concurrent != nil else {
      output.write(writer!.write(result))
      return
    }
    output.append { buffer in
      concurrent!.record(result, into: &buffer)
      if bytes == nil { resultText!(result, &buffer) }
    }
    // Written from the worker's array, not copied into the output's buffer.
    if let bytes { output.append(handingOver: bytes) }
  }

  /// Writes the report's end to `output`, a piece at a time.
  mutating func finish(_ summary: CheckSummary, to output: StreamingOutput) {
    if concurrent != nil {
      concurrent!.finish(summary, to: output)
    } else {
      writer!.finish(summary, to: output)
    }
  }

  /// The number of SARIF results written, after ``finish(_:)``; `nil` for other formats.
  var sarifResultCount: Int? { (writer as? SARIFReportWriter)?.resultCount }
}
