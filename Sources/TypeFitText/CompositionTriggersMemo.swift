internal import CHarfBuzz
import TypeFitConcurrency

/// The ``CompositionTriggers`` of every face analysed in this process, shared by faces whose
/// tables the analysis reads are byte for byte the same.
///
/// The analysis reads only a face's `GSUB` and `cmap` tables (through TypeFit's reader and
/// HarfBuzz's), its glyph count and whether it has AAT `morx` or `mort` tables; faces that
/// agree on all of these get the same result. The weights of a family usually do: the nine
/// Inter and nine Inter Display faces of the default stack have two distinct pairs of
/// tables, so two analyses serve eighteen faces (each costs about ten million instructions).
/// Tables are compared in full, never by a hash, so two faces share a result only when that is
/// exact.
enum CompositionTriggersMemo {
  private struct Entry {
    let gsub: [UInt8]
    let cmap: [UInt8]
    let glyphCount: UInt32
    let hasAATLayout: Bool
    let result: Result<CompositionTriggers, CompositionTriggers.Refusal>
  }

  private static let entries = Locked<[Entry]>([])

  /// The analysis of `face` (shaped through `font`): a face's tables equal to an earlier one's
  /// give that result, others are analysed (``CompositionTriggers/analyze(face:font:)``) and
  /// remembered.
  static func triggers(face: OpaquePointer, font: OpaquePointer) -> Result<
    CompositionTriggers, CompositionTriggers.Refusal
  > {
    let gsub = tableBytes(face, CompositionTriggers.gsubTag)
    let cmap = tableBytes(face, 0x636D_6170)
    let glyphCount = hb_face_get_glyph_count(face)
    let hasAATLayout = !tableBytes(face, 0x6D6F_7278).isEmpty || !tableBytes(face, 0x6D6F_7274).isEmpty
    let known = entries.withLock { entries in
      entries.first {
        $0.glyphCount == glyphCount && $0.hasAATLayout == hasAATLayout && $0.gsub == gsub && $0.cmap == cmap
      }?.result
    }
    if let known { return known }
    let result = Result { () throws(CompositionTriggers.Refusal) in
      try CompositionTriggers.analyze(face: face, font: font)
    }
    entries.withLock { entries in
      entries.append(
        Entry(gsub: gsub, cmap: cmap, glyphCount: glyphCount, hasAATLayout: hasAATLayout, result: result))
    }
    return result
  }

  /// A copy of the table `tag` of `face` (empty when it has none).
  private static func tableBytes(_ face: OpaquePointer, _ tag: hb_tag_t) -> [UInt8] {
    let blob = hb_face_reference_table(face, tag)
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
  }
}
