import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

/// The check pipeline (reader → planner → checker, a chunk at a time) against the way it
/// worked before streaming: read everything, plan everything, then check.
@Suite("Streaming check session")
struct CheckSessionTests {
  static let examples = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path

  /// A folder that is deleted when the test ends.
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-session-\(UUID())")
    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  static func session(_ configuration: CheckConfiguration, chunk: Int) -> CheckSession {
    CheckSession(
      reader: LocalizationReader(),
      planner: RowPlanner(configuration: configuration),
      checker: BatchChecker(
        measurer: FixedAdvanceMeasurer(), contexts: [LayoutContext(device: .width(320))],
        categories: [.large, .accessibility5], chunkSize: chunk, threadCount: 2))
  }

  /// What `CheckSession.run` did before it streamed: every file read, every row planned, then
  /// every row checked.
  static func readEverythingFirst(_ session: CheckSession, paths: [String]) throws -> (
    [CheckResult], CheckSummary
  ) {
    var read = LocalizationReadResult()
    var summary = CheckSummary()
    session.reader.readEach(paths: paths) { file, result in
      // The walk's own diagnostics (no file) name paths not read, which count as no file.
      if let file {
        summary.files.insert(ExactText(file.path))
        for diagnostic in result.diagnostics { summary.files.insert(ExactText(diagnostic.file)) }
      }
      read.append(result)
    }
    summary.diagnostics = read.diagnostics
    let plan = session.planner.plan(read.strings)
    summary.diagnostics += plan.diagnostics
    var results: [CheckResult] = []
    try session.checker.check(plan.items) { result in
      summary.add(result)
      results.append(result)
    }
    return (results, summary)
  }

  static func streamed(_ session: CheckSession, paths: [String]) throws -> ([CheckResult], CheckSummary) {
    var results: [CheckResult] = []
    let summary = try session.run(paths: paths) { results.append($0) }
    return (results, summary)
  }

  @Test(
    "Examples/Settings with its composed rows: the same results and summary as reading everything first",
    arguments: [1, 7, 1024])
  func examplesMatch(chunk: Int) throws {
    let configuration = try CheckConfiguration.load(contentsOf: Self.examples + "/typefit.json")
    let session = Self.session(configuration, chunk: chunk)
    let (expected, expectedSummary) = try Self.readEverythingFirst(session, paths: [Self.examples])
    let (results, summary) = try Self.streamed(session, paths: [Self.examples])
    #expect(expected.count > 50)
    #expect(results == expected)
    #expect(summary == expectedSummary)
  }

  @Test(
    "A part in a later file than its title, bad input, unmatched keys: the same as reading everything first")
  func partsAcrossFiles() throws {
    let folder = try Folder()
    try folder.write(
      "de.lproj/A.strings",
      "\"row.title\" = \"Titel\";\n\"plain\" = \"Einfach %d\";\n\"broken\" = \"offen;\n\"after\" = \"Danach\";\n"
    )
    try folder.write("de.lproj/B.strings", "\"row.value\" = \"Wert\";\n")
    // C.xcstrings comes first in path order; its title's value is in B, read last. The catalog
    // breaks after its first entry.
    try folder.write(
      "C.xcstrings",
      #"{"sourceLanguage":"en","strings":{"row.title":{"localizations":{"de":{"stringUnit":{"value":"Titel 2"}}}},"#
        + "\n" + #""x": {"#)
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "row.title", value: "row.value"), RowRule(title: "row.titel", subtitle: "row.valeu"),
      RowRule(match: Glob("nothing.*")),
    ]
    configuration.locales = ["de", "fr"]
    for chunk in [1, 2, 1024] {
      let session = Self.session(configuration, chunk: chunk)
      let (expected, expectedSummary) = try Self.readEverythingFirst(session, paths: [folder.url.path])
      let (results, summary) = try Self.streamed(session, paths: [folder.url.path])
      #expect(results == expected)
      #expect(summary == expectedSummary)
      #expect(results.first?.item.row.title.text == "Titel 2")
      #expect(results.first?.item.row.value?.text == "Wert")
      #expect(
        summary.diagnostics.map(\.message).contains(
          "rows[1].title: no input has the key \"row.titel\"; did you mean \"row.title\"?"))
    }
  }

  @Test("plannedRowCount counts exactly the rows a run checks, with and without composed rows")
  func plannedRowCount() throws {
    let composed = Self.session(
      try CheckConfiguration.load(contentsOf: Self.examples + "/typefit.json"), chunk: 64)
    let plain = Self.session(CheckConfiguration(), chunk: 64)
    let composedRows = try Self.streamed(composed, paths: [Self.examples]).1.rows
    let plainRows = try Self.streamed(plain, paths: [Self.examples]).1.rows
    #expect(composed.plannedRowCount(paths: [Self.examples]) == composedRows)
    #expect(plain.plannedRowCount(paths: [Self.examples]) == plainRows)
    #expect(composedRows == 187)
    #expect(plainRows > composedRows)
  }

  /// The twenty-seventh attack's A27-1: where the first read is not kept (a memory limit), the
  /// rows are counted only when the strings read could pass the limit; 16 short strings filled
  /// with a 1,000-byte sample count 20 times each (``CheckItem/rowLayoutWeight``), so they are
  /// counted and refused before any layout (as strings, 32 layouts, they passed and were laid out).
  @Test("Without a kept first read, the strings' filled-in text is weighed before any layout")
  func weighedWithoutRecording() throws {
    let folder = try Folder()
    try folder.write(
      "en.lproj/Localizable.strings", (0..<16).map { "\"k\($0)\" = \"\($0) %@\";" }.joined(separator: "\n"))
    var session = CheckSession(
      reader: LocalizationReader(),
      planner: RowPlanner(
        configuration: CheckConfiguration(),
        filler: FormatArgumentFiller(
          samples: FormatSampleValues(["@": String(repeating: "Wort ", count: 200)]))),
      checker: BatchChecker(
        measurer: FixedAdvanceMeasurer(), contexts: [LayoutContext(device: .width(320))],
        categories: [.large, .accessibility5], chunkSize: 8, threadCount: 2))
    session.recordingByteLimit = 0
    try Self.expectCountedBeforeLayout(
      session, path: folder.url.path, rows: 16, weightedRows: 320, refusedAt: 639, runsAt: 640)
  }

  /// A kept first read plans the rows to count them only when their weight can pass the limit
  /// (perf30): ten composed rows share one 960-byte value, so the rows weigh 200 while the
  /// strings weigh 30 (even taken with their values three times as long, 70), and the run is still
  /// refused before any layout, with the rows counted.
  @Test("With a kept first read, rows heavier than their strings are still counted before any layout")
  func composedRowsCountedWithRecording() throws {
    let folder = try Folder()
    try folder.write(
      "en.lproj/Localizable.strings",
      (0..<10).map { "\"t\($0)\" = \"Titel \($0)\";\n" }.joined()
        + "\"v\" = \"\(String(repeating: "Wort ", count: 192))\";\n")
    var configuration = CheckConfiguration()
    configuration.rows = (0..<10).map { RowRule(title: "t\($0)", value: "v") }
    try Self.expectCountedBeforeLayout(
      Self.session(configuration, chunk: 4), path: folder.url.path, rows: 10, weightedRows: 200,
      refusedAt: 150, runsAt: 400)
  }

  /// Expects `session` (one layout context, two categories) to refuse `path` with the limit at
  /// `refusedAt`, its `rows` counted with their weight before any layout (nothing emitted), and
  /// to check every row with the limit at `runsAt`.
  static func expectCountedBeforeLayout(
    _ session: CheckSession, path: String, rows: Int, weightedRows: Int, refusedAt: Int, runsAt: Int
  ) throws {
    var session = session
    session.maximumRowLayouts = refusedAt
    var emitted = 0
    #expect(
      throws: CheckError.rowLayoutLimitExceeded(
        rows: rows, weightedRows: weightedRows, contexts: 1, categories: 2, limit: refusedAt, counted: true)
    ) {
      _ = try session.run(paths: [path]) { _ in emitted += 1 }
    }
    #expect(emitted == 0)
    session.maximumRowLayouts = runsAt
    #expect(try session.run(paths: [path]) { _ in emitted += 1 }.rows == rows)
    #expect(emitted == rows)
  }

  @Test("Results are emitted while the input is still being read")
  func emitsBeforeReadingEverything() throws {
    // Two files in path order. The first has more rows than one chunk, so its first results
    // are emitted before the second file is opened; the first emit rewrites the second file.
    // A session that read every file before checking would report the original text.
    let folder = try Folder()
    let first = (0..<50).map { "\"k\($0)\" = \"Wert \($0)\";" }.joined(separator: "\n")
    try folder.write("de.lproj/A.strings", first)
    try folder.write("de.lproj/B.strings", "\"last\" = \"original\";\n")
    var session = Self.session(CheckConfiguration(), chunk: 8)
    // Nothing kept from the first read: the second pass reads the files again as it goes.
    session.recordingByteLimit = 0
    var emitted = 0
    var lastText: String?
    let summary = try session.run(paths: [folder.url.path]) { result in
      if emitted == 0 { try folder.write("de.lproj/B.strings", "\"last\" = \"rewritten\";\n") }
      emitted += 1
      if result.item.key == "last" { lastText = result.item.row.title.text }
    }
    #expect(emitted == 51)
    #expect(summary.rows == 51)
    #expect(lastText == "rewritten")
  }

  @Test(
    "The second pass plans from the strings the first read kept, with the same results as reading again",
    arguments: [0, 2_000, 16 << 20])
  func recordedFirstRead(limit: Int) throws {
    let folder = try Folder()
    // The development language's text decides each key's role; here it is read after German.
    try folder.write(
      "de.lproj/A.strings",
      "\"row.title\" = \"Titel\";\n\"intro\" = \"Willkommen.\";\n\"broken\" = \"offen;\n")
    try folder.write("de.lproj/B.strings", "\"row.value\" = \"Wert\";\n")
    try folder.write(
      "en.lproj/A.strings",
      "\"row.title\" = \"Title\";\n\"intro\" = \"Welcome to the app. Pull down to refresh your feed.\";\n")
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "row.title", value: "row.value")]
    for paths in [[folder.url.path], [Self.examples]] {
      var session = Self.session(configuration, chunk: 3)
      let (expected, expectedSummary) = try Self.readEverythingFirst(session, paths: paths)
      session.recordingByteLimit = limit
      let (results, summary) = try Self.streamed(session, paths: paths)
      #expect(results == expected)
      #expect(summary == expectedSummary)
    }
    var session = Self.session(configuration, chunk: 3)
    session.recordingByteLimit = limit
    let results = try Self.streamed(session, paths: [folder.url.path]).0
    #expect(results.first { $0.item.key == "intro" && $0.item.locale == "de" }?.item.role == .prose)
    #expect(
      results.first { $0.item.key == "row.title" && $0.item.locale == "de" }?.item.row.value?.text == "Wert")
  }

  @Test("A first read within the limit is not read again; past it, the files are read again")
  func recordingLimit() throws {
    let folder = try Folder()
    try folder.write(
      "de.lproj/A.strings", (0..<20).map { "\"k\($0)\" = \"Wert \($0)\";" }.joined(separator: "\n"))
    try folder.write("de.lproj/B.strings", "\"last\" = \"original\";\n")
    // The first emit rewrites B: only a pass that reads the files again sees the new text.
    for (limit, seen) in [(16 << 20, "original"), (1_000, "rewritten")] {
      try folder.write("de.lproj/B.strings", "\"last\" = \"original\";\n")
      var session = Self.session(CheckConfiguration(), chunk: 8)
      session.recordingByteLimit = limit
      var emitted = 0
      var lastText: String?
      _ = try session.run(paths: [folder.url.path]) { result in
        if emitted == 0 { try folder.write("de.lproj/B.strings", "\"last\" = \"rewritten\";\n") }
        emitted += 1
        if result.item.key == "last" { lastText = result.item.row.title.text }
      }
      #expect(emitted == 21)
      #expect(lastText == seen, "limit \(limit)")
    }
  }

  @Test("Cancellation stops the pipeline before the next chunk")
  func cancellation() throws {
    let folder = try Folder()
    try folder.write(
      "de.lproj/A.strings", (0..<40).map { "\"k\($0)\" = \"W\($0)\";" }.joined(separator: "\n"))
    let cancel = CancellationFlag()
    var emitted = 0
    #expect(throws: CheckError.cancelled) {
      _ = try Self.session(CheckConfiguration(), chunk: 10).run(
        paths: [folder.url.path], cancellation: cancel
      ) {
        _ in
        emitted += 1
        if emitted == 10 { cancel.cancel() }
      }
    }
    #expect(emitted == 10)
  }
}
