internal import CTypeFitShims

/// Which grapheme clusters are drawn as emoji: those an emoji face takes before the stack's
/// other faces (``FontStack/emojiFallbacks``).
///
/// Unicode's emoji presentation rules (UTS #51, "Presentation Style" and "Emoji Variation
/// Sequences", https://unicode.org/reports/tr51/): a character with the property
/// Emoji_Presentation is drawn as an emoji unless U+FE0E VARIATION SELECTOR-15 follows it; any
/// emoji character followed by U+FE0F VARIATION SELECTOR-16 is drawn as an emoji; keycap
/// sequences (`#️⃣`), modifier sequences (`☝🏻`), flags and ZWJ sequences are emoji. iOS draws
/// these with Apple Color Emoji, one emoji advance wide, even where SF or a symbol font has a
/// glyph. The built-in stack's Noto Sans Symbols and Symbols 2 come before Noto Color Emoji and
/// map many of them (U+2615 ☕, U+2B50 ⭐, U+1FA79 🩹), so without this rule they were measured
/// as narrow monochrome glyphs (a fresh user's U55-1: 🩹 17 pt, ⭐ 11.968 pt at body Large,
/// where 😀 is 21.167 pt).
enum EmojiPresentation {
  /// U+231A WATCH, the first Emoji_Presentation code point: a cluster of one scalar below it
  /// is never drawn as an emoji.
  static let lowest: UInt32 = 0x231A
  /// U+FE0E VARIATION SELECTOR-15: text presentation.
  static let textSelector: UInt32 = 0xFE0E
  /// U+FE0F VARIATION SELECTOR-16: emoji presentation.
  static let emojiSelector: UInt32 = 0xFE0F
  /// U+20E3 COMBINING ENCLOSING KEYCAP, which ends a keycap sequence.
  static let keycap: UInt32 = 0x20E3

  /// Whether `codePoint` has the property Emoji_Presentation.
  ///
  /// Only U+231A–U+2B55 and U+1F004–U+1FAFF are asked of ICU: every Emoji_Presentation code
  /// point of ICU 72 (Emoji 15.0) is in them (`EmojiPresentationTests` checks every code
  /// point), so Latin, CJK and the other scripts cost two comparisons.
  @inline(__always)
  static func isEmojiPresentation(_ codePoint: UInt32) -> Bool {
    guard (lowest...0x2B55).contains(codePoint) || (0x1F004...0x1FAFF).contains(codePoint) else {
      return false
    }
    return hasPropertyInICU(codePoint)
  }

  /// Whether ICU gives `codePoint` the property Emoji_Presentation, wherever it is.
  static func hasPropertyInICU(_ codePoint: UInt32) -> Bool {
    tf_is_emoji_presentation(codePoint) != 0
  }

  /// Whether a keycap sequence may start with `codePoint`: `0`–`9`, `#` or `*`.
  @inline(__always)
  static func isKeycapBase(_ codePoint: UInt32) -> Bool {
    (0x30...0x39).contains(codePoint) || codePoint == 0x23 || codePoint == 0x2A
  }

  /// Whether the grapheme cluster `scalars[range]` (not empty) is drawn as an emoji: its first
  /// scalar has Emoji_Presentation and no VS15 follows it, or a VS16 follows it, or it is a
  /// keycap sequence (`#`, `*` or a digit with U+20E3, VS16 or not), or a later scalar has
  /// Emoji_Presentation (an emoji modifier, a flag's second regional indicator, an emoji after a
  /// ZWJ).
  ///
  /// - Complexity: two comparisons for a cluster of one scalar outside the emoji ranges; one
  ///   pass over a longer cluster's scalars.
  @inline(__always)
  static func isEmoji(_ scalars: [UInt32], _ range: Range<Int>) -> Bool {
    let first = scalars[range.lowerBound]
    if range.count == 1 { return isEmojiPresentation(first) }
    return isEmojiSequence(scalars, range)
  }

  /// ``isEmoji(_:_:)`` for a cluster of more than one scalar.
  static func isEmojiSequence(_ scalars: [UInt32], _ range: Range<Int>) -> Bool {
    let first = scalars[range.lowerBound]
    // VS15 right after the base asks for the text glyph.
    if scalars[range.lowerBound + 1] == textSelector { return false }
    if isEmojiPresentation(first) { return true }
    for index in range.dropFirst() {
      let scalar = scalars[index]
      if scalar == emojiSelector { return true }
      if scalar == keycap, isKeycapBase(first) { return true }
      if isEmojiPresentation(scalar) { return true }
    }
    return false
  }
}
