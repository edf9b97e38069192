internal import CHarfBuzz

/// HarfBuzz fonts that remember the `cmap`: for each face a context shapes with, a sub-font of
/// the face's font whose nominal-glyph functions answer from a table of the code points asked
/// before, and ask the face's own font (HarfBuzz's OpenType functions) otherwise.
///
/// HarfBuzz 6 reads the `cmap` subtable again for every character it shapes (its OpenType font
/// functions keep no cache of their own before HarfBuzz 7): about 165 instructions a character
/// on Inter's format-4 subtable, 133 M of the 20,000-value catalog's run (callgrind, perf40),
/// though a text asks the same few hundred code points again and again.
///
/// **Why the glyphs are the same.** A sub-font (`hb_font_create_sub_font`) has its parent's
/// scales, pixels per em and variation coordinates, and every function it does not set is
/// HarfBuzz's default, which asks the parent and scales by the ratio of the two fonts' scales,
/// here 1; so advances, extents and variation glyphs are the parent's. The nominal-glyph
/// functions set here return what the parent returned for the same code point: an answer is
/// kept only when the parent maps the code point (a pure function of the face), and a code
/// point it does not map is asked of it each time, so the glyph written at a failure is its own.
///
/// Not thread-safe: each ``ShapingContext`` (one thread at a time) has its own, through its
/// ``ShapePlanCache``. Direct-mapped tables of ``slotCount`` slots, one per face shaped with.
final class NominalGlyphFonts {
  /// Slots per face (a power of two): 8 KB.
  static let slotCount = 1_024
  private static let slotShift: UInt32 = 32 - 10

  /// The sub-font of each face, kept with the face (held, so that its identity cannot pass
  /// to another).
  private var fonts: [ObjectIdentifier: (face: FontFace, font: OpaquePointer)] = [:]
  /// The face asked last and its sub-font: a text's runs mostly stay in one face.
  private var lastFace: ObjectIdentifier?
  private var lastFont: OpaquePointer?

  deinit {
    for entry in fonts.values { hb_font_destroy(entry.font) }
  }

  /// The sub-font of `face`, made on first use.
  func font(for face: FontFace) -> OpaquePointer {
    let id = ObjectIdentifier(face)
    if id == lastFace, let lastFont { return lastFont }
    let font: OpaquePointer
    if let known = fonts[id] {
      font = known.font
    } else {
      font = Self.makeFont(parent: face.hbFont)
      fonts[id] = (face, font)
    }
    lastFace = id
    lastFont = font
    return font
  }

  /// A sub-font of `parent` with the remembering nominal-glyph functions, and its table.
  private static func makeFont(parent: OpaquePointer) -> OpaquePointer {
    let font = hb_font_create_sub_font(parent)!
    let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
    slots.initialize(repeating: 0, count: slotCount)
    hb_font_set_funcs(font, functions, slots) { slots in
      slots?.assumingMemoryBound(to: UInt64.self).deallocate()
    }
    return font
  }

  /// A slot's entry: the code point plus one above bit 32 (so an empty slot, 0, matches none),
  /// the glyph below.
  @inline(__always)
  static func entry(codePoint: UInt32, glyph: UInt32) -> UInt64 {
    UInt64(codePoint &+ 1) << 32 | UInt64(glyph)
  }

  /// The slot of `codePoint` (Fibonacci hashing).
  @inline(__always)
  static func slot(_ codePoint: UInt32) -> Int {
    Int((codePoint &* 0x9E37_79B9) >> slotShift)
  }

  /// The glyph remembered for `codePoint` in `slots`, or `nil`.
  @inline(__always)
  static func remembered(_ codePoint: UInt32, in slots: UnsafeMutablePointer<UInt64>) -> UInt32? {
    let entry = slots[slot(codePoint)]
    // An empty slot is 0, which no remembered answer is (its key is at least 1).
    guard entry != 0, entry >> 32 == UInt64(codePoint &+ 1) else { return nil }
    return UInt32(truncatingIfNeeded: entry)
  }

  /// The nominal glyph of `codePoint` in the parent of `font`, remembered in `slots` when the
  /// parent maps it; `nil` when it does not (then `glyph` is what the parent wrote there).
  static func glyph(
    _ codePoint: UInt32, font: OpaquePointer?, slots: UnsafeMutablePointer<UInt64>
  ) -> UInt32? {
    if let glyph = remembered(codePoint, in: slots) { return glyph }
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hb_font_get_parent(font), codePoint, &glyph) != 0 else { return nil }
    slots[slot(codePoint)] = entry(codePoint: codePoint, glyph: glyph)
    return glyph
  }

  /// The functions of every sub-font: nominal glyphs, one and many; the rest HarfBuzz's
  /// defaults, which ask the parent.
  nonisolated(unsafe) static let functions: OpaquePointer = {
    let functions = hb_font_funcs_create()!
    hb_font_funcs_set_nominal_glyph_func(
      functions,
      { font, slots, codePoint, glyph, _ in
        guard let slots = slots?.assumingMemoryBound(to: UInt64.self),
          let found = NominalGlyphFonts.glyph(codePoint, font: font, slots: slots)
        else { return 0 }
        glyph?.pointee = found
        return 1
      }, nil, nil)
    hb_font_funcs_set_nominal_glyphs_func(
      functions,
      { font, slots, count, firstCodePoint, codePointStride, firstGlyph, glyphStride, _ in
        guard let slots = slots?.assumingMemoryBound(to: UInt64.self), let firstCodePoint, let firstGlyph
        else { return 0 }
        let codePoints = UnsafeRawPointer(firstCodePoint)
        let glyphs = UnsafeMutableRawPointer(firstGlyph)
        for i in 0..<Int(count) {
          let codePoint = codePoints.load(fromByteOffset: i * Int(codePointStride), as: hb_codepoint_t.self)
          let glyphAddress = glyphs + i * Int(glyphStride)
          if let glyph = NominalGlyphFonts.remembered(codePoint, in: slots) {
            glyphAddress.storeBytes(of: glyph, as: hb_codepoint_t.self)
            continue
          }
          // Asked of the parent in place, one code point, so that what it writes at a code
          // point it does not map is its own.
          let parent = hb_font_get_parent(font)
          var single = codePoint
          let mapped = hb_font_get_nominal_glyphs(
            parent, 1, &single, 0, glyphAddress.assumingMemoryBound(to: hb_codepoint_t.self), 0)
          guard mapped == 1 else { return UInt32(i) }
          slots[NominalGlyphFonts.slot(codePoint)] = NominalGlyphFonts.entry(
            codePoint: codePoint, glyph: glyphAddress.load(as: hb_codepoint_t.self))
        }
        return count
      }, nil, nil)
    hb_font_funcs_make_immutable(functions)
    return functions
  }()
}
