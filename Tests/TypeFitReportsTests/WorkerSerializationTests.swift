import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitReports

/// A whole check session whose results are serialized on the worker threads that check them
/// (``CheckSession/run(paths:cancellation:progress:finishing:emit:)``) against the same session
/// written one result at a time on the calling thread.
@Suite("Results serialized on the workers")
struct WorkerSerializationTests {
  static let examples = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path

  /// Examples/Settings with its composed rows, 7 rows a chunk (so the run has many chunks),
  /// laid out at two widths and two categories.
  static func session(threads: Int) throws -> CheckSession {
    let configuration = try CheckConfiguration.load(contentsOf: examples + "/typefit.json")
    return CheckSession(
      reader: LocalizationReader(),
      planner: RowPlanner(configuration: configuration),
      checker: BatchChecker(
        measurer: FixedAdvanceMeasurer(),
        contexts: [LayoutContext(device: .width(320)), LayoutContext(device: .width(440))],
        categories: [.large, .accessibility5], chunkSize: 7, threadCount: threads))
  }

  static let info = CheckRunInfo(
    toolVersion: "0.0.0-test", inputs: ["Examples/Settings"], fontStack: "Fixed advance", fontFaces: [],
    profileID: "ios18",
    contexts: [LayoutContext(device: .width(320)), LayoutContext(device: .width(440))],
    categories: [.large, .accessibility5])

  /// ``info`` of a run whose report says it is the whole of a run in one shard: the JSON
  /// and NDJSON reports then count their lines in it (``ShardLineCounts``).
  static func shardedInfo() throws -> CheckRunInfo {
    var info = info
    info.shard = try Shard(index: 1, count: 1)
    return info
  }

  /// The report with each result written by `write(_:)`, in order, on the calling thread.
  static func serial(
    _ writer: some CheckReportWriter, threads: Int, info: CheckRunInfo = info
  ) throws -> String {
    var writer = writer
    var output = writer.begin(info)
    let summary = try session(threads: threads).run(paths: [examples]) { output += writer.write($0) }
    return output + writer.finish(summary)
  }

  /// The report with each result's text made by the worker that checked it, and written with
  /// what depends on the order (`record(_:into:)`) on the calling thread; with
  /// `removingLayouts`, each result's layouts are removed once its text is made, as the
  /// command line does.
  static func onWorkers(
    _ writer: some ConcurrentCheckReportWriter, threads: Int, info: CheckRunInfo = info,
    removingLayouts: Bool = false
  ) throws -> String {
    var writer = writer
    let head = writer.begin(info)
    let make = writer.resultText
    var bytes: [UInt8] = []
    let summary = try session(threads: threads).run(
      paths: [examples],
      finishing: { result in
        var text: [UInt8] = []
        make(result, &text)
        if removingLayouts { result.keepOnlyFindingLayouts() }
        return text
      },
      emit: { result, text in
        writer.record(result, into: &bytes)
        bytes += text
      })
    return head + String(decoding: bytes, as: UTF8.self) + writer.finish(summary)
  }

  @Test(
    "NDJSON made on the workers is byte for byte the serial report, at 1 and 2 threads", arguments: [1, 2])
  func ndjson(threads: Int) throws {
    let options = ReportOptions(sourceRoot: TestPaths.packageRoot.path)
    let expected = try Self.serial(NDJSONReportWriter(options: options), threads: 1)
    let made = try Self.onWorkers(NDJSONReportWriter(options: options), threads: threads)
    #expect(made == expected)
    let lines = made.split(separator: "\n", omittingEmptySubsequences: false)
    // 187 rows × 2 widths × 2 categories, then the problems and the summary line.
    #expect(lines.filter { $0.hasPrefix(#"{"type":"result""#) }.count == 748)
    #expect(
      lines.first?.hasPrefix(
        #"{"type":"result","key":"settings.about","locale":"ar","variant":"base","file":"Examples/"#) == true)
    #expect(lines.last == "")
  }

  @Test(
    "JSON made on the workers is byte for byte the serial report, separators included", arguments: [1, 2])
  func json(threads: Int) throws {
    let options = ReportOptions(sourceRoot: TestPaths.packageRoot.path)
    let expected = try Self.serial(JSONReportWriter(options: options), threads: 1)
    let made = try Self.onWorkers(JSONReportWriter(options: options), threads: threads)
    #expect(made == expected)
    // One line per row, between the head and the problems.
    let results = made.split(separator: "\n").filter {
      $0.hasPrefix(#"{"key":"#) && $0.contains(#""contexts":[{"context":0,"categories":"#)
    }
    #expect(results.count == 187)
    #expect(results.first?.hasPrefix(#"{"key":"settings.about","locale":"ar","variant":"base","#) == true)
  }

  @Test(
    "Layouts removed once a result's text is made leave the sharded NDJSON and JSON reports as they were",
    arguments: [1, 2])
  func layoutsRemoved(threads: Int) throws {
    let options = ReportOptions(sourceRoot: TestPaths.packageRoot.path)
    let info = try Self.shardedInfo()
    let ndjson = try Self.onWorkers(
      NDJSONReportWriter(options: options), threads: threads, info: info, removingLayouts: true)
    #expect(ndjson == (try Self.serial(NDJSONReportWriter(options: options), threads: 1, info: info)))
    // The summary line counts the result lines, which the writer no longer learns from the
    // layouts it records: 187 rows × 2 widths × 2 categories.
    let summary = ndjson.split(separator: "\n").last { $0.hasPrefix(#"{"type":"summary""#) }
    #expect(summary?.contains(#""result":748,"#) == true)
    let json = try Self.onWorkers(
      JSONReportWriter(options: options), threads: threads, info: info, removingLayouts: true)
    #expect(json == (try Self.serial(JSONReportWriter(options: options), threads: 1, info: info)))
  }

  @Test("A result keeps only the layouts at its findings' first categories, the same values")
  func keptLayouts() throws {
    var truncated = ReportFixtures.truncated
    let before = truncated.reports[0].layouts
    #expect(before.count == 12)
    truncated.keepOnlyFindingLayouts()
    // TF001 from AX1 (one line allowed) and TF008 (the row below 44 pt) from xSmall.
    let kept = truncated.reports[0].layouts
    #expect(kept.map(\.category) == [.xSmall, .accessibility1])
    #expect(kept == before.filter { [.xSmall, .accessibility1].contains($0.category) })
    // Findings and rows stay.
    #expect(truncated.reports[0].findings == ReportFixtures.truncated.reports[0].findings)
    #expect(truncated.reports[0].row == ReportFixtures.truncated.reports[0].row)
    var clean = ReportFixtures.clean
    clean.reports[0].findings = []
    clean.keepOnlyFindingLayouts()
    #expect(clean.reports[0].layouts.isEmpty)
  }
}
