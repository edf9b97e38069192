internal import CHarfBuzz
import Foundation

/// Whether HarfBuzz's sanitizer leaves a face's `GSUB`, `GPOS` and `GDEF` exactly as the file
/// has them, so that the direct path (``DirectShapingFace``), which reads the file's bytes
/// (`hb_face_reference_table`), reads what HarfBuzz applies.
///
/// HarfBuzz 6.0.0 sanitizes each table before use (`hb_sanitize_context_t::sanitize_blob` in
/// `src/hb-sanitize.hh`): a first pass reads only; when a structure fails and can be
/// "neutered" (an offset pointing past the table, a `Lookup` past the subtable budget
/// `HB_SANITIZE_MAX_SUBTABLES` 0x4000 counted by `visit_subtables`, …), it makes the blob
/// writable (a private copy unless the blob is already writable), zeroes the offset and
/// sanitizes again (`HB_SANITIZE_MAX_EDITS` 32 edits at most; a table that needs more, or that
/// runs out of its operation budget `HB_SANITIZE_MAX_OPS_FACTOR` × length, is dropped whole).
/// Those edits are invisible from outside (the face's accelerators hold the edited copy), so
/// this runs the same sanitizer on copies it owns: a face made with
/// `hb_face_create_for_tables` hands HarfBuzz writable copies of the three tables (every
/// other table, `maxp` for the glyph count included, comes from the face itself), so the
/// sanitizer edits them in place; a face whose copies then differ from the file in any byte is
/// refused (A63-5, A63-6, A63-7). A table dropped whole is caught by the caller comparing
/// lookup counts (``DirectShapingFace``).
enum SanitizerAgreement {
  /// The layout tables: `GSUB`, `GPOS`, `GDEF`.
  static let tags: [UInt32] = [0x4753_5542, 0x4750_4F53, 0x4744_4546]

  /// The face's tables and the writable copies handed to the private face.
  private final class Tables {
    let face: OpaquePointer
    var copies: [UInt32: OpaquePointer] = [:]

    init(face: OpaquePointer) { self.face = hb_face_reference(face) }

    deinit {
      for blob in copies.values { hb_blob_destroy(blob) }
      hb_face_destroy(face)
    }
  }

  /// Whether sanitizing `face`'s `GSUB`, `GPOS` and `GDEF` changes no byte of them.
  static func holds(for face: OpaquePointer?) -> Bool {
    guard let face else { return false }
    let tables = Tables(face: face)
    var originals: [UInt32: OpaquePointer] = [:]
    defer { for blob in originals.values { hb_blob_destroy(blob) } }
    for tag in tags {
      guard let blob = hb_face_reference_table(face, tag) else { continue }
      originals[tag] = blob
      var length: UInt32 = 0
      guard let data = hb_blob_get_data(blob, &length), length > 0 else { continue }
      guard let copy = malloc(Int(length)) else { return false }
      memcpy(copy, data, Int(length))
      let free: hb_destroy_func_t = { Foundation.free($0) }
      guard
        let writable = hb_blob_create(
          copy.assumingMemoryBound(to: CChar.self), length, HB_MEMORY_MODE_WRITABLE, copy, free)
      else { return false }
      tables.copies[tag] = writable
    }
    let reference: hb_reference_table_func_t = { _, tag, user in
      let tables = Unmanaged<Tables>.fromOpaque(user!).takeUnretainedValue()
      if let copy = tables.copies[tag] { return hb_blob_reference(copy) }
      return hb_face_reference_table(tables.face, tag)
    }
    let release: hb_destroy_func_t = { Unmanaged<Tables>.fromOpaque($0!).release() }
    let user = Unmanaged.passRetained(tables).toOpaque()
    guard let privateFace = hb_face_create_for_tables(reference, user, release) else { return false }
    hb_face_set_upem(privateFace, hb_face_get_upem(face))
    // Loading each table's accelerator sanitizes it.
    _ = hb_ot_layout_has_glyph_classes(privateFace)
    _ = hb_ot_layout_has_substitution(privateFace)
    _ = hb_ot_layout_has_positioning(privateFace)
    var same = true
    for (tag, copy) in tables.copies {
      var copyLength: UInt32 = 0
      var originalLength: UInt32 = 0
      guard let original = originals[tag], let a = hb_blob_get_data(copy, &copyLength),
        let b = hb_blob_get_data(original, &originalLength), copyLength == originalLength,
        memcmp(a, b, Int(copyLength)) == 0
      else {
        same = false
        break
      }
    }
    hb_face_destroy(privateFace)
    return same
  }
}
