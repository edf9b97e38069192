import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitReports

/// A small check run built by hand with the fixed-advance measurer: a German title that truncates
/// in a one-line row, a title with a character no font covers (TF004), a clean English row, a key
/// with XML-hostile characters, and one read problem.
enum ReportFixtures {
  static let sourceRoot = "/src/app"
  static let germanFile = "/src/app/de.lproj/Localizable.strings"
  /// U+2603 SNOWMAN is "missing" from the fake measurer's fonts.
  static let missingScalar: UInt32 = 0x2603

  static let context = LayoutContext(device: try! Device.named("iPhone SE (3rd generation)"))
  static let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer(missingScalars: [missingScalar]))

  static let info = CheckRunInfo(
    toolVersion: "0.1.0-test", inputs: ["/src/app"], fontStack: "system",
    fontFaces: ["Inter Regular: /fonts/Inter-Regular.otf"], profileID: "ios18", contexts: [context],
    categories: ContentSizeCategory.allCases)

  static func result(
    key: String, locale: String, variant: StringVariant = .base, file: String, line: Int, title: String,
    lineLimit: Int? = nil
  ) -> CheckResult {
    let row = Row(title: RowLabel(title, textStyle: .body, lineLimit: lineLimit), language: locale)
    let item = CheckItem(
      key: key, locale: locale, variant: variant, location: SourceLocation(file: file, line: line, column: 1),
      format: .strings, row: row)
    let report = try! engine.report(for: row, in: context, categories: ContentSizeCategory.allCases)
    return CheckResult(item: item, reports: [report])
  }

  static let truncated = result(
    key: "settings.privacy", locale: "de", file: germanFile, line: 12, title: "Datenschutzeinstellungen",
    lineLimit: 1)
  static let missingGlyph = result(
    key: "settings.weather", locale: "de", file: germanFile, line: 14, title: "Wetter \u{2603}")
  static let clean = result(
    key: "settings.wifi", locale: "en", file: "/src/app/en.lproj/Localizable.strings", line: 3, title: "Wi-Fi"
  )
  static let hostile = result(
    key: "odd<&>\"key", locale: "de", variant: StringVariant([.plural("one")]), file: germanFile, line: 20,
    title: "Tab\there \u{1} <b>&amp;</b> und noch viel mehr Text in dieser Zeile", lineLimit: 1)

  static let results = [truncated, missingGlyph, clean, hostile]

  static let diagnostic = LocalizationDiagnostic(
    kind: .syntaxError, file: "/src/app/fi.lproj/Localizable.strings", line: 7, column: 18,
    message: "expected ';' after value")

  static var summary: CheckSummary {
    var summary = CheckSummary()
    for result in results { summary.add(result) }
    summary.files.insert(ExactText(diagnostic.file))
    summary.diagnostics = [diagnostic]
    return summary
  }

  static let options = ReportOptions(sourceRoot: sourceRoot)

  /// The whole report in a format, fed as a run streams.
  static func render(
    _ format: ReportFormat, options: ReportOptions = options, results: [CheckResult] = results
  ) -> String {
    var writer = format.makeWriter(options)
    var output = writer.begin(info)
    var summary = CheckSummary()
    for result in results {
      output += writer.write(result)
      summary.add(result)
    }
    summary.diagnostics = [diagnostic]
    output += writer.finish(summary)
    return output
  }

  /// Parses JSON text into Foundation objects.
  static func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }
}
