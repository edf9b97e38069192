internal import CFreeType
internal import CHarfBuzz
internal import CTypeFitShims
import Foundation
import TypeFitConcurrency

/// The loaded data of one face of a font file: FreeType's and HarfBuzz's faces, the HarfBuzz
/// font, names, metrics and coverage, built once per file, face index and variation settings
/// and shared by every stack face (``FontFace``) naming them, whatever path, symbolic link or
/// hard link a stack face uses (A5 after the twelfth attack: 1,000 links to one 19 MB CJK
/// collection built 1,000 FreeType and HarfBuzz faces, about 1 MB each).
///
/// Shaping uses the face unhinted at its units per em, so every advance is in font units and
/// scales linearly to any point size. HarfBuzz fonts are safe to share between threads;
/// FreeType faces are not, so outline access is serialized by a lock.
final class LoadedFontFace: @unchecked Sendable {
  /// The family name as the font's `name` table gives it (`Inter Display`).
  let familyName: String
  /// The style name (`SemiBold`).
  let styleName: String
  /// The font's version string (`name` ID 5), or an empty string.
  let version: String
  /// Face index inside a collection (`.ttc`).
  let index: Int
  /// The font file, mapped into memory while the face lives (shared by the faces of one file).
  let mapping: FontFileMapping
  /// Units per em of the face's design grid (2048 for SF, 2048 for Inter 4, 1000 for Noto CJK).
  let unitsPerEm: Double
  /// Ascender, descender (negative below the baseline) and line gap from `hhea`, in em.
  let ascenderEm: Double
  let descenderEm: Double
  let lineGapEm: Double
  /// Whether the face draws color glyphs: bitmaps (`CBDT`, as Noto Color Emoji; `sbix`, as
  /// Apple Color Emoji), layers (`COLR`) or `SVG ` (HarfBuzz's `hb_ot_color_has_png`,
  /// `hb_ot_color_has_layers` and `hb_ot_color_has_svg`). Such a face is an emoji face: a
  /// cluster of emoji presentation takes it before the stack's other faces (``EmojiPresentation``).
  let hasColorGlyphs: Bool
  /// The character put around a piece of text shaped on its own to learn whether its edges
  /// join other text unchanged (see `ShapingContext.shapeRunFromSegments`): a private-use code
  /// point the face does not map, so it shapes as `.notdef`; `nil` when pieces in this face
  /// are never joined.
  ///
  /// `nil` for faces with a `kern`, `kerx`, `morx`, `mort` or `trak` table: HarfBuzz's legacy
  /// `kern` machine (`hb_kern_machine_t` in `src/hb-ot-kern-table.hh`,
  /// https://github.com/harfbuzz/harfbuzz) passes over a pair it does not kern without marking
  /// it unsafe to concatenate, and the AAT tables are not checked here. Also `nil` when the
  /// face has OpenType layout but `GDEF` does not leave `.notdef` unclassified: a lookup that
  /// skips base glyphs would then skip the probe instead of reading it.
  ///
  /// Worked out on first use: reading `GDEF`'s glyph classes makes HarfBuzz build the face's
  /// `GDEF` accelerator (about 300,000 instructions per face, 63 M for the 201 faces of the
  /// default stack at start-up), and only engines with segment caching ask, for the faces they
  /// shape.
  var joinProbe: UInt32? {
    joinProbeCache.withLock { cached in
      if let cached { return cached }
      let probe = computeJoinProbe()
      cached = .some(probe)
      return probe
    }
  }
  private let joinProbeCache = Locked(UInt32??.none)
  /// What proves where the face may be shaped without `ccmp` (``CompositionTriggers``), or why
  /// it is always shaped with it.
  ///
  /// Worked out on first use and kept with the face, as ``joinProbe`` is: reading `GSUB`, the
  /// other lookups' outputs and the `cmap` costs about ten million instructions for a Latin
  /// face, only the faces that shape text ask, and faces with the same tables share one
  /// analysis (``CompositionTriggersMemo``).
  var compositionTriggers: Result<CompositionTriggers, CompositionTriggers.Refusal> {
    compositionTriggersCache.withLock { cached in
      if let cached { return cached }
      let result = CompositionTriggersMemo.triggers(face: hbFace, font: hbFont)
      cached = result
      return result
    }
  }
  private let compositionTriggersCache = Locked(
    Result<CompositionTriggers, CompositionTriggers.Refusal>?.none)
  /// What shapes the face's runs without HarfBuzz (``DirectShapingFace``), `nil` when the face
  /// is refused: worked out on first use and shared by every context (perf46), so its work and
  /// memory are paid once per face and process, not per context.
  var directShaping: DirectShapingFace? {
    directShapingCache.withLock { cached in
      if let cached { return cached }
      let made = DirectShapingFace(font: hbFont)
      cached = .some(made)
      return made
    }
  }
  private let directShapingCache = Locked(DirectShapingFace??.none)
  /// Which of U+0000–U+007F the face maps, one bit per code point (bit `c % 64` of word
  /// `c / 64`): answers ``FontFace/covers(_:)`` for ASCII without a `cmap` lookup.
  let asciiCoverage: (UInt64, UInt64)
  /// The advances, in em, of the code points every prepared text asks for, looked up once at
  /// load: U+0020 SPACE, U+002D HYPHEN-MINUS, U+2010 HYPHEN, U+2026 HORIZONTAL ELLIPSIS (`nil`
  /// where the `cmap` lacks one).
  let commonAdvances: (space: Double?, hyphenMinus: Double?, hyphen: Double?, ellipsis: Double?)

  let hbFont: OpaquePointer
  private let hbFace: OpaquePointer
  /// HarfBuzz's blob over the mapped file; holding it keeps the mapping for FreeType.
  private let blob: OpaquePointer
  private let ftLibrary: FT_Library
  private let ftFace: FT_Face
  /// Held while FreeType loads a glyph into the face's single glyph slot.
  private let outlineLock = Locked(())

  /// Opens a face from a file.
  ///
  /// - Parameters:
  ///   - path: font file (`.otf`, `.ttf`, `.ttc`), as the first stack face naming it does (for
  ///     messages).
  ///   - index: face index in a collection; 0 for single fonts.
  ///   - variations: OpenType variation axis settings (`["wght": 600, "opsz": 17]`).
  ///   - mapping: the file already mapped for another face of it; `nil` to open and map `path`.
  /// - Throws: ``TextError/fontUnreadable(path:call:code:)`` when FreeType cannot use the file,
  ///   ``TextError/invalidFontFile(path:reason:)`` when it is not a regular file or cannot be
  ///   opened, ``TextError/fontOutOfMemory(path:bytes:)`` when there is no memory to read it.
  init(path: String, index: Int, variations: [String: Double] = [:], mapping: FontFileMapping? = nil) throws {
    self.index = index
    try Self.checkIndex(index, path: path)
    // The file is opened, checked and mapped once (a FIFO would block FreeType forever and
    // /dev/zero never ends); FreeType and HarfBuzz read the same mapping. HarfBuzz's blob owns
    // it: the blob releases it when HarfBuzz lets go of the face, and the face keeps a
    // reference until FreeType is done with it.
    let mapping = try mapping ?? FontFileMapping(path: path)
    self.mapping = mapping
    let owner = Unmanaged.passRetained(mapping).toOpaque()
    let blob = hb_blob_create(
      mapping.bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(mapping.bytes.count),
      HB_MEMORY_MODE_READONLY, owner, { Unmanaged<FontFileMapping>.fromOpaque($0!).release() })!
    // On a failed allocation HarfBuzz has already released the mapping and hands out its
    // empty blob.
    guard hb_blob_get_length(blob) == UInt32(mapping.bytes.count) else {
      hb_blob_destroy(blob)
      throw TextError.fontOutOfMemory(path: path, bytes: mapping.bytes.count)
    }
    var library: FT_Library?
    var error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      hb_blob_destroy(blob)
      throw LoadedFontFace.freeTypeError(
        path: path, bytes: mapping.bytes.count, call: "FT_Init_FreeType", code: error)
    }
    var face: FT_Face?
    error = FT_New_Memory_Face(
      library, mapping.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(mapping.bytes.count),
      index, &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      hb_blob_destroy(blob)
      // A face of a collection is named as it was asked for (`F.ttc#10`): the index is what
      // FreeType's "invalid argument" (no such face) is about.
      throw LoadedFontFace.freeTypeError(
        path: index == 0 ? path : "\(path)#\(index)", bytes: mapping.bytes.count, call: "FT_New_Memory_Face",
        code: error)
    }
    ftLibrary = library
    ftFace = face
    self.blob = blob
    let hbFace = hb_face_create(blob, UInt32(index))!
    let hbFont = hb_font_create(hbFace)!
    guard hbFace != hb_face_get_empty(), hbFont != hb_font_get_empty() else {
      hb_font_destroy(hbFont)
      hb_face_destroy(hbFace)
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      hb_blob_destroy(blob)
      throw TextError.fontOutOfMemory(path: path, bytes: mapping.bytes.count)
    }
    self.hbFace = hbFace
    self.hbFont = hbFont
    hasColorGlyphs =
      hb_ot_color_has_png(hbFace) != 0 || hb_ot_color_has_layers(hbFace) != 0
      || hb_ot_color_has_svg(hbFace) != 0
    let upem = hb_face_get_upem(hbFace)
    unitsPerEm = Double(upem == 0 ? 1000 : upem)
    if !variations.isEmpty {
      let settings = variations.sorted { $0.key < $1.key }.map { axis, value in
        hb_variation_t(tag: LoadedFontFace.tag(axis), value: Float(value))
      }
      settings.withUnsafeBufferPointer { hb_font_set_variations(hbFont, $0.baseAddress, UInt32($0.count)) }
      LoadedFontFace.setDesignCoordinates(face, variations)
    }
    var extents = hb_font_extents_t()
    _ = hb_font_get_h_extents(hbFont, &extents)
    ascenderEm = Double(extents.ascender) / unitsPerEm
    descenderEm = Double(extents.descender) / unitsPerEm
    lineGapEm = Double(extents.line_gap) / unitsPerEm
    familyName =
      LoadedFontFace.nameString(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
      ?? LoadedFontFace.nameString(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
      ?? face.pointee.family_name.map { String(cString: $0) } ?? ""
    styleName =
      LoadedFontFace.nameString(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_SUBFAMILY))
      ?? face.pointee.style_name.map { String(cString: $0) } ?? ""
    version = LoadedFontFace.nameString(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_VERSION_STRING)) ?? ""
    var words: [UInt64] = [0, 0]
    for codePoint: UInt32 in 0..<128 {
      var glyph: hb_codepoint_t = 0
      if hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0 {
        words[Int(codePoint / 64)] |= 1 << UInt64(codePoint % 64)
      }
    }
    asciiCoverage = (words[0], words[1])
    let upemValue = unitsPerEm
    func lookedUp(_ codePoint: UInt32) -> Double? {
      LoadedFontFace.advanceEm(of: codePoint, in: hbFont, unitsPerEm: upemValue)
    }
    commonAdvances = (lookedUp(0x20), lookedUp(0x2D), lookedUp(0x2010), lookedUp(0x2026))
    try checkMetrics(path: path, extents: extents)
  }

  /// Refuses a face whose metrics would give impossible layouts (the fifteenth attack's A15-6:
  /// `sTypoLineGap` −32,768 gave lines −177 pt tall, `hhea.numberOfHMetrics` 0 gave text no
  /// width, and both checked without a word): a line height (ascender − descender + line gap,
  /// in font units) that is not positive, or an `hhea` table with no horizontal metric, so no
  /// glyph has an advance (`hmtx` holds `numberOfHMetrics` advances, the last one repeated for
  /// the glyphs after them: the OpenType specification's `hhea` and `hmtx` tables,
  /// <https://learn.microsoft.com/en-us/typography/opentype/spec/hmtx>).
  ///
  /// - Throws: ``TextError/invalidFontFile(path:reason:)`` naming the field.
  private func checkMetrics(path: String, extents: hb_font_extents_t) throws(TextError) {
    let height = Int(extents.ascender) - Int(extents.descender) + Int(extents.line_gap)
    guard height > 0 else {
      throw .invalidFontFile(
        path: path,
        reason: "its lines would be \(height) font units tall (ascender \(extents.ascender), descender "
          + "\(extents.descender), line gap \(extents.line_gap)); a line must have a positive height")
    }
    let hhea = hb_face_reference_table(hbFace, LoadedFontFace.tag("hhea"))
    defer { hb_blob_destroy(hhea) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(hhea, &length), length >= 36 else {
      throw .invalidFontFile(
        path: path, reason: "it has no complete hhea table, so its glyphs have no advances")
    }
    let metrics = UInt16(UInt8(bitPattern: data[34])) << 8 | UInt16(UInt8(bitPattern: data[35]))
    guard metrics > 0 else {
      throw .invalidFontFile(
        path: path,
        reason: "its hhea.numberOfHMetrics is 0, so its glyphs have no advances; a font has at least one")
    }
    // One metric of advance 0 for every glyph, or all advances 0, is the same text of no width
    // one unit further (the sixteenth attack's A16-5): a face that maps the space, `a`, `H`,
    // `0` or U+3000 gives at least one of them an advance.
    let probes: [UInt32] = [0x20, 0x61, 0x48, 0x30, 0x3000]
    let advances = probes.compactMap { LoadedFontFace.advanceEm(of: $0, in: hbFont, unitsPerEm: unitsPerEm) }
    guard advances.isEmpty || advances.contains(where: { $0 > 0 }) else {
      throw .invalidFontFile(
        path: path,
        reason:
          "its space, letters and digits have no advance (hmtx gives them 0), so its text would have no "
          + "width")
    }
  }

  /// The advance of `codePoint`'s glyph in `font`, in em; `nil` when the `cmap` lacks it.
  static func advanceEm(of codePoint: UInt32, in font: OpaquePointer, unitsPerEm: Double) -> Double? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 else { return nil }
    return Double(hb_font_get_glyph_h_advance(font, glyph)) / unitsPerEm
  }

  /// Refuses a face index FreeType must not be given: a negative index asks FreeType to count
  /// faces instead of opening one, and bits above 16 select named instances.
  ///
  /// - Throws: ``TextError/invalidFontFile(path:reason:)`` when `index` is outside 0…65,535.
  static func checkIndex(_ index: Int, path: String) throws(TextError) {
    guard (0...0xFFFF).contains(index) else {
      throw .invalidFontFile(path: path, reason: "face index \(index) is outside 0…65535")
    }
  }

  /// ``joinProbe``, worked out from the face's tables.
  private func computeJoinProbe() -> UInt32? {
    func hasTable(_ name: String) -> Bool {
      let blob = hb_face_reference_table(hbFace, LoadedFontFace.tag(name))
      defer { hb_blob_destroy(blob) }
      return hb_blob_get_length(blob) > 0
    }
    let hasLegacyTables = ["kern", "kerx", "morx", "mort", "trak"].contains(where: hasTable)
    let hasLayout = hasTable("GSUB") || hasTable("GPOS")
    let notdefUnclassified =
      hb_ot_layout_has_glyph_classes(hbFace) != 0
      && hb_ot_layout_get_glyph_class(hbFace, 0) == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED
    return hasLegacyTables || (hasLayout && !notdefUnclassified)
      ? nil
      : [0x10_FFFD, 0xF_FFFD, 0x10_FFFC].first { codePoint in
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) == 0
      }
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    FT_Done_Face(ftFace)
    FT_Done_FreeType(ftLibrary)
    hb_blob_destroy(blob)
  }

  /// FreeType's error for `call`, as ``TextError/fontOutOfMemory(path:bytes:)`` when FreeType
  /// ran out of memory (`FT_Err_Out_Of_Memory`, 0x40 in `fterrdef.h`).
  private static func freeTypeError(path: String, bytes: Int, call: String, code: FT_Error) -> TextError {
    code == 0x40
      ? .fontOutOfMemory(path: path, bytes: bytes) : .fontUnreadable(path: path, call: call, code: code)
  }

  /// Number of Unicode code points the face maps to glyphs (counted on demand: walking the
  /// `cmap` of a CJK face costs milliseconds, too much for every load).
  func countCodePoints() -> Int {
    let set = hb_set_create()
    defer { hb_set_destroy(set) }
    hb_face_collect_unicodes(hbFace, set)
    return Int(hb_set_get_population(set))
  }

  /// The outline of a glyph, in em, unhinted.
  ///
  /// - Throws: ``TextError/glyphOutline(glyph:path:call:code:)`` naming `path` (the stack
  ///   face's own) when FreeType cannot load or decompose the glyph.
  func outline(ofGlyph glyph: UInt32, path: String) throws(TextError) -> GlyphOutline {
    try outlineLock.withLock { _ throws(TextError) in try outlineWhileLocked(ofGlyph: glyph, path: path) }
  }

  private func outlineWhileLocked(ofGlyph glyph: UInt32, path: String) throws(TextError) -> GlyphOutline {
    var verbCapacity = 512
    var pointCapacity = verbCapacity * 6
    while true {
      var verbs = [UInt8](repeating: 0, count: verbCapacity)
      var points = [Float](repeating: 0, count: pointCapacity)
      var verbCount: Int32 = 0
      var pointCount: Int32 = 0
      var failedCall: UnsafePointer<CChar>?
      let error = verbs.withUnsafeMutableBufferPointer { verbBuffer in
        points.withUnsafeMutableBufferPointer { pointBuffer in
          tf_ft_glyph_outline(
            UnsafeMutableRawPointer(ftFace), glyph, verbBuffer.baseAddress, Int32(verbCapacity),
            pointBuffer.baseAddress, Int32(pointCapacity), &verbCount, &pointCount, &failedCall)
        }
      }
      guard error == 0 else {
        let call = failedCall.map { String(cString: $0) } ?? "FT_Load_Glyph"
        throw .glyphOutline(glyph: glyph, path: path, call: call, code: error)
      }
      if Int(verbCount) > verbCapacity || Int(pointCount) > pointCapacity {
        verbCapacity = max(verbCapacity, Int(verbCount))
        pointCapacity = max(pointCapacity, Int(pointCount))
        continue
      }
      guard verbCount > 0 else { return GlyphOutline(commands: []) }
      return GlyphOutline(verbs: verbs[0..<Int(verbCount)], points: points, unitsPerEm: unitsPerEm)
    }
  }

  private static func tag(_ name: String) -> hb_tag_t {
    let bytes =
      Array(name.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - name.utf8.count))
    return bytes.reduce(0) { ($0 << 8) | hb_tag_t($1) }
  }

  private static func setDesignCoordinates(_ face: FT_Face, _ variations: [String: Double]) {
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
    defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, master) }
    let axisCount = Int(master.pointee.num_axis)
    var coordinates = [FT_Fixed](repeating: 0, count: axisCount)
    for i in 0..<axisCount {
      let axis = master.pointee.axis[i]
      let name = String(unsafeUninitializedCapacity: 4) { buffer in
        var tag = axis.tag
        for j in 0..<4 {
          buffer[3 - j] = UInt8(truncatingIfNeeded: tag & 0xFF)
          tag >>= 8
        }
        return 4
      }
      let value = variations[name] ?? Double(axis.def) / 65536
      coordinates[i] = FT_Fixed(value * 65536)
    }
    _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(axisCount), &coordinates)
  }

  private static func nameString(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
    var length: UInt32 = 256
    var buffer = [CChar](repeating: 0, count: 257)
    let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
    guard total > 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
