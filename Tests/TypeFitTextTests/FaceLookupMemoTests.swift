internal import CHarfBuzz
import Testing

@testable import TypeFitText

/// The per-context memo of coverage and glyph advances answers as the faces do, also when
/// questions share a slot and replace each other.
@Suite("Coverage and advances remembered per context")
struct FaceLookupMemoTests {
  @Test("coverage of Latin-1, Latin Extended, IPA and a few other scalars equals the face's, asked twice")
  func coverage() {
    let stack = Engines.system.stack
    let memo = FaceLookupMemo(stack: stack)
    // 640 scalars below U+0300, some Greek, Cyrillic, CJK, Hangul and one unassigned scalar.
    let scalars: [UInt32] =
      Array(0x41...0x45) + Array(0x80...0x2FF) + [0x3A9, 0x416, 0x4E2D, 0xAC00, 0x2026, 0x2010, 0x10_FFFD]
    var covered = 0
    for _ in 0..<2 {
      covered = 0
      for face in stack.faces.indices {
        for scalar in scalars {
          let expected = stack.faces[face].covers(scalar)
          #expect(memo.covers(face: face, scalar) == expected, "face \(face) U+\(String(scalar, radix: 16))")
          if expected { covered += 1 }
        }
      }
    }
    // The stack's faces (more than 200) × 652 scalars overflow the 4,096 slots many times over;
    // the primary faces map "é" and the unassigned scalar is mapped by none.
    #expect(stack.faces.count * scalars.count > 30 * FaceLookupMemo.slotCount)
    let primary = stack.primaryFace(instance: 0, weight: .regular)
    #expect(memo.covers(face: primary, 0xE9))
    #expect(memo.covers(face: primary, 0x61))
    #expect(stack.faces.indices.allSatisfy { !memo.covers(face: $0, 0x10_FFFD) })
    #expect(covered > 0)
  }

  @Test("glyph advances equal the face's hmtx advances, asked twice")
  func advances() {
    let stack = Engines.system.stack
    let memo = FaceLookupMemo(stack: stack)
    let faces = Array(stack.faces.indices.prefix(24))
    for _ in 0..<2 {
      for face in faces {
        for glyph: UInt32 in 0..<400 {
          #expect(memo.glyphAdvanceEm(face: face, glyph) == stack.faces[face].glyphAdvanceEm(glyph))
        }
      }
    }
    // The glyph of "M" in the primary face: a real, positive advance below 1.5 em.
    let primary = stack.primaryFace(instance: 0, weight: .regular)
    var glyph: hb_codepoint_t = 0
    #expect(hb_font_get_nominal_glyph(stack.faces[primary].hbFont, 0x4D, &glyph) != 0)
    let advance = memo.glyphAdvanceEm(face: primary, glyph)
    #expect(advance > 0.5 && advance < 1.5)
    #expect(advance == stack.faces[primary].advanceEm(of: 0x4D))
  }

  @Test("keys tell faces and values apart and are never 0 (an empty slot)")
  func keys() {
    #expect(FaceLookupMemo.key(face: 0, value: 0) != 0)
    #expect(FaceLookupMemo.key(face: 0, value: 5) != FaceLookupMemo.key(face: 1, value: 5))
    #expect(FaceLookupMemo.key(face: 2, value: 0xFFFF_FFFF) != FaceLookupMemo.key(face: 3, value: 0))
    #expect(FaceLookupMemo.key(face: 0, value: 1) & 1 == 0)
    #expect(
      (0..<10_000).allSatisfy {
        (0..<FaceLookupMemo.slotCount).contains(FaceLookupMemo.slot(UInt64($0) << 1))
      })
  }

  @Test("the advances looked up at load equal a fresh lookup: space, hyphens, ellipsis")
  func commonAdvances() {
    let stack = Engines.system.stack
    for face in stack.faces {
      for codePoint: UInt32 in [0x20, 0x2D, 0x2010, 0x2026] {
        var glyph: hb_codepoint_t = 0
        let expected =
          hb_font_get_nominal_glyph(face.hbFont, codePoint, &glyph) != 0
          ? Double(hb_font_get_glyph_h_advance(face.hbFont, glyph)) / face.unitsPerEm : nil
        #expect(
          face.advanceEm(of: codePoint) == expected, "\(face.familyName) U+\(String(codePoint, radix: 16))")
      }
    }
    // SF's primary face maps all four; its space is a quarter em or more.
    let primary = stack.faces[stack.primaryFace(instance: 0, weight: .regular)]
    #expect((primary.advanceEm(of: 0x20) ?? 0) > 0.2)
    #expect(primary.advanceEm(of: 0x2026) != nil)
  }
}
