import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

@testable import TypeFitPictures

/// Writes the HTML report for the whole Ice Cubes catalog and prints its size and the time
/// taken, for Docs/Performance.md. Runs only with `TYPEFIT_HTML_CATALOG=/path/to/out.html`
/// (add `TYPEFIT_HTML_CATALOG_ALL=1` for full 12-panel strips).
@Suite struct HTMLReportCatalogSizeTests {
  @Test(
    "The Ice Cubes catalog as one HTML report",
    .enabled(
      if: ProcessInfo.processInfo.environment["TYPEFIT_HTML_CATALOG"] != nil, "TYPEFIT_HTML_CATALOG not set"))
  func iceCubesCatalog() throws {
    let output = try #require(ProcessInfo.processInfo.environment["TYPEFIT_HTML_CATALOG"])
    let corpus = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
      .appendingPathComponent("../../../shared/corpus/IceCubesApp").standardizedFileURL.path
    let engine = PictureTestEngine.shared
    let context = LayoutContext()
    let read = LocalizationReader().read(paths: [corpus])
    let layoutEngine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    let info = CheckRunInfo(
      toolVersion: "test", inputs: [corpus], fontStack: "iosSystem", fontFaces: [], profileID: "ios18",
      contexts: [context], categories: ContentSizeCategory.allCases)
    let start = ContinuousClock.now
    let selection: PictureCategorySelection =
      ProcessInfo.processInfo.environment["TYPEFIT_HTML_CATALOG_ALL"] == "1" ? .all : .failingAndDefault
    var writer = HTMLReportWriter(engine: engine, contexts: [context], pictureCategories: selection)
    var summary = CheckSummary()
    var html = writer.begin(info)
    var reportTime = Duration.zero
    for string in read.strings {
      let row = Row(title: string.value, language: string.locale)
      let item = CheckItem(
        key: string.key, locale: string.locale, variant: string.variant,
        location: string.location,
        format: string.format, row: row)
      let clock = ContinuousClock.now
      let report = try layoutEngine.report(for: row, in: context)
      reportTime += ContinuousClock.now - clock
      let result = CheckResult(item: item, reports: [report])
      summary.add(result)
      html += writer.write(result)
    }
    html += writer.finish(summary)
    let total = ContinuousClock.now - start
    try Data(html.utf8).write(to: URL(fileURLWithPath: output))
    print(
      "catalog: \(read.strings.count) strings, \(summary.rowsWithFindings) rows with findings, "
        + "\(summary.findingCount) findings; HTML \(html.utf8.count) bytes; total \(total), layout+rules \(reportTime)"
    )
  }
}
