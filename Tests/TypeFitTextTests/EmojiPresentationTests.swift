import Testing

@testable import TypeFitText

/// Which clusters are drawn as emoji (UTS #51), and which faces the stack gives them (U55-1).
@Suite("Clusters of emoji presentation and the emoji face")
struct EmojiPresentationTests {
  @Test("every Emoji_Presentation code point of ICU is inside the two ranges asked of ICU")
  func rangesHoldEveryCodePoint() {
    var outside: [UInt32] = []
    var inside = 0
    for codePoint: UInt32 in 0...0x10FFFF where !(0xD800...0xDFFF).contains(codePoint) {
      let property = EmojiPresentation.hasPropertyInICU(codePoint)
      if property { inside += 1 }
      if property != EmojiPresentation.isEmojiPresentation(codePoint) { outside.append(codePoint) }
    }
    #expect(outside.isEmpty)
    // ICU 72 (Emoji 15.0): 1,205 code points.
    #expect(inside == 1_205)
  }

  @Test(
    "emoji presentation by default, VS16, keycaps, modifiers, flags and ZWJ sequences; not VS15",
    arguments: [
      ("\u{1FA79}", true), ("\u{2615}", true), ("\u{2B50}", true), ("\u{231A}", true), ("\u{1F004}", true),
      ("\u{1F600}", true), ("\u{2615}\u{FE0E}", false), ("\u{2B50}\u{FE0E}", false),
      ("\u{2764}", false), ("\u{2764}\u{FE0F}", true), ("#\u{FE0F}\u{20E3}", true), ("#\u{20E3}", true),
      ("A\u{20E3}", false), ("\u{261D}\u{1F3FB}", true), ("\u{1F1E9}\u{1F1EA}", true),
      ("\u{2764}\u{200D}\u{1F525}", true), ("\u{00A9}", false), ("\u{00A9}\u{FE0F}", true),
      ("e\u{0301}", false), ("\u{2192}", false), ("\u{8A2D}", false), ("a", false),
    ])
  func clusters(text: String, isEmoji: Bool) {
    let scalars = text.unicodeScalars.map(\.value)
    #expect(EmojiPresentation.isEmoji(scalars, 0..<scalars.count) == isEmoji)
  }

  @Test("the built-in stack's one emoji family is Noto Color Emoji, the only face with color glyphs")
  func emojiFamily() {
    let stack = Engines.system.stack
    #expect(stack.emojiFallbacks.count == 1)
    let face = stack.faces[stack.emojiFallbacks[0].face(for: .regular)]
    #expect(face.familyName == "Noto Color Emoji")
    #expect(stack.faces.filter(\.hasColorGlyphs).map(\.familyName) == ["Noto Color Emoji"])
    // A single face (`--font`) has none.
    #expect(Engines.interRegular.stack.emojiFallbacks.isEmpty)
  }

  @Test("a cluster of emoji presentation takes Noto Color Emoji, before the symbol faces; VS15 keeps them")
  func facesChosen() throws {
    let stack = Engines.system.stack
    let context = try ShapingContext(stack: stack)
    func families(_ text: String) -> [String] {
      let units = Array(text.utf16)
      return units.withUnsafeBufferPointer { buffer in
        let starts = try! context.clusterBoundaries(buffer)
        let clusters = ClusterScalars(buffer, clusterStarts: starts)
        var missing = Set<UInt32>()
        let faces = context.chooseFaces(
          clusters: clusters, scripts: ScriptResolver.resolve(clusters), instance: 0, language: nil,
          weight: .regular, missing: &missing)
        return faces.map { stack.faces[Int($0)].familyName }
      }
    }
    #expect(
      families("\u{1FA79}\u{2615}\u{2B50}") == ["Noto Color Emoji", "Noto Color Emoji", "Noto Color Emoji"])
    // Text presentation: the symbol face that drew it before.
    #expect(families("\u{2615}\u{FE0E}") == ["Noto Sans Symbols2"])
    // U+2764 alone stays Inter's (text by default); with VS16 it is the emoji.
    #expect(families("\u{2764}") == ["Inter"])
    #expect(families("\u{2764}\u{FE0F}") == ["Noto Color Emoji"])
    #expect(families("#\u{FE0F}\u{20E3}") == ["Noto Color Emoji"])
    #expect(families("Tee \u{2615}") == ["Inter", "Inter", "Inter", "Inter", "Noto Color Emoji"])
  }
}
