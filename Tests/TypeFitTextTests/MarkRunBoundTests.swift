internal import CHarfBuzz
import Testing

@testable import TypeFitText

/// The thirty-sixth attack's A36-5 addendum and A36-7: HarfBuzz 6 takes time quadratic in a run
/// of marks or joiners (48,000 U+200D inside a Devanagari or Khmer syllable: 6.5–6.8 s in a debug
/// build; Arabic fatha, Hebrew patah or Thai mai ek on one letter: 4.0–6.6 s), and choosing a
/// face for such a cluster compared faces by filtering the whole cluster pairwise (Latin letter
/// with 48,000 viramas: 2.6 s). Past the 30th character of such a run, the rest is left out of
/// what HarfBuzz shapes (0.23–0.40 s each), and each distinct scalar is asked about once.
@Suite("Text core: long runs of marks and joiners")
struct MarkRunBoundTests {
  /// ``MarkRunBound/leftOut(_:_:)`` of `text`, whole or in `range`.
  static func leftOut(_ text: String, _ range: Range<Int>? = nil) -> [Range<Int>] {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { MarkRunBound.leftOut($0, range ?? 0..<units.count) }
  }

  static func marks(_ mark: String, _ count: Int) -> String { String(repeating: mark, count: count) }

  @Test("what follows the 30th character of a run is left out; runs of 30 and ordinary text keep all")
  func ranges() {
    // `a` at 0, forty acute accents at 1…40: the 31st to the 40th (units 31..<41) go.
    #expect(Self.leftOut("a" + Self.marks("\u{301}", 40) + "b") == [31..<41])
    #expect(Self.leftOut("a" + Self.marks("\u{301}", 30) + "b") == [])
    #expect(Self.leftOut("a" + Self.marks("\u{301}", 31)) == [31..<32])
    // Joiners, viramas and variation selectors count as one run; a letter ends it.
    #expect(
      Self.leftOut("क" + Self.marks("\u{94D}\u{200D}", 20) + "ष" + Self.marks("\u{200C}", 35)) == [
        31..<41, 72..<77,
      ])
    // Tag characters are two units each: 40 of them, the last ten (20 units) go.
    #expect(Self.leftOut("a" + Self.marks("\u{E0061}", 40)) == [61..<81])
    // Spacing marks (Mc) have advances: never left out.
    #expect(Self.leftOut("क" + Self.marks("\u{93E}", 100)) == [])
    #expect(Self.leftOut("Hello, world. Grüße! नमस्ते दुनिया 🇩🇪👨‍👩‍👧") == [])
    // Only inside the range asked about.
    #expect(Self.leftOut("a" + Self.marks("\u{301}", 40), 0..<20) == [])
    #expect(Self.leftOut("", 0..<0) == [])
  }

  @Test(
    "a long run measures as its first 30: same width and lines",
    arguments: [
      ("e", "\u{301}", "x"), ("क", "\u{200D}", "ा"), ("क्", "\u{200D}", "ष"), ("ក", "\u{200D}", "ា"),
      ("ب", "\u{64E}", "ت"), ("ב", "\u{5B7}", ""), ("ก", "\u{E48}", "า"), ("a", "\u{94D}", ""),
    ])
  func sameLayout(base: String, mark: String, after: String) throws {
    let parameters = LayoutParameters(pointSize: 17, maxWidth: 120)
    let text = { (count: Int) in "Wort " + base + Self.marks(mark, count) + after + " und noch mehr Text" }
    let kept = try Engines.system.measure(text(30), language: nil, parameters: parameters)
    for count in [31, 45, 2_000] {
      let long = try Engines.system.measure(text(count), language: nil, parameters: parameters)
      #expect(long.lines.map(\.width) == kept.lines.map(\.width), "\(count)")
      #expect(long.lines.count == kept.lines.count)
      #expect(long.naturalWidth == kept.naturalWidth)
    }
  }

  @Test("HarfBuzz is given the run's first 30 characters: the glyphs of a run of 2,000 are those of 30")
  func glyphsShaped() throws {
    let stack = Engines.system.stack
    let noto = try #require(stack.faces.first { $0.path.hasSuffix("/NotoSans-Regular.ttf") })
    for context in [
      try ShapingContext(stack: stack), try ShapingContext(stack: stack, segmentCache: ShapedSegmentCache()),
    ] {
      func glyphs(_ count: Int) -> [UInt32] {
        let units = Array(("ab e" + Self.marks("\u{301}", count) + " cd").utf16)
        return units.withUnsafeBufferPointer { text in
          let starts = (0..<text.count).map { $0 == 0 || text[$0 - 1] == 0x20 }
          guard
            let run = context.shapeRun(
              text, range: 0..<text.count, face: noto, level: 0, script: ScriptCode("Latn"),
              language: hb_language_from_string("en", -1), segmentStarts: starts)
          else { return [] }
          return (0..<run.count).map { run.infos[$0].cluster }
        }
      }
      let kept = glyphs(30)
      // a, b, space, e, 30 accents, space, c, d: 37 glyphs, unless the font composes some.
      #expect(kept.count >= 8 && kept.count <= 37)
      // The clusters are the same offsets: the left-out accents (units 34..<2004) have no glyph,
      // and the space after them is at 2004, not 34.
      #expect(glyphs(2_000) == kept.map { $0 >= 34 ? $0 + 1_970 : $0 })
    }
  }

  /// The thirty-seventh attack's A37-1: a Kannada virama after a virama is shown on a dotted
  /// circle (14.86 pt at 17 pt), and U+180F MONGOLIAN FREE VARIATION SELECTOR FOUR and the Miao
  /// tone marks have advances of their own; past the 30th the width stopped growing, so 80 such
  /// marks measured 446 pt and were called fitting 1,000 pt.
  @Test(
    "marks with an advance are charged as many times as they are written",
    arguments: [("ಕ", "\u{CCD}", ""), ("ᠠ", "\u{180F}", ""), ("a", "\u{16F8F}", "b")])
  func chargedAdvance(base: String, mark: String, after: String) throws {
    func width(_ count: Int) throws -> Double {
      try Engines.system.measure(
        base + Self.marks(mark, count) + after, parameters: LayoutParameters(pointSize: 17)
      ).naturalWidth
    }
    let step = try width(30) - width(29)
    #expect(step > 5, "each mark takes an advance")
    #expect(abs(try width(31) - width(30) - step) < 0.01)
    #expect(abs(try width(80) - width(30) - 50 * step) < 0.5)
    #expect(abs(try width(2_000) - width(30) - 1_970 * step) < 10)
  }
}
