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
/// - *Bounds.* A plan is shared by every context and language system of its face; what it
///   reads and sets is charged to the face's budget (``DirectShapingFace``), and a run whose
///   guard checks pass ``ContextGuards/checkBase`` + ``ContextGuards/checksPerGlyph`` per glyph
///   is given to HarfBuzz.
/// - *Positioning.* HarfBuzz sets each glyph's advance to `get_glyph_h_advances` (offsets 0; an
///   OpenType font has no horizontal origin function), then applies `GPOS`
///   (`hb_ot_position_default`, `hb_ot_position_plan`). The face has no `kern`, `kerx`, `morx` or
///   `trak` (``DirectShapingFace``), so nothing else positions. Each `GPOS` lookup of the plan
///   that is not a Pair Adjustment either never starts (its starting coverage is avoided) or is
///   a format 3 context none of whose rules matches in the run (``ContextGuards``). Each Pair
///   Adjustment lookup is listed by a global feature and by no `frac`, `numr` or `dnom`
///   feature of any language system (the plan is refused otherwise: A65-3), so every
///   glyph has its bit, and its flags skip no glyph of the run (no glyph is a mark: marks are
///   avoided; flags that skip base glyphs or ligatures are refused), so its pairs are
///   neighbours and ``PairPositioning`` does what HarfBuzz does. Lookups of one stage are
///   applied in index order, and a pair lookup reads only glyph IDs, so their sums do not
///   depend on order. No mark is zeroed (none is a mark), no default-ignorable hidden, no
///   attachment propagated.
final class DirectShapingPlan: @unchecked Sendable {
  /// One bit per glyph: set for glyphs a run must not contain.
  let avoided: [UInt64]
  /// One bit per glyph: set for the first input glyphs of ``guards``' rules.
  let guarded: [UInt64]
  /// The rules of the plan's format 3 contextual lookups and `GSUB` ligature lookups, which a
  /// run may hold the first input glyph of as long as no rule matches where it is
  /// (``ContextGuards``), each once, indexed by first glyph.
  let guards: ContextGuards
  /// The plan's Pair Adjustment lookups, in index order.
  let pairs: [PairPositioning]
  /// The face's `x_mult` and `y_mult`.
  let xMult: Int64
  let yMult: Int64

  /// Works out the plan `plan` of `face`, or returns `nil` when a lookup of it cannot be
  /// proven or done here, or the face is refused (``DirectShapingFace/plan(substitutionLookups:positioningLookups:)``).
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
    return face.plan(substitutionLookups: collect(0x4753_5542), positioningLookups: collect(0x4750_4F53))
  }

  /// The most Pair Adjustment lookups (with subtables) a plan may have; a plan with more is
  /// refused (A63-1: 32,000 lookups, each with its own cache).
  static let pairLookupLimit = 64

  /// Works out the plan (under `face`'s lock, `state` its state), charging the face's budget;
  /// `nil` when refused.
  init?(
    face: DirectShapingFace, state: inout DirectShapingFace.State, substitutionLookups: [Int],
    positioningLookups: [Int]
  ) {
    xMult = face.xMult
    yMult = face.yMult
    let budget = state.budget
    var avoidedRanges: [GlyphRanges.Range] = []
    var ruleNumbers = Set<Int32>()
    do {
      func take(_ work: DirectShapingFace.LookupWork) throws(FontTableBytes.Malformed) -> Bool {
        switch work {
        case .avoided(let ranges):
          try budget.spend(ranges.count)
          avoidedRanges += ranges
        case .guarded(let numbers):
          try budget.spend(numbers.count)
          ruleNumbers.formUnion(numbers)
        case .pair, .refused:
          return false
        }
        return true
      }
      if let substitutions = face.substitutions {
        for lookup in substitutionLookups where substitutions.globalLookups.contains(lookup) {
          guard try take(try face.work(ofLookup: lookup, in: substitutions, state: &state)) else {
            return nil
          }
        }
      } else if !substitutionLookups.isEmpty {
        return nil
      }
      var pairs: [PairPositioning] = []
      let positionings = face.positionings
      for lookup in positioningLookups {
        guard lookup < positionings.lookups.count else { return nil }
        if positionings.lookups[lookup].type == 2 {
          // A65-3: a lookup some `frac`, `numr` or `dnom` lists may have only that feature's
          // mask in this plan's language system, required elsewhere or not.
          guard !positionings.contextualLookups.contains(lookup) else { return nil }
          // A lookup without subtables does nothing.
          guard !positionings.lookups[lookup].subtables.isEmpty else { continue }
          guard pairs.count < Self.pairLookupLimit else { return nil }
          guard case .pair(let pair) = try face.work(ofLookup: lookup, in: positionings, state: &state) else {
            return nil
          }
          pairs.append(pair)
        } else {
          guard try take(try face.work(ofLookup: lookup, in: positionings, state: &state)) else { return nil }
        }
      }
      self.pairs = pairs
      try budget.spend(face.marks.ranges.count + face.glyphCount / 32 + 2)
      avoidedRanges += face.marks.ranges
      avoided = Self.bits(avoidedRanges, glyphCount: face.glyphCount)
      let rules = ruleNumbers.sorted().map { state.rules[Int($0)] }
      var guardedRanges: [GlyphRanges.Range] = []
      for rule in rules {
        try budget.spend(1 + rule.input[0].count)
        guardedRanges += rule.input[0]
      }
      guarded = Self.bits(guardedRanges, glyphCount: face.glyphCount)
      guards = try ContextGuards(rules: rules, glyphLimit: avoided.count * 64, budget: budget)
    } catch {
      return nil
    }
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
    positions: UnsafeMutablePointer<hb_glyph_position_t>, memo: DirectShapingMemo,
    outcomes: [PairPositioning.Outcomes]
  ) -> Bool {
    var g = 0
    var guardedSeen = false
    for offset in range {
      let glyph = memo.glyph(units[offset])
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
      position.x_advance = memo.advance(glyph)
      positions[g] = position
      g += 1
    }
    if guardedSeen {
      var checks = 0
      let limit = ContextGuards.checkBase + ContextGuards.checksPerGlyph * g
      for i in 0..<g {
        let glyph = infos[i].codepoint
        if guarded[Int(glyph >> 6)] & (1 << UInt64(glyph & 63)) != 0,
          guards.mayApply(infos, count: g, at: i, checks: &checks, limit: limit)
        {
          return false
        }
      }
    }
    for (pair, outcomes) in zip(pairs, outcomes) {
      pair.apply(infos: infos, positions: positions, count: g, xMult: xMult, yMult: yMult, outcomes: outcomes)
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

  /// Whether a spend has passed the limit.
  var isExhausted: Bool { spent > limit }

  func spend(_ amount: Int) throws(FontTableBytes.Malformed) {
    spent += amount
    guard spent <= limit else { throw FontTableBytes.Malformed(reason: "more than \(limit) records read") }
  }
}

/// One context's use of a shared ``DirectShapingPlan``: the face's glyphs and advances asked in
/// this context (``DirectShapingMemo``) and one pair outcome table per pair lookup, allocated
/// on first use and kept by the memo per plan, so that the languages sharing a plan share them
/// too. Not thread-safe.
struct DirectShapingRun {
  let plan: DirectShapingPlan
  let memo: DirectShapingMemo
  let outcomes: [PairPositioning.Outcomes]

  init(plan: DirectShapingPlan, memo: DirectShapingMemo) {
    self.plan = plan
    self.memo = memo
    outcomes = memo.outcomes(for: plan)
  }

  /// ``DirectShapingPlan/shape(_:range:infos:positions:memo:outcomes:)`` with this context's tables.
  @inline(__always)
  func shape(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, infos: UnsafeMutablePointer<hb_glyph_info_t>,
    positions: UnsafeMutablePointer<hb_glyph_position_t>
  ) -> Bool {
    plan.shape(units, range: range, infos: infos, positions: positions, memo: memo, outcomes: outcomes)
  }
}
