import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

@testable import TypeFitPictures

/// A small multilingual check run: German, Arabic and Japanese rows, some truncating.
enum HTMLReportSample {
  static let rows: [(key: String, locale: String, row: Row)] = [
    (
      "settings.notifications", "de",
      Row(
        title: RowLabel(
          "Mitteilungseinstellungen für alle verbundenen Geräte", textStyle: .body, lineLimit: 1),
        value: RowLabel("Aus", textStyle: .body), language: "de")
    ),
    ("settings.account", "de", Row(title: "Konto", language: "de")),
    (
      "settings.privacy", "ar",
      Row(
        title: RowLabel("الخصوصية والأمان وإعدادات الحساب", textStyle: .body, lineLimit: 1),
        subtitle: RowLabel("إدارة البيانات المشتركة", textStyle: .subheadline), language: "ar")
    ),
    (
      "settings.wifi", "ja",
      Row(
        title: RowLabel("ワイヤレスネットワークの詳細設定", textStyle: .body, lineLimit: 1),
        accessory: .infoButton, language: "ja")
    ),
  ]

  /// The report streamed through the writer.
  static func html(
    engine: TextEngine, context: LayoutContext = LayoutContext(),
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    rows: [(key: String, locale: String, row: Row)] = rows, limits: HTMLReportLimits = .standard
  ) throws -> String {
    let layoutEngine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    let info = CheckRunInfo(
      toolVersion: "test", inputs: ["Sample/Localizable.xcstrings"], fontStack: "iosSystem", fontFaces: [],
      profileID: context.profile.id, contexts: [context], categories: categories)
    var writer = HTMLReportWriter(engine: engine, contexts: [context])
    writer.selection = HTMLRowSelection(limits: limits)
    var summary = CheckSummary()
    var html = writer.begin(info)
    for (index, sample) in rows.enumerated() {
      let item = CheckItem(
        key: sample.key, locale: sample.locale, variant: .base,
        location: SourceLocation(file: "Sample/Localizable.xcstrings", line: 10 + index), format: .xcstrings,
        row: sample.row)
      let result = CheckResult(
        item: item, reports: [try layoutEngine.report(for: sample.row, in: context, categories: categories)])
      summary.add(result)
      html += writer.write(result)
    }
    return html + writer.finish(summary)
  }
}

@Suite struct HTMLReportWriterTests {
  let engine = PictureTestEngine.shared

  @Test("The report is one self-contained page: no external resources, lang set, summary and table")
  func selfContained() throws {
    let html = try HTMLReportSample.html(engine: engine)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(!html.contains("<link") && !html.contains(" src=") && !html.contains("@import"))
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("url("))
    #expect(html.contains("<h2 id=\"summary-heading\">Summary</h2>"))
    #expect(html.contains("<table id=\"findings-table\">"))
    #expect(html.contains("<label for=\"filter-locale\">"))
    #expect(html.contains("<option value=\"TF001\">TF001 label-truncated</option>"))
    #expect(html.contains("<noscript>"))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test("The rows are one JSON array, one entry per row, with each finding's rule, message and sizes")
  func rowsAreData() throws {
    let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility5]
    let html = try HTMLReportSample.html(engine: engine, categories: categories)
    let page = try HTMLPageData(html)
    #expect(page.rows.count == HTMLReportSample.rows.count)
    let layoutEngine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    for (row, sample) in zip(page.rows, HTMLReportSample.rows) {
      let report = try layoutEngine.report(for: sample.row, in: LayoutContext(), categories: categories)
      #expect(page.string(row[0]) == sample.key)
      #expect(page.string(row[1]) == sample.locale)
      #expect(page.string(row[4]) == sample.row.accessibleName)
      let findings = try #require(row[5] as? [[Any]])
      #expect(findings.count == report.findings.count)
      for (entry, finding) in zip(findings, report.findings) {
        let ruleIndex = try #require(entry[0] as? Int)
        let rule = try #require(page.rules[ruleIndex] as? [String])
        #expect(rule == [finding.ruleID.rawValue, finding.ruleID.name, finding.ruleID.severity.rawValue])
        // The finding's own severity (a stock switch's TF003 is a note) is the record's fifth entry.
        let severity = try #require(entry[4] as? Int)
        #expect(Severity.allCases[severity] == finding.severity)
        #expect(page.string(entry[1]) == finding.message)
        let mask = try #require(entry[2] as? Int)
        #expect(
          ContentSizeCategory.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            == finding.categories)
      }
    }
    let total = page.rows.reduce(0) { $0 + (($1[5] as? [Any])?.count ?? 0) }
    #expect(html.contains("<span id=\"shown-count\">\(total)</span> of \(total) findings shown."))
  }

  @Test("A row's numbers are those of its layout at each failing size, rounded to 0.1")
  func numbersAreData() throws {
    let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility5]
    let page = try HTMLPageData(try HTMLReportSample.html(engine: engine, categories: categories))
    let sample = HTMLReportSample.rows[0]
    let report = try RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
      .report(for: sample.row, in: LayoutContext(), categories: categories)
    let failing = report.layouts.filter { FailureNumbers.failingCategories(of: report).contains($0.category) }
    let entry = try #require((page.rows[0][6] as? [[Any]])?.first)
    let roles = try #require(entry[0] as? [Int]).map(page.string)
    #expect(roles == ["title", "value"])
    let columns = try #require(entry[1] as? [[Any]])
    #expect(columns.count == failing.count)
    #expect(failing.count == 3)
    let rounded = { (v: Double) in (v * 10).rounded() / 10 }
    for (column, layout) in zip(columns, failing) {
      #expect(column[0] as? Int == ContentSizeCategory.allCases.firstIndex(of: layout.category))
      #expect(column[1] as? Double == rounded(layout.height))
      let title = try #require(layout.label(.title))
      #expect(column[4] as? Double == rounded(title.layout.naturalWidth))
      #expect(column[5] as? Double == rounded(title.maxWidth))
      #expect(column[6] as? Int == title.layout.linesNeeded)
      #expect(column[7] as? Int == 1)
      #expect(column[8] as? Int == 3, "truncated and wider than its column")
    }
    let context = try #require(page.contexts.first as? [Any])
    #expect(context[0] as? String == "iPhone 17 Pro" && context[1] as? String == "insetGrouped")
    #expect(context[2] as? Int == 44)
  }

  @Test("Strips are data that rebuild the renderer's SVG exactly; no strip is live SVG at load")
  func stripsAreData() throws {
    let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility5]
    let html = try HTMLReportSample.html(engine: engine, categories: categories)
    let page = try HTMLPageData(html)
    let strips = page.rows.map { (($0[6] as? [[Any]])?.first?[2] as? [Any]) }
    #expect(strips.map { $0 != nil } == [true, false, true, true], "clean rows are not drawn")
    let sample = HTMLReportSample.rows[0]
    let context = LayoutContext()
    let report = try RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
      .report(for: sample.row, in: context, categories: categories)
    let failing = FailureNumbers.failingCategories(of: report)
    var options = RowPictureOptions(
      categories: PictureCategorySelection.failingAndDefault.categories(of: categories, failing: failing),
      overlays: [.touchTargets, .truncation, .textFrames], highlighted: failing)
    options.spacing = 12
    var glyphs = GlyphLibrary()
    let expected = RowPictureRenderer(engine: engine, options: options)
      .strip(for: report, in: context, glyphs: &glyphs, standalone: false).svg
    let strip = try #require(strips[0])
    #expect(strip[0] as? Int == 3)
    #expect(try page.svg(ofStrip: strip) == expected)
    #expect(expected.hasPrefix("<svg width=") && expected.contains("<use href=\"#g0\""))
    let outsideData = html.components(separatedBy: "<script type=\"application/json\"").map {
      $0.components(separatedBy: "</script>").dropFirst().joined()
    }.joined()
    #expect(outsideData.components(separatedBy: "<svg").count - 1 == 1, "only the glyph definitions")
  }

  @Test("Every glyph a strip uses is defined once in the page, and no glyph is defined twice")
  func glyphsDefinedOnce() throws {
    let html = try HTMLReportSample.html(engine: engine)
    let page = try HTMLPageData(html)
    var used = Set<String>()
    for row in page.rows {
      for entry in row[6] as? [[Any]] ?? [] {
        guard let strip = entry[2] as? [Any] else { continue }
        let svg = try page.svg(ofStrip: strip)
        used.formUnion(
          svg.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) })
      }
    }
    #expect(used.count > 40)
    let defined = html.components(separatedBy: "<path id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(defined.count == Set(defined).count)
    #expect(Set(defined) == used)
  }

  @Test("A key's C1 and bidirectional controls are shown as the text report shows them, never raw (A26-8)")
  func terminalControlsShown() throws {
    let key = "k\u{9B}2J\u{202E}dir"
    let sample = (key, "en", Row(title: RowLabel("Title\u{9D}0;x", textStyle: .body), language: "en"))
    let html = try HTMLReportSample.html(engine: engine, rows: [sample])
    #expect(!html.unicodeScalars.contains { TerminalText.needsEscape($0) && $0.value > 0x7E })
    let page = try HTMLPageData(html)
    #expect(page.string(page.rows[0][0]) == "k\\u{9B}2J\\u{202E}dir")
    #expect(page.string(page.rows[0][4]) == "Title\\u{9D}0;x")
    var data = HTMLReportData()
    #expect(data.string("Réglages 設定") == data.string("Réglages 設定"))
    #expect(data.metadataJSON(contexts: [], hidesCleanRows: false).contains(#""Réglages 設定""#))
  }

  @Test("Text that looks like markup cannot end a data block")
  func dataBlockEscaping() throws {
    let json = #"["</script><b>x</b>","<!-- y"]"#
    let escaped = HTMLDataBlock.escaped(json)
    #expect(!escaped.contains("</") && !escaped.contains("<!"))
    let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String]
    #expect(decoded == ["</script><b>x</b>", "<!-- y"])
  }

  @Test("Two runs give the same bytes")
  func deterministic() throws {
    #expect(try HTMLReportSample.html(engine: engine) == HTMLReportSample.html(engine: engine))
  }

  @Test("A single row page shows the row even without findings")
  func rowPage() throws {
    let context = LayoutContext()
    let report = try PictureTestEngine.report(Row(title: "Account"), context)
    let html = HTMLRowPage.html(for: report, in: context, engine: engine)
    let page = try HTMLPageData(html)
    #expect(page.rows.count == 1)
    #expect(page.string(page.rows[0][0]) == "Account")
    #expect(page.meta["hideClean"] as? Bool == false)
    let strip = try #require((page.rows[0][6] as? [[Any]])?.first?[2] as? [Any])
    #expect(strip[0] as? Int == 12)
    #expect(try page.svg(ofStrip: strip).contains("data-category=\"AX5\""))
    #expect(html.contains("<div id=\"row-list\"></div>"))
  }

}
