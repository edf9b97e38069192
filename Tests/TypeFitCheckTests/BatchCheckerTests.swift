import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring
import _TypeFitTestSupport

@Suite("Batch checking")
struct BatchCheckerTests {
  static let engine = try! TextEngine(definition: .iosSystem)

  static func items(_ texts: [(String, String)]) -> [CheckItem] {
    texts.enumerated().map { index, pair in
      CheckItem(
        key: "key.\(index)", locale: pair.0, variant: .base,
        location: SourceLocation(file: "Localizable.strings", line: index + 1), format: .strings,
        row: Row(title: pair.1, language: pair.0))
    }
  }

  static let sample: [(String, String)] = [
    ("en", "Account"), ("de", "Datenschutzeinstellungen für Mitteilungen"), ("en", "Account"),
    ("ja", "通知の設定を変更する"), ("ar", "إعدادات الخصوصية والأمان"), ("th", "การตั้งค่าความเป็นส่วนตัว"),
    ("de", "Datenschutzeinstellungen für Mitteilungen"), ("en", "Settings \u{10FFFD}"),
    ("fi", "Tietosuoja ja turvallisuus"),
  ]

  func checker(threads: Int?, chunk: Int = 3) -> BatchChecker {
    BatchChecker(
      measurer: TextEngineMeasurer(engine: Self.engine),
      contexts: [LayoutContext(device: .width(375)), LayoutContext(device: .width(440))],
      categories: ContentSizeCategory.allCases, chunkSize: chunk, threadCount: threads)
  }

  func run(_ checker: BatchChecker, _ items: [CheckItem]) throws -> [CheckResult] {
    var results: [CheckResult] = []
    try checker.check(items) { results.append($0) }
    return results
  }

  @Test("Results come back in input order, one per item, each with one report per context")
  func order() throws {
    let items = Self.items(Self.sample)
    let results = try run(checker(threads: nil), items)
    #expect(results.map(\.item) == items)
    #expect(results.allSatisfy { $0.reports.count == 2 && $0.failure == nil })
  }

  @Test("The same results with 1, 2 and 8 threads and any chunk size")
  func deterministic() throws {
    let items = Self.items(Self.sample)
    let reference = try run(checker(threads: 1, chunk: 1), items)
    for (threads, chunk) in [(2, 3), (8, 4), (8, 100)] {
      #expect(try run(checker(threads: threads, chunk: chunk), items) == reference)
    }
  }

  @Test("The batch path gives the same results as checking one row at a time")
  func batchEqualsSingle() throws {
    let items = Self.items(Self.sample)
    let batch = try run(checker(threads: 2), items)
    let single = items.map { checker(threads: 1).check($0) }
    #expect(batch == single)
  }

  @Test("Each result carries its own item, also where its row was laid out for another item or chunk")
  func itemsKept() throws {
    let items = Self.items(Self.sample)
    for chunk in [1, 3, 100] {
      let results = try run(checker(threads: 1, chunk: chunk), items)
      #expect(results.map(\.item) == items)
      #expect(results[2].item.key == "key.2")
      #expect(results[6].item.location.line == 7)
      #expect(results[0].reports == results[2].reports)
    }
  }

  @Test("Identical rows get identical reports; the missing glyph becomes TF004")
  func findings() throws {
    let results = try run(checker(threads: 2), Self.items(Self.sample))
    #expect(results[0].reports == results[2].reports)
    #expect(results[7].reports[0].findings.map(\.ruleID) == [.missingGlyphs])
    // A long German title wraps (TF008) but never truncates: titles have no line limit.
    let german = results[1].reports[0].findings.map(\.ruleID)
    #expect(german.contains(.labelWraps))
    #expect(!german.contains(.labelTruncated))
  }

  @Test("Identical rows in one chunk keep each its own role's rules, whichever comes first")
  func identicalRowsDifferentRoles() throws {
    let row = Row(title: "Flugmodus", accessory: .toggle, isNavigable: false, language: "de")
    func item(_ key: String, _ role: ItemRole) -> CheckItem {
      CheckItem(
        key: key, locale: "de", variant: .base,
        location: SourceLocation(file: "Localizable.strings", line: 1),
        format: .strings, row: row, role: role, roleReason: "test")
    }
    let results = try run(
      checker(threads: 1, chunk: 8), [item("a", .label), item("b", .row), item("c", .label)])
    let rules = results.map { Set($0.findings.map(\.finding.ruleID)) }
    // The stock switch's TF003 is a row rule: the row has it, the labels do not.
    #expect(rules[1].contains(.accessoryTargetTooSmall))
    #expect(!rules[0].contains(.accessoryTargetTooSmall))
    #expect(rules[0] == rules[2])
    #expect(results.map(\.item.role) == [.label, .row, .label])
  }

  @Test("A spoken text and a label of the same row: the label is laid out whichever comes first")
  func spokenThenLabel() throws {
    let row = Row(title: "Datenschutzeinstellungen für Mitteilungen", isNavigable: false, language: "de")
    func item(_ key: String, _ role: ItemRole) -> CheckItem {
      CheckItem(
        key: key, locale: "de", variant: .base,
        location: SourceLocation(file: "Localizable.strings", line: 1),
        format: .strings, row: row, role: role, roleReason: "test")
    }
    for chunk in [1, 8] {
      let results = try run(
        checker(threads: 1, chunk: chunk),
        [item("a", .spoken), item("b", .label), item("c", .spoken), item("d", .label)])
      // Before fix25b the label of a chunk of 8 took the spoken text's empty result (no reports,
      // no TF008).
      #expect(results.map(\.reports.count) == [0, 2, 0, 2])
      #expect(results[1].findings.map(\.finding.ruleID).contains(.labelWraps))
      #expect(results[3].reports == results[1].reports)
    }
  }

  @Test("Cancellation stops before the next chunk")
  func cancellation() throws {
    let flag = CancellationFlag()
    var emitted = 0
    #expect(throws: CheckError.cancelled) {
      try checker(threads: 1, chunk: 2).check(Self.items(Self.sample), cancellation: flag) { _ in
        emitted += 1
        flag.cancel()
      }
    }
    #expect(emitted == 2)
  }

  @Test("Progress reports every chunk")
  func progress() throws {
    var seen: [Int] = []
    try checker(threads: 1, chunk: 4).check(
      Self.items(Self.sample),
      progress: { done, total in
        #expect(total == 9)
        seen.append(done)
      },
      emit: { _ in })
    #expect(seen == [4, 8, 9])
  }

  @Test("Keeping fewer layouts changes no finding; kept layouts are those of the full report")
  func retention() throws {
    let items = Self.items(Self.sample)
    var full = checker(threads: 2)
    full.layoutRetention = .all
    let reference = try run(full, items)
    for retention in [LayoutRetention.firstFindingCategories, .none] {
      var lean = checker(threads: 2)
      lean.layoutRetention = retention
      let results = try run(lean, items)
      #expect(results.map { $0.reports.map(\.findings) } == reference.map { $0.reports.map(\.findings) })
      for (result, expected) in zip(results, reference) {
        for (report, fullReport) in zip(result.reports, expected.reports) {
          let wanted: Set<ContentSizeCategory> =
            retention == .none ? [] : Set(report.findings.compactMap(\.firstCategory))
          #expect(
            Set(report.layouts.map(\.category)) == wanted.intersection(fullReport.layouts.map(\.category)))
          #expect(report.layouts.allSatisfy { fullReport.layout(at: $0.category) == $0 })
        }
      }
    }
    // The German title wraps at 375 pt, so its report keeps the layout where wrapping starts.
    var lean = checker(threads: 1)
    lean.layoutRetention = .firstFindingCategories
    let german = try run(lean, Self.items([("de", "Datenschutzeinstellungen für Mitteilungen")]))[0].reports[
      0]
    let wraps = try #require(german.findings.first { $0.ruleID == .labelWraps })
    #expect(german.layouts.map(\.category).contains(try #require(wraps.firstCategory)))
    #expect(german.layouts.count < ContentSizeCategory.allCases.count)
  }

  @Test("A report that leaves notes out keeps no note's layout, and keeps a re-levelled note's")
  func retentionOfReportedFindings() throws {
    // The German title wraps at 375 pt from small: a TF008 note, whose layout a text report
    // quotes; another note of the row starts at xSmall.
    let items = Self.items([("de", "Datenschutzeinstellungen für Mitteilungen")])
    var lean = checker(threads: 1)
    lean.layoutRetention = .firstFindingCategories
    let all = try run(lean, items)[0].reports[0]
    let wraps = try #require(all.findings.first { $0.ruleID == .labelWraps })
    #expect(wraps.severity == .note)
    #expect(wraps.firstCategory == .small)
    #expect(all.findings.allSatisfy { $0.severity == .note })
    #expect(all.layouts.map(\.category) == [.xSmall, .small])
    /// The first report's kept layouts under `policy`'s findings.
    func kept(_ policy: FindingPolicy) throws -> [ContentSizeCategory] {
      lean.reportedFindings = policy.reportedFindings
      let report = try run(lean, items)[0].reports[0]
      #expect(report.findings == all.findings)
      return report.layouts.map(\.category)
    }
    // SARIF's floor (warnings and up): the same findings, no layout kept.
    #expect(try kept(FindingPolicy(minimumSeverity: .warning)) == [])
    // TF008 re-levelled to a warning is reported: its layout is kept, the other note's is not.
    #expect(
      try kept(FindingPolicy(levels: [.labelWraps: .severity(.warning)], minimumSeverity: .warning)) == [
        .small
      ])
    // TF008 switched off, notes shown: the other note's layout only.
    #expect(try kept(FindingPolicy(levels: [.labelWraps: .off])) == [.xSmall])
    #expect(try kept(FindingPolicy()) == [.xSmall, .small])
  }

  @Test("Layouts without lines have the full layouts' numbers, and the visible text only where cut")
  func withoutLines() throws {
    // Line limits, so some labels are cut; a subtitle and a value, so all three roles appear.
    let rows = Self.sample.map { language, text in
      Row(
        title: RowLabel(text, textStyle: .body, lineLimit: 1),
        subtitle: RowLabel(text + " " + text, textStyle: .subheadline, lineLimit: 2),
        value: RowLabel("Ein", textStyle: .body), accessory: .disclosure, language: language)
    }
    let items = rows.enumerated().map { index, row in
      CheckItem(
        key: "k\(index)", locale: row.language ?? "en", variant: .base,
        location: SourceLocation(file: "Localizable.strings", line: index + 1), format: .strings,
        row: row)
    }
    var full = checker(threads: 1)
    full.layoutRetention = .all
    var lean = checker(threads: 1)
    lean.layoutRetention = .allWithoutLines
    let reference = try run(full, items)
    let results = try run(lean, items)
    var cut = 0
    for (result, expected) in zip(results, reference) {
      #expect(result.reports.map(\.findings) == expected.reports.map(\.findings))
      for (report, fullReport) in zip(result.reports, expected.reports) {
        #expect(report.layouts.map(\.category) == fullReport.layouts.map(\.category))
        for (layout, fullLayout) in zip(report.layouts, fullReport.layouts) {
          #expect(layout.touchTargets.isEmpty)
          #expect(layout.height == fullLayout.height && layout.valuePlacement == fullLayout.valuePlacement)
          #expect(layout.labels.count == fullLayout.labels.count)
          for (label, fullLabel) in zip(layout.labels, fullLayout.labels) {
            #expect(label.layout.lineWidths.isEmpty)
            #expect(LabelMetrics(label.layout) == LabelMetrics(fullLabel.layout))
            #expect(
              label.layout.visibleText == (fullLabel.layout.isTruncated ? fullLabel.layout.visibleText : ""))
            #expect(label.pointSize == fullLabel.pointSize && label.lineLimit == fullLabel.lineLimit)
            if label.layout.isTruncated { cut += 1 }
          }
        }
      }
    }
    #expect(cut > 0)
  }
}

@Suite("JSON reader")
struct JSONNodeTests {
  @Test("Numbers and booleans are told apart, also 1 and true, and numbers keep their text")
  func numbersAndBooleans() throws {
    let values = try #require(
      try JSONNode.parse(Array("[1, true, 0, false, 2.5, 9007199254740993]".utf8)).elements)
    #expect(values.map(\.numberText) == ["1", nil, "0", nil, "2.5", "9007199254740993"])
    #expect(values.map(\.bool) == [nil, true, nil, false, nil, nil])
  }

  @Test(
    "Numbers outside RFC 8259's grammar are syntax errors at their column",
    arguments: [
      ("[01]", 2, "leading zero"), ("[1.]", 2, "after '.'"), ("[-]", 2, "expected a digit"),
      ("[1e]", 2, "exponent"),
    ])
  func strictNumbers(_ json: String, _ column: Int, _ words: String) {
    do {
      _ = try JSONNode.parse(Array(json.utf8))
      Issue.record("\(json) parsed")
    } catch {
      #expect(error.column == column)
      #expect(error.message.contains(words))
    }
  }

  @Test("A number is range-checked before conversion, naming the field, the range and the text")
  func rangeCheck() throws {
    let root = try JSONNode.parse(Array(#"{"lines": 1e30, "size": "big"}"#.utf8))
    #expect(throws: InputNumberError(field: "\"lines\"", given: "1e30", range: 0...1000, whole: true)) {
      try root["lines"]?.number("\"lines\"", in: 0...1000, whole: true)
    }
    #expect(
      InputNumberError(field: "\"size\"", given: "a string", range: 1...1000, whole: false).description
        == #""size" must be a number from 1 to 1000, got a string"#)
  }
}
