internal import CHarfBuzz
import Foundation

/// One face of a font stack: the path the stack names it by, over the loaded data
/// (``LoadedFontFace``) it shares with every other stack face naming the same file, face index
/// and variation settings.
///
/// Everything a stack face shows of itself is its own: its path (what `typefit fonts` prints,
/// what the SF width model classifies, what messages name), and the stack keeps its role and
/// weight. Only the loaded font data is shared. The values read on every shaped cluster (the
/// HarfBuzz font, units per em, ASCII coverage) are copied here, so sharing costs no look-up.
final class FontFace: @unchecked Sendable {
  /// Absolute path of the font file, as the stack face names it (links not resolved).
  let path: String
  /// The loaded face this stack face uses (shared by the stack faces naming one file, index and
  /// variation settings).
  let loaded: LoadedFontFace
  /// HarfBuzz's font for shaping (the loaded face's).
  let hbFont: OpaquePointer
  /// Units per em of the face's design grid (2048 for SF, 2048 for Inter 4, 1000 for Noto CJK).
  let unitsPerEm: Double
  /// Which of U+0000–U+007F the face maps (``LoadedFontFace/asciiCoverage``).
  let asciiCoverage: (UInt64, UInt64)
  /// ``LoadedFontFace/commonAdvances``.
  private let commonAdvances: (space: Double?, hyphenMinus: Double?, hyphen: Double?, ellipsis: Double?)

  /// Face index inside a collection (`.ttc`), as the stack face names it: two indices of a
  /// collection that lead to one table directory share one loaded face.
  let index: Int

  /// A stack face named `path` and `index` using `loaded`.
  init(path: String, index: Int, loaded: LoadedFontFace) {
    self.path = path
    self.index = index
    self.loaded = loaded
    hbFont = loaded.hbFont
    unitsPerEm = loaded.unitsPerEm
    asciiCoverage = loaded.asciiCoverage
    commonAdvances = loaded.commonAdvances
  }

  /// Opens a face from a file on its own, sharing nothing (see
  /// ``LoadedFontFace/init(path:index:variations:mapping:)``).
  convenience init(path: String, index: Int, variations: [String: Double] = [:]) throws {
    self.init(
      path: path, index: index, loaded: try LoadedFontFace(path: path, index: index, variations: variations))
  }

  /// The family name as the font's `name` table gives it (`Inter Display`).
  var familyName: String { loaded.familyName }
  /// The style name (`SemiBold`).
  var styleName: String { loaded.styleName }
  /// The font's version string (`name` ID 5), or an empty string.
  var version: String { loaded.version }
  /// The font file's bytes (shared by the faces of one file).
  var mapping: FontFileMapping { loaded.mapping }
  /// ``LoadedFontFace/hasColorGlyphs``: whether the face is an emoji face.
  var hasColorGlyphs: Bool { loaded.hasColorGlyphs }
  /// Ascender, descender (negative below the baseline) and line gap from `hhea`, in em.
  var ascenderEm: Double { loaded.ascenderEm }
  var descenderEm: Double { loaded.descenderEm }
  var lineGapEm: Double { loaded.lineGapEm }
  /// ``LoadedFontFace/joinProbe``.
  var joinProbe: UInt32? { loaded.joinProbe }
  /// ``LoadedFontFace/compositionTriggers``.
  var compositionTriggers: Result<CompositionTriggers, CompositionTriggers.Refusal> {
    loaded.compositionTriggers
  }

  /// Number of Unicode code points the face maps to glyphs (``LoadedFontFace/countCodePoints()``).
  func countCodePoints() -> Int { loaded.countCodePoints() }

  /// Whether the face maps `codePoint` to a glyph (its `cmap` has it).
  @inline(__always)
  func covers(_ codePoint: UInt32) -> Bool {
    if codePoint < 64 { return asciiCoverage.0 & (1 << UInt64(codePoint)) != 0 }
    if codePoint < 128 { return asciiCoverage.1 & (1 << UInt64(codePoint - 64)) != 0 }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0
  }

  /// Whether the face maps every ASCII code point whose bit is set in `mask` (bit `c % 64` of
  /// word `c / 64` for U+0000–U+007F), as ``covers(_:)`` answers for each.
  @inline(__always)
  func coversAllASCII(_ mask: (UInt64, UInt64)) -> Bool {
    mask.0 & ~asciiCoverage.0 == 0 && mask.1 & ~asciiCoverage.1 == 0
  }

  /// Horizontal advance of the glyph for `codePoint`, in em; `nil` when not covered.
  func advanceEm(of codePoint: UInt32) -> Double? {
    switch codePoint {
    case 0x20: commonAdvances.space
    case 0x2D: commonAdvances.hyphenMinus
    case 0x2010: commonAdvances.hyphen
    case 0x2026: commonAdvances.ellipsis
    default: LoadedFontFace.advanceEm(of: codePoint, in: hbFont, unitsPerEm: unitsPerEm)
    }
  }

  /// The unkerned (`hmtx`) advance of a glyph, in em.
  func glyphAdvanceEm(_ glyph: UInt32) -> Double {
    Double(hb_font_get_glyph_h_advance(hbFont, glyph)) / unitsPerEm
  }

  /// The outline of a glyph, in em, unhinted.
  ///
  /// - Throws: ``TextError/glyphOutline(glyph:path:call:code:)`` naming this face's path when
  ///   FreeType cannot load or decompose the glyph.
  func outline(ofGlyph glyph: UInt32) throws(TextError) -> GlyphOutline {
    try loaded.outline(ofGlyph: glyph, path: path)
  }
}
