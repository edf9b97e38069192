internal import CHarfBuzz
import Testing

@testable import TypeFitText

/// ``NominalGlyphFonts`` answers every nominal-glyph question as the face's own font does,
/// asked once or again (then from its table), one code point or many.
@Suite("Fonts that remember the cmap: the face's own glyphs")
struct NominalGlyphFontsTests {
  /// Mapped and unmapped code points of every plane Inter and Noto answer for, with repeats.
  static let codePoints: [UInt32] = [
    0x41, 0x61, 0x20, 0xE9, 0xDF, 0x2010, 0x2026, 0x416, 0x5D0, 0x627, 0x4E2D, 0xAC00, 0x1F600, 0x10FFFF,
    0xFFFD, 0x0, 0x41, 0xE9, 0x4E2D, 0x1F600,
  ]

  @Test("one code point at a time: the parent's answer and glyph, first and second time")
  func singleGlyphs() throws {
    let faces = Engines.system.stack.faces
    let fonts = NominalGlyphFonts()
    for face in faces.prefix(4) {
      let font = fonts.font(for: face)
      #expect(fonts.font(for: face) == font)
      #expect(font != face.hbFont)
      for _ in 0..<2 {
        for codePoint in Self.codePoints {
          var expected: hb_codepoint_t = 0
          var got: hb_codepoint_t = 0
          let expectedFound = hb_font_get_nominal_glyph(face.hbFont, codePoint, &expected)
          let found = hb_font_get_nominal_glyph(font, codePoint, &got)
          #expect(found == expectedFound, "U+\(String(codePoint, radix: 16))")
          #expect(got == expected, "U+\(String(codePoint, radix: 16))")
          if expectedFound != 0 {
            #expect(hb_font_get_glyph_h_advance(font, got) == hb_font_get_glyph_h_advance(face.hbFont, got))
          }
        }
      }
    }
  }

  @Test("many code points: the parent's count and glyphs, up to the first it does not map")
  func manyGlyphs() throws {
    let face = try #require(Engines.system.stack.faces.first)
    let fonts = NominalGlyphFonts()
    let font = fonts.font(for: face)
    // Inter maps the Latin letters and not U+4E2D: the batch stops there.
    let codePoints: [hb_codepoint_t] = [0x48, 0x65, 0x6C, 0x6C, 0x6F, 0xE9, 0x4E2D, 0x41]
    for _ in 0..<2 {
      var expected = [hb_codepoint_t](repeating: 0xABCD, count: codePoints.count)
      var got = [hb_codepoint_t](repeating: 0xABCD, count: codePoints.count)
      let stride = UInt32(MemoryLayout<hb_codepoint_t>.stride)
      let expectedCount = hb_font_get_nominal_glyphs(
        face.hbFont, UInt32(codePoints.count), codePoints, stride, &expected, stride)
      let count = hb_font_get_nominal_glyphs(font, UInt32(codePoints.count), codePoints, stride, &got, stride)
      #expect(expectedCount == 6)
      #expect(count == expectedCount)
      #expect(got == expected)
    }
  }

  @Test("a text shaped with a face's remembering font has the face's glyphs and advances")
  func shapedText() throws {
    let face = try #require(Engines.system.stack.faces.first)
    let fonts = NominalGlyphFonts()
    func shaped(_ font: OpaquePointer) -> [[Int64]] {
      let buffer = hb_buffer_create()!
      defer { hb_buffer_destroy(buffer) }
      let units = Array("Ärger mit Wi-Fi – “ﬁ” 0123 e\u{301}".utf16)
      hb_buffer_add_utf16(buffer, units, Int32(units.count), 0, Int32(units.count))
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(font, buffer, nil, 0)
      var count: UInt32 = 0
      let infos = hb_buffer_get_glyph_infos(buffer, &count)!
      let positions = hb_buffer_get_glyph_positions(buffer, &count)!
      return (0..<Int(count)).map {
        [
          Int64(infos[$0].codepoint), Int64(infos[$0].cluster), Int64(positions[$0].x_advance),
          Int64(positions[$0].x_offset), Int64(positions[$0].y_offset),
        ]
      }
    }
    let font = fonts.font(for: face)
    #expect(shaped(font) == shaped(face.hbFont))
    #expect(shaped(font) == shaped(face.hbFont))
  }
}
