import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@Suite struct FixedAdvanceMeasurerTests {
  let measurer = FixedAdvanceMeasurer()

  @Test("Body text is half an em per character on a 20.287 pt line")
  func metrics() throws {
    let label = try measurer.prepareLabel("Wi-Fi", language: nil, weight: .regular)
    let layout = label.layout(pointSize: 17, maxWidth: .infinity, lineLimit: nil, displayScale: 3)
    #expect(layout.naturalWidth == 42.5)
    #expect(layout.lineHeight == 20.287109375)
    #expect(layout.height == 61.0 / 3.0)
    #expect(layout.linesNeeded == 1 && !layout.isTruncated)
  }

  @Test("Lines break greedily at spaces and the tail is cut with an ellipsis")
  func wrapAndTruncate() throws {
    let label = try measurer.prepareLabel("aaaa bbbb cccc", language: nil, weight: .regular)
    // 10 pt font: 5 pt per character; 50 pt holds 10 characters.
    let wrapped = label.layout(pointSize: 10, maxWidth: 50, lineLimit: nil, displayScale: 2)
    #expect(wrapped.linesNeeded == 2)
    #expect(wrapped.lineWidths == [45, 20])
    #expect(wrapped.visibleText == "aaaa bbbb cccc")
    let cut = label.layout(pointSize: 10, maxWidth: 50, lineLimit: 1, displayScale: 2)
    #expect(cut.isTruncated && cut.linesShown == 1 && cut.linesNeeded == 2)
    #expect(cut.visibleText == "aaaa bbbb…")
    #expect(cut.lineWidths == [50])
  }

  @Test("Missing scalars are refused with their code points")
  func missing() {
    let measurer = FixedAdvanceMeasurer(missingScalars: [0x1F600])
    #expect(throws: LabelMeasuringError.missingGlyphs(codePoints: [0x1F600])) {
      try measurer.prepareLabel("Hi 😀", language: nil, weight: .regular)
    }
  }
}
