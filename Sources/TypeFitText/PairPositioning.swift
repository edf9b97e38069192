internal import CHarfBuzz

/// A `GPOS` Pair Adjustment lookup (type 2, or an Extension of it) applied as HarfBuzz 6.0.0
/// applies it to a run of glyphs none of which its flags skip (``DirectShapingFace``).
///
/// The OpenType specification's `GPOS` chapter
/// (<https://learn.microsoft.com/typography/opentype/spec/gpos>), "Lookup type 2 subtable: pair
/// adjustment positioning" and "Value record":
///
/// - Format 1 (pairs of glyphs): `uint16 posFormat`, `Offset16 coverage`, `uint16 valueFormat1`,
///   `uint16 valueFormat2`, `uint16 pairSetCount`, `Offset16 pairSetOffsets[pairSetCount]`; a
///   PairSet is `uint16 pairValueCount` and records of `uint16 secondGlyph` and the two value
///   records, sorted by `secondGlyph`.
/// - Format 2 (pairs of classes): `uint16 posFormat`, `Offset16 coverage`, `uint16 valueFormat1`,
///   `uint16 valueFormat2`, `Offset16 classDef1`, `Offset16 classDef2`, `uint16 class1Count`,
///   `uint16 class2Count`, then `class1Count × class2Count` records of the two value records.
/// - A value record holds, in this order, the fields whose bits `valueFormat` sets:
///   `xPlacement` (0x0001), `yPlacement` (0x0002), `xAdvance` (0x0004), `yAdvance` (0x0008) and
///   four device offsets (0x0010–0x0080).
///
/// What HarfBuzz does, and this does (`PairPosFormat1.hh`, `PairSet.hh`, `PairPosFormat2.hh`,
/// `ValueFormat.hh` in `src/OT/Layout/GPOS`, `apply_forward` in `hb-ot-layout.cc`): the lookup
/// walks the glyphs from the first; at glyph `i` it tries its subtables in order, and a
/// subtable applies when glyph `i` is in its coverage, a glyph `i + 1` exists and (format 1)
/// the glyph's PairSet has a record for glyph `i + 1` (binary search), or (format 2) both class
/// values are below `class1Count` and `class2Count` (a class definition gives 0 to a glyph it
/// does not list; a PairSet index past `pairSetCount` is an empty set). The first that applies
/// adds its first value record to glyph `i` and its second to glyph `i + 1`, and the walk
/// goes on at `i + 2` when `valueFormat2` is not 0, else at `i + 1`; when none applies it goes
/// on at `i + 1`. A value adds `xPlacement` to `x_offset`, `yPlacement` to `y_offset` and
/// `xAdvance` to `x_advance`, each scaled by `em_scale` (`(v × x_mult + 32768) >> 16`,
/// `hb-font.hh`); `yAdvance` is ignored left to right, and device tables are read only when
/// the font has pixels per em or variation coordinates (refused here then).
///
/// The tables are checked once when read: sorted coverage, PairSet records and class ranges
/// (so that any binary search finds what HarfBuzz's finds), every array inside the table, no
/// reserved `valueFormat` bit. Anything else throws and the face is shaped by HarfBuzz.
struct PairPositioning {
  /// A Coverage table as sorted, disjoint ranges.
  struct Coverage {
    /// First and last glyph of each range, and the coverage index of its first glyph.
    var firsts: [UInt16] = []
    var lasts: [UInt16] = []
    var indices: [Int] = []

    init(_ table: CoverageTable) throws(FontTableBytes.Malformed) {
      for entry in table.entries {
        if let last = lasts.last, entry.first <= last {
          throw FontTableBytes.Malformed(reason: "coverage not sorted")
        }
        firsts.append(entry.first)
        lasts.append(entry.last)
        indices.append(entry.firstIndex)
      }
    }

    /// The coverage index of `glyph`, or `nil`.
    @inline(__always)
    func index(of glyph: UInt32) -> Int? {
      guard let range = PairPositioning.range(holding: glyph, firsts: firsts, lasts: lasts) else {
        return nil
      }
      return indices[range] + Int(glyph - UInt32(firsts[range]))
    }
  }

  /// The position of the range that holds `glyph` among sorted, disjoint ranges
  /// `firsts[i]...lasts[i]` (a binary search, as HarfBuzz's `bsearch` of such records), or `nil`.
  @inline(__always)
  static func range(holding glyph: UInt32, firsts: [UInt16], lasts: [UInt16]) -> Int? {
    var low = 0
    var high = firsts.count
    while low < high {
      let mid = (low + high) >> 1
      if glyph < UInt32(firsts[mid]) {
        high = mid
      } else if glyph > UInt32(lasts[mid]) {
        low = mid + 1
      } else {
        return mid
      }
    }
    return nil
  }

  /// A Class Definition table's ranges of class values other than 0, sorted and disjoint.
  struct Classes {
    var firsts: [UInt16] = []
    var lasts: [UInt16] = []
    var values: [UInt16] = []
    /// The table's records read, class 0 included (what a ``WorkBudget`` is charged).
    var recordsRead = 0

    /// - Throws: ``FontTableBytes/Malformed`` where ``ClassDefinitionTable`` does, and for
    ///   ranges not sorted (class 0 ranges included: HarfBuzz's binary search runs over them).
    init(_ table: FontTableBytes, at offset: Int) throws(FontTableBytes.Malformed) {
      var previous: UInt16?
      let records = try ClassDefinitionTable(table, at: offset).records
      recordsRead = records.count
      for record in records {
        if let previous, record.first <= previous {
          throw FontTableBytes.Malformed(reason: "class ranges not sorted")
        }
        previous = record.last
        guard record.value != 0 else { continue }
        firsts.append(record.first)
        lasts.append(record.last)
        values.append(record.value)
      }
    }

    /// The class of `glyph` (0 when not listed).
    @inline(__always)
    func value(of glyph: UInt32) -> Int {
      PairPositioning.range(holding: glyph, firsts: firsts, lasts: lasts).map { Int(values[$0]) } ?? 0
    }
  }

  /// One subtable.
  enum Subtable {
    /// Format 1: the PairSets (offset of the first record and record count) by coverage index.
    case glyphs(coverage: Coverage, formats: (UInt16, UInt16), sets: [(records: Int, count: Int)])
    /// Format 2.
    case classes(
      coverage: Coverage, formats: (UInt16, UInt16), first: Classes, second: Classes, class1Count: Int,
      class2Count: Int, values: Int)
  }

  /// The subtables, in order.
  let subtables: [Subtable]
  /// The `GPOS` table's bytes (kept alive by the face that owns this).
  let table: FontTableBytes
  /// The lookup's offset in `GPOS`: a context keeps one outcome table per lookup, shared by
  /// every plan that has it (``DirectShapingMemo``).
  var lookupOffset = 0

  /// Reads lookup `lookup` of `starts` (a `GPOS` table's lookups), which must be of type 2,
  /// charging every record read to `budget` (which throws past its limit).
  init(_ starts: LayoutLookupStarts, lookup: Int, budget: WorkBudget) throws(FontTableBytes.Malformed) {
    let table = starts.table
    self.table = table
    var subtables: [Subtable] = []
    for subtable in starts.lookups[lookup].subtables {
      let format = try table.uint16(at: subtable)
      let coverageTable = try CoverageTable(table, at: try table.offset16(from: subtable, at: subtable + 2))
      try budget.spend(1 + coverageTable.entries.count)
      let coverage = try Coverage(coverageTable)
      let format1 = try table.uint16(at: subtable + 4)
      let format2 = try table.uint16(at: subtable + 6)
      guard format1 & 0xFF00 == 0, format2 & 0xFF00 == 0 else {
        throw FontTableBytes.Malformed(reason: "reserved value format bits")
      }
      let recordSize = 2 * (format1.nonzeroBitCount + format2.nonzeroBitCount)
      switch format {
      case 1:
        let count = Int(try table.uint16(at: subtable + 8))
        try table.checkArray(at: subtable + 10, count: count, size: 2)
        var sets: [(records: Int, count: Int)] = []
        for i in 0..<count {
          let set = try table.offset16(from: subtable, at: subtable + 10 + 2 * i)
          let pairs = Int(try table.uint16(at: set))
          try table.checkArray(at: set + 2, count: pairs, size: 2 + recordSize)
          try budget.spend(1 + pairs)
          var previous = -1
          for p in 0..<pairs {
            let second = Int(try table.uint16(at: set + 2 + p * (2 + recordSize)))
            guard second > previous else { throw FontTableBytes.Malformed(reason: "pair set not sorted") }
            previous = second
          }
          sets.append((set + 2, pairs))
        }
        subtables.append(.glyphs(coverage: coverage, formats: (format1, format2), sets: sets))
      case 2:
        let first = try Classes(table, at: try table.offset16(from: subtable, at: subtable + 8))
        let second = try Classes(table, at: try table.offset16(from: subtable, at: subtable + 10))
        try budget.spend(2 + first.recordsRead + second.recordsRead)
        let class1Count = Int(try table.uint16(at: subtable + 12))
        let class2Count = Int(try table.uint16(at: subtable + 14))
        try table.checkArray(at: subtable + 16, count: class1Count * class2Count, size: recordSize)
        subtables.append(
          .classes(
            coverage: coverage, formats: (format1, format2), first: first, second: second,
            class1Count: class1Count, class2Count: class2Count, values: subtable + 16))
      default:
        throw FontTableBytes.Malformed(reason: "pair positioning format \(format)")
      }
    }
    self.subtables = subtables
  }

  /// Whether a value format has device offsets (read by HarfBuzz only with pixels per em or
  /// variation coordinates).
  var hasDeviceValues: Bool {
    subtables.contains { subtable in
      let formats: (UInt16, UInt16)
      switch subtable {
      case .glyphs(_, let f, _): formats = f
      case .classes(_, let f, _, _, _, _, _): formats = f
      }
      return (formats.0 | formats.1) & 0xF0 != 0
    }
  }

  /// What the lookup does at a glyph followed by another: nothing (no subtable applies), or
  /// the values added to the two glyphs and whether the walk then passes over the second.
  struct Outcome {
    var applies = false
    var passesSecond = false
    var first = hb_glyph_position_t()
    var second = hb_glyph_position_t()
  }

  /// The outcome of the pairs met so far, one slot per pair in a direct-mapped table: an
  /// outcome depends on the two glyph IDs only, so a run asks the subtables once per pair.
  /// Not thread-safe: the plan is shared by the contexts shaping with its face, each context
  /// keeps its own outcomes per pair lookup (``DirectShapingRun``).
  final class Outcomes {
    static let slotCount = 4_096
    /// Each slot's pair, `first << 16 | second` plus 1 (0: empty; pairs whose first glyph is
    /// 65,535 or more are not kept). Allocated on the first run the lookup is applied to, so
    /// a plan's lookups cost no memory until used (A63-1).
    private(set) var keys: UnsafeMutablePointer<UInt32>?
    private(set) var values: UnsafeMutablePointer<Outcome>?

    init() {}

    /// The slots, allocated the first time.
    @inline(__always)
    func slots() -> (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Outcome>) {
      if let keys, let values { return (keys, values) }
      let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.slotCount)
      keys.initialize(repeating: 0, count: Self.slotCount)
      let values = UnsafeMutablePointer<Outcome>.allocate(capacity: Self.slotCount)
      values.initialize(repeating: Outcome(), count: Self.slotCount)
      self.keys = keys
      self.values = values
      return (keys, values)
    }

    deinit {
      keys?.deallocate()
      values?.deallocate()
    }
  }

  /// Applies the lookup to `count` glyphs, left to right, with the font's `x_mult` and
  /// `y_mult` (see the type's documentation).
  func apply(
    infos: UnsafeMutablePointer<hb_glyph_info_t>, positions: UnsafeMutablePointer<hb_glyph_position_t>,
    count: Int, xMult: Int64, yMult: Int64, outcomes: Outcomes
  ) {
    guard count > 1 else { return }
    let (keys, values) = outcomes.slots()
    var i = 0
    while i + 1 < count {
      let glyph = infos[i].codepoint
      let second = infos[i + 1].codepoint
      let cacheable = glyph < 0xFFFF && second < 0x1_0000
      let key = cacheable ? (glyph << 16 | second) + 1 : 0
      let slot = Int((key &* 0x9E37_79B9) >> 20)
      let outcome: Outcome
      if cacheable, keys[slot] == key {
        outcome = values[slot]
      } else {
        outcome = self.outcome(glyph, second, xMult: xMult, yMult: yMult)
        if cacheable {
          keys[slot] = key
          values[slot] = outcome
        }
      }
      guard outcome.applies else {
        i += 1
        continue
      }
      positions[i].x_offset &+= outcome.first.x_offset
      positions[i].y_offset &+= outcome.first.y_offset
      positions[i].x_advance &+= outcome.first.x_advance
      positions[i + 1].x_offset &+= outcome.second.x_offset
      positions[i + 1].y_offset &+= outcome.second.y_offset
      positions[i + 1].x_advance &+= outcome.second.x_advance
      i += outcome.passesSecond ? 2 : 1
    }
  }

  /// What the subtables do at `glyph` followed by `second` (see the type's documentation).
  func outcome(_ glyph: UInt32, _ second: UInt32, xMult: Int64, yMult: Int64) -> Outcome {
    var outcome = Outcome()
    for subtable in subtables {
      switch subtable {
      case .glyphs(let coverage, let formats, let sets):
        guard let index = coverage.index(of: glyph), index < sets.count else { continue }
        let set = sets[index]
        let stride = 2 + 2 * (formats.0.nonzeroBitCount + formats.1.nonzeroBitCount)
        var low = 0
        var high = set.count
        var found: Int?
        while low < high {
          let mid = (low + high) >> 1
          let record = set.records + mid * stride
          let value = UInt32(uint16(record))
          if second < value {
            high = mid
          } else if second > value {
            low = mid + 1
          } else {
            found = record
            break
          }
        }
        guard let record = found else { continue }
        let afterFirst = apply(formats.0, at: record + 2, to: &outcome.first, xMult: xMult, yMult: yMult)
        _ = apply(formats.1, at: afterFirst, to: &outcome.second, xMult: xMult, yMult: yMult)
        outcome.applies = true
        outcome.passesSecond = formats.1 != 0
        return outcome
      case .classes(
        let coverage, let formats, let first, let secondClasses, let class1Count, let class2Count, let values):
        guard coverage.index(of: glyph) != nil else { continue }
        let class1 = first.value(of: glyph)
        let class2 = secondClasses.value(of: second)
        guard class1 < class1Count, class2 < class2Count else { continue }
        let recordSize = 2 * (formats.0.nonzeroBitCount + formats.1.nonzeroBitCount)
        let record = values + recordSize * (class1 * class2Count + class2)
        let afterFirst = apply(formats.0, at: record, to: &outcome.first, xMult: xMult, yMult: yMult)
        _ = apply(formats.1, at: afterFirst, to: &outcome.second, xMult: xMult, yMult: yMult)
        outcome.applies = true
        outcome.passesSecond = formats.1 != 0
        return outcome
      }
    }
    return outcome
  }

  /// The `uint16` at `offset` (checked when the table was read).
  @inline(__always)
  private func uint16(_ offset: Int) -> UInt16 {
    UInt16(table.bytes[offset]) << 8 | UInt16(table.bytes[offset + 1])
  }

  /// Adds the value record of `format` at `offset` to `position`; returns the offset after it.
  @inline(__always)
  private func apply(
    _ format: UInt16, at offset: Int, to position: inout hb_glyph_position_t, xMult: Int64, yMult: Int64
  ) -> Int {
    var field = offset
    func next() -> Int64 {
      let value = Int64(Int16(bitPattern: uint16(field)))
      field += 2
      return value
    }
    if format & 0x01 != 0 { position.x_offset &+= Self.scale(next(), xMult) }
    if format & 0x02 != 0 { position.y_offset &+= Self.scale(next(), yMult) }
    if format & 0x04 != 0 { position.x_advance &+= Self.scale(next(), xMult) }
    // yAdvance (ignored left to right) and the device offsets (not read, see above).
    field += 2 * (format & 0xF8).nonzeroBitCount
    return field
  }

  /// HarfBuzz's `em_mult`: `(v × mult + 32768) >> 16`.
  @inline(__always)
  static func scale(_ value: Int64, _ mult: Int64) -> Int32 {
    Int32(truncatingIfNeeded: (value &* mult &+ 32768) >> 16)
  }
}
