internal import CHarfBuzz

/// What one face needs for runs to be shaped without HarfBuzz (``DirectShapingPlan``): its
/// `GSUB` and `GPOS` lookups (``LayoutLookupStarts``), its mark glyphs, its scale, and the
/// glyphs and advances asked so far. One per ``ShapingContext`` and face (not thread-safe).
///
/// **When a face is refused** (always shaped by HarfBuzz): it has an AAT `morx`, `mort`,
/// `kerx` or `trak` table or a legacy `kern` table (HarfBuzz then shapes or positions by them:
/// `hb_ot_shape_plan_t::init0` and `hb_ot_shape_planner_t::compile` in `src/hb-ot-shape.cc`,
/// 6.0.0), it has no `GPOS` table HarfBuzz accepts (`hb_ot_layout_has_positioning`; without it
/// HarfBuzz may use a fallback kerning), or this reader does not accept its `GSUB`, `GPOS` or
/// `GDEF`, or HarfBuzz's sanitizer changes or drops any of them (``SanitizerAgreement``).
final class DirectShapingFace {
  /// The face (held, so that its identity cannot pass to another).
  let face: FontFace
  /// The table readers; their bytes belong to `blobs`.
  let substitutions: LayoutLookupStarts?
  let positionings: LayoutLookupStarts
  /// Glyphs that `GDEF` classes as marks (their advance is zeroed, lookups may skip them).
  let marks: GlyphRanges
  /// HarfBuzz's `x_mult` and `y_mult` for the face's font (`hb_font_t::mults_changed`).
  let xMult: Int64
  let yMult: Int64
  /// Whether the font has pixels per em or variation coordinates (device tables then count).
  let readsDevices: Bool
  private let blobs: [OpaquePointer]
  /// The glyph of each BMP code point asked: `unknown` before it is asked, `unmapped` when the
  /// face does not map it.
  private let glyphs: UnsafeMutablePointer<UInt32>
  /// Number of glyphs (`maxp`).
  let glyphCount: Int
  /// The advance of each glyph asked (`Int32.min` before).
  private let advances: UnsafeMutablePointer<Int32>
  /// Plans by their lookups (many languages share them).
  var plans: [[Int]: DirectShapingPlan?] = [:]

  static let unknown: UInt32 = 0xFFFF_FFFF
  static let unmapped: UInt32 = 0xFFFF_FFFE

  /// Reads `face`'s tables, or returns `nil` when it is refused (see the type's documentation).
  init?(face: FontFace) {
    let hbFace = hb_font_get_face(face.hbFont)
    // morx, mort, kerx, trak, kern
    for tag: UInt32 in [0x6D6F_7278, 0x6D6F_7274, 0x6B65_7278, 0x7472_616B, 0x6B65_726E] {
      let blob = hb_face_reference_table(hbFace, tag)
      defer { hb_blob_destroy(blob) }
      if hb_blob_get_length(blob) > 0 { return nil }
    }
    guard hb_ot_layout_has_positioning(hbFace) != 0 else { return nil }
    var blobs: [OpaquePointer] = []
    func bytes(_ tag: UInt32) -> FontTableBytes? {
      guard let blob = hb_face_reference_table(hbFace, tag) else { return nil }
      var length: UInt32 = 0
      guard let data = hb_blob_get_data(blob, &length), length > 0 else {
        hb_blob_destroy(blob)
        return nil
      }
      blobs.append(blob)
      return FontTableBytes(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
    let release = { for blob in blobs { hb_blob_destroy(blob) } }
    guard let gpos = bytes(0x4750_4F53), let positionings = try? LayoutLookupStarts(gpos, isPositioning: true)
    else {
      release()
      return nil
    }
    var substitutions: LayoutLookupStarts?
    if let gsub = bytes(0x4753_5542) {
      guard let read = try? LayoutLookupStarts(gsub, isPositioning: false) else {
        release()
        return nil
      }
      substitutions = read
    }
    // HarfBuzz applies the tables its sanitizer passed, which may differ from the file's
    // bytes read here (A63-5/6/7): refuse unless it passes them unchanged and keeps as many
    // lookups as read here (none when it dropped a table whole).
    guard
      hb_ot_layout_table_get_lookup_count(hbFace, 0x4750_4F53) == positionings.lookups.count,
      hb_ot_layout_table_get_lookup_count(hbFace, 0x4753_5542) == substitutions?.lookups.count ?? 0,
      SanitizerAgreement.holds(for: hbFace)
    else {
      release()
      return nil
    }
    // The glyphs GDEF classes as marks, sorted and merged (A63-3: 65,535 copies of one range).
    // The bytes are those HarfBuzz applies (checked above). HarfBuzz's own
    // `hb_ot_layout_get_glyphs_in_class` is not used: on two of attack 63's mutated GDEF
    // tables it listed fewer marks than shaping zeroes (its `collect_class` stops where
    // `add_range` fails, e.g. at a reversed range; `get_class`, what shaping asks, does not).
    var marks = GlyphRanges()
    if let gdef = bytes(0x4744_4546) {
      do {
        if try gdef.uint16(at: 4) != 0 {
          let classes = try ClassDefinitionTable(gdef, at: try gdef.offset16(from: 0, at: 4))
          marks = GlyphRanges(ranges: classes.glyphs(ofClass: 3).normalized())
        }
      } catch {
        release()
        return nil
      }
    }
    var xScale: Int32 = 0
    var yScale: Int32 = 0
    hb_font_get_scale(face.hbFont, &xScale, &yScale)
    let upem = Int64(max(hb_face_get_upem(hbFace), 1))
    func mult(_ scale: Int32) -> Int64 {
      scale < 0 ? -((Int64(-scale) << 16) / upem) : (Int64(scale) << 16) / upem
    }
    var xPpem: UInt32 = 0
    var yPpem: UInt32 = 0
    hb_font_get_ppem(face.hbFont, &xPpem, &yPpem)
    var coordinateCount: UInt32 = 0
    _ = hb_font_get_var_coords_normalized(face.hbFont, &coordinateCount)
    self.face = face
    self.substitutions = substitutions
    self.positionings = positionings
    self.marks = marks
    self.blobs = blobs
    xMult = mult(xScale)
    yMult = mult(yScale)
    readsDevices = xPpem != 0 || yPpem != 0 || coordinateCount != 0
    glyphs = .allocate(capacity: 0x1_0000)
    glyphs.initialize(repeating: Self.unknown, count: 0x1_0000)
    glyphCount = Int(hb_face_get_glyph_count(hbFace))
    advances = .allocate(capacity: glyphCount + 1)
    advances.initialize(repeating: Int32.min, count: glyphCount + 1)
  }

  deinit {
    for blob in blobs { hb_blob_destroy(blob) }
    glyphs.deallocate()
    advances.deallocate()
  }

  /// The nominal glyph of the BMP code point `unit` (`cmap`, as HarfBuzz maps it), or
  /// ``unmapped``.
  @inline(__always)
  func glyph(_ unit: UInt16) -> UInt32 {
    let known = glyphs[Int(unit)]
    if known != Self.unknown { return known }
    var glyph: hb_codepoint_t = 0
    let found = hb_font_get_nominal_glyph(face.hbFont, UInt32(unit), &glyph) != 0
    let value = found && glyph < Self.unmapped ? glyph : Self.unmapped
    glyphs[Int(unit)] = value
    return value
  }

  /// The horizontal advance of `glyph` (`hb_font_get_glyph_h_advance`, the function HarfBuzz's
  /// default positioning calls through `get_glyph_h_advances`).
  @inline(__always)
  func advance(_ glyph: UInt32) -> Int32 {
    guard Int(glyph) <= glyphCount else { return hb_font_get_glyph_h_advance(face.hbFont, glyph) }
    let known = advances[Int(glyph)]
    if known != Int32.min { return known }
    let value = hb_font_get_glyph_h_advance(face.hbFont, glyph)
    if value != Int32.min { advances[Int(glyph)] = value }
    return value
  }
}
