/// What a `GSUB` or `GPOS` table's lookups need for a run to be shaped without HarfBuzz
/// (``DirectShapingFace``): for each lookup, its type (an Extension's wrapped type), its flags
/// and the glyphs at which it can start applying, and which lookups a feature other than
/// `frac`, `numr` and `dnom` lists.
///
/// The OpenType specification's "OpenType Layout Common Table Formats" (chapter 2: the
/// LookupList, Lookup, FeatureList and FeatureVariations tables,
/// <https://learn.microsoft.com/typography/opentype/spec/chapter2>) and the `GSUB` and `GPOS`
/// chapters give where each subtable keeps the Coverage table HarfBuzz tests first:
///
/// - `GSUB` types 1–4 and 8, `GPOS` types 1–3: the `coverage` offset at byte 2 of every format;
/// - `GPOS` types 4–6 (mark attachment): `markCoverage` (`mark1Coverage`) at byte 2, since the
///   mark is the glyph the lookup starts at;
/// - contexts (`GSUB` 5, `GPOS` 7) and chained contexts (`GSUB` 6, `GPOS` 8): formats 1 and 2
///   at byte 2; format 3 the first input position's coverage (HarfBuzz's `ContextFormat3` and
///   `ChainContextFormat3` test `coverageZ[0]` and `input[0]` before anything else);
/// - Extension (`GSUB` 7, `GPOS` 9): `extensionLookupType` and `extensionOffset` (format 1).
///
/// A lookup applies at a glyph only when one of its subtables' tests at that glyph passes, and
/// each subtable's first test is that the glyph is in this coverage (`apply` of every subtable
/// in HarfBuzz 6.0.0's `src/OT/Layout/GSUB` and `GPOS` folders, and `hb-ot-layout-gsubgpos.hh`
/// for contexts); a glyph outside the union of a lookup's starts is passed over by it. Anything
/// this reader does not know (a format, a type, an Extension whose subtables differ in type,
/// a format 3 context with no input position, a structure past the table's end) throws, and
/// the face is then always shaped by HarfBuzz.
struct LayoutLookupStarts {
  /// One lookup.
  struct Lookup {
    /// The lookup type (for an Extension, the type it wraps).
    let type: UInt16
    /// `lookupFlag`.
    let flag: UInt16
    /// The subtables' offsets from the table's start (an Extension's wrapped subtables).
    let subtables: [Int]
    /// The lookup's offset from the table's start: LookupList entries with one offset are one
    /// lookup (A65-4: 16,381 entries naming one ligature lookup), worked out once per face.
    var offset = 0
  }

  /// `GSUB` or `GPOS`.
  let isPositioning: Bool
  /// The table's bytes.
  let table: FontTableBytes
  /// Every lookup, by index.
  let lookups: [Lookup]
  /// The lookups listed by a feature whose tag is not `frac`, `numr` or `dnom`, or that a
  /// language system requires (`requiredFeatureIndex`), in the FeatureList or as an alternate
  /// feature table of FeatureVariations.
  let globalLookups: Set<Int>
  /// The lookups listed by `frac`, `numr` or `dnom` (not required).
  let fractionLookups: Set<Int>
  /// The lookups listed by `frac`, `numr` or `dnom`, required by a language system or not
  /// (A65-3: a `frac` required in `DFLT` but an ordinary feature in `latn` applies only around
  /// U+2044 to Latin text, whose plan uses `latn`). A Pair Adjustment lookup listed here is
  /// refused whatever else lists it: whether its mask is global depends on the language system
  /// HarfBuzz selects and on the other features of the plan.
  let contextualLookups: Set<Int>

  /// The features HarfBuzz adds without a global mask (`hb_ot_shape_collect_features` in
  /// `src/hb-ot-shape.cc`, 6.0.0): only glyphs around U+2044 FRACTION SLASH get their masks
  /// (`hb_ot_shape_setup_masks_fraction`).
  static let fractionFeatures: Set<UInt32> = [0x6672_6163, 0x6E75_6D72, 0x646E_6F6D]  // frac numr dnom

  /// Subtables (summed over the lookups) from which a table is refused: HarfBuzz 6.0.0's
  /// `HB_SANITIZE_MAX_SUBTABLES` (`src/hb-sanitize.hh`).
  static let subtableLimit = 0x4000

  /// The most records read for a table of `length` bytes (by ``LayoutLookupStarts`` and per
  /// plan by ``DirectShapingPlan``): four per byte, and 65,536 more; an honest table reads
  /// each of its records about once.
  static func workLimit(forLength length: Int) -> Int { 4 * length + 65_536 }

  /// Reads the `GSUB` (`isPositioning` false) or `GPOS` table `table`.
  init(_ table: FontTableBytes, isPositioning: Bool) throws(FontTableBytes.Malformed) {
    self.table = table
    self.isPositioning = isPositioning
    let major = try table.uint16(at: 0)
    let minor = try table.uint16(at: 2)
    guard major == 1, minor <= 1 else {
      throw FontTableBytes.Malformed(reason: "layout table version \(major).\(minor)")
    }
    let extensionType: UInt16 = isPositioning ? 9 : 7
    let lookupList = try table.offset16(from: 0, at: 8)
    let lookupCount = Int(try table.uint16(at: lookupList))
    try table.checkArray(at: lookupList + 2, count: lookupCount, size: 2)
    var lookups: [Lookup] = []
    lookups.reserveCapacity(lookupCount)
    // Work bounds (A63): records shared by many offsets are read once per offset, so a small
    // hostile table could ask for billions of reads. HarfBuzz 6.0.0's sanitizer stops at
    // `HB_SANITIZE_MAX_SUBTABLES` (0x4000) subtables summed over the lookups
    // (`hb_sanitize_context_t::visit_subtables`, called by `Lookup::sanitize`); a table with
    // that many is refused here. Script, language system and feature records read are bounded
    // by `workLimit`.
    var subtableCount = 0
    var work = 0
    let workLimit = Self.workLimit(forLength: table.bytes.count)
    func spend(_ amount: Int) throws(FontTableBytes.Malformed) {
      work += amount
      guard work <= workLimit else {
        throw FontTableBytes.Malformed(reason: "more records than the work bound")
      }
    }
    for index in 0..<lookupCount {
      let lookup = try table.offset16(from: lookupList, at: lookupList + 2 + 2 * index)
      var type = try table.uint16(at: lookup)
      let flag = try table.uint16(at: lookup + 2)
      let count = Int(try table.uint16(at: lookup + 4))
      try table.checkArray(at: lookup + 6, count: count, size: 2)
      subtableCount += count
      guard subtableCount < Self.subtableLimit else {
        throw FontTableBytes.Malformed(reason: "\(subtableCount) subtables (HarfBuzz's sanitizer budget)")
      }
      // HarfBuzz's sanitizer empties a lookup whose `markFilteringSet` (present when the flag
      // has useMarkFilteringSet, 0x0010) lies past the table's end; such a table is refused.
      if flag & 0x10 != 0 { _ = try table.uint16(at: lookup + 6 + 2 * count) }
      var subtables: [Int] = []
      var wrapped: UInt16?
      for s in 0..<count {
        var subtable = try table.offset16(from: lookup, at: lookup + 6 + 2 * s)
        if type == extensionType {
          guard try table.uint16(at: subtable) == 1 else {
            throw FontTableBytes.Malformed(reason: "extension format at \(subtable)")
          }
          let inner = try table.uint16(at: subtable + 2)
          guard inner != extensionType, wrapped == nil || wrapped == inner else {
            throw FontTableBytes.Malformed(reason: "extension subtables of lookup \(index) differ in type")
          }
          wrapped = inner
          subtable = try table.offset32(from: subtable, at: subtable + 4)
        }
        subtables.append(subtable)
      }
      if type == extensionType { type = wrapped ?? 0 }
      lookups.append(Lookup(type: type, flag: flag, subtables: subtables, offset: lookup))
    }
    self.lookups = lookups

    // The features some language system requires: HarfBuzz applies them to every glyph,
    // whatever their tag.
    var required = Set<Int>()
    let scriptList = try table.offset16(from: 0, at: 4)
    let scriptCount = Int(try table.uint16(at: scriptList))
    try table.checkArray(at: scriptList + 2, count: scriptCount, size: 6)
    for i in 0..<scriptCount {
      let script = try table.offset16(from: scriptList, at: scriptList + 2 + 6 * i + 4)
      var systems: [Int] = []
      if try table.uint16(at: script) != 0 { systems.append(try table.offset16(from: script, at: script)) }
      let systemCount = Int(try table.uint16(at: script + 2))
      try table.checkArray(at: script + 4, count: systemCount, size: 6)
      try spend(1 + systemCount)
      for j in 0..<systemCount {
        systems.append(try table.offset16(from: script, at: script + 4 + 6 * j + 4))
      }
      for system in systems {
        let index = try table.uint16(at: system + 2)
        if index != 0xFFFF { required.insert(Int(index)) }
      }
    }
    var globalLookups = Set<Int>()
    var fractionLookups = Set<Int>()
    var contextualLookups = Set<Int>()
    let featureList = try table.offset16(from: 0, at: 6)
    let featureCount = Int(try table.uint16(at: featureList))
    try table.checkArray(at: featureList + 2, count: featureCount, size: 6)
    var tags: [UInt32] = []
    func addLookups(ofFeatureAt feature: Int, index: Int, tag: UInt32) throws(FontTableBytes.Malformed) {
      let count = Int(try table.uint16(at: feature + 2))
      try table.checkArray(at: feature + 4, count: count, size: 2)
      try spend(1 + count)
      for i in 0..<count {
        let lookup = Int(try table.uint16(at: feature + 4 + 2 * i))
        if Self.fractionFeatures.contains(tag) { contextualLookups.insert(lookup) }
        if Self.fractionFeatures.contains(tag), !required.contains(index) {
          fractionLookups.insert(lookup)
        } else {
          globalLookups.insert(lookup)
        }
      }
    }
    for i in 0..<featureCount {
      let record = featureList + 2 + 6 * i
      let tag = try table.uint32(at: record)
      tags.append(tag)
      try addLookups(ofFeatureAt: try table.offset16(from: featureList, at: record + 4), index: i, tag: tag)
    }
    if minor == 1, try table.uint32(at: 10) != 0 {
      let variations = try table.offset32(from: 0, at: 10)
      let recordCount = Int(try table.uint32(at: variations + 4))
      try table.checkArray(at: variations + 8, count: recordCount, size: 8)
      for r in 0..<recordCount {
        guard try table.uint32(at: variations + 8 + 8 * r + 4) != 0 else { continue }
        let substitution = try table.offset32(from: variations, at: variations + 8 + 8 * r + 4)
        let count = Int(try table.uint16(at: substitution + 4))
        try table.checkArray(at: substitution + 6, count: count, size: 6)
        try spend(1 + count)
        for s in 0..<count {
          let featureIndex = Int(try table.uint16(at: substitution + 6 + 6 * s))
          // A feature index past the FeatureList: HarfBuzz would not find its tag; every
          // lookup it lists counts as global, which only widens what is avoided.
          let tag = featureIndex < tags.count ? tags[featureIndex] : 0
          try addLookups(
            ofFeatureAt: try table.offset32(from: substitution, at: substitution + 8 + 6 * s),
            index: featureIndex,
            tag: tag)
        }
      }
    }
    self.globalLookups = globalLookups
    self.fractionLookups = fractionLookups
    self.contextualLookups = contextualLookups
  }

  /// The offsets of the Coverage tables at which lookup `index` can start applying, one per
  /// subtable (see the type's documentation); subtables may share one.
  ///
  /// - Throws: ``FontTableBytes/Malformed`` for a lookup index past the list, a type or format
  ///   this reader does not know, or a structure past the table's end.
  func startCoverages(ofLookup index: Int) throws(FontTableBytes.Malformed) -> [Int] {
    guard index < lookups.count else {
      throw FontTableBytes.Malformed(reason: "lookup \(index) past the list")
    }
    let lookup = lookups[index]
    var result: [Int] = []
    result.reserveCapacity(lookup.subtables.count)
    let contextType: UInt16 = isPositioning ? 7 : 5
    let chainType: UInt16 = isPositioning ? 8 : 6
    let coverageAtTwo: Set<UInt16> = isPositioning ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 8]
    for subtable in lookup.subtables {
      let format = try table.uint16(at: subtable)
      if coverageAtTwo.contains(lookup.type) {
        guard format == 1 || (format == 2 && (lookup.type == 1 || (isPositioning && lookup.type == 2))) else {
          throw FontTableBytes.Malformed(reason: "lookup type \(lookup.type) format \(format)")
        }
        result.append(try table.offset16(from: subtable, at: subtable + 2))
      } else if lookup.type == contextType || lookup.type == chainType {
        switch format {
        case 1, 2:
          result.append(try table.offset16(from: subtable, at: subtable + 2))
        case 3:
          var first = subtable + 6
          if lookup.type == contextType {
            guard try table.uint16(at: subtable + 2) > 0 else {
              throw FontTableBytes.Malformed(reason: "a format 3 context without input at \(subtable)")
            }
          } else {
            let backtrack = Int(try table.uint16(at: subtable + 2))
            let input = subtable + 4 + 2 * backtrack
            guard try table.uint16(at: input) > 0 else {
              throw FontTableBytes.Malformed(
                reason: "a format 3 chained context without input at \(subtable)")
            }
            first = input + 2
          }
          result.append(try table.offset16(from: subtable, at: first))
        default:
          throw FontTableBytes.Malformed(reason: "context format \(format) at \(subtable)")
        }
      } else {
        throw FontTableBytes.Malformed(reason: "lookup type \(lookup.type)")
      }
    }
    return result
  }

  /// The glyphs at which lookup `index` can start applying (see the type's documentation):
  /// the Coverage tables at ``startCoverages(ofLookup:)``, each read once however many
  /// subtables share it, and charged to `budget` when read.
  func starts(ofLookup index: Int, budget: WorkBudget? = nil) throws(FontTableBytes.Malformed)
    -> [CoverageTable]
  {
    let offsets = try startCoverages(ofLookup: index)
    try budget?.spend(offsets.count)
    var seen = Set<Int>()
    var result: [CoverageTable] = []
    for offset in offsets where seen.insert(offset).inserted {
      let coverage = try CoverageTable(table, at: offset)
      try budget?.spend(1 + coverage.entries.count)
      result.append(coverage)
    }
    return result
  }
}
