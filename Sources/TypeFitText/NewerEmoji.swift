internal import CTypeFitShims

/// Emoji newer than this machine's fonts and Unicode data, measured as an emoji the fonts have.
///
/// iOS draws each Unicode release's new emoji within months (iOS 18.4 draws Emoji 16.0's
/// U+1FAE9 FACE WITH BAGS UNDER EYES, U+1FAC6, U+1FABE, U+1FADC, U+1FA89, U+1FA8F and U+1FADF;
/// Apple's iOS 18.4 release notes, and Unicode's Emoji 16.0 chart,
/// https://unicode.org/emoji/charts-16.0/emoji-released.html). Debian's Noto Color Emoji and
/// ICU 72 stop at Emoji 15.0 and Unicode 15.0, so such a character had no face and made its
/// text a TF004 error ("no configured font covers U+1FAE9") that iOS does not have (the
/// eighty-first attack's A81-13).
///
/// A code point no face covers that this ICU does not know (``isNewerEmoji(_:)``: unassigned,
/// in a block Unicode fills with emoji) is measured as ``standIn``, U+1F600 GRINNING FACE: an
/// emoji font gives every emoji one advance (Apple Color Emoji and Noto Color Emoji alike), so
/// the width is the one iOS draws. The stand-in has the same UTF-16 length (a surrogate pair),
/// so the text's clusters and offsets are unchanged and its visible text keeps the character
/// itself; a picture draws the stand-in's glyph in its place.
enum NewerEmoji {
  /// U+1F600 GRINNING FACE (Emoji 1.0), which every emoji font has.
  static let standIn: UInt32 = 0x1F600

  /// Blocks whose characters are emoji and pictographs, where Unicode adds new emoji:
  /// Supplemental Symbols and Pictographs and Symbols and Pictographs Extended-A.
  static let blocks: [ClosedRange<UInt32>] = [0x1F900...0x1F9FF, 0x1FA70...0x1FAFF]

  /// Whether `codePoint` is in one of ``blocks`` and unassigned in this ICU's Unicode data.
  static func isNewerEmoji(_ codePoint: UInt32) -> Bool {
    blocks.contains { $0.contains(codePoint) } && tf_is_unassigned(codePoint) != 0
  }

  /// `units` with each code point of `codePoints` (all of them ``isNewerEmoji(_:)``) replaced
  /// by ``standIn``'s surrogate pair, or `nil` when one of them is not a newer emoji.
  static func standingIn(for codePoints: [UInt32], in units: [UInt16]) -> [UInt16]? {
    guard !codePoints.isEmpty, codePoints.allSatisfy(isNewerEmoji) else { return nil }
    let replaced = Set(codePoints)
    var units = units
    var index = 0
    while index + 1 < units.count {
      let high = units[index]
      let low = units[index + 1]
      if (0xD800...0xDBFF).contains(high), (0xDC00...0xDFFF).contains(low) {
        let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        if replaced.contains(scalar) {
          units[index] = UInt16(0xD800 + ((standIn - 0x10000) >> 10))
          units[index + 1] = UInt16(0xDC00 + ((standIn - 0x10000) & 0x3FF))
        }
        index += 2
      } else {
        index += 1
      }
    }
    return units
  }
}
