import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

@testable import TypeFitPictures

/// The strips of one row drawn in many contexts from one shared glyph source (each line shaped
/// once), against each strip drawn on its own; and the data block's escaping, done on bytes.
@Suite("HTML strips sharing shaped lines")
struct HTMLStripSharingTests {
  let engine = PictureTestEngine.shared

  /// A German title that wraps differently at some widths and the same at others.
  static let row = Row(
    title: RowLabel("Datenschutz und Sicherheit Einstellungen Nummer 7", textStyle: .body, lineLimit: 2),
    value: RowLabel("Aus", textStyle: .body), language: "de")

  @Test("Strips drawn with one source for the row are the strips drawn each with its own")
  func sharedSourceDrawsTheSame() throws {
    let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility3, .accessibility5]
    let measurer = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    let renderer = RowPictureRenderer(
      engine: engine,
      options: RowPictureOptions(categories: categories, overlays: [.touchTargets, .truncation, .textFrames]))
    var sharedGlyphs = GlyphLibrary()
    var ownGlyphs = GlyphLibrary()
    var source = LabelGlyphSource(engine: engine, row: Self.row)
    var strips: [String] = []
    for width in [320.0, 325, 330, 375, 440] {
      let context = LayoutContext(device: .width(width))
      let report = try measurer.report(for: Self.row, in: context, categories: categories)
      let shared = renderer.strip(
        for: report, in: context, glyphs: &sharedGlyphs, source: &source, standalone: false
      ).svg
      let own = renderer.strip(for: report, in: context, glyphs: &ownGlyphs, standalone: false).svg
      #expect(shared == own)
      strips.append(shared)
    }
    // Five widths × four categories, each panel with its title's lines placed.
    #expect(strips.allSatisfy { $0.components(separatedBy: "<g class=\"panel").count - 1 == 4 })
    #expect(strips[0] != strips[4], "the widths differ")
    #expect(sharedGlyphs.keys == ownGlyphs.keys)
  }

  @Test("A label shaped again from the same source gives the same lines; a missing glyph leaves it undrawn")
  func linesReused() throws {
    let context = LayoutContext(device: .width(320))
    let report = try RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
      .report(for: Self.row, in: context, categories: [.accessibility5])
    let measurement = try #require(report.layouts.first?.label(.title))
    var source = LabelGlyphSource(engine: engine, row: Self.row)
    let shapedFirst = source.shape(measurement, displayScale: 3)
    let shapedAgain = source.shape(measurement, displayScale: 3)
    let first = try #require(shapedFirst)
    let again = try #require(shapedAgain)
    #expect(first.lines == again.lines)
    #expect(first.lines.map(\.text) == first.layout.lines.map(\.text))
    #expect(first.lines.count == 2)
    var missing = LabelGlyphSource(
      engine: engine, row: Row(title: RowLabel("\u{E000}\u{E001}", textStyle: .body), language: "de"))
    let undrawn = missing.shape(measurement, displayScale: 3)
    #expect(undrawn == nil)
  }

  @Test(
    "The data block's escaping on bytes: every </ and <! rewritten, nothing else",
    arguments: [
      (#"["a"]"#, #"["a"]"#),
      (#"["</b>"]"#, #"["<\/b>"]"#),
      (#"["<!--","<"]"#, #"["\u003c!--","<"]"#),
      (#"["<</</!<!<"]"#, #"["<<\/<\/!\u003c!<"]"#),
      (#"["Größe </é> <"#, #"["Größe <\/é> <"#),
    ])
  func escaping(json: String, expected: String) {
    #expect(HTMLDataBlock.escaped(json) == expected)
  }
}
