import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText

@testable import TypeFitReports

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
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws -> String {
    let layoutEngine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    let info = CheckRunInfo(
      toolVersion: "test", inputs: ["Sample/Localizable.xcstrings"], fontStack: "iosSystem", fontFaces: [],
      profileID: context.profile.id, contexts: [context], categories: categories)
    var writer = HTMLReportWriter(engine: engine, contexts: [context])
    var summary = CheckSummary()
    var html = writer.begin(info)
    for (index, sample) in rows.enumerated() {
      let item = CheckItem(
        key: sample.key, locale: sample.locale, variant: "base",
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
    #expect(!html.contains("https://"))
    #expect(html.contains("<h2 id=\"summary-heading\">Summary</h2>"))
    #expect(html.contains("<table id=\"findings-table\">"))
    #expect(html.contains("<label for=\"filter-locale\">"))
    #expect(html.contains("<option value=\"TF001\">TF001 label-truncated</option>"))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test(
    "Pictures wait as inert script text: one live SVG (the glyph definitions), one source per failing row")
  func picturesOnDemand() throws {
    let html = try HTMLReportSample.html(engine: engine, categories: [.large, .xxxLarge, .accessibility5])
    let templates =
      html.components(separatedBy: "<script type=\"text/x-svg\" class=\"strip-source\"><svg").count - 1
    let svgs = html.components(separatedBy: "<svg").count - 1
    let failingRows = html.components(separatedBy: "<article class=\"row\" ").count - 1
    #expect(failingRows == 3)
    #expect(templates == failingRows)
    #expect(svgs == templates + 1)
    #expect(html.contains("<article class=\"row clean\" id=\"row-2\""))
  }

  @Test("Every glyph a picture uses is defined once in the page")
  func glyphsDefinedOnce() throws {
    let html = try HTMLReportSample.html(engine: engine)
    let referenced = Set(
      html.components(separatedBy: "href=\"#g").dropFirst().map { $0.prefix { $0 != "\"" } })
    for id in referenced {
      #expect(html.components(separatedBy: "<path id=\"g\(id)\"").count == 2, "g\(id)")
    }
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
    #expect(html.contains("id=\"row-1\" data-key=\"Account\" data-locale=\"und\">"))
    #expect(!html.contains(" hidden>"))
    #expect(html.contains("class=\"strip-source\"><svg"))
  }

  @Test("Writes sample pages for Scripts/screenshot-report when TYPEFIT_PICTURE_OUT is set")
  func writesSample() throws {
    guard let folder = ProcessInfo.processInfo.environment["TYPEFIT_PICTURE_OUT"] else { return }
    let url = URL(fileURLWithPath: folder)
    try Data(HTMLReportSample.html(engine: engine).utf8).write(to: url.appendingPathComponent("report.html"))
    let short = try HTMLReportSample.html(engine: engine, categories: [.large, .xxxLarge, .accessibility3])
    try Data(short.utf8).write(to: url.appendingPathComponent("report-3-sizes.html"))
    let context = LayoutContext()
    let row = Row(
      title: RowLabel("Wi-Fi", textStyle: .body), subtitle: RowLabel("Connected", textStyle: .caption1),
      isNavigable: true)
    let page = HTMLRowPage.html(for: try PictureTestEngine.report(row, context), in: context, engine: engine)
    try Data(page.utf8).write(to: url.appendingPathComponent("row.html"))
  }
}
