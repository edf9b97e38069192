import Testing
import TypeFitText

/// A line's width is the width of its own text: a kerned pair split by a line break keeps no
/// kerning on either line. Values are Inter Regular (`--font`), as HarfBuzz shapes each line's
/// text alone (Chromium and Pango break these the same way).
@Suite("Kerning across line breaks")
struct KerningAcrossBreaksTests {
  private func layout(_ text: String, size: Double, width: Double) throws -> TextLayout {
    try Engines.interRegular.measure(text, parameters: LayoutParameters(pointSize: size, maxWidth: width))
  }

  @Test("Go Multi-Touch at 17 pt in 74 pt takes 3 lines: Go Multi- is 74.62 pt without the -T kern")
  func hyphenBeforeKernedCapital() throws {
    let own = try layout("Go Multi-", size: 17, width: .infinity)
    #expect(abs(own.naturalWidth - 74.616) < 0.001)
    let narrow = try layout("Go Multi-Touch", size: 17, width: 74)
    #expect(narrow.lines.map(\.text) == ["Go", "Multi-", "Touch"])
    // Where it fits, the first line is reported at its own width, not the 73.36 pt it has
    // with the kerning of a T on the next line.
    let wide = try layout("Go Multi-Touch", size: 17, width: 75)
    #expect(wide.lines.map(\.text) == ["Go Multi-", "Touch"])
    #expect(abs(wide.lines[0].width - own.naturalWidth) < 1e-9)
  }

  @Test("AVAVAVAV at 40 pt in 75 pt breaks as AV four times: AVA alone is 75.91 pt, not 73.18")
  func brokenBetweenClusters() throws {
    let own = try layout("AVA", size: 40, width: .infinity)
    #expect(abs(own.naturalWidth - 75.909) < 0.001)
    let narrow = try layout("AVAVAVAV", size: 40, width: 75)
    #expect(narrow.lines.map(\.text) == ["AV", "AV", "AV", "AV"])
    let pair = try layout("AV", size: 40, width: .infinity).naturalWidth
    for line in narrow.lines { #expect(abs(line.width - pair) < 1e-9) }
    let wide = try layout("AVAVAVAV", size: 40, width: 76)
    #expect(wide.lines.map(\.text) == ["AVA", "VAV", "AV"])
    #expect(abs(wide.lines[0].width - own.naturalWidth) < 1e-9)
  }

  @Test("Every line of a wrapped text is as wide as its text measured alone")
  func everyLineAsItsOwnText() throws {
    for (text, size, width) in [
      ("Go Multi-Touch Gestures Available", 17.0, 90.0), ("AVATAR WAVE TYPOGRAPHY", 28, 120),
      ("Yves Tour: Wi-Fi, Vol. 7", 17, 60),
    ] {
      let wrapped = try layout(text, size: size, width: width)
      #expect(wrapped.lines.count > 1)
      for line in wrapped.lines {
        let alone = try layout(line.text, size: size, width: .infinity).naturalWidth
        #expect(abs(line.width - alone) < 1e-6, "\(line.text)")
      }
    }
  }

  @Test("The system stack leaves out a straddling kern too")
  func systemStack() throws {
    let alone = try Engines.system.measure("Go Multi-", parameters: LayoutParameters(pointSize: 17))
      .naturalWidth
    let wrapped = try Engines.system.measure(
      "Go Multi-Touch", parameters: LayoutParameters(pointSize: 17, maxWidth: alone))
    #expect(wrapped.lines.map(\.text) == ["Go Multi-", "Touch"])
    #expect(abs(wrapped.lines[0].width - alone) < 1e-9)
  }
}
