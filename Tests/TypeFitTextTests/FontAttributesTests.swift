import Testing
import TypeFitText

/// Italic faces and tabular digits through the engine.
@Suite("Italic and monospaced digits")
struct FontAttributesTests {
  /// The system stack with the faces' own widths (`--metrics font`).
  static var fontMetrics: FontStackDefinition {
    var definition = FontStackDefinition.iosSystem
    definition.metrics.widths = .font
    return definition
  }

  @Test("Italic text is shaped with Inter Italic: its widths are Inter Italic's own")
  func italicFaces() throws {
    let inter = try TextEngine(
      definition: .singleFace(path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf"))
    let font = try TextEngine(definition: Self.fontMetrics)
    let italic = try font.prepare("Wafer", italic: true)
    #expect(italic.italic)
    // Inter Italic at 17 pt plus the HIG tracking of 5 clusters (font metrics): the same as the
    // italic face measured alone plus that tracking.
    let alone = try inter.prepare("Wafer").naturalWidth(pointSize: 17)
    #expect(
      abs(italic.naturalWidth(pointSize: 17) - (alone + 5 * italic.trackingEm(pointSize: 17) * 17)) < 1e-9)
    #expect(
      abs(italic.naturalWidth(pointSize: 17) - (try font.prepare("Wafer").naturalWidth(pointSize: 17))) > 0.01
    )
  }

  @Test("Tabular digits are all as wide, under the SF model and with the faces as they are")
  func tabularDigits() throws {
    for engine in [Engines.system, try TextEngine(definition: Self.fontMetrics)] {
      let ones = try engine.prepare("1111", monospacedDigits: true).naturalWidth(pointSize: 17)
      let eights = try engine.prepare("8888", monospacedDigits: true).naturalWidth(pointSize: 17)
      #expect(abs(ones - eights) < 1e-9)
      let proportional = try engine.prepare("1111").naturalWidth(pointSize: 17)
      #expect(ones > proportional + 4)
    }
  }
}
