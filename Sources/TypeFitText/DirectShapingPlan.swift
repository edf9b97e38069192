internal import CHarfBuzz

/// A HarfBuzz shape plan's work on the runs it can be proven to do nothing but position glyphs
/// by `hmtx` and pair kerning: which glyphs no lookup of the plan can start at, and the plan's
/// Pair Adjustment lookups (``PairPositioning``), in lookup-index order.
///
/// **Why a qualifying run comes out as HarfBuzz 6.0.0 shapes it** (left to right, a script of
/// the default shaper, every UTF-16 unit allowed by ``DirectShapingScalars``, each mapped by
/// the face's `cmap` to a glyph not in ``avoided``):
///
/// - *Glyphs.* The text has no mark, default-ignorable, variation selector, surrogate, control
///   or U+2044 FRACTION SLASH, so normalization gives each character its nominal glyph, one
///   glyph per character with the character's UTF-16 offset as its cluster, in order, and no
///   cluster is merged (see ``CompositionTriggers`` for normalization; `hb_set_unicode_props`
///   and `hb_form_clusters` in `src/hb-ot-shape.cc` join clusters only at marks, joiners, emoji
///   modifiers, regional indicators and tags; no mirroring left to right; no dotted circle
///   without a leading mark).
/// - *Substitution.* The plan's `GSUB` lookups (`hb_ot_shape_plan_collect_lookups`: exactly
///   the lookups of its map, for the script, language system, feature variations and user
///   features it was made with) are applied only where a glyph's mask has the lookup's bit. The
///   lookups listed only by `frac`, `numr` or `dnom` have bits that only glyphs around a
///   U+2044 get (`hb_ot_shape_setup_masks_fraction`), none here. Every other lookup starts
///   only at a glyph of its starting coverage (``LayoutLookupStarts``), and no glyph of the run
///   is in one, or it is a format 3 context or a ligature lookup whose rules (with lookup
///   records) match nowhere in the run (``ContextGuards``); a lookup that never applies changes nothing, and no other lookup can
///   call it. By induction over the lookups in the order HarfBuzz applies them, each sees the
///   run's nominal glyphs, so none applies, and the glyphs after `GSUB` are the nominal glyphs.
/// - *Positioning.* HarfBuzz sets each glyph's advance to `get_glyph_h_advances` (offsets 0; an
///   OpenType font has no horizontal origin function), then applies `GPOS`
///   (`hb_ot_position_default`, `hb_ot_position_plan`). The face has no `kern`, `kerx`, `morx` or
///   `trak` (``DirectShapingFace``), so nothing else positions. Each `GPOS` lookup of the plan
///   that is not a Pair Adjustment either never starts (its starting coverage is avoided) or is
///   a format 3 context none of whose rules matches in the run (``ContextGuards``). Each Pair
///   Adjustment lookup is listed by a global feature (the plan is refused otherwise), so every
///   glyph has its bit, and its flags skip no glyph of the run (no glyph is a mark: marks are
///   avoided; flags that skip base glyphs or ligatures are refused), so its pairs are
///   neighbours and ``PairPositioning`` does what HarfBuzz does. Lookups of one stage are
///   applied in index order, and a pair lookup reads only glyph IDs, so their sums do not
///   depend on order. No mark is zeroed (none is a mark), no default-ignorable hidden, no
///   attachment propagated.
final class DirectShapingPlan {
  /// One bit per glyph: set for glyphs a run must not contain.
  let avoided: [UInt64]
  /// One bit per glyph: set for the first input glyphs of ``guards``' rules.
  let guarded: [UInt64]
  /// The rules of the plan's format 3 contextual lookups and `GSUB` ligature lookups, which a
  /// run may hold the first input glyph of as long as no rule matches where it is
  /// (``ContextGuards``).
  let guards: ContextGuards
  /// The plan's Pair Adjustment lookups, in index order.
  let pairs: [PairPositioning]
  /// The face, not retained: the face keeps its plans (``DirectShapingFace/plans``), and the
  /// ``ShapePlanCache`` that keeps both keeps the faces for its whole life.
  unowned(unsafe) let face: DirectShapingFace

  /// Works out the plan `plan` of `face`, or returns `nil` when a lookup of it cannot be
  /// proven or done here.
  static func make(plan: OpaquePointer, face: DirectShapingFace) -> DirectShapingPlan? {
    func collect(_ tag: UInt32) -> [Int] {
      let set = hb_set_create()
      defer { hb_set_destroy(set) }
      hb_ot_shape_plan_collect_lookups(plan, tag, set)
      var lookups: [Int] = []
      var value: hb_codepoint_t = .max  // HB_SET_VALUE_INVALID
      while hb_set_next(set, &value) != 0 { lookups.append(Int(value)) }
      return lookups
    }
    let substitutionLookups = collect(0x4753_5542)
    let positioningLookups = collect(0x4750_4F53)
    let key = substitutionLookups + [-1] + positioningLookups
    if let known = face.plans[key] { return known }
    let made = DirectShapingPlan(
      face: face, substitutionLookups: substitutionLookups, positioningLookups: positioningLookups)
    face.plans[key] = made
    return made
  }

  /// The most Pair Adjustment lookups (with subtables) a plan may have; a plan with more is
  /// refused (A63-1: 32,000 lookups, each with its own cache).
  static let pairLookupLimit = 64

  private init?(face: DirectShapingFace, substitutionLookups: [Int], positioningLookups: [Int]) {
    self.face = face
    // Every record read is charged to one budget (see ``LayoutLookupStarts/workLimit(forLength:)``);
    // past it the plan is refused (A63-3, A63-4: one coverage of 65,535 ranges listed by many
    // subtables).
    let budget = WorkBudget(
      limit: LayoutLookupStarts.workLimit(
        forLength: face.positionings.table.bytes.count + (face.substitutions?.table.bytes.count ?? 0)))
    var avoidedRanges: [GlyphRanges.Range] = []
    var guardedRanges: [GlyphRanges.Range] = []
    var guards = ContextGuards()
    func avoid(_ coverages: [CoverageTable]) throws(FontTableBytes.Malformed) {
      // (each coverage was charged to the budget when read)
      for coverage in coverages {
        for entry in coverage.entries {
          avoidedRanges.append(GlyphRanges.Range(first: entry.first, last: entry.last))
        }
      }
    }
    func guardRules(_ rules: [ContextGuards.Rule]) throws(FontTableBytes.Malformed) {
      guards.add(rules)
      for rule in rules {
        try budget.spend(1 + rule.input[0].count)
        guardedRanges += rule.input[0]
      }
    }
    do {
      if let substitutions = face.substitutions {
        for lookup in substitutionLookups where substitutions.globalLookups.contains(lookup) {
          if lookup < substitutions.lookups.count,
            let rules = try ContextGuards.rules(of: substitutions, lookup: lookup, budget: budget)
          {
            try guardRules(rules)
            continue
          }
          try avoid(try substitutions.starts(ofLookup: lookup, budget: budget))
        }
      } else if !substitutionLookups.isEmpty {
        return nil
      }
      var pairs: [PairPositioning] = []
      let positionings = face.positionings
      for lookup in positioningLookups {
        guard lookup < positionings.lookups.count else { return nil }
        if positionings.lookups[lookup].type == 2 {
          guard !positionings.fractionLookups.contains(lookup), positionings.lookups[lookup].flag & 0x6 == 0
          else { return nil }
          // A lookup without subtables does nothing.
          guard !positionings.lookups[lookup].subtables.isEmpty else { continue }
          guard pairs.count < Self.pairLookupLimit else { return nil }
          let pair = try PairPositioning(positionings, lookup: lookup, budget: budget)
          if face.readsDevices, pair.hasDeviceValues { return nil }
          pairs.append(pair)
        } else if let rules = try ContextGuards.rules(of: positionings, lookup: lookup, budget: budget) {
          try guardRules(rules)
        } else {
          try avoid(try positionings.starts(ofLookup: lookup, budget: budget))
        }
      }
      self.pairs = pairs
      try budget.spend(face.marks.ranges.count)
    } catch {
      return nil
    }
    avoidedRanges += face.marks.ranges
    avoided = Self.bits(avoidedRanges, glyphCount: face.glyphCount)
    guarded = Self.bits(guardedRanges, glyphCount: face.glyphCount)
    self.guards = guards
  }

  /// One bit per glyph below `glyphCount` (rounded up to whole words, and one word more), set
  /// for the glyphs of `ranges`: sorted and merged first, then whole words at a time, so the
  /// work is the number of ranges and words, not of glyphs per range.
  static func bits(_ ranges: [GlyphRanges.Range], glyphCount: Int) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: glyphCount / 64 + 1)
    let limit = bits.count * 64 - 1
    for range in GlyphRanges(ranges: ranges).normalized() {
      let first = Int(range.first)
      let last = min(Int(range.last), limit)
      guard first <= last else { continue }
      let firstWord = first >> 6
      let lastWord = last >> 6
      let head: UInt64 = ~0 << UInt64(first & 63)
      let tail: UInt64 = ~0 >> UInt64(63 - (last & 63))
      if firstWord == lastWord {
        bits[firstWord] |= head & tail
      } else {
        bits[firstWord] |= head
        for word in (firstWord + 1)..<lastWord { bits[word] = ~0 }
        bits[lastWord] |= tail
      }
    }
    return bits
  }

  /// Shapes `units[range]` into `infos` and `positions` (room for `range.count` glyphs), or
  /// returns `false` when the run does not qualify (see the type's documentation); the caller
  /// has checked the scalars, direction and script.
  func shape(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, infos: UnsafeMutablePointer<hb_glyph_info_t>,
    positions: UnsafeMutablePointer<hb_glyph_position_t>
  ) -> Bool {
    let face = self.face
    var g = 0
    var guardedSeen = false
    for offset in range {
      let glyph = face.glyph(units[offset])
      guard glyph != DirectShapingFace.unmapped else { return false }
      let word = Int(glyph >> 6)
      let bit: UInt64 = 1 << UInt64(glyph & 63)
      guard word < avoided.count, avoided[word] & bit == 0 else { return false }
      if guarded[word] & bit != 0 { guardedSeen = true }
      var info = hb_glyph_info_t()
      info.codepoint = glyph
      info.cluster = UInt32(offset)
      infos[g] = info
      var position = hb_glyph_position_t()
      position.x_advance = face.advance(glyph)
      positions[g] = position
      g += 1
    }
    if guardedSeen {
      for i in 0..<g {
        let glyph = infos[i].codepoint
        if guarded[Int(glyph >> 6)] & (1 << UInt64(glyph & 63)) != 0, guards.mayApply(infos, count: g, at: i)
        {
          return false
        }
      }
    }
    for pair in pairs {
      pair.apply(infos: infos, positions: positions, count: g, xMult: face.xMult, yMult: face.yMult)
    }
    return true
  }
}

/// A count of records read, for bounding the work a hostile table can ask for: ``spend(_:)``
/// throws once the total passes `limit`.
final class WorkBudget {
  let limit: Int
  private(set) var spent = 0

  init(limit: Int) { self.limit = limit }

  func spend(_ amount: Int) throws(FontTableBytes.Malformed) {
    spent += amount
    guard spent <= limit else { throw FontTableBytes.Malformed(reason: "more than \(limit) records read") }
  }
}
