internal import CHarfBuzz

/// The rules of `GSUB` and `GPOS` contextual lookups written in format 3 (one coverage per
/// position), and of `GSUB` ligature lookups (the first glyph and the components), kept
/// so that a run whose glyphs include a rule's first input glyph can still be proven untouched
/// (``DirectShapingPlan``): the rule applies only where every position matches.
///
/// The OpenType specification's `GSUB` chapter, "Context substitution format 3" (type 5:
/// `uint16 format`, `uint16 glyphCount`, `uint16 seqLookupCount`,
/// `Offset16 coverageOffsets[glyphCount]`, …) and "Chained sequence context format 3" (type 6:
/// `uint16 format`, `uint16 backtrackGlyphCount`, `Offset16 backtrackCoverageOffsets[]`,
/// `uint16 inputGlyphCount`, `Offset16 inputCoverageOffsets[]`, `uint16 lookaheadGlyphCount`,
/// `Offset16 lookaheadCoverageOffsets[]`, …); backtrack coverages are listed from the glyph
/// before the input outward. `GPOS` types 7 and 8 have the same layout.
///
/// HarfBuzz 6.0.0 (`ContextFormat3::apply`, `ChainContextFormat3::apply`, `match_input`,
/// `match_backtrack`, `match_lookahead` in `src/hb-ot-layout-gsubgpos.hh`) matches the input
/// from the current glyph forward, the backtrack over the glyphs already output (backward) and
/// the lookahead after the input, passing over only glyphs the lookup's flags skip (marks,
/// per the flags; default-ignorables) and never past the buffer's ends: the text around a
/// run is not in the buffer. In a run that qualifies no glyph is skipped (none is a mark or
/// default-ignorable, and lookups whose flags skip base glyphs or ligatures are not guarded
/// here), and before the first lookup that applies the buffer holds the run's glyphs
/// unchanged (and `GPOS` changes no glyph), so a rule can apply at glyph `i` only if glyphs
/// `i − b … i + n + l − 1` exist and each is in its position's coverage. A coverage here is
/// the union of its ranges, sorted or not, a superset of what HarfBuzz's binary search finds,
/// so ``mayApply(_:count:at:)`` may say yes where HarfBuzz would not apply the rule, never the
/// reverse.
///
/// A rule without lookup records (`seqLookupCount` 0: what a feature file's `ignore sub`
/// compiles to) is left out: where it matches, HarfBuzz's `apply_lookup` applies no lookup and
/// only moves the matched glyphs to the output unchanged (`hb_buffer_t::move_to`), so it stops
/// the lookup's later subtables at that glyph, which can only make fewer rules apply. A lookup
/// none of whose rules with records matches anywhere in the run changes no glyph.
struct ContextGuards {
  /// One rule: the coverages of its backtrack (nearest first), input and lookahead positions,
  /// each sorted and merged. Rules are compared by content: a face keeps one copy of each
  /// (``DirectShapingFace``), and positions that name one Coverage table share one array.
  struct Rule: Hashable {
    var backtrack: [[GlyphRanges.Range]]
    var input: [[GlyphRanges.Range]]
    var lookahead: [[GlyphRanges.Range]]
  }

  /// The rules, each once.
  let rules: [Rule]
  /// The rules by first input glyph: those whose first input position holds glyph `g` are
  /// `members[starts[g]..<starts[g + 1]]` (A65-4: a glyph checks only the rules that can start
  /// at it, not every rule of the plan). Empty when there are no rules.
  let starts: [Int32]
  let members: [Int32]

  /// The most rule checks a run of `n` glyphs may make (`checkBase + checksPerGlyph × n`);
  /// past it the run is said to be one a rule may apply to, and HarfBuzz shapes it.
  static let checkBase = 256
  static let checksPerGlyph = 16

  /// No rules.
  init() {
    rules = []
    starts = []
    members = []
  }

  /// Indexes `rules` (each once) by their first input glyphs below `glyphLimit`, charging
  /// `budget` one per glyph listed (a rule's first coverage may hold 65,536 glyphs).
  init(rules: [Rule], glyphLimit: Int, budget: WorkBudget) throws(FontTableBytes.Malformed) {
    self.rules = rules
    guard !rules.isEmpty else {
      starts = []
      members = []
      return
    }
    var counts = [Int32](repeating: 0, count: glyphLimit + 1)
    for rule in rules {
      for range in rule.input[0] where Int(range.first) < glyphLimit {
        let last = min(Int(range.last), glyphLimit - 1)
        try budget.spend(last - Int(range.first) + 1)
        for glyph in Int(range.first)...last { counts[glyph + 1] += 1 }
      }
    }
    for g in 0..<glyphLimit { counts[g + 1] += counts[g] }
    var next = counts
    var members = [Int32](repeating: 0, count: Int(counts[glyphLimit]))
    for (r, rule) in rules.enumerated() {
      for range in rule.input[0] where Int(range.first) < glyphLimit {
        for glyph in Int(range.first)...min(Int(range.last), glyphLimit - 1) {
          members[Int(next[glyph])] = Int32(r)
          next[glyph] += 1
        }
      }
    }
    starts = counts
    self.members = members
  }

  /// Reads lookup `lookup` of `starts` when it is a context or chained context
  /// of format 3 only and its flags skip no base glyph or ligature; `nil` otherwise.
  ///
  /// Every record read is charged to `budget`, which throws past its limit (the plan is then
  /// refused).
  static func rules(of starts: LayoutLookupStarts, lookup: Int, budget: WorkBudget) throws(FontTableBytes
    .Malformed) -> [Rule]?
  {
    var coverages: [Int: [GlyphRanges.Range]] = [:]
    return try rules(of: starts, lookup: lookup, budget: budget, coverages: &coverages)
  }

  /// ``rules(of:lookup:budget:)`` with the Coverage tables already read, sorted and merged, in
  /// `coverages` (by ``DirectShapingFace/key(_:isPositioning:)`` of their offsets): a table is
  /// read and charged once, and rules naming it share its array (A65-1).
  static func rules(
    of starts: LayoutLookupStarts, lookup: Int, budget: WorkBudget,
    coverages known: inout [Int: [GlyphRanges.Range]]
  ) throws(FontTableBytes.Malformed) -> [Rule]? {
    let table = starts.table
    let entry = starts.lookups[lookup]
    if !starts.isPositioning, entry.type == 4, entry.flag & 0x6 == 0 {
      return try ligatureRules(of: starts, lookup: lookup, budget: budget)
    }
    let contextType: UInt16 = starts.isPositioning ? 7 : 5
    let chainType: UInt16 = starts.isPositioning ? 8 : 6
    guard entry.type == contextType || entry.type == chainType, entry.flag & 0x6 == 0 else { return nil }
    var rules: [Rule] = []
    var seen = Set<Rule>()
    func read(_ offset: Int) throws(FontTableBytes.Malformed) -> [GlyphRanges.Range] {
      try DirectShapingFace.coverage(offset, of: starts, budget: budget, known: &known)
    }
    func coverages(at field: Int, count: Int, base: Int) throws(FontTableBytes.Malformed) -> [[GlyphRanges
      .Range]]
    {
      try table.checkArray(at: field, count: count, size: 2)
      try budget.spend(count)
      var result: [[GlyphRanges.Range]] = []
      result.reserveCapacity(count)
      for k in 0..<count {
        result.append(try read(try table.offset16(from: base, at: field + 2 * k)))
      }
      return result
    }
    func add(_ rule: Rule) {
      if seen.insert(rule).inserted { rules.append(rule) }
    }
    for subtable in entry.subtables {
      try budget.spend(1)
      guard try table.uint16(at: subtable) == 3 else { return nil }
      if entry.type == contextType {
        let count = Int(try table.uint16(at: subtable + 2))
        guard count > 0 else { return nil }
        // A rule without lookup records changes nothing where it matches (see above).
        guard try table.uint16(at: subtable + 4) > 0 else { continue }
        add(
          Rule(
            backtrack: [], input: try coverages(at: subtable + 6, count: count, base: subtable),
            lookahead: []))
      } else {
        let backtrackCount = Int(try table.uint16(at: subtable + 2))
        let inputField = subtable + 4 + 2 * backtrackCount
        let inputCount = Int(try table.uint16(at: inputField))
        let lookaheadField = inputField + 2 + 2 * inputCount
        let lookaheadCount = Int(try table.uint16(at: lookaheadField))
        guard inputCount > 0 else { return nil }
        guard try table.uint16(at: lookaheadField + 2 + 2 * lookaheadCount) > 0 else { continue }
        add(
          Rule(
            backtrack: try coverages(at: subtable + 4, count: backtrackCount, base: subtable),
            input: try coverages(at: inputField + 2, count: inputCount, base: subtable),
            lookahead: try coverages(at: lookaheadField + 2, count: lookaheadCount, base: subtable)))
      }
    }
    return rules
  }

  /// The most rules a ligature lookup is guarded by; one with more is avoided whole.
  static let ligatureRuleLimit = 256

  /// The ligatures of `GSUB` lookup `lookup` (type 4, "Ligature substitution format 1":
  /// `uint16 substFormat`, `Offset16 coverage`, `uint16 ligatureSetCount`,
  /// `Offset16 ligatureSetOffsets[]`; a LigatureSet is `uint16 ligatureCount` and
  /// `Offset16 ligatureOffsets[]`; a Ligature is `uint16 ligatureGlyph`, `uint16 componentCount`
  /// and `uint16 componentGlyphIDs[componentCount − 1]`) as rules whose input is the first
  /// glyphs of the set and the components: HarfBuzz 6.0.0's `LigatureSet::apply` and
  /// `Ligature::apply` (`src/OT/Layout/GSUB`) apply a ligature of one component wherever its
  /// first glyph is, one of more only where the components follow (`match_input`), and one of
  /// none nowhere. `nil` past ``ligatureRuleLimit`` rules.
  ///
  /// The first glyphs of a set are looked for (a pass over the coverage) only for a set that
  /// has a ligature of one component or more, so at most ``ligatureRuleLimit`` + 1 passes; sets
  /// and ligatures read are charged to `budget` (A63-2: 32,000 empty sets over a coverage of
  /// 65,535 glyphs took 2 × 10⁹ steps).
  private static func ligatureRules(of starts: LayoutLookupStarts, lookup: Int, budget: WorkBudget)
    throws(FontTableBytes.Malformed) -> [Rule]?
  {
    let table = starts.table
    var rules: [Rule] = []
    var seen = Set<Rule>()
    for subtable in starts.lookups[lookup].subtables {
      guard try table.uint16(at: subtable) == 1 else { return nil }
      let coverage = try CoverageTable(table, at: try table.offset16(from: subtable, at: subtable + 2))
      let setCount = Int(try table.uint16(at: subtable + 4))
      try table.checkArray(at: subtable + 6, count: setCount, size: 2)
      try budget.spend(1 + coverage.entries.count)
      for index in 0..<setCount {
        let set = try table.offset16(from: subtable, at: subtable + 6 + 2 * index)
        let count = Int(try table.uint16(at: set))
        try table.checkArray(at: set + 2, count: count, size: 2)
        try budget.spend(1 + count)
        var firsts: [GlyphRanges.Range]?
        for l in 0..<count {
          let ligature = try table.offset16(from: set, at: set + 2 + 2 * l)
          let components = Int(try table.uint16(at: ligature + 2))
          guard components > 0 else { continue }
          if firsts == nil {
            try budget.spend(coverage.entries.count)
            firsts = coverage.glyphs(withIndex: index).normalized()
          }
          guard let firsts, !firsts.isEmpty else { break }
          try table.checkArray(at: ligature + 4, count: components - 1, size: 2)
          try budget.spend(components)
          var input = [firsts]
          for c in 1..<max(components, 1) {
            let glyph = try table.uint16(at: ligature + 4 + 2 * (c - 1))
            input.append([GlyphRanges.Range(first: glyph, last: glyph)])
          }
          // Ligatures alike are one rule (A65-4: 256 offsets to one Ligature).
          let rule = Rule(backtrack: [], input: input, lookahead: [])
          guard seen.insert(rule).inserted else { continue }
          rules.append(rule)
          if rules.count > ligatureRuleLimit { return nil }
        }
      }
    }
    return rules
  }

  /// Whether some rule may apply at glyph `i` of the `count` glyphs `infos` (see the type's
  /// documentation). Each rule checked adds one to `checks`; once it passes `limit` the answer
  /// is yes (the run then goes to HarfBuzz).
  @inline(__always)
  func mayApply(
    _ infos: UnsafeMutablePointer<hb_glyph_info_t>, count: Int, at i: Int, checks: inout Int, limit: Int
  ) -> Bool {
    let glyph = Int(infos[i].codepoint)
    guard glyph + 1 < starts.count else { return false }
    let first = Int(starts[glyph])
    let end = Int(starts[glyph + 1])
    guard first < end else { return false }
    checks += end - first
    if checks > limit { return true }
    for k in first..<end where Self.matches(rules[Int(members[k])], infos, count: count, at: i) {
      return true
    }
    return false
  }

  /// Whether every position of `rule` matches with its first input at glyph `i`.
  private static func matches(
    _ rule: Rule, _ infos: UnsafeMutablePointer<hb_glyph_info_t>, count: Int, at i: Int
  ) -> Bool {
    guard i >= rule.backtrack.count, i + rule.input.count + rule.lookahead.count <= count else {
      return false
    }
    for (k, ranges) in rule.input.enumerated() where !contains(ranges, infos[i + k].codepoint) {
      return false
    }
    for (k, ranges) in rule.backtrack.enumerated() where !contains(ranges, infos[i - 1 - k].codepoint) {
      return false
    }
    let after = i + rule.input.count
    for (k, ranges) in rule.lookahead.enumerated() where !contains(ranges, infos[after + k].codepoint) {
      return false
    }
    return true
  }

  /// Whether sorted, merged `ranges` hold `glyph`.
  static func contains(_ ranges: [GlyphRanges.Range], _ glyph: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) >> 1
      if glyph < UInt32(ranges[mid].first) {
        high = mid
      } else if glyph > UInt32(ranges[mid].last) {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
