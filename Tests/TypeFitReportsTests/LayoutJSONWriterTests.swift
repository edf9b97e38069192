import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization

@testable import TypeFitReports
@testable import TypeFitRow

@Suite("Layouts written as JSON bytes without a value tree")
struct LayoutJSONWriterTests {
  /// A row with a subtitle and a value, so the labels list, line limits and the value's
  /// placement all appear.
  static let threeLabels: RowReport = {
    let row = Row(
      title: RowLabel("Benachrichtigungen für alle Geräte", textStyle: .body, lineLimit: 1),
      subtitle: RowLabel("Ton \"laut\" \\ leise\u{2028}neu", textStyle: .subheadline, lineLimit: 1),
      value: RowLabel("Immer", textStyle: .body), language: "de")
    return try! ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases)
  }()

  static func bytes(_ layout: RowCategoryLayout) -> String {
    var bytes: [UInt8] = []
    LayoutJSONWriter().writeMembers(of: layout, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func tree(_ layout: RowCategoryLayout) -> String {
    var bytes: [UInt8] = []
    JSONValue.writeMembers(
      [("category", .string(layout.category.name))] + ReportJSON.layoutFields(layout), to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("Every layout of the fixtures is written as the JSON value tree writes it")
  func sameAsTree() {
    let layouts = (ReportFixtures.results.flatMap(\.reports) + [Self.threeLabels]).flatMap(\.layouts)
    #expect(layouts.count == 4 * 12)
    for layout in layouts { #expect(Self.bytes(layout) == Self.tree(layout)) }
  }

  @Test(
    "Three long labels, a long visible text and numbers without a fixed decimal: still the value tree's bytes"
  )
  func scratchLimits() throws {
    var layout = try #require(Self.threeLabels.layout(at: .accessibility5))
    layout.height = 1e20
    var label = layout.labels[0]
    label.pointSize = -.infinity
    label.lineLimit = Int.min
    label.layout.linesNeeded = Int.max
    label.layout.isTruncated = true
    label.layout.visibleText = String(repeating: "ü\"\u{2028}x", count: 700)
    // The most labels a row has, each as long as a label gets: the cut one's text is flushed
    // past the scratch buffer, and the buffer fills before the closing bracket.
    var long = label
    long.layout.isTruncated = false
    long.layout.linesShown = Int.min
    layout.labels = [label, long, long]
    let text = Self.bytes(layout)
    #expect(text == Self.tree(layout))
    #expect(text.utf8.count > 7_000)
    #expect(
      text.contains(#""linesShown":-9223372036854775808,"truncated":false,"lineLimit":-9223372036854775808}"#)
    )
    #expect(text.contains(#""height":1e+20,"#))
    #expect(text.contains(#""pointSize":null,"linesNeeded":9223372036854775807,"#))
  }

  /// The fixtures' three-label row and a short one, each checked at three widths: many of
  /// their layouts are the same at a category in every width, some are not.
  static let threeWidths: [CheckResult] = {
    let contexts = [320.0, 375, 440].map { LayoutContext(device: .width($0)) }
    let rows = [
      Self.threeLabels.row,
      Row(
        title: RowLabel("Wi-Fi", textStyle: .body), value: RowLabel("Home", textStyle: .body), language: "en"),
    ]
    return rows.map { row in
      let reports = contexts.map {
        try! ReportFixtures.engine.report(for: row, in: $0, categories: ContentSizeCategory.allCases)
      }
      let item = CheckItem(
        key: "k", locale: row.language ?? "en",
        location: SourceLocation(file: "/src/app/A.strings", line: 1, column: 1),
        format: .strings, row: row)
      return CheckResult(item: item, reports: reports)
    }
  }()

  @Test(
    "Layouts written the same in the context before are copied, and every context still reads as its tree")
  func reusedAcrossContexts() throws {
    var sameAsBefore = 0
    var differs = 0
    for result in Self.threeWidths {
      for (first, second) in zip(result.reports[0].layouts, result.reports[1].layouts) {
        if LayoutJSONWriter.writesSame(first, second) {
          sameAsBefore += 1
          #expect(Self.bytes(first) == Self.bytes(second))
        } else {
          differs += 1
          #expect(Self.bytes(first) != Self.bytes(second))
        }
      }
      var writer = JSONReportWriter(options: ReportFixtures.options)
      _ = writer.begin(ReportFixtures.info)
      var bytes: [UInt8] = []
      writer.resultText(result, &bytes)
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == ReportJSON.result(result, sourceRoot: ReportFixtures.sourceRoot).serialized())
      var ndjson = NDJSONReportWriter(options: ReportFixtures.options)
      _ = ndjson.begin(ReportFixtures.info)
      var lines: [UInt8] = []
      ndjson.resultText(result, &lines)
      let written = String(decoding: lines, as: UTF8.self).split(separator: "\n")
      let expected = result.reports.flatMap(\.layouts).map(Self.bytes)
      #expect(written.count == expected.count)
      for (line, members) in zip(written, expected) { #expect(line.contains("," + members + ",")) }
    }
    #expect(sameAsBefore > 0)
    #expect(differs > 0)
  }

  /// perf37: an NDJSON line is gathered in a scratch buffer when it fits, else written piece
  /// by piece; a key too long for the buffer gives the same lines.
  @Test("An NDJSON line too long for the scratch buffer is the same line")
  func ndjsonLongKey() throws {
    let long = String(repeating: "k", count: 2 * NDJSONReportWriter.linesScratchBytes)
    var rules = 0
    for result in Self.threeWidths {
      func lines(key: String) -> String {
        var item = result.item
        item.key = key
        var writer = NDJSONReportWriter(options: ReportFixtures.options)
        _ = writer.begin(ReportFixtures.info)
        var bytes: [UInt8] = []
        writer.resultText(CheckResult(item: item, reports: result.reports), &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }
      let short = lines(key: "k")
      #expect(short.contains(#"{"type":"result","key":"k","#))
      if short.contains(#""findings":["TF"#) { rules += 1 }
      #expect(lines(key: long) == short.replacing(#""key":"k","#, with: #""key":"\#(long)","#))
    }
    #expect(rules > 0)
  }

  @Test("Layouts that differ in what is written are not the same")
  func writesSameDecides() throws {
    let layout = try #require(Self.threeLabels.layout(at: .accessibility5))
    #expect(LayoutJSONWriter.writesSame(layout, layout))
    var taller = layout
    taller.height += 0.001
    #expect(!LayoutJSONWriter.writesSame(layout, taller))
    var otherText = layout
    otherText.labels[0].layout.visibleText += "…"
    #expect(layout.labels[0].layout.isTruncated)
    #expect(!LayoutJSONWriter.writesSame(layout, otherText))
    var wider = layout
    wider.rowWidth += 100
    wider.textWidth += 100
    #expect(LayoutJSONWriter.writesSame(layout, wider))
  }

  @Test("A truncated label carries its escaped visible text; the value its placement")
  func truncatedAndValue() throws {
    let large = try #require(Self.threeLabels.layout(at: .accessibility5))
    let text = Self.bytes(large)
    #expect(text.hasPrefix(#""category":"AX5","height":"#))
    #expect(text.contains(#"{"role":"title","pointSize":"#))
    #expect(text.contains(#""truncated":true,"lineLimit":1,"visibleText":""#))
    #expect(text.hasSuffix(#","value":"stackedAccessibility""#))
  }

  @Test("A JSON result written in bytes is the JSON value tree of the result")
  func jsonResult() {
    var writer = JSONReportWriter(options: ReportFixtures.options)
    _ = writer.begin(ReportFixtures.info)
    for result in ReportFixtures.results {
      var bytes: [UInt8] = []
      writer.resultText(result, &bytes)
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == ReportJSON.result(result, sourceRoot: ReportFixtures.sourceRoot).serialized())
    }
  }
}

@Suite("Findings written as JSON bytes without a value tree")
struct FindingJSONWriterTests {
  @Test(
    "Category names from the table: every category, none, and a finding's other members as the tree writes them"
  )
  func categoryNames() {
    let findings = [
      Finding(
        ruleID: .labelTruncated, message: "title is \"cut\"", role: .title,
        categories: ContentSizeCategory.allCases),
      Finding(
        ruleID: .rowTargetTooSmall, message: "row", target: .row, categories: [.large, .accessibility5]),
      Finding(ruleID: .labelWraps, message: "no categories"),
      // A message made when read, written from its bytes.
      Finding(
        ruleID: .labelWraps, severity: .note,
        text: .labelWraps(role: .value, first: .xLarge, firstLines: 2, most: .accessibility5, mostLines: 4),
        role: .value, categories: [.xLarge, .accessibility5]),
    ]
    var bytes: [UInt8] = []
    FindingJSONWriter.writeArray(findings, to: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    var tree: [UInt8] = []
    JSONValue.array(findings.map(ReportJSON.finding)).write(to: &tree)
    #expect(text == String(decoding: tree, as: UTF8.self))
    #expect(
      text.contains(
        #""categories":["xSmall","small","medium","large","xLarge","xxLarge","xxxLarge","AX1","AX2","AX3","AX4","AX5"]"#
      ))
    #expect(text.contains(#""target":"row","categories":["large","AX5"]}"#))
    #expect(
      text.hasSuffix(
        #""categories":[]},{"rule":"TF008","name":"label-wraps","severity":"note","#
          + #""message":"value wraps from xLarge (2 lines), up to 4 lines at AX5","role":"value","#
          + #""categories":["xLarge","AX5"]}]"#))
  }
}

extension FindingJSONWriterTests {
  @Test("Every rule's ID and name from the table, as the tree writes them, in the order of allCases")
  func ruleIDs() {
    #expect(RuleID.allCases.map(\.ordinal) == Array(1...UInt8(RuleID.allCases.count)))
    for rule in RuleID.allCases {
      var bytes: [UInt8] = []
      FindingJSONWriter.appendQuotedID(of: rule, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "\"\(rule.rawValue)\"")
      let finding = Finding(ruleID: rule, message: "m")
      var written: [UInt8] = []
      FindingJSONWriter.writeArray([finding], to: &written)
      var tree: [UInt8] = []
      JSONValue.array([ReportJSON.finding(finding)]).write(to: &tree)
      #expect(written == tree)
    }
    var tf017: [UInt8] = []
    FindingJSONWriter.appendQuotedID(of: .notModelled, to: &tf017)
    #expect(tf017 == Array(#""TF017""#.utf8))
  }
}
