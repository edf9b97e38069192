internal import CHarfBuzz
import Foundation
import Testing

@testable import TypeFitText

/// The code points a face's ``CompositionTriggers`` name, against a walk of the face's `cmap`
/// one code point at a time: the analysis reads the `cmap` in batches of the face's code points
/// (`hb_set_next_many`), and keeps a rule's positions without a filtered copy when all are free
/// (perf32).
@Suite("Composition triggers name every code point whose glyph is a trigger")
struct CompositionTriggerCodePointsTests {
  @Test(
    "Inter, Noto Sans CJK and Noto Color Emoji: the trigger code points are those a code-point walk finds",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
      "needs fonts-inter, fonts-noto-cjk and fonts-noto-color-emoji"))
  func codePointsMatchWalk() throws {
    let unicode = CompositionTriggers.unicodeFunctions
    for name in ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc", "NotoColorEmoji.ttf"] {
      let face = try CompositionSkipTests.face(named: name)
      let triggers = try face.compositionTriggers.get()
      let glyphs = Set(triggers.glyphs)
      let codePoints = hb_set_create()
      defer { hb_set_destroy(codePoints) }
      hb_face_collect_unicodes(hb_font_get_face(face.hbFont), codePoints)
      var codePoint = hb_codepoint_t.max
      var walked = 0
      var expected: Set<UInt32> = []
      var ascii: [UInt64] = [0, 0]
      while hb_set_next(codePoints, &codePoint) != 0 {
        walked += 1
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(face.hbFont, codePoint, &glyph) != 0, glyphs.contains(glyph) else {
          continue
        }
        if codePoint < 0x80 {
          ascii[Int(codePoint >> 6)] |= 1 << UInt64(codePoint & 63)
        } else if !CompositionTriggers.isMark(codePoint, unicode) {
          expected.insert(codePoint)
        }
      }
      print(
        "\(name): \(walked) code points, \(triggers.glyphs.count) trigger glyphs, "
          + "\(expected.count) trigger code points past ASCII")
      #expect(walked > 1024, "\(name): more code points than one batch")
      #expect(!triggers.isEmpty, "\(name)")
      #expect(triggers.codePoints == expected, "\(name)")
      if !triggers.uncoveredTriggers { #expect(triggers.asciiTriggers == (ascii[0], ascii[1]), "\(name)") }
    }
  }
}
