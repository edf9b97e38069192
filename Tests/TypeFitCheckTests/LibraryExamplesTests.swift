import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The examples of Docs/Library.md, compiled and run, so the documentation cannot rot.
/// Each test body is the example as printed there, followed by checks of what it prints.
@Suite("Docs/Library.md examples")
struct LibraryExamplesTests {
  static let docURL = TestPaths.packageRoot.appendingPathComponent("Docs/Library.md")

  /// The `swift` code blocks of Docs/Library.md.
  static func documentedBlocks() throws -> [String] {
    let text = try String(contentsOf: docURL, encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test("Every swift block of Docs/Library.md is one of these tests, as printed")
  func blocksAreTested() throws {
    // Compared without white space, so swift-format's line wrapping of the tests does not
    // count as a difference; every token and comment must be the same.
    func squeezed(_ text: String) -> String {
      String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
    }
    let source = squeezed(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    let blocks = try Self.documentedBlocks()
    #expect(blocks.count == 13)
    for block in blocks {
      #expect(
        source.contains(squeezed(block)), "Docs/Library.md block not in LibraryExamplesTests.swift:\n\(block)"
      )
    }
  }

  @Test("Measure a string at a text style and category")
  func measureString() throws {
    let engine = try TextEngine()  // the iOS stand-in stack: Inter and Noto with SF's iOS widths
    let body = TextStyle.body.metrics(at: .accessibility3)  // 40 pt, leading 48
    let layout = try engine.measure(
      "Datenschutzeinstellungen", language: "de", weight: body.weight,
      parameters: LayoutParameters(pointSize: body.pointSize, maxWidth: 343, lineLimit: 1))
    print(layout.isTruncated, layout.visibleText)  // true Datenschutzeinst…
    #expect(layout.isTruncated)
    #expect(layout.visibleText == "Datenschutzeinst…")
  }

  @Test("Lay out a row at every category")
  func layOutRow() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let row = Row(title: "Wi-Fi", value: "Connected", accessory: .disclosure)
    let context = LayoutContext(device: try .named("iPhone SE (3rd generation)"), listStyle: .insetGrouped)
    let report = try RowLayoutEngine(measurer: measurer).report(for: row, in: context)
    for layout in report.layouts {
      print(layout.category, layout.height, layout.valuePlacement.map { "\($0)" } ?? "-")
    }
    // xSmall 39.0 sideBySide … xxxLarge 58.0 sideBySide, AX1 92.0 stacked(…) … AX5 152.0 stacked(…)
    #expect(report.layout(at: .large)?.height == 44)
    #expect(report.layout(at: .xSmall)?.height == 39)
    #expect(report.layout(at: .accessibility5)?.height == 152)
    #expect(report.layouts.count == 12)
  }

  @Test("Font attributes and Bold Text")
  func fontAttributes() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    var value = RowLabel("12:30", textStyle: .body)
    value.monospacedDigits = true
    var bold = LayoutContext()
    bold.boldText = true  // labels drawn boldTextWeightIncrease heavier (Docs/Profiles.md)
    let reports = try RowLayoutEngine(measurer: measurer).reports(
      for: Row(title: RowLabel("Alarm", textStyle: .body, italic: true), value: value),
      in: [LayoutContext(), bold])
    for report in reports {
      let title = report.layout(at: .large)?.label(.title)
      print(title?.weight.name ?? "-", title?.layout.naturalWidth ?? 0)
      // regular 44.28…, then semibold 47.03…
    }
    let titles = reports.map { $0.layout(at: .large)?.label(.title) }
    #expect(titles.map { $0?.weight } == [.regular, .semibold])
    let widths = titles.map { $0?.layout.naturalWidth ?? 0 }
    #expect(widths[0] > 44 && widths[0] < 44.5)
    #expect(widths[1] > widths[0] + 2)
  }

  @Test("A custom width, list style or profile")
  func customWidth() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let narrow = LayoutContext(device: .width(320), listStyle: .plain, profile: .ios26)
    let report = try RowLayoutEngine(measurer: measurer).report(
      for: Row(title: "Benachrichtigungen", language: "de"), in: narrow,
      categories: [.large, .accessibility5])
    print(report.layouts.map(\.rowWidth))  // [320.0, 320.0]: a plain list has no side insets
    #expect(report.layouts.map(\.rowWidth) == [320, 320])
    #expect(report.profileID == "ios26")
  }

  @Test("Per-label results")
  func perLabel() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let row = Row(
      title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1),
      subtitle: RowLabel("Ortungsdienste, Tracking", textStyle: .subheadline), language: "de")
    let report = try RowLayoutEngine(measurer: measurer).report(
      for: row, in: LayoutContext(device: .width(375)))
    if let title = report.layout(at: .accessibility1)?.label(.title) {
      print(title.pointSize, title.layout.linesNeeded, title.layout.isTruncated, title.layout.visibleText)
      // 28.0 2 true Datenschutzeinstellu…
    }
    let title = try #require(report.layout(at: .accessibility1)?.label(.title))
    #expect(title.pointSize == 28)
    #expect(title.layout.isTruncated)
  }

  @Test("Touch targets")
  func touchTargets() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let row = Row(title: "Flugmodus", accessory: .toggle, language: "de")
    let report = try RowLayoutEngine(measurer: measurer).report(
      for: row, in: LayoutContext(device: .width(375)))
    for target in report.layout(at: .large)?.touchTargets ?? [] {
      print(target.kind.displayName, target.frame.width, target.frame.height)
      // row 343.0 44.0, then switch 51.0 31.0
    }
    let kinds = report.layout(at: .large)?.touchTargets.map(\.kind)
    #expect(kinds == [.row, .toggle])
    #expect(report.layout(at: .large)?.touchTargets.map(\.frame.height) == [44, 31])
  }

  @Test("Findings")
  func findings() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let row = Row(title: RowLabel("Datenschutzeinstellungen", textStyle: .body, lineLimit: 1), language: "de")
    let report = try RowLayoutEngine(measurer: measurer).report(
      for: row, in: LayoutContext(device: .width(375)), categories: CheckConfiguration.defaultCategories)
    for finding in report.findings {
      print(finding.ruleID.rawValue, finding.severity, finding.firstCategory?.name ?? "-")  // TF001 error AX1
    }
    #expect(report.findings.map(\.ruleID.rawValue) == ["TF001"])
    #expect(report.findings.first?.firstCategory == .accessibility1)
  }

  @Test(
    "Read localization files, or bytes in memory",
    .enabled(if: FileManager.default.fileExists(atPath: "Examples/Settings")))
  func readFiles() throws {
    let result = LocalizationReader().read(paths: ["Examples/Settings"])
    for problem in result.diagnostics { print(problem) }  // file:line:column: what is wrong
    let german = result.strings.filter { $0.locale == "de" }
    print(german.count)  // 22

    let bytes = Data("\"greeting\" = \"Guten Morgen\";\n\"broken\" = \"no semicolon\"\n".utf8)
    let memory = LocalizationReader.read(bytes, path: "de.lproj/Localizable.strings", format: .strings)
    print(memory.strings.map(\.value))  // ["Guten Morgen", "no semicolon"]
    print(memory.diagnostics[0])
    // de.lproj/Localizable.strings:2:12: expected ';' after value, found end of file
    #expect(german.count == 22)
    #expect(memory.strings.map(\.value) == ["Guten Morgen", "no semicolon"])
    #expect(
      memory.diagnostics.map(\.description) == [
        "de.lproj/Localizable.strings:2:12: expected ';' after value, found end of file"
      ])
  }

  @Test("Check a batch of rows")
  func batch() throws {
    let engine = try TextEngine()
    let items = ["Account", "Datenschutz & Sicherheit", "Bedienungshilfen"].enumerated().map { index, title in
      CheckItem(
        key: "row.\(index)", locale: "de",
        location: SourceLocation(file: "Localizable.strings", line: index + 1),
        format: .strings, row: Row(title: title, language: "de"))
    }
    let checker = BatchChecker(measurer: TextEngineMeasurer(engine: engine), contexts: [LayoutContext()])
    let cancel = CancellationFlag()  // call cancel.cancel() from any thread to stop
    var findings = 0
    try checker.check(
      items, cancellation: cancel, progress: { done, total in print("\(done)/\(total)") },
      emit: { result in findings += result.findings.count })
    #expect(findings > 0)
  }

  @Test("With Swift concurrency")
  func concurrency() async throws {
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: try TextEngine()), contexts: [LayoutContext()])
    let items = [
      CheckItem(
        key: "privacy", locale: "de", location: SourceLocation(file: "de.lproj/Localizable.strings", line: 1),
        format: .strings, row: Row(title: "Datenschutzeinstellungen für Mitteilungen", language: "de"))
    ]
    for try await result in checker.results(for: items) {
      print(result.item.key, result.worstSeverity.map { "\($0)" } ?? "clean")
    }
    let one = try await checker.result(for: items[0])
    print(one.reports.count)  // 1: one report per context
    #expect(one.reports.count == 1)
    #expect(one.item.key == "privacy")
  }

  @Test("Use your own measurer")
  func customMeasurer() throws {
    /// Every character is half the point size wide: a stand-in for CoreText, or any engine that
    /// can answer "how wide, how many lines".
    struct HalfEmMeasurer: LabelMeasuring {
      struct Prepared: PreparedLabel {
        let text: String
        func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double) -> LabelLayout
        {
          let width = Double(text.count) * pointSize / 2
          let needed = max(1, Int((width / maxWidth).rounded(.up)))
          let shown = min(needed, lineLimit ?? needed)
          let lineHeight = (pointSize * 1.2 * displayScale).rounded(.up) / displayScale
          return LabelLayout(
            linesNeeded: needed, linesShown: shown,
            lineWidths: Array(repeating: min(width, maxWidth), count: shown),
            naturalWidth: width, lineHeight: lineHeight, height: lineHeight * Double(shown),
            isTruncated: shown < needed, visibleText: shown < needed ? String(text.prefix(10)) + "…" : text)
        }
        func trackingEm(pointSize: Double) -> Double { 0 }  // no tracking added
      }
      func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
        Prepared(text: text)
      }
    }
    let report = try RowLayoutEngine(measurer: HalfEmMeasurer()).report(
      for: Row(title: "Settings"), in: LayoutContext(device: .width(375)), categories: [.large])
    print(report.layouts[0].label(.title)?.layout.naturalWidth ?? 0)  // 68.0
    #expect(report.layouts[0].label(.title)?.layout.naturalWidth == 68)
  }

  @Test("Write a report, or your own format")
  func customWriter() throws {
    struct KeyListWriter: CheckReportWriter {
      mutating func begin(_ info: CheckRunInfo) -> String { "TypeFit \(info.toolVersion)\n" }
      mutating func write(_ result: CheckResult) -> String {
        result.findings.isEmpty ? "" : result.item.key + "\n"
      }
      mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
        sink.append("\(summary.findingCount) findings\n")
      }
    }
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: try TextEngine()), contexts: [LayoutContext()])
    let item = CheckItem(
      key: "summary", locale: "de", location: SourceLocation(file: "de.lproj/Localizable.strings", line: 1),
      format: .strings,
      row: Row(
        title: RowLabel("Zeitgesteuerte Zusammenfassung", textStyle: .body, lineLimit: 1), language: "de"))
    let info = CheckRunInfo(
      inputs: ["de.lproj"], fontStack: "ios-system", fontFaces: [], profileID: "ios18",
      contexts: checker.contexts, categories: checker.categories)
    var writer: any CheckReportWriter = KeyListWriter()  // or ReportFormat.sarif.makeWriter()
    var output = writer.begin(info)
    var summary = CheckSummary()
    try checker.check([item]) { result in
      summary.add(result)
      output += writer.write(result)
    }
    output += writer.finish(summary)
    print(output)  // "TypeFit 0.2.0", "summary", "1 findings" on three lines
    #expect(output == "TypeFit \(TypeFitVersion.current)\nsummary\n1 findings\n")

    // The next block of the page: a line style of your own, with the checker, item and info above.
    enum PlainStyle: AnnotationStyle {
      static func line(for record: AnnotationRecord, options: ReportOptions) -> String {
        "\(record.file):\(record.line ?? 0): \(record.level.rawValue): \(record.title)\n"
      }
    }
    var annotations = AnnotationReportWriter<PlainStyle>()
    var lines = annotations.begin(info)
    var counted = CheckSummary()
    try checker.check([item]) { result in
      counted.add(result)
      lines += annotations.write(result)  // "": one line per problem, written by finish
    }
    lines += annotations.finish(counted)
    print(lines, terminator: "")  // de.lproj/Localizable.strings:1: error: TF001 label-truncated
    #expect(lines == "de.lproj/Localizable.strings:1: error: TF001 label-truncated\n")
  }
}
