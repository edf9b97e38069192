internal import CHarfBuzz
import TypeFitConcurrency

/// What one face needs for runs to be shaped without HarfBuzz (``DirectShapingPlan``): its
/// `GSUB` and `GPOS` lookups (``LayoutLookupStarts``), its mark glyphs, its scale, and the
/// plans worked out so far. One per loaded face for the whole process
/// (``LoadedFontFace/directShaping``), shared by every ``ShapingContext``: what is worked out
/// per lookup (starting coverages, guard rules, pair tables) is worked out once per face and
/// shared by every plan and language of the face, under a lock (A65-1, A65-2). The glyphs and
/// advances asked are remembered per context (``DirectShapingMemo``).
///
/// **Bounds.** Every record read and every glyph set for any plan of the face is charged to
/// one ``WorkBudget`` per face (``workLimit(forLength:)``: at most ``hardWorkLimit`` whatever
/// the tables' length or padding) and to one count per process (``processWorkLimit``); the
/// face keeps at most ``ruleLimit`` distinct guard rules and ``planLimit`` plans. Past any of
/// them the face is refused for the rest of the process (its plans already made stay exact;
/// no new one is made) and HarfBuzz shapes what is left, so no font makes the direct path
/// do more than a fixed amount of work or keep more than a fixed amount of memory.
///
/// **When a face is refused** (always shaped by HarfBuzz): it has an AAT `morx`, `mort`,
/// `kerx` or `trak` table or a legacy `kern` table (HarfBuzz then shapes or positions by them:
/// `hb_ot_shape_plan_t::init0` and `hb_ot_shape_planner_t::compile` in `src/hb-ot-shape.cc`,
/// 6.0.0), it has no `GPOS` table HarfBuzz accepts (`hb_ot_layout_has_positioning`; without it
/// HarfBuzz may use a fallback kerning), or this reader does not accept its `GSUB`, `GPOS` or
/// `GDEF`, or HarfBuzz's sanitizer changes or drops any of them (``SanitizerAgreement``).
final class DirectShapingFace: @unchecked Sendable {
  /// The face's font (referenced for the life of this).
  let hbFont: OpaquePointer
  /// The table readers; their bytes belong to `blobs`.
  let substitutions: LayoutLookupStarts?
  let positionings: LayoutLookupStarts
  /// Glyphs that `GDEF` classes as marks (their advance is zeroed, lookups may skip them).
  let marks: GlyphRanges
  /// HarfBuzz's `x_mult` and `y_mult` for the face's font (`hb_font_t::mults_changed`).
  let xMult: Int64
  let yMult: Int64
  /// Whether the font has pixels per em or variation coordinates (device tables then count).
  let readsDevices: Bool
  private let blobs: [OpaquePointer]
  /// Number of glyphs (`maxp`).
  let glyphCount: Int
  /// What has been worked out, reached only under the lock.
  private let state: Locked<State>

  /// What the face's plans share, worked out on first use.
  struct State {
    /// The face's budget (never reset).
    var budget: WorkBudget
    /// Set once any bound is passed: no new plan is made.
    var refused = false
    /// Each Coverage table read, sorted and merged, by ``key(_:isPositioning:)`` of its offset.
    var coverages: [Int: [GlyphRanges.Range]] = [:]
    /// Each lookup's work, by ``key(_:isPositioning:)`` of the lookup's offset.
    var lookups: [Int: LookupWork] = [:]
    /// Every distinct guard rule, and its number.
    var rules: [ContextGuards.Rule] = []
    var ruleNumbers: [ContextGuards.Rule: Int32] = [:]
    /// The plans by their lookups (many languages share them).
    var plans: [[Int]: DirectShapingPlan?] = [:]
  }

  /// What one lookup asks of a plan that has it.
  enum LookupWork {
    /// No glyph of these (sorted, merged) may be in a run.
    case avoided([GlyphRanges.Range])
    /// No rule of these (numbers in ``State/rules``) may match in a run.
    case guarded([Int32])
    /// A Pair Adjustment lookup.
    case pair(PairPositioning)
    /// The plan cannot be proven (the lookup is not malformed, but not done here).
    case refused
  }

  static let unmapped: UInt32 = 0xFFFF_FFFE

  /// The most records one face may read and glyphs it may set, summed over all its plans.
  static let hardWorkLimit = 1 << 22
  /// The most distinct guard rules a face keeps (A65-4).
  static let ruleLimit = 65_536
  /// The most plans (distinct lookup sets) a face keeps (A65-1: one per language system).
  static let planLimit = 128
  /// The most work all faces of the process may do (``hardWorkLimit`` × 16).
  static let processWorkLimit = 1 << 26
  /// The work all faces have done.
  private static let processWork = Locked(0)

  /// The face budget for tables of `length` bytes together: ``LayoutLookupStarts/workLimit(forLength:)``
  /// but never more than ``hardWorkLimit`` (A65-2: zero padding cannot buy work).
  static func workLimit(forLength length: Int) -> Int {
    min(LayoutLookupStarts.workLimit(forLength: length), hardWorkLimit)
  }

  /// A key for an offset into `GSUB` (`isPositioning` false) or `GPOS`.
  @inline(__always)
  static func key(_ offset: Int, isPositioning: Bool) -> Int { offset << 1 | (isPositioning ? 1 : 0) }

  /// Reads the tables of `font`'s face, or returns `nil` when it is refused (see the type's
  /// documentation).
  init?(font: OpaquePointer) {
    let hbFace = hb_font_get_face(font)
    // morx, mort, kerx, trak, kern
    for tag: UInt32 in [0x6D6F_7278, 0x6D6F_7274, 0x6B65_7278, 0x7472_616B, 0x6B65_726E] {
      let blob = hb_face_reference_table(hbFace, tag)
      defer { hb_blob_destroy(blob) }
      if hb_blob_get_length(blob) > 0 { return nil }
    }
    guard hb_ot_layout_has_positioning(hbFace) != 0 else { return nil }
    var blobs: [OpaquePointer] = []
    func bytes(_ tag: UInt32) -> FontTableBytes? {
      guard let blob = hb_face_reference_table(hbFace, tag) else { return nil }
      var length: UInt32 = 0
      guard let data = hb_blob_get_data(blob, &length), length > 0 else {
        hb_blob_destroy(blob)
        return nil
      }
      blobs.append(blob)
      return FontTableBytes(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
    let release = { for blob in blobs { hb_blob_destroy(blob) } }
    guard let gpos = bytes(0x4750_4F53), let positionings = try? LayoutLookupStarts(gpos, isPositioning: true)
    else {
      release()
      return nil
    }
    var substitutions: LayoutLookupStarts?
    if let gsub = bytes(0x4753_5542) {
      guard let read = try? LayoutLookupStarts(gsub, isPositioning: false) else {
        release()
        return nil
      }
      substitutions = read
    }
    // HarfBuzz applies the tables its sanitizer passed, which may differ from the file's
    // bytes read here (A63-5/6/7): refuse unless it passes them unchanged and keeps as many
    // lookups as read here (none when it dropped a table whole).
    guard
      hb_ot_layout_table_get_lookup_count(hbFace, 0x4750_4F53) == positionings.lookups.count,
      hb_ot_layout_table_get_lookup_count(hbFace, 0x4753_5542) == substitutions?.lookups.count ?? 0,
      SanitizerAgreement.holds(for: hbFace)
    else {
      release()
      return nil
    }
    // The glyphs GDEF classes as marks, sorted and merged (A63-3: 65,535 copies of one range).
    // The bytes are those HarfBuzz applies (checked above). HarfBuzz's own
    // `hb_ot_layout_get_glyphs_in_class` is not used: on two of attack 63's mutated GDEF
    // tables it listed fewer marks than shaping zeroes (its `collect_class` stops where
    // `add_range` fails, e.g. at a reversed range; `get_class`, what shaping asks, does not).
    var marks = GlyphRanges()
    if let gdef = bytes(0x4744_4546) {
      do {
        if try gdef.uint16(at: 4) != 0 {
          let classes = try ClassDefinitionTable(gdef, at: try gdef.offset16(from: 0, at: 4))
          marks = GlyphRanges(ranges: classes.glyphs(ofClass: 3).normalized())
        }
      } catch {
        release()
        return nil
      }
    }
    var xScale: Int32 = 0
    var yScale: Int32 = 0
    hb_font_get_scale(font, &xScale, &yScale)
    let upem = Int64(max(hb_face_get_upem(hbFace), 1))
    func mult(_ scale: Int32) -> Int64 {
      scale < 0 ? -((Int64(-scale) << 16) / upem) : (Int64(scale) << 16) / upem
    }
    var xPpem: UInt32 = 0
    var yPpem: UInt32 = 0
    hb_font_get_ppem(font, &xPpem, &yPpem)
    var coordinateCount: UInt32 = 0
    _ = hb_font_get_var_coords_normalized(font, &coordinateCount)
    hbFont = hb_font_reference(font)
    self.substitutions = substitutions
    self.positionings = positionings
    self.marks = marks
    self.blobs = blobs
    xMult = mult(xScale)
    yMult = mult(yScale)
    readsDevices = xPpem != 0 || yPpem != 0 || coordinateCount != 0
    glyphCount = Int(hb_face_get_glyph_count(hbFace))
    state = Locked(
      State(
        budget: WorkBudget(
          limit: Self.workLimit(
            forLength: positionings.table.bytes.count + (substitutions?.table.bytes.count ?? 0)))))
  }

  deinit {
    for blob in blobs { hb_blob_destroy(blob) }
    hb_font_destroy(hbFont)
  }

  /// The plan for `substitutionLookups` and `positioningLookups` (a HarfBuzz plan's), made on
  /// first use and shared by every context; `nil` when it is refused, or the face is.
  func plan(substitutionLookups: [Int], positioningLookups: [Int]) -> DirectShapingPlan? {
    let key = substitutionLookups + [-1] + positioningLookups
    return state.withLock { state in
      if let known = state.plans[key] { return known }
      guard !state.refused else { return nil }
      guard state.plans.count < Self.planLimit, Self.processWork.withLock({ $0 }) <= Self.processWorkLimit
      else {
        state.refused = true
        return nil
      }
      let before = state.budget.spent
      let made = DirectShapingPlan(
        face: self, state: &state, substitutionLookups: substitutionLookups,
        positioningLookups: positioningLookups)
      let spent = state.budget.spent - before
      Self.processWork.withLock { $0 += spent }
      if state.budget.isExhausted || state.rules.count > Self.ruleLimit {
        state.refused = true
        return nil
      }
      state.plans[key] = made
      return made
    }
  }

  /// The work and memory spent so far: records read and glyphs set, distinct rules, plans,
  /// and whether the face is refused (for tests).
  var usage: (spent: Int, limit: Int, rules: Int, plans: Int, coverages: Int, refused: Bool) {
    state.withLock {
      ($0.budget.spent, $0.budget.limit, $0.rules.count, $0.plans.count, $0.coverages.count, $0.refused)
    }
  }

  /// The Coverage table at `offset` of `GSUB` or `GPOS`, sorted and merged: read and charged to
  /// `budget` the first time, then taken from `known` (by ``key(_:isPositioning:)``).
  static func coverage(
    _ offset: Int, of starts: LayoutLookupStarts, budget: WorkBudget, known: inout [Int: [GlyphRanges.Range]]
  ) throws(FontTableBytes.Malformed) -> [GlyphRanges.Range] {
    let key = Self.key(offset, isPositioning: starts.isPositioning)
    if let ranges = known[key] { return ranges }
    let read = try CoverageTable(starts.table, at: offset)
    try budget.spend(1 + read.entries.count)
    let ranges = read.glyphs.normalized()
    known[key] = ranges
    return ranges
  }

  /// Lookup `lookup` of `starts`'s work (see ``LookupWork``), worked out the first time a plan
  /// has it (by the lookup's offset, so LookupList entries naming one lookup share it).
  func work(ofLookup lookup: Int, in starts: LayoutLookupStarts, state: inout State) throws(FontTableBytes
    .Malformed) -> LookupWork
  {
    guard lookup < starts.lookups.count else { return .refused }
    let entry = starts.lookups[lookup]
    let key = Self.key(entry.offset, isPositioning: starts.isPositioning)
    if let known = state.lookups[key] { return known }
    try state.budget.spend(1)
    let budget = state.budget
    let work: LookupWork
    if starts.isPositioning, entry.type == 2 {
      if entry.flag & 0x6 != 0 {
        work = .refused
      } else {
        var pair = try PairPositioning(starts, lookup: lookup, budget: budget)
        pair.lookupOffset = entry.offset
        work = readsDevices && pair.hasDeviceValues ? .refused : .pair(pair)
      }
    } else if let rules = try ContextGuards.rules(
      of: starts, lookup: lookup, budget: budget, coverages: &state.coverages)
    {
      var numbers: [Int32] = []
      for rule in rules {
        if let known = state.ruleNumbers[rule] {
          numbers.append(known)
        } else {
          guard state.rules.count < Self.ruleLimit else {
            throw FontTableBytes.Malformed(reason: "more than \(Self.ruleLimit) guard rules")
          }
          let number = Int32(state.rules.count)
          state.rules.append(rule)
          state.ruleNumbers[rule] = number
          numbers.append(number)
        }
      }
      work = .guarded(numbers)
    } else {
      var ranges: [GlyphRanges.Range] = []
      var seen = Set<Int>()
      let offsets = try starts.startCoverages(ofLookup: lookup)
      try budget.spend(offsets.count)
      for offset in offsets where seen.insert(offset).inserted {
        ranges += try Self.coverage(offset, of: starts, budget: budget, known: &state.coverages)
      }
      try budget.spend(ranges.count)
      work = .avoided(GlyphRanges(ranges: ranges).normalized())
    }
    state.lookups[key] = work
    return work
  }
}

/// The glyphs and advances one ``ShapingContext`` has asked of one face for direct shaping,
/// in direct-mapped tables of ``slotCount`` slots (32 KB in all, where the face's whole BMP
/// glyph table and advance table cost 256 KB and more per context before perf46): each answer
/// is a pure function of the font and the code point or glyph. Not thread-safe.
final class DirectShapingMemo {
  static let slotCount = 2_048
  let face: DirectShapingFace
  private let font: OpaquePointer
  /// `(unit + 1) << 32 | glyph` per slot (0: empty), slot `unit % slotCount`.
  private let glyphSlots: UnsafeMutablePointer<UInt64>
  /// `(glyph + 1) << 32 | advance bits` per slot (0: empty), slot `glyph % slotCount`.
  private let advanceSlots: UnsafeMutablePointer<UInt64>
  /// Each pair lookup's outcome table in this context, by the lookup's offset: an outcome
  /// depends on the lookup and the face only, so every plan and language shares it.
  private var outcomes: [Int: PairPositioning.Outcomes] = [:]

  /// The pair outcome tables of `plan`'s pair lookups in this context, made on first use.
  func outcomes(for plan: DirectShapingPlan) -> [PairPositioning.Outcomes] {
    plan.pairs.map { pair in
      if let known = outcomes[pair.lookupOffset] { return known }
      let made = PairPositioning.Outcomes()
      outcomes[pair.lookupOffset] = made
      return made
    }
  }

  init(face: DirectShapingFace) {
    self.face = face
    font = face.hbFont
    glyphSlots = .allocate(capacity: Self.slotCount)
    glyphSlots.initialize(repeating: 0, count: Self.slotCount)
    advanceSlots = .allocate(capacity: Self.slotCount)
    advanceSlots.initialize(repeating: 0, count: Self.slotCount)
  }

  deinit {
    glyphSlots.deallocate()
    advanceSlots.deallocate()
  }

  /// The nominal glyph of the BMP code point `unit` (`cmap`, as HarfBuzz maps it), or
  /// ``DirectShapingFace/unmapped``.
  @inline(__always)
  func glyph(_ unit: UInt16) -> UInt32 {
    let slot = Int(unit) & (Self.slotCount - 1)
    let known = glyphSlots[slot]
    if known >> 32 == UInt64(unit) + 1 { return UInt32(truncatingIfNeeded: known) }
    var glyph: hb_codepoint_t = 0
    let found = hb_font_get_nominal_glyph(font, UInt32(unit), &glyph) != 0
    let value = found && glyph < DirectShapingFace.unmapped ? glyph : DirectShapingFace.unmapped
    glyphSlots[slot] = (UInt64(unit) + 1) << 32 | UInt64(value)
    return value
  }

  /// The horizontal advance of `glyph` (`hb_font_get_glyph_h_advance`, the function HarfBuzz's
  /// default positioning calls through `get_glyph_h_advances`).
  @inline(__always)
  func advance(_ glyph: UInt32) -> Int32 {
    let slot = Int(glyph) & (Self.slotCount - 1)
    let known = advanceSlots[slot]
    if known >> 32 == UInt64(glyph) + 1 { return Int32(bitPattern: UInt32(truncatingIfNeeded: known)) }
    let value = hb_font_get_glyph_h_advance(font, glyph)
    advanceSlots[slot] = (UInt64(glyph) + 1) << 32 | UInt64(UInt32(bitPattern: value))
    return value
  }
}
