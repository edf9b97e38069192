import Testing

@testable import TypeFitText

/// The thirty-fifth attack's A35-1: HarfBuzz 6 shapes a buffer ending in a run of soft hyphens
/// in time quadratic in the run with Inter (48,000 took about 20 s in a debug build), and the
/// row layout cap, which weighs a text by its bytes, could not see it. All but the first of such
/// a run are left out of what HarfBuzz shapes: they have no advance either way.
@Suite("Text core: a run of soft hyphens at the end of a text")
struct SoftHyphenRunTests {
  @Test("the units shaped end after the first soft hyphen of a run that ends the range")
  func shapedRange() {
    func shaped(_ text: String, _ range: Range<Int>? = nil) -> Range<Int> {
      let units = Array(text.utf16)
      return units.withUnsafeBufferPointer {
        ShapingContext.withoutTrailingSoftHyphens($0, range ?? 0..<units.count)
      }
    }
    #expect(shaped("ab" + String(repeating: "\u{AD}", count: 5)) == 0..<3)
    #expect(shaped("ab\u{AD}") == 0..<3)
    #expect(shaped("ab") == 0..<2)
    #expect(shaped(String(repeating: "\u{AD}", count: 4)) == 0..<1)
    // A run followed by other text is shaped whole, as is one inside a range that stops before it.
    #expect(shaped("a\u{AD}\u{AD}b") == 0..<4)
    #expect(shaped("a\u{AD}\u{AD}\u{AD}b", 0..<4) == 0..<2)
    #expect(shaped("", 0..<0) == 0..<0)
    // Default-ignorable characters after the first soft hyphen go too (A36-5: soft hyphens
    // alternating with U+200D were as slow); those before it, and a text with none, stay.
    #expect(shaped("ab" + String(repeating: "\u{AD}\u{200D}", count: 4)) == 0..<3)
    #expect(shaped("ab\u{200D}\u{AD}\u{FE0F}\u{E0001}") == 0..<4)
    #expect(shaped("ab\u{200D}\u{FE0F}") == 0..<4)
  }

  /// `text` without its soft hyphens.
  static func visible(_ text: String) -> String { text.replacingOccurrences(of: "\u{AD}", with: "") }

  @Test("a text ending in many soft hyphens lays out as with one: same lines, widths and breaks")
  func sameLayout() throws {
    for (text, width) in [
      ("Datenschutz", 300.0), ("Daten\u{AD}schutz", 60), ("Benach\u{AD}richtigungen", 80),
    ] {
      let one = try Engines.interRegular.measure(
        text + "\u{AD}", parameters: LayoutParameters(pointSize: 17, maxWidth: width))
      // Ending in U+200D, the last line shows no hyphen: compared with one pair.
      let onePair = try Engines.interRegular.measure(
        text + "\u{AD}\u{200D}", parameters: LayoutParameters(pointSize: 17, maxWidth: width))
      for count in [2, 3, 40, 3_000] {
        let pairs = try Engines.interRegular.measure(
          text + String(repeating: "\u{AD}\u{200D}", count: count),
          parameters: LayoutParameters(pointSize: 17, maxWidth: width))
        #expect(pairs.lines.map(\.width) == onePair.lines.map(\.width), "\(text) \(count) pairs")
        let many = try Engines.interRegular.measure(
          text + String(repeating: "\u{AD}", count: count),
          parameters: LayoutParameters(pointSize: 17, maxWidth: width))
        // The line's text keeps the soft hyphens it holds (invisible); the rest is the same.
        #expect(
          many.lines.map(\.text).map(Self.visible) == one.lines.map(\.text).map(Self.visible),
          "\(text) \(count)")
        #expect(many.lines.map(\.width) == one.lines.map(\.width), "\(text) \(count)")
        #expect(many.naturalWidth == one.naturalWidth, "\(text) \(count)")
      }
    }
    let wrapped = try Engines.interRegular.measure(
      "Daten\u{AD}schutz" + String(repeating: "\u{AD}", count: 40),
      parameters: LayoutParameters(pointSize: 17, maxWidth: 60))
    // The run ends the text: no hyphen after `schutz` (A36-13).
    #expect(wrapped.lines.map(\.text).map(Self.visible) == ["Daten\u{2010}", "schutz"])
  }

  /// The thirty-sixth attack's A36-13: a soft hyphen at a text's end, or before a space or a line
  /// break, was measured with a hyphen, so `Donaudampfschiff` + U+00AD was called truncated
  /// between 140.4 and 148 pt and `Donaudampfschiff` U+00AD `\n` `fahrt` took 3 lines for 2.
  @Test(
    "a soft hyphen where no line breaks at it shows nothing: same lines and widths as without it",
    arguments: [
      ("Donaudampfschiff\u{AD}", 141.0), ("Donaudampfschiff\u{AD}", 150),
      ("Donaudampfschiff\u{AD}\nfahrt", 143),
      ("Donaudampfschiff\u{AD} fahrt", 150), ("Donaudampfschiff\u{AD}\u{2028}fahrt", 143),
      ("Datenschutz\u{AD}", 80),
    ])
  func noHyphenWithoutBreak(text: String, width: Double) throws {
    let parameters = LayoutParameters(pointSize: 17, maxWidth: width)
    let withSoftHyphen = try Engines.interRegular.measure(text, parameters: parameters)
    let without = try Engines.interRegular.measure(Self.visible(text), parameters: parameters)
    #expect(withSoftHyphen.lines.map(\.width) == without.lines.map(\.width))
    #expect(withSoftHyphen.lines.map(\.text).map(Self.visible) == without.lines.map(\.text))
    #expect(!withSoftHyphen.lines.contains { $0.text.contains("\u{2010}") })
  }

  @Test("a soft hyphen a line breaks at still shows a hyphen")
  func hyphenAtBreak() throws {
    let layout = try Engines.interRegular.measure(
      "Donaudampf\u{AD}schiff", parameters: LayoutParameters(pointSize: 17, maxWidth: 120))
    #expect(layout.lines.map(\.text).map(Self.visible) == ["Donaudampf\u{2010}", "schiff"])
    let plain = try Engines.interRegular.measure(
      "Donaudampf", parameters: LayoutParameters(pointSize: 17, maxWidth: 120))
    #expect(layout.lines[0].width > plain.naturalWidth)
  }
}

/// The thirty-sixth attack's A36-1: ICU's line breaker offers a break between two emoji
/// modifiers, inside the one grapheme cluster they make; three in a row put a segment past the
/// last cluster, and `check`, `measure` and `row` trapped (SIGILL) on one string.
@Suite("Text core: breaks inside a cluster of emoji modifiers")
struct EmojiModifierClusterTests {
  @Test(
    "runs of skin-tone modifiers, with an emoji base or none, lay out on one line",
    arguments: [
      "👍🏻🏻🏻", "Hi 👍🏻🏻🏻 ok", "👍" + String(repeating: "🏻", count: 200), "🏻🏻🏻", "a🏻🏻", "🏻🏼🏽",
      "Hello" + String(repeating: "🏻", count: 200),
      // One modifier beside marks (the attack's fuzzer): `א🏽ำ`, `ក🏽ำ`, `👨ำ🏽`, `्🏽🏽`.
      "\u{05D0}🏽\u{0E33}", "\u{1780}🏽\u{0E33}", "👨\u{0E33}🏽", "\u{094D}🏽🏽",
    ])
  func modifierRuns(_ text: String) throws {
    let layout = try Engines.system.measure(
      text, parameters: LayoutParameters(pointSize: 17, maxWidth: 100_000))
    #expect(layout.linesNeeded == 1)
    #expect(layout.naturalWidth > 0)
  }
}
