internal import CHarfBuzz
import Foundation
import Testing

@testable import TypeFitText

/// The sixty-fifth attack's hostile tables (A65-1 to A65-4), built small here: the direct
/// path works out each lookup once per face and shares it between plans, bounds its work per
/// face and process, keeps each guard rule once and looks rules up by first glyph, and refuses
/// a pair lookup that `frac` lists.
@Suite("Direct shaping bounds its work per face and refuses contextual pair lookups")
struct DirectShapingFaceBoundsTests {
  typealias Writer = DirectShapingBoundsTests.Writer

  /// A `GSUB` or `GPOS` table: scripts (each with a default LangSys only, `required` its
  /// requiredFeatureIndex or `nil`), features, and the LookupList `lookups` writes (offsets
  /// from its own start).
  static func layoutTable(
    scripts: [(tag: UInt32, required: Int?, features: [Int])] = [], features: [(tag: UInt32, lookups: [Int])],
    lookups: (inout Writer) -> Void
  ) -> [UInt8] {
    var scriptList = Writer()
    scriptList.u16(scripts.count)
    var scriptOffset = 2 + 6 * scripts.count
    for script in scripts {
      scriptList.u32(Int(script.tag))
      scriptList.u16(scriptOffset)
      scriptOffset += 4 + 6 + 2 * script.features.count
    }
    for script in scripts {
      scriptList.u16(4)  // default LangSys
      scriptList.u16(0)
      scriptList.u16(0)  // lookupOrder
      scriptList.u16(script.required ?? 0xFFFF)
      scriptList.u16(script.features.count)
      for feature in script.features { scriptList.u16(feature) }
    }
    var featureList = Writer()
    featureList.u16(features.count)
    var featureOffset = 2 + 6 * features.count
    for feature in features {
      featureList.u32(Int(feature.tag))
      featureList.u16(featureOffset)
      featureOffset += 4 + 2 * feature.lookups.count
    }
    for feature in features {
      featureList.u16(0)
      featureList.u16(feature.lookups.count)
      for lookup in feature.lookups { featureList.u16(lookup) }
    }
    var lookupList = Writer()
    lookups(&lookupList)
    var w = Writer()
    w.u32(0x0001_0000)
    w.u16(10)
    w.u16(10 + scriptList.count)
    w.u16(10 + scriptList.count + featureList.count)
    w.bytes += scriptList.bytes + featureList.bytes + lookupList.bytes
    return w.bytes
  }

  /// A font of `glyphs` glyphs (`maxp` only) with `gsub` (and `padding` zero bytes after it,
  /// which HarfBuzz's sanitizer needs to visit many shared subtables: its operations are
  /// bounded by 8 per byte) and `gpos`.
  static func font(glyphs: Int, gsub: [UInt8]?, padding: Int = 0, gpos: [UInt8]) -> OpaquePointer {
    let face = hb_face_builder_create()
    defer { hb_face_destroy(face) }
    func add(_ tag: UInt32, _ bytes: [UInt8]) {
      let blob = bytes.withUnsafeBytes { raw in
        hb_blob_create(
          raw.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE,
          nil, nil)
      }
      hb_face_builder_add_table(face, tag, blob)
      hb_blob_destroy(blob)
    }
    add(0x6D61_7870, [0, 0, 0x50, 0, UInt8(glyphs >> 8), UInt8(glyphs & 0xFF)])
    if let gsub { add(0x4753_5542, gsub + [UInt8](repeating: 0, count: padding)) }
    add(0x4750_4F53, gpos)
    return hb_font_create(face)
  }

  static let liga: UInt32 = 0x6C69_6761
  static let kern: UInt32 = 0x6B65_726E
  static let frac: UInt32 = 0x6672_6163

  /// An empty `GPOS` (no lookups).
  static let emptyGPOS = layoutTable(features: []) { $0.u16(0) }

  /// `entries` LookupList entries naming one Single Substitution lookup of `subtables`
  /// subtables sharing one subtable, whose coverage has `ranges` one-glyph ranges (even glyphs
  /// from 0); feature `liga` lists every entry (A65-1, A65-2).
  static func sharedCoverageGSUB(entries: Int, subtables: Int, ranges: Int) -> [UInt8] {
    layoutTable(features: [(liga, Array(0..<entries))]) { w in
      w.u16(entries)
      let lookup = 2 + 2 * entries
      for _ in 0..<entries { w.u16(lookup) }
      w.u16(1)  // single substitution
      w.u16(0)
      w.u16(subtables)
      for _ in 0..<subtables { w.u16(6 + 2 * subtables) }
      w.u16(1)  // format 1
      w.u16(6)  // coverage
      w.u16(0)  // delta
      w.u16(2)  // coverage format 2
      w.u16(ranges)
      for i in 0..<ranges {
        w.u16(2 * i)
        w.u16(2 * i)
        w.u16(i)
      }
    }
  }

  @Test("A65-1/A65-2: a lookup is worked out once per face, a coverage read once, plans share them")
  func lookupsSharedByPlans() throws {
    let font = Self.font(
      glyphs: 10_001, gsub: Self.sharedCoverageGSUB(entries: 3, subtables: 500, ranges: 5_000),
      padding: 1 << 20,
      gpos: Self.emptyGPOS)
    defer { hb_font_destroy(font) }
    let face = try #require(DirectShapingFace(font: font))
    let first = try #require(face.plan(substitutionLookups: [0], positioningLookups: []))
    let afterFirst = face.usage
    #expect(afterFirst.coverages == 1)
    // 500 subtables naming one coverage of 5,000 ranges: read once, not 500 times.
    #expect(afterFirst.spent < 20_000)
    #expect(first.avoided[0] & 0b101 == 0b101)
    #expect(first.avoided[0] & 0b010 == 0)
    // Other lookup sets (another language system) reuse the lookup: entries 1 and 2 name it.
    for lookups in [[0, 1], [0, 1, 2], [1], [2]] {
      #expect(face.plan(substitutionLookups: lookups, positioningLookups: []) != nil)
    }
    let after = face.usage
    #expect(after.coverages == 1)
    #expect(after.plans == 5)
    #expect(after.spent - afterFirst.spent < 4 * 12_000)
    #expect(face.plan(substitutionLookups: [0], positioningLookups: []) === first)
  }

  @Test("A65-1: one budget per face, a hard limit whatever the length, at most planLimit plans")
  func faceBounds() throws {
    #expect(DirectShapingFace.workLimit(forLength: 16_000_000) == DirectShapingFace.hardWorkLimit)
    #expect(DirectShapingFace.workLimit(forLength: 1_000) == LayoutLookupStarts.workLimit(forLength: 1_000))
    let budget = WorkBudget(limit: 5)
    #expect(!budget.isExhausted)
    #expect(throws: FontTableBytes.Malformed.self) { try budget.spend(6) }
    #expect(budget.isExhausted)
    let font = Self.font(
      glyphs: 100, gsub: Self.sharedCoverageGSUB(entries: 1, subtables: 1, ranges: 10), gpos: Self.emptyGPOS)
    defer { hb_font_destroy(font) }
    let face = try #require(DirectShapingFace(font: font))
    let kept = try #require(face.plan(substitutionLookups: [0], positioningLookups: []))
    // Lookup sets past the lists (refused plans) still count as plans.
    for i in 1..<DirectShapingFace.planLimit {
      #expect(face.plan(substitutionLookups: [0], positioningLookups: [1_000 + i]) == nil)
    }
    #expect(face.usage.plans == DirectShapingFace.planLimit)
    #expect(!face.usage.refused)
    #expect(face.plan(substitutionLookups: [], positioningLookups: []) == nil)
    #expect(face.usage.refused)
    #expect(face.plan(substitutionLookups: [0], positioningLookups: []) === kept)
    #expect(face.usage.spent <= face.usage.limit)
  }

  /// `entries` LookupList entries naming one Ligature Substitution lookup whose coverage is
  /// glyph 5 and whose one LigatureSet has `copies` offsets to one ligature 5 5 → 9 (A65-4).
  static func sharedLigatureGSUB(entries: Int, copies: Int) -> [UInt8] {
    layoutTable(features: [(liga, Array(0..<entries))]) { w in
      w.u16(entries)
      let lookup = 2 + 2 * entries
      for _ in 0..<entries { w.u16(lookup) }
      w.u16(4)  // ligature substitution
      w.u16(0)
      w.u16(1)
      w.u16(8)  // subtable
      w.u16(1)  // format 1
      w.u16(8)  // coverage
      w.u16(1)  // one set
      w.u16(14)  // the set
      w.u16(1)  // coverage format 1: glyph 5
      w.u16(1)
      w.u16(5)
      w.u16(copies)  // the set
      let ligature = 2 + 2 * copies
      for _ in 0..<copies { w.u16(ligature) }
      w.u16(9)  // ligature glyph
      w.u16(2)
      w.u16(5)
    }
  }

  @Test("A65-4: ligatures alike and lookups shared are one rule; a glyph checks only its rules")
  func guardRulesDeduplicatedAndIndexed() throws {
    let font = Self.font(
      glyphs: 100, gsub: Self.sharedLigatureGSUB(entries: 400, copies: 256), padding: 1 << 20,
      gpos: Self.emptyGPOS)
    defer { hb_font_destroy(font) }
    let face = try #require(DirectShapingFace(font: font))
    let plan = try #require(face.plan(substitutionLookups: Array(0..<400), positioningLookups: []))
    #expect(face.usage.rules == 1)
    #expect(plan.guards.rules.count == 1)
    #expect(plan.guards.starts[6] - plan.guards.starts[5] == 1)
    #expect(plan.guards.starts[5] == 0)
    #expect(plan.guards.starts[100] == 1)

    // Index by first glyph: a glyph checks the rules starting at it only.
    func rule(_ input: [UInt16]) -> ContextGuards.Rule {
      ContextGuards.Rule(
        backtrack: [], input: input.map { [GlyphRanges.Range(first: $0, last: $0)] }, lookahead: [])
    }
    let rules =
      [rule([1, 2]), rule([1, 3]), rule([4, 4])] + (0..<1_000).map { rule([7, UInt16(10 + $0)]) }
    let guards = try ContextGuards(rules: rules, glyphLimit: 2_000, budget: WorkBudget(limit: 10_000))
    var infos = [1, 3, 4, 7, 8].map { glyph -> hb_glyph_info_t in
      var info = hb_glyph_info_t()
      info.codepoint = UInt32(glyph)
      return info
    }
    infos.withUnsafeMutableBufferPointer { buffer in
      let infos = buffer.baseAddress!
      var checks = 0
      #expect(guards.mayApply(infos, count: 5, at: 0, checks: &checks, limit: 10_000))
      #expect(checks == 2)
      checks = 0
      #expect(!guards.mayApply(infos, count: 5, at: 2, checks: &checks, limit: 10_000))
      #expect(checks == 1)
      checks = 0
      #expect(!guards.mayApply(infos, count: 5, at: 4, checks: &checks, limit: 10_000))
      #expect(checks == 0)
      // 1,000 rules start at glyph 7, none matches; past the limit the run goes to HarfBuzz.
      checks = 0
      #expect(!guards.mayApply(infos, count: 5, at: 3, checks: &checks, limit: 10_000))
      #expect(checks == 1_000)
      checks = 0
      #expect(guards.mayApply(infos, count: 5, at: 3, checks: &checks, limit: 999))
    }
  }

  /// A `GPOS` whose lookup 0 kerns glyph 1 then glyph 2 by −300, listed by feature `tag`,
  /// which `DFLT` requires and `latn` lists (A65-3).
  static func pairGPOS(tag: UInt32) -> [UInt8] {
    layoutTable(
      scripts: [(0x4446_4C54, 0, []), (0x6C61_746E, nil, [0])], features: [(tag, [0])]
    ) { w in
      DirectShapingBoundsTests.onePairLookup(&w, valueFormat: 0x0004, value: 0xFED4)  // xAdvance −300
    }
  }

  @Test("A65-3: a pair lookup frac lists is refused, required in another language system or not")
  func contextualPairRefused() throws {
    let gpos = Self.pairGPOS(tag: Self.frac)
    try DirectShapingBoundsTests.withStarts(gpos, isPositioning: true) { starts in
      #expect(starts.contextualLookups == [0])
      #expect(starts.globalLookups.contains(0))
      #expect(!starts.fractionLookups.contains(0))
    }
    let font = Self.font(glyphs: 10, gsub: nil, gpos: gpos)
    defer { hb_font_destroy(font) }
    let face = try #require(DirectShapingFace(font: font))
    #expect(face.plan(substitutionLookups: [], positioningLookups: [0]) == nil)
    #expect(!face.usage.refused)

    // (HarfBuzz's widths on such a font, Latin text: repro A65-3 in Docs/Performance.md.)

    let control = Self.font(glyphs: 10, gsub: nil, gpos: Self.pairGPOS(tag: Self.kern))
    defer { hb_font_destroy(control) }
    let controlFace = try #require(DirectShapingFace(font: control))
    let plan = try #require(controlFace.plan(substitutionLookups: [], positioningLookups: [0]))
    #expect(plan.pairs.count == 1)
  }

  @Test("per-context tables are 32 KB and answer as the font does, colliding slots included")
  func smallMemo() throws {
    #expect(DirectShapingMemo.slotCount * 16 <= 32_768)
    let font = Self.font(glyphs: 10, gsub: nil, gpos: Self.pairGPOS(tag: Self.kern))
    defer { hb_font_destroy(font) }
    let face = try #require(DirectShapingFace(font: font))
    let memo = DirectShapingMemo(face: face)
    for unit: UInt16 in [0x41, 0x841, 0x41, 0xFFFF, 0x7FF] {
      #expect(memo.glyph(unit) == DirectShapingFace.unmapped)
    }
    for glyph: UInt32 in [1, 2049, 1, 4097, 0] {
      #expect(memo.advance(glyph) == hb_font_get_glyph_h_advance(font, glyph))
    }
  }
}
