import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring
import _TypeFitTestSupport

@testable import TypeFitPictures

/// One engine for the picture tests (loading the stack is the slow part).
enum PictureTestEngine {
  static let shared: TextEngine = {
    do { return try TextEngine(definition: .iosSystem) } catch { fatalError("engine: \(error)") }
  }()

  static func report(_ row: Row, _ context: LayoutContext = LayoutContext()) throws -> RowReport {
    try RowLayoutEngine(measurer: TextEngineMeasurer(engine: shared)).report(for: row, in: context)
  }

  /// The glyphs `drawLines` gives for every label of a layout.
  static func shapedGlyphs(_ row: Row, _ layout: RowCategoryLayout, scale: Double) throws -> [[DrawnLine]] {
    try layout.labels.map { label in
      let prepared = try shared.prepare(
        row.label(label.role)!.text, language: row.language, weight: label.weight)
      let textLayout = prepared.layout(
        LayoutParameters(
          pointSize: label.pointSize, maxWidth: label.maxWidth, lineLimit: label.lineLimit,
          displayScale: scale))
      return try shared.drawLines(of: textLayout, prepared: prepared)
    }
  }
}

@Suite struct PictureRendererTests {
  let engine = PictureTestEngine.shared
  let wifi = Row(
    title: RowLabel("Wi-Fi", textStyle: .body), subtitle: RowLabel("Connected", textStyle: .caption1),
    isNavigable: true)

  @Test("The strip is well-formed XML with one panel per category and every glyph defined")
  func parsesAsXML() throws {
    let svg = try RowPictureRenderer(engine: engine).svg(for: wifi, in: LayoutContext())
    let scan = try #require(PictureSVGScanner.scan(svg))
    #expect(scan.panels.map(\.category) == ContentSizeCategory.allCases.map(\.name))
    let references = Set(scan.panels.flatMap(\.uses).map(\.href))
    #expect(!references.isEmpty)
    #expect(references.allSatisfy { $0.hasPrefix("#") && scan.definedIDs.contains(String($0.dropFirst())) })
  }

  @Test("Each panel draws as many glyphs as drawLines shaped, and its height is the row height")
  func glyphCountsAndHeights() throws {
    let row = Row(title: "Notifications and sounds for every account", value: "Off", isNavigable: true)
    let context = LayoutContext()
    let report = try PictureTestEngine.report(row, context)
    let scan = try #require(
      PictureSVGScanner.scan(RowPictureRenderer(engine: engine).svg(for: report, in: context)))
    #expect(scan.panels.count == 12)
    for (panel, layout) in zip(scan.panels, report.layouts) {
      let shaped = try PictureTestEngine.shapedGlyphs(row, layout, scale: context.displayScale)
      let glyphs: Int = shaped.joined().map(\.glyphs.count).reduce(0, +)
      #expect(panel.uses.count == glyphs, "\(panel.category)")
      #expect(abs(panel.rowHeight - layout.height) <= 0.005, "rounded to 1/100 pt")
    }
  }

  @Test("The title's first glyph sits at the leading margin on its first baseline")
  func titlePosition() throws {
    let context = LayoutContext()
    let report = try PictureTestEngine.report(Row(title: "Account"), context)
    let scan = try #require(
      PictureSVGScanner.scan(RowPictureRenderer(engine: engine).svg(for: report, in: context)))
    let large = try #require(report.layout(at: .large))
    let panel = try #require(scan.panels.first { $0.category == "large" })
    let firstGlyph = try #require(
      PictureTestEngine.shapedGlyphs(Row(title: "Account"), large, scale: 3)[0][0].glyphs.first)
    let first = try #require(panel.uses.first)
    let title = try #require(large.label(.title))
    #expect(abs(first.x - (context.sectionInset + context.horizontalMargin + firstGlyph.x)) < 0.011)
    let top = (large.height - large.textBlockHeight) / 2
    let baseline = top + title.layout.lineHeight * 1950 / 2444
    #expect(abs(first.y - baseline) < 0.006)
    #expect(context.sectionInset + context.horizontalMargin == 40)
  }

  @Test("Rendering twice gives the same bytes")
  func deterministic() throws {
    let renderer = RowPictureRenderer(engine: engine, options: RowPictureOptions(overlays: .all))
    let first = try renderer.svg(for: wifi, in: LayoutContext())
    let second = try renderer.svg(for: wifi, in: LayoutContext())
    #expect(first == second)
  }

  @Test("A right-to-left row puts the chevron on the left, pointing left, and the title on the right")
  func rightToLeftMirrors() throws {
    let context = LayoutContext()
    let row = Row(title: "الحساب", language: "ar")
    let svg = try RowPictureRenderer(engine: engine, options: RowPictureOptions(categories: [.large]))
      .svg(for: row, in: context)
    let scan = try #require(PictureSVGScanner.scan(svg))
    let panel = try #require(scan.panels.first)
    let chevron = try #require(panel.chevrons.first)
    #expect(chevron.count == 3)
    #expect(chevron[1].x < chevron[0].x, "the tip points left")
    #expect(chevron[1].x < context.screenWidth / 2)
    let glyphRight = try #require(panel.uses.map(\.x).max())
    #expect(glyphRight > context.screenWidth / 2)
  }

  @Test("Overlays appear only when asked, each under its CSS class")
  func overlaysAreOptional() throws {
    let row = Row(title: "Bluetooth", accessory: .infoButton)
    let plain = try RowPictureRenderer(
      engine: engine, options: RowPictureOptions(categories: [.large], overlays: [])
    )
    .svg(for: row, in: LayoutContext())
    let all = try RowPictureRenderer(
      engine: engine, options: RowPictureOptions(categories: [.large], overlays: .all)
    )
    .svg(for: row, in: LayoutContext())
    #expect(!plain.contains("overlay"))
    let classes = try #require(PictureSVGScanner.scan(all)).panels[0].classes
    #expect(classes.contains("overlay touch-target small infoButton"))
    #expect(classes.contains("overlay touch-target ok row"))
    #expect(classes.contains("overlay text-frame"))
    #expect(classes.contains("overlay margin"))
  }

  @Test("A truncated label gets a marker where its ellipsis is")
  func truncationMarker() throws {
    let row = Row(
      title: RowLabel(
        "Benachrichtigungseinstellungen für alle verbundenen Geräte", textStyle: .body, lineLimit: 1),
      language: "de")
    let svg = try RowPictureRenderer(
      engine: engine, options: RowPictureOptions(categories: [.accessibility3])
    )
    .svg(for: row, in: LayoutContext())
    #expect(try #require(PictureSVGScanner.scan(svg)).panels[0].classes.contains("overlay truncation"))
  }

  @Test("Golden strips of the seed rows", arguments: ["account", "wifi"])
  func goldens(name: String) throws {
    let row = name == "account" ? Row(title: "Account") : wifi
    let svg = try RowPictureRenderer(engine: engine).svg(for: row, in: LayoutContext())
    let outcome = GoldenFile.verify(svg, named: "picture-\(name)-ios18-402.svg")
    #expect(outcome.isMatch, "\(outcome)")
  }

}
