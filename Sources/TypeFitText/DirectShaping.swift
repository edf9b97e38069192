internal import CHarfBuzz

extension ShapingContext {
  /// Shapes `units[range]` without HarfBuzz when the run qualifies (``DirectShapingPlan``:
  /// left to right, a script of the default shaper, only ``DirectShapingScalars``, no glyph a
  /// lookup of the plan HarfBuzz would use could start at), into the context's assembly storage;
  /// `nil` when it does not. The glyphs, clusters, advances and offsets are HarfBuzz's; the
  /// glyphs' masks and HarfBuzz's private fields are 0 (no caller reads them).
  func shapeDirectly(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, level: UInt8, script: ScriptCode,
    language: hb_language_t?, tabularDigits: Bool, withoutComposition: Bool
  ) -> ShapedRun? {
    // Only installed fonts' tables are trusted this far (``FontFileMapping/isInstalled``): a
    // font a repository or user hands in is shaped by HarfBuzz whatever the setting (the
    // sixty-fifth attack's hand-built fonts exhausted memory, ran for minutes or kerned where
    // HarfBuzz does not).
    guard face.mapping.isInstalled, level & 1 == 0, !range.isEmpty, script.isShapedByDefaultShaper,
      DirectShapingScalars.allowAll(units, range),
      let plan = shapePlans.directPlan(
        face: face, script: script.hbScript, language: language, tabularDigits: tabularDigits,
        withoutComposition: withoutComposition)
    else { return nil }
    reserveAssembly(range.count)
    guard plan.shape(units, range: range, infos: assembledInfos, positions: assembledPositions) else {
      return nil
    }
    return ShapedRun(infos: assembledInfos, positions: assembledPositions, count: range.count)
  }
}
