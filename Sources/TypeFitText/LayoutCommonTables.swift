/// A set of glyph IDs as inclusive ranges (not necessarily sorted or disjoint), or every glyph.
struct GlyphRanges: Equatable {
  /// One inclusive range of glyph IDs.
  struct Range: Hashable {
    var first: UInt16
    var last: UInt16
  }

  var ranges: [Range] = []
  /// Every glyph (a class-0 position of a class-based rule: class 0 is every glyph the class
  /// definition does not list).
  var isUniversal = false

  /// Every glyph.
  static let universal = GlyphRanges(ranges: [], isUniversal: true)

  /// One glyph.
  init(glyph: UInt16) { ranges = [Range(first: glyph, last: glyph)] }

  init(ranges: [Range] = [], isUniversal: Bool = false) {
    self.ranges = ranges
    self.isUniversal = isUniversal
  }

  /// The ranges sorted and merged where they overlap or touch.
  func normalized() -> [Range] {
    let sorted = ranges.sorted { $0.first < $1.first }
    var merged: [Range] = []
    for range in sorted {
      if let last = merged.last, Int(range.first) <= Int(last.last) + 1 {
        merged[merged.count - 1].last = max(last.last, range.last)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The glyphs in both sets.
  func intersection(_ other: GlyphRanges) -> GlyphRanges {
    if isUniversal { return other }
    if other.isUniversal { return self }
    let a = normalized()
    let b = other.normalized()
    var result: [Range] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      let first = max(a[i].first, b[j].first)
      let last = min(a[i].last, b[j].last)
      if first <= last { result.append(Range(first: first, last: last)) }
      if a[i].last < b[j].last { i += 1 } else { j += 1 }
    }
    return GlyphRanges(ranges: result)
  }
}

/// A Coverage table ("Coverage table", chapter 2 of the OpenType specification,
/// <https://learn.microsoft.com/typography/opentype/spec/chapter2#coverage-table>): the glyphs a
/// subtable applies to, each with its coverage index (the index of the rule set, sequence or
/// ligature set that serves it).
///
/// - Format 1: `uint16 coverageFormat`, `uint16 glyphCount`, `uint16 glyphArray[glyphCount]`;
///   the index of `glyphArray[i]` is `i`.
/// - Format 2: `uint16 coverageFormat`, `uint16 rangeCount`, `RangeRecord rangeRecords[rangeCount]`
///   with `uint16 startGlyphID`, `uint16 endGlyphID`, `uint16 startCoverageIndex`; glyph `g` of a
///   range has index `startCoverageIndex + g − startGlyphID`.
///
/// Every range is read as written, sorted or not: HarfBuzz looks glyphs up by binary search, so
/// an unsorted table covers at most the glyphs listed here.
struct CoverageTable {
  /// A range of covered glyphs and the coverage index of its first glyph.
  struct Entry {
    var first: UInt16
    var last: UInt16
    var firstIndex: Int
  }

  let entries: [Entry]

  /// Reads the Coverage table at `offset` of `table`.
  ///
  /// - Throws: ``FontTableBytes/Malformed`` for a format other than 1 or 2, a range whose end
  ///   precedes its start, or an array past the table's end.
  init(_ table: FontTableBytes, at offset: Int) throws(FontTableBytes.Malformed) {
    let format = try table.uint16(at: offset)
    let count = Int(try table.uint16(at: offset + 2))
    var entries: [Entry] = []
    entries.reserveCapacity(count)
    switch format {
    case 1:
      try table.checkArray(at: offset + 4, count: count, size: 2)
      for i in 0..<count {
        let glyph = try table.uint16(at: offset + 4 + 2 * i)
        entries.append(Entry(first: glyph, last: glyph, firstIndex: i))
      }
    case 2:
      try table.checkArray(at: offset + 4, count: count, size: 6)
      for i in 0..<count {
        let record = offset + 4 + 6 * i
        let first = try table.uint16(at: record)
        let last = try table.uint16(at: record + 2)
        guard first <= last else {
          throw FontTableBytes.Malformed(reason: "a coverage range at \(record) ends before it starts")
        }
        entries.append(Entry(first: first, last: last, firstIndex: Int(try table.uint16(at: record + 4))))
      }
    default:
      throw FontTableBytes.Malformed(reason: "coverage format \(format) at \(offset)")
    }
    self.entries = entries
  }

  /// Every covered glyph.
  var glyphs: GlyphRanges {
    GlyphRanges(ranges: entries.map { GlyphRanges.Range(first: $0.first, last: $0.last) })
  }

  /// The covered glyphs whose coverage index may be `index` (a glyph listed twice may answer
  /// with either of its indices, so both count).
  func glyphs(withIndex index: Int) -> GlyphRanges {
    var result: [GlyphRanges.Range] = []
    for entry in entries {
      let offset = index - entry.firstIndex
      if offset >= 0, offset <= Int(entry.last) - Int(entry.first) {
        let glyph = UInt16(Int(entry.first) + offset)
        result.append(GlyphRanges.Range(first: glyph, last: glyph))
      }
    }
    return GlyphRanges(ranges: result)
  }
}

/// A Class Definition table ("Class definition table", chapter 2 of the OpenType
/// specification, <https://learn.microsoft.com/typography/opentype/spec/chapter2#class-definition-table>):
/// a class value per glyph, 0 for every glyph it does not list.
///
/// - Format 1: `uint16 classFormat`, `uint16 startGlyphID`, `uint16 glyphCount`,
///   `uint16 classValueArray[glyphCount]`.
/// - Format 2: `uint16 classFormat`, `uint16 classRangeCount`,
///   `ClassRangeRecord classRangeRecords[classRangeCount]` with `uint16 startGlyphID`,
///   `uint16 endGlyphID`, `uint16 class`.
///
/// The one reader of these tables: the `ccmp` skip (``CompositionRules``) and the direct
/// shaper's marks take ``glyphs(ofClass:)``, where a glyph listed under two classes counts in
/// both (HarfBuzz's binary search may find either); Pair Adjustment format 2
/// (``PairPositioning``) takes ``records`` and refuses them unless sorted.
struct ClassDefinitionTable {
  /// One inclusive range of glyph IDs and its class value.
  struct Record: Equatable {
    var first: UInt16
    var last: UInt16
    var value: UInt16
  }

  /// The table's ranges in the order written, class 0 included: format 1 as one record per run
  /// of equal values (entries past glyph 65,535 dropped: no glyph ID reaches them, as none
  /// reaches them in HarfBuzz's `ClassDefFormat1::get_class`), format 2 as its records.
  let records: [Record]

  /// The glyphs of each class value other than 0.
  let glyphsByClass: [UInt16: [GlyphRanges.Range]]

  /// Reads the Class Definition table at `offset` of `table`.
  ///
  /// - Throws: ``FontTableBytes/Malformed`` for a format other than 1 or 2, a range whose end
  ///   precedes its start, or an array past the table's end.
  init(_ table: FontTableBytes, at offset: Int) throws(FontTableBytes.Malformed) {
    var records: [Record] = []
    let format = try table.uint16(at: offset)
    switch format {
    case 1:
      let start = Int(try table.uint16(at: offset + 2))
      let count = Int(try table.uint16(at: offset + 4))
      try table.checkArray(at: offset + 6, count: count, size: 2)
      let reachable = min(count, 0x1_0000 - start)
      var i = 0
      while i < reachable {
        let value = try table.uint16(at: offset + 6 + 2 * i)
        var j = i + 1
        while j < reachable, try table.uint16(at: offset + 6 + 2 * j) == value { j += 1 }
        records.append(Record(first: UInt16(start + i), last: UInt16(start + j - 1), value: value))
        i = j
      }
    case 2:
      let count = Int(try table.uint16(at: offset + 2))
      try table.checkArray(at: offset + 4, count: count, size: 6)
      records.reserveCapacity(count)
      for i in 0..<count {
        let record = offset + 4 + 6 * i
        let first = try table.uint16(at: record)
        let last = try table.uint16(at: record + 2)
        guard first <= last else {
          throw FontTableBytes.Malformed(reason: "a class range at \(record) ends before it starts")
        }
        records.append(Record(first: first, last: last, value: try table.uint16(at: record + 4)))
      }
    default:
      throw FontTableBytes.Malformed(reason: "class definition format \(format) at \(offset)")
    }
    var glyphsByClass: [UInt16: [GlyphRanges.Range]] = [:]
    for record in records where record.value != 0 {
      glyphsByClass[record.value, default: []].append(
        GlyphRanges.Range(first: record.first, last: record.last))
    }
    self.records = records
    self.glyphsByClass = glyphsByClass
  }

  /// The glyphs of class `value`: every glyph for class 0 (the glyphs not listed, which this
  /// set does not narrow down), else the glyphs listed with it.
  func glyphs(ofClass value: UInt16) -> GlyphRanges {
    value == 0 ? .universal : GlyphRanges(ranges: glyphsByClass[value] ?? [])
  }
}
