internal import CHarfBuzz
import Foundation
import Testing

@testable import TypeFitText

/// The sixty-third attack's hostile tables (A63-1 to A63-7), built small here: the direct
/// path bounds its work and memory, and refuses a face whose tables HarfBuzz's sanitizer
/// would change.
@Suite("Direct shaping bounds its work and refuses what HarfBuzz's sanitizer changes")
struct DirectShapingBoundsTests {
  /// Big-endian table bytes.
  struct Writer {
    var bytes: [UInt8] = []
    mutating func u16(_ value: Int) { bytes += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    mutating func u32(_ value: Int) {
      u16(value >> 16)
      u16(value & 0xFFFF)
    }
    var count: Int { bytes.count }
  }

  /// A `GSUB` or `GPOS` table with an empty ScriptList and FeatureList and the lookups that
  /// `lookups` writes (it gets the writer and the LookupList's offset; it must write the
  /// LookupList there).
  static func layoutTable(_ lookups: (inout Writer, Int) -> Void) -> [UInt8] {
    var w = Writer()
    w.u32(0x0001_0000)
    w.u16(10)  // ScriptList
    w.u16(12)  // FeatureList
    w.u16(14)  // LookupList
    w.u16(0)  // no scripts
    w.u16(0)  // no features
    lookups(&w, 14)
    return w.bytes
  }

  /// Reads `bytes` as a `GSUB`/`GPOS` table.
  static func withStarts<T>(
    _ bytes: [UInt8], isPositioning: Bool, _ body: (LayoutLookupStarts) throws -> T
  ) throws -> T {
    try bytes.withUnsafeBytes { raw in
      try body(try LayoutLookupStarts(FontTableBytes(bytes: raw), isPositioning: isPositioning))
    }
  }

  @Test("A63-5: a table with HB_SANITIZE_MAX_SUBTABLES subtables is refused")
  func subtableBudget() throws {
    func gpos(subtables: Int) -> [UInt8] {
      Self.layoutTable { w, lookupList in
        w.u16(1)  // one lookup
        w.u16(4)  // at LookupList + 4
        let lookup = w.count
        w.u16(2)  // PairPos
        w.u16(0)
        w.u16(subtables)
        let pairPos = 6 + 2 * subtables
        for _ in 0..<subtables { w.u16(pairPos) }
        #expect(w.count == lookup + pairPos)
        w.u16(1)  // format 1
        w.u16(10)  // coverage
        w.u16(0)
        w.u16(0)
        w.u16(0)  // no pair sets
        w.u16(1)  // coverage format 1, no glyphs
        w.u16(0)
        _ = lookupList
      }
    }
    try Self.withStarts(gpos(subtables: 0x3FFF), isPositioning: true) {
      #expect($0.lookups[0].subtables.count == 0x3FFF)
    }
    #expect(throws: FontTableBytes.Malformed.self) {
      try Self.withStarts(gpos(subtables: 0x4000), isPositioning: true) { _ in () }
    }
  }

  @Test("A63-2: 32,000 empty ligature sets over a coverage of 65,535 glyphs are read in linear time")
  func ligatureGuardIsLinear() throws {
    let gsub = Self.layoutTable { w, _ in
      w.u16(1)
      w.u16(4)
      w.u16(4)  // Ligature
      w.u16(0)
      w.u16(1)
      w.u16(8)  // subtable at lookup + 8
      let subtable = w.count
      let setCount = 32_000
      w.u16(1)
      let emptySet = 6 + 2 * setCount
      w.u16(emptySet + 2)  // coverage after the set
      w.u16(setCount)
      for _ in 0..<setCount { w.u16(emptySet) }
      #expect(w.count == subtable + emptySet)
      w.u16(0)  // the empty LigatureSet
      w.u16(1)  // coverage format 1: glyphs 0...65534
      w.u16(65_535)
      for glyph in 0..<65_535 { w.u16(glyph) }
    }
    let clock = ContinuousClock()
    let started = clock.now
    let rules = try Self.withStarts(gsub, isPositioning: false) { starts in
      try ContextGuards.rules(
        of: starts, lookup: 0, budget: WorkBudget(limit: LayoutLookupStarts.workLimit(forLength: gsub.count)))
    }
    #expect(rules?.isEmpty == true)
    #expect(clock.now - started < .seconds(5))
  }

  @Test("A63-4: 16,383 subtables sharing one coverage of 5,000 ranges read it once")
  func sharedCoverageIsBounded() throws {
    let subtables = 0x3FFF
    let gsub = Self.layoutTable { w, _ in
      w.u16(1)
      w.u16(4)
      let lookup = w.count
      w.u16(1)  // single substitution
      w.u16(0)
      w.u16(subtables)
      let subtable = 6 + 2 * subtables
      for _ in 0..<subtables { w.u16(subtable) }
      #expect(w.count == lookup + subtable)
      w.u16(1)  // format 1
      w.u16(6)  // coverage
      w.u16(0)  // delta 0
      w.u16(2)  // coverage format 2: 5,000 ranges of one glyph
      w.u16(5_000)
      for i in 0..<5_000 {
        w.u16(2 * i)
        w.u16(2 * i)
        w.u16(i)
      }
    }
    let clock = ContinuousClock()
    let started = clock.now
    let budget = WorkBudget(limit: LayoutLookupStarts.workLimit(forLength: gsub.count))
    let coverages = try Self.withStarts(gsub, isPositioning: false) { starts in
      try starts.starts(ofLookup: 0, budget: budget)
    }
    #expect(coverages.count == 1)
    #expect(budget.spent < subtables + 5_002)
    #expect(clock.now - started < .seconds(5))
  }

  @Test("A63-3/A63-4: avoided glyphs are set a word at a time from merged ranges")
  func bitsFromRepeatedRanges() {
    let glyphCount = 65_535
    let repeated = [GlyphRanges.Range](repeating: GlyphRanges.Range(first: 1000, last: 65_535), count: 65_535)
    let clock = ContinuousClock()
    let started = clock.now
    let bits = DirectShapingPlan.bits(
      repeated + [GlyphRanges.Range(first: 3, last: 3)], glyphCount: glyphCount)
    #expect(clock.now - started < .seconds(5))
    for glyph in [0, 2, 3, 4, 999, 1000, 1001, 1023, 1024, 65_535] {
      let set = bits[glyph >> 6] & (1 << UInt64(glyph & 63)) != 0
      #expect(set == (glyph == 3 || glyph >= 1000), "glyph \(glyph)")
    }
    #expect(bits.count == glyphCount / 64 + 1)
    // Against one bit at a time on small ranges.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let ranges = (0..<8).map { _ -> GlyphRanges.Range in
        let first = UInt16.random(in: 0...300, using: &generator)
        return GlyphRanges.Range(first: first, last: first + UInt16.random(in: 0...90, using: &generator))
      }
      var expected = [UInt64](repeating: 0, count: 300 / 64 + 1)
      for range in ranges {
        for glyph in Int(range.first)...Int(range.last) where glyph / 64 < expected.count {
          expected[glyph / 64] |= 1 << UInt64(glyph % 64)
        }
      }
      #expect(DirectShapingPlan.bits(ranges, glyphCount: 300) == expected, "\(ranges)")
    }
  }

  @Test("A63-1: a work budget throws past its limit; pair caches are allocated on first use")
  func budgetAndLazyCaches() throws {
    let budget = WorkBudget(limit: 10)
    try budget.spend(10)
    #expect(throws: FontTableBytes.Malformed.self) { try budget.spend(1) }
    let outcomes = PairPositioning.Outcomes()
    #expect(outcomes.keys == nil)
    _ = outcomes.slots()
    #expect(outcomes.keys != nil)
  }

  /// A face of a `maxp` for 4 glyphs and `gpos`.
  static func face(gpos: [UInt8]) -> OpaquePointer? {
    let face = hb_face_builder_create()
    func add(_ tag: UInt32, _ bytes: [UInt8]) {
      let blob = bytes.withUnsafeBytes { raw in
        hb_blob_create(
          raw.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE,
          nil,
          nil)
      }
      hb_face_builder_add_table(face, tag, blob)
      hb_blob_destroy(blob)
    }
    add(0x6D61_7870, [0, 0, 0x50, 0, 0, 4])  // maxp 0.5, 4 glyphs
    add(0x4750_4F53, gpos)
    return face
  }

  /// A `GPOS` with one PairPos format 1 (glyph 1 then glyph 2) whose value has an
  /// `xPlaDevice` offset `device` (0: none; A63-6: one past the table is neutered by the
  /// sanitizer).
  static func gpos(device: Int) -> [UInt8] {
    layoutTable { w, _ in Self.onePairLookup(&w, valueFormat: 0x0010, value: device) }
  }

  /// A LookupList of one Pair Adjustment lookup with one PairPos format 1 subtable: glyph 1
  /// then glyph 2, the first glyph's value record of `valueFormat` holding `value`.
  static func onePairLookup(_ w: inout Writer, valueFormat: Int, value: Int) {
    w.u16(1)
    w.u16(4)
    w.u16(2)  // pair adjustment
    w.u16(0)
    w.u16(1)
    w.u16(8)
    w.u16(1)  // PairPos format 1
    w.u16(12)  // coverage
    w.u16(valueFormat)
    w.u16(0)
    w.u16(1)
    w.u16(18)  // PairSet
    w.u16(1)  // coverage format 1: glyph 1
    w.u16(1)
    w.u16(1)
    w.u16(1)  // PairSet: one record
    w.u16(2)
    w.u16(value)
  }

  @Test("A63-5/6/7: a face whose layout tables the sanitizer edits is refused; an untouched one is not")
  func sanitizerAgreement() {
    let good = Self.face(gpos: Self.gpos(device: 0))
    defer { hb_face_destroy(good) }
    #expect(SanitizerAgreement.holds(for: good))
    let neutered = Self.face(gpos: Self.gpos(device: 0x7FFF))
    defer { hb_face_destroy(neutered) }
    #expect(!SanitizerAgreement.holds(for: neutered))
  }
}
