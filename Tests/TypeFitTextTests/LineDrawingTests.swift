import Testing
import TypeFitText

@Suite("Shaping lines for drawing")
struct LineDrawingTests {
  @Test("A drawn line has one glyph per shaped glyph, left to right, as wide as measured")
  func latinLine() throws {
    let engine = Engines.interRegular
    let prepared = try engine.prepare("Wi-Fi Settings")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    let lines = try engine.drawLines(of: layout, prepared: prepared)
    #expect(lines.count == 1)
    #expect(lines[0].glyphs.count == 14)
    #expect(abs(lines[0].width - layout.lines[0].width) < 1e-9)
    #expect(lines[0].glyphs.map(\.x) == lines[0].glyphs.map(\.x).sorted())
    #expect(lines[0].glyphs.first?.x == 0)
  }

  @Test("Right-to-left text is drawn in visual order: the first logical cluster sits rightmost")
  func arabicVisualOrder() throws {
    let prepared = try Engines.system.prepare("سلام", language: "ar")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    let line = try #require(try Engines.system.drawLines(of: layout, prepared: prepared).first)
    #expect(line.isRightToLeft)
    let first = try #require(line.glyphs.first { $0.cluster == 0 })
    #expect(first.x == line.glyphs.map(\.x).max())
  }

  @Test("Runs are reordered by UAX #9: Latin inside Arabic stays left-to-right")
  func mixedDirections() throws {
    let prepared = try Engines.system.prepare("افتح Wi-Fi الآن", language: "ar")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    let line = try #require(try Engines.system.drawLines(of: layout, prepared: prepared).first)
    // "W" (UTF-16 offset 5) is left of "i" (offset 6), and both sit between the Arabic words.
    let w = try #require(line.glyphs.first { $0.cluster == 5 })
    let i = try #require(line.glyphs.first { $0.cluster == 6 })
    #expect(w.x < i.x)
    let firstArabic = try #require(line.glyphs.first { $0.cluster == 0 })
    #expect(firstArabic.x > w.x)
  }

  @Test("Outlines come from the same face, in em")
  func outline() throws {
    let prepared = try Engines.interRegular.prepare("H")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    let glyph = try #require(
      try Engines.interRegular.drawLines(of: layout, prepared: prepared).first?.glyphs.first)
    let outline = try Engines.interRegular.outline(of: glyph.key)
    #expect(outline.commands.count > 4)
    #expect(outline.commands.first.map { if case .move = $0 { true } else { false } } == true)
  }

  @Test("An outline that cannot be had is an error naming why, not an empty outline")
  func outlineErrors() throws {
    let prepared = try Engines.interRegular.prepare("H")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    var key = try #require(
      try Engines.interRegular.drawLines(of: layout, prepared: prepared).first?.glyphs.first?.key)
    key.face = 10_000
    let badFace = #expect(throws: TextError.self) { try Engines.interRegular.outline(of: key) }
    guard case .invalidParameter(let name, let value, _) = badFace else {
      Issue.record("unexpected \(String(describing: badFace))")
      return
    }
    #expect(name == "glyph key" && value == "face 10000")
    key.face = 0
    key.glyph = 0xFFFF_FF
    do {
      _ = try Engines.interRegular.outline(of: key)
      Issue.record("glyph 0xFFFFFF of Inter has an outline")
    } catch {
      guard case .glyphOutline(let glyph, _, let call, let code) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(glyph == 0xFFFF_FF && call == "FT_Load_Glyph")
      #expect(code == 6, "FT_Err_Invalid_Argument")
    }
  }

  @Test(
    "A picture draws an emoji, a colour bitmap without outline, as a ring in its advance; other glyphs as their outline"
  )
  func emojiStandIn() throws {
    let engine = Engines.system
    let prepared = try engine.prepare("☕H")
    let layout = prepared.layout(LayoutParameters(pointSize: 17))
    let glyphs = try #require(try engine.drawLines(of: layout, prepared: prepared).first?.glyphs)
    let emoji = try #require(glyphs.first { $0.cluster == 0 })
    #expect(try engine.outline(of: emoji.key).commands.isEmpty)
    let ring = try engine.pictureOutline(of: emoji.key)
    // Two circles of four arcs each: the outer from (advance/2 + 0.4, 0.35), Noto Color Emoji's
    // advance 2550/2048 em; the inner, radius 0.32, the other way round.
    #expect(ring.commands.count == 12)
    let advance = 2550.0 / 2048
    guard case .move(let x, let y) = ring.commands[0], case .move(let innerX, _) = ring.commands[6] else {
      Issue.record("the ring does not start with a move: \(ring.commands.prefix(1))")
      return
    }
    #expect(abs(x - (advance / 2 + 0.4)) < 1e-12 && y == 0.35)
    #expect(abs(innerX - (advance / 2 + 0.32)) < 1e-12)
    let letter = try #require(glyphs.first { $0.cluster == 1 })
    #expect(try engine.pictureOutline(of: letter.key) == engine.outline(of: letter.key))
  }
}
