import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The examples of Docs/Library.md, compiled and run, so the documentation cannot rot.
/// Each test body is the example as printed there.
@Suite("Docs/Library.md examples")
struct LibraryExamplesTests {
  @Test("Measure a string at a text style and category")
  func measureString() throws {
    let engine = try TextEngine()  // the iOS stand-in stack (SF Pro on a Mac)
    let body = TextStyle.body.metrics(at: .accessibility3)  // 40 pt, leading 48
    let layout = try engine.measure(
      "Datenschutzeinstellungen", language: "de", weight: body.weight,
      parameters: LayoutParameters(pointSize: body.pointSize, maxWidth: 343, lineLimit: 1))
    print(layout.isTruncated, layout.visibleText)  // true Datenschutzeinstell…
    #expect(layout.isTruncated)
    #expect(layout.visibleText.hasSuffix("…"))
  }

  @Test("Lay out a row at all categories")
  func layOutRow() throws {
    let measurer = TextEngineMeasurer(engine: try TextEngine())
    let row = Row(title: "Wi-Fi", value: "Connected", accessory: .disclosure)
    let context = LayoutContext(device: try .named("iPhone SE (3rd generation)"), listStyle: .insetGrouped)
    let report = try RowLayoutEngine(measurer: measurer).report(for: row, in: context)
    for layout in report.layouts {
      print(layout.category, layout.height, layout.valuePlacement.map { "\($0)" } ?? "-")
    }
    print(report.findings.map(\.message))
    #expect(report.layout(at: .large)?.height == 44)
    #expect(report.layouts.count == 12)
  }

  @Test("Check a batch of rows in parallel with progress and cancellation")
  func batch() throws {
    let engine = try TextEngine()
    let items = ["Account", "Datenschutz & Sicherheit", "Bedienungshilfen"].enumerated().map { index, title in
      CheckItem(
        key: "row.\(index)", locale: "de", variant: .base,
        location: SourceLocation(file: "Localizable.strings", line: index + 1), format: .strings,
        row: Row(title: title, language: "de"))
    }
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: engine), contexts: [LayoutContext()],
      categories: ContentSizeCategory.allCases)
    let cancel = CancellationFlag()  // call cancel.cancel() from anywhere to stop
    var findings = 0
    try checker.check(items, cancellation: cancel, progress: { done, total in print("\(done)/\(total)") }) {
      result in
      findings += result.findings.count
    }
    #expect(findings > 0)
  }

  @Test("Read localization files")
  func readFiles() throws {
    let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    let result = LocalizationReader().read(paths: [example])
    for problem in result.diagnostics { print(problem) }  // file:line:column: what is wrong
    let german = result.strings.filter { $0.locale == "de" }
    print(german.first.map { "\($0.location): \($0.key) = \($0.value)" } ?? "")
    #expect(german.count == 22)
    #expect(result.diagnostics.isEmpty)
  }
}
