/// The `ccmp` (glyph composition/decomposition) rules of a face's `GSUB` table, read from the
/// table's bytes: which lookups the feature uses, and, for each rule a `ccmp` lookup holds, the
/// glyphs each of its positions accepts.
///
/// A rule applies only where every one of its positions (backtrack, input, lookahead) matches a
/// glyph of that position's set; a glyph that a position accepts is what makes the rule fire
/// there. Structures read (OpenType specification, "GSUB — Glyph Substitution Table",
/// <https://learn.microsoft.com/typography/opentype/spec/gsub>, and chapter 2,
/// <https://learn.microsoft.com/typography/opentype/spec/chapter2>):
///
/// - the GSUB header (version 1.0 or 1.1): `featureListOffset` at 6, `lookupListOffset` at 8,
///   `featureVariationsOffset` (`Offset32`) at 10 in version 1.1;
/// - FeatureList: `featureCount`, then `FeatureRecord {Tag featureTag; Offset16 featureOffset}`;
///   Feature: `featureParamsOffset`, `lookupIndexCount`, `lookupListIndices[]`;
/// - FeatureVariations: `featureVariationRecordCount` (`uint32`) at 4, records of
///   `{Offset32 conditionSetOffset; Offset32 featureTableSubstitutionOffset}`;
///   FeatureTableSubstitution: `substitutionCount` at 4, records of
///   `{uint16 featureIndex; Offset32 alternateFeatureOffset}` (the alternate Feature tables);
/// - LookupList: `lookupCount`, `lookupOffsets[]`; Lookup: `lookupType`, `lookupFlag`,
///   `subTableCount`, `subtableOffsets[]`;
/// - lookup types 1 (single, formats 1 and 2), 2 (multiple) and 3 (alternate): `substFormat`
///   then `coverageOffset`; they apply at a covered glyph, so their one position is the
///   coverage; type 4 (ligature): each ligature's components are a rule's positions;
/// - type 5 (contextual) and 6 (chained contexts), formats 1 (glyph rules), 2 (class rules)
///   and 3 (coverage rules); type 7 (extension: `extensionLookupType`, `Offset32
///   extensionOffset`); type 8 (reverse chaining single: coverage, backtrack and lookahead
///   coverages).
///
/// Anything else (another version, lookup type or format, an extension of an extension, an
/// offset or array past the table's end) throws: the face is then always shaped with `ccmp`.
/// Where HarfBuzz's sanitizer would have replaced a structure read here with an empty one, the
/// rules read here accept at least the glyphs HarfBuzz's would: an empty Coverage or rule set
/// matches nothing; an empty class definition puts every glyph in class 0, and a class-0 rule
/// set's first position is read as its whole coverage; an empty rule matches its first glyph,
/// which every rule's first position includes.
struct CompositionRules {
  /// The feature tag `ccmp`.
  static let featureTag: UInt32 = 0x6363_6D70

  /// Lookup indices that a `ccmp` Feature table (default or alternate) lists.
  private(set) var compositionLookups: Set<Int> = []
  /// Lookup indices that HarfBuzz's default shaper may apply in the stage before `ccmp`'s (all
  /// of `ccmp`'s stage runs in lookup-index order): those of `rvrn` Feature tables, the one
  /// feature added before the first pause (`hb_ot_shape_collect_features`, `src/hb-ot-shape.cc`),
  /// and of every feature a language system names as required (HarfBuzz applies a required
  /// feature in its tag's stage, or the first one).
  private(set) var earlyLookups: Set<Int> = []
  /// Lookup indices that HarfBuzz's default shaper may apply to a left-to-right run for
  /// TypeFit: those of the features it turns on or may turn on (``appliedFeatureTags``), of
  /// every required feature, and of `tnum` (the one feature TypeFit asks for). The lookups of
  /// other features (`aalt`, `salt`, `ss01`, `case`…) run only when another lookup calls them.
  private(set) var appliedLookups: Set<Int> = []
  /// Each feature's lookup indices (default and alternate tables), by feature index.
  private var lookupsOfFeature: [Set<Int>] = []
  /// Number of lookups in the LookupList.
  private(set) var lookupCount = 0

  /// Glyph-range entries read so far; a table asking for more than ``maximumEntries`` throws,
  /// so that a hostile table sharing one large subtable between many lookups cannot make the
  /// reading slow.
  private var entriesRead = 0
  static let maximumEntries = 4_000_000

  private let table: FontTableBytes

  /// Reads the feature and lookup lists of the GSUB table `table`.
  ///
  /// - Throws: ``FontTableBytes/Malformed`` when the table holds anything this reader does not
  ///   accept (see the type's documentation).
  init(gsub table: FontTableBytes) throws(FontTableBytes.Malformed) {
    self.table = table
    let major = try table.uint16(at: 0)
    let minor = try table.uint16(at: 2)
    guard major == 1 else { throw FontTableBytes.Malformed(reason: "GSUB version \(major).\(minor)") }
    let lookupList = Int(try table.uint16(at: 8))
    if lookupList != 0 {
      lookupCount = Int(try table.uint16(at: lookupList))
      try table.checkArray(at: lookupList + 2, count: lookupCount, size: 2)
    }
    let featureList = Int(try table.uint16(at: 6))
    var featureTags: [UInt32] = []
    if featureList != 0 {
      let count = Int(try table.uint16(at: featureList))
      try table.checkArray(at: featureList + 2, count: count, size: 6)
      lookupsOfFeature = Array(repeating: [], count: count)
      for i in 0..<count {
        let record = featureList + 2 + 6 * i
        let tag = try table.uint32(at: record)
        featureTags.append(tag)
        let offset = Int(try table.uint16(at: record + 4))
        if offset != 0 { try addLookups(ofFeatureAt: featureList + offset, feature: i) }
      }
    }
    if minor >= 1 {
      let variations = Int(try table.uint32(at: 10))
      if variations != 0 { try readFeatureVariations(at: variations) }
    }
    var early = Set(featureTags.indices.filter { featureTags[$0] == Self.earlyFeatureTag })
    let scriptList = Int(try table.uint16(at: 4))
    if scriptList != 0 { early.formUnion(try requiredFeatures(scriptList: scriptList)) }
    for (feature, lookups) in lookupsOfFeature.enumerated() {
      if featureTags[feature] == Self.featureTag { compositionLookups.formUnion(lookups) }
      if early.contains(feature) { earlyLookups.formUnion(lookups) }
      if early.contains(feature) || Self.appliedFeatureTags.contains(featureTags[feature]) {
        appliedLookups.formUnion(lookups)
      }
    }
  }

  /// The features HarfBuzz 6.0's default shaper turns on, or may turn on, for a horizontal
  /// left-to-right run (`hb_ot_shape_collect_features`, its `common_features` and
  /// `horizontal_features`, `src/hb-ot-shape.cc`), and `tnum`, which TypeFit asks for.
  static let appliedFeatureTags: Set<UInt32> = Set(
    [
      "rvrn", "ltra", "ltrm", "frac", "numr", "dnom", "rand", "trak", "Harf", "HARF", "Buzz", "BUZZ", "abvm",
      "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt",
      "tnum",
    ].map { $0.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } })

  /// The feature tag `rvrn` (required variation alternates).
  static let earlyFeatureTag: UInt32 = 0x7276_726E

  /// The feature indices that some language system of the ScriptList at `offset` names as
  /// required: ScriptList `scriptCount`, `ScriptRecord {Tag; Offset16 scriptOffset}`; Script
  /// `defaultLangSysOffset`, `langSysCount`, `LangSysRecord {Tag; Offset16 langSysOffset}`;
  /// LangSys `lookupOrderOffset`, `requiredFeatureIndex` (0xFFFF for none). A NULL offset is
  /// an absent script or language system.
  private func requiredFeatures(scriptList offset: Int) throws(FontTableBytes.Malformed) -> Set<Int> {
    var required: Set<Int> = []
    func langSys(at langSys: Int) throws(FontTableBytes.Malformed) {
      let index = Int(try table.uint16(at: langSys + 2))
      if index != 0xFFFF { required.insert(index) }
    }
    let scriptCount = Int(try table.uint16(at: offset))
    try table.checkArray(at: offset + 2, count: scriptCount, size: 6)
    for i in 0..<scriptCount {
      let scriptOffset = Int(try table.uint16(at: offset + 2 + 6 * i + 4))
      guard scriptOffset != 0 else { continue }
      let script = offset + scriptOffset
      let defaultLangSys = Int(try table.uint16(at: script))
      if defaultLangSys != 0 { try langSys(at: script + defaultLangSys) }
      let langSysCount = Int(try table.uint16(at: script + 2))
      try table.checkArray(at: script + 4, count: langSysCount, size: 6)
      for j in 0..<langSysCount {
        let langSysOffset = Int(try table.uint16(at: script + 4 + 6 * j + 4))
        if langSysOffset != 0 { try langSys(at: script + langSysOffset) }
      }
    }
    return required
  }

  /// Calls `visit` with the positions of every rule of the `ccmp` lookup `lookup` (each
  /// position's glyph set; a rule fires only where each of its positions matches).
  ///
  /// - Throws: ``FontTableBytes/Malformed`` when the lookup holds anything this reader does not
  ///   accept (see the type's documentation), or whatever `visit` throws.
  mutating func visitRules(
    ofLookup lookup: Int, _ visit: (_ positions: [GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    try readLookup(lookup, visit: visit)
  }

  /// Adds the lookup indices of the Feature table at `offset` to feature `feature`'s (indices
  /// past the LookupList are ignored, as HarfBuzz ignores them).
  private mutating func addLookups(ofFeatureAt offset: Int, feature: Int) throws(FontTableBytes.Malformed) {
    let count = Int(try table.uint16(at: offset + 2))
    try table.checkArray(at: offset + 4, count: count, size: 2)
    for i in 0..<count {
      let index = Int(try table.uint16(at: offset + 4 + 2 * i))
      if index < lookupCount { lookupsOfFeature[feature].insert(index) }
    }
  }

  /// Adds the lookups of every alternate Feature table of the FeatureVariations table at
  /// `offset` (whatever its conditions: every instance counts).
  private mutating func readFeatureVariations(at offset: Int) throws(FontTableBytes.Malformed) {
    let count = Int(try table.uint32(at: offset + 4))
    try table.checkArray(at: offset + 8, count: count, size: 8)
    for i in 0..<count {
      let substitutionOffset = Int(try table.uint32(at: offset + 8 + 8 * i + 4))
      guard substitutionOffset != 0 else { continue }
      let substitution = offset + substitutionOffset
      let substitutions = Int(try table.uint16(at: substitution + 4))
      try table.checkArray(at: substitution + 6, count: substitutions, size: 6)
      for j in 0..<substitutions {
        let record = substitution + 6 + 6 * j
        let featureIndex = Int(try table.uint16(at: record))
        let alternate = Int(try table.uint32(at: record + 2))
        guard featureIndex < lookupsOfFeature.count, alternate != 0 else { continue }
        try addLookups(ofFeatureAt: substitution + alternate, feature: featureIndex)
      }
    }
  }

  /// Visits the rules of every subtable of lookup `index`.
  private mutating func readLookup(
    _ index: Int, visit: ([GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    let list = Int(try table.uint16(at: 8))
    let lookup = try table.offset16(from: list, at: list + 2 + 2 * index)
    let type = try table.uint16(at: lookup)
    let count = Int(try table.uint16(at: lookup + 4))
    try table.checkArray(at: lookup + 6, count: count, size: 2)
    for i in 0..<count {
      let subtable = try table.offset16(from: lookup, at: lookup + 6 + 2 * i)
      try readSubtable(at: subtable, type: type, visit: visit)
    }
  }

  /// Visits the rules of the subtable of lookup type `type` at `offset`.
  private mutating func readSubtable(
    at offset: Int, type: UInt16, visit: ([GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    let format = try table.uint16(at: offset)
    switch (type, format) {
    case (1, 1), (1, 2), (2, 1), (3, 1):
      try visit([try coverage(at: table.offset16(from: offset, at: offset + 2)).glyphs])
    case (4, 1):
      try readLigatures(at: offset, visit: visit)
    case (5, 1), (6, 1):
      try readGlyphRules(at: offset, chained: type == 6, visit: visit)
    case (5, 2), (6, 2):
      try readClassRules(at: offset, chained: type == 6, visit: visit)
    case (5, 3):
      let count = Int(try table.uint16(at: offset + 2))
      guard count > 0 else {
        throw FontTableBytes.Malformed(reason: "a context rule without input at \(offset)")
      }
      try visit(try coverages(at: offset + 6, count: count, base: offset))
    case (6, 3):
      var field = offset + 2
      var positions: [GlyphRanges] = []
      for part in 0..<3 {
        let count = Int(try table.uint16(at: field))
        if part == 1, count == 0 {
          throw FontTableBytes.Malformed(reason: "a chained context rule without input at \(offset)")
        }
        positions += try coverages(at: field + 2, count: count, base: offset)
        field += 2 + 2 * count
      }
      try visit(positions)
    case (7, 1):
      let extensionType = try table.uint16(at: offset + 2)
      guard extensionType != 7 else {
        throw FontTableBytes.Malformed(reason: "an extension of an extension at \(offset)")
      }
      try readSubtable(
        at: try table.offset32(from: offset, at: offset + 4), type: extensionType, visit: visit)
    case (8, 1):
      var positions = [try coverage(at: table.offset16(from: offset, at: offset + 2)).glyphs]
      var field = offset + 4
      for _ in 0..<2 {
        let count = Int(try table.uint16(at: field))
        positions += try coverages(at: field + 2, count: count, base: offset)
        field += 2 + 2 * count
      }
      try visit(positions)
    default:
      throw FontTableBytes.Malformed(reason: "lookup type \(type) format \(format) at \(offset)")
    }
  }

  /// The Coverage table at `offset`, counted against ``maximumEntries``.
  private mutating func coverage(at offset: Int) throws(FontTableBytes.Malformed) -> CoverageTable {
    let coverage = try CoverageTable(table, at: offset)
    try charge(coverage.entries.count)
    return coverage
  }

  /// The glyphs of `count` Coverage tables whose `Offset16`s (from `base`) start at `field`.
  private mutating func coverages(
    at field: Int, count: Int, base: Int
  ) throws(FontTableBytes.Malformed) -> [GlyphRanges] {
    try table.checkArray(at: field, count: count, size: 2)
    var result: [GlyphRanges] = []
    for i in 0..<count {
      result.append(try coverage(at: table.offset16(from: base, at: field + 2 * i)).glyphs)
    }
    return result
  }

  private mutating func charge(_ entries: Int) throws(FontTableBytes.Malformed) {
    entriesRead += entries
    guard entriesRead <= Self.maximumEntries else {
      throw FontTableBytes.Malformed(reason: "more than \(Self.maximumEntries) glyph ranges to read")
    }
  }

  /// The sequences of a rule (format 1 or 2) at `rule`: for a chained rule, `uint16
  /// backtrackGlyphCount`, its values, `uint16 inputGlyphCount`, its values after the first,
  /// `uint16 lookaheadGlyphCount`, its values; for a plain rule, `uint16 glyphCount`, `uint16
  /// seqLookupCount`, the input values after the first.
  private mutating func ruleValues(
    at rule: Int, chained: Bool
  ) throws(FontTableBytes.Malformed) -> (backtrack: [UInt16], input: [UInt16], lookahead: [UInt16]) {
    func values(at field: Int, count: Int) throws(FontTableBytes.Malformed) -> [UInt16] {
      try table.checkArray(at: field, count: count, size: 2)
      var result: [UInt16] = []
      for i in 0..<count { result.append(try table.uint16(at: field + 2 * i)) }
      return result
    }
    guard chained else {
      let count = max(0, Int(try table.uint16(at: rule)) - 1)
      let input = try values(at: rule + 4, count: count)
      try charge(count)
      return ([], input, [])
    }
    let backtrackCount = Int(try table.uint16(at: rule))
    let backtrack = try values(at: rule + 2, count: backtrackCount)
    var field = rule + 2 + 2 * backtrackCount
    let inputCount = max(0, Int(try table.uint16(at: field)) - 1)
    let input = try values(at: field + 2, count: inputCount)
    field += 2 + 2 * inputCount
    let lookaheadCount = Int(try table.uint16(at: field))
    let lookahead = try values(at: field + 2, count: lookaheadCount)
    try charge(backtrackCount + inputCount + lookaheadCount)
    return (backtrack, input, lookahead)
  }

  /// The rule sets of a format 1 or 2 subtable (or the ligature sets of a ligature
  /// subtable): `count` `Offset16`s at `field`, each visited
  /// with its index and the offsets of its rules (`uint16 ruleCount`, `Offset16 rules[]`). A
  /// NULL rule-set offset is an empty set; a NULL rule offset is given as `nil` (HarfBuzz reads
  /// it as a rule that matches its first glyph alone).
  private mutating func ruleSets(
    at field: Int, count: Int, base: Int,
    _ body: (inout Self, Int, [Int?]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    try table.checkArray(at: field, count: count, size: 2)
    for i in 0..<count {
      let setOffset = Int(try table.uint16(at: field + 2 * i))
      guard setOffset != 0 else { continue }
      let set = base + setOffset
      let ruleCount = Int(try table.uint16(at: set))
      try table.checkArray(at: set + 2, count: ruleCount, size: 2)
      var rules: [Int?] = []
      for j in 0..<ruleCount {
        let ruleOffset = Int(try table.uint16(at: set + 2 + 2 * j))
        rules.append(ruleOffset == 0 ? nil : set + ruleOffset)
      }
      try charge(ruleCount)
      try body(&self, i, rules)
    }
  }

  /// Ligature substitution format 1: `coverageOffset`, `ligatureSetCount`,
  /// `ligatureSetOffsets[]`; LigatureSet `i` (`ligatureCount`, `ligatureOffsets[]`) serves the
  /// glyphs of coverage index `i`; each Ligature (`ligatureGlyph`, `componentCount`,
  /// `componentGlyphIDs[componentCount − 1]`) is a rule whose positions are its components.
  private mutating func readLigatures(
    at offset: Int, visit: ([GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    let coverage = try coverage(at: table.offset16(from: offset, at: offset + 2))
    let count = Int(try table.uint16(at: offset + 4))
    try ruleSets(at: offset + 6, count: count, base: offset) {
      (reader: inout Self, index, ligatures) throws(FontTableBytes.Malformed) in
      let first = coverage.glyphs(withIndex: index)
      for ligature in ligatures {
        guard let ligature else {
          try visit([first])
          continue
        }
        let components = max(0, Int(try reader.table.uint16(at: ligature + 2)) - 1)
        try reader.table.checkArray(at: ligature + 4, count: components, size: 2)
        // Sized for the ligature at once (grown from one element, the array was allocated again
        // for most ligatures).
        var positions: [GlyphRanges] = []
        positions.reserveCapacity(1 + components)
        positions.append(first)
        for i in 0..<components {
          positions.append(GlyphRanges(glyph: try reader.table.uint16(at: ligature + 4 + 2 * i)))
        }
        try reader.charge(components)
        try visit(positions)
      }
    }
  }

  /// Format 1 (glyph sequences): rule set `i` serves the glyphs of coverage index `i`.
  private mutating func readGlyphRules(
    at offset: Int, chained: Bool, visit: ([GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    let coverage = try coverage(at: table.offset16(from: offset, at: offset + 2))
    let count = Int(try table.uint16(at: offset + 4))
    try ruleSets(at: offset + 6, count: count, base: offset) {
      (reader: inout Self, index, rules) throws(FontTableBytes.Malformed) in
      let first = coverage.glyphs(withIndex: index)
      for rule in rules {
        guard let rule else {
          try visit([first])
          continue
        }
        let values = try reader.ruleValues(at: rule, chained: chained)
        let positions =
          [first] + (values.backtrack + values.input + values.lookahead).map { GlyphRanges(glyph: $0) }
        try visit(positions)
      }
    }
  }

  /// Format 2 (class sequences): rule set `k` serves the covered glyphs of input class `k`; a
  /// NULL class definition puts every glyph in class 0.
  private mutating func readClassRules(
    at offset: Int, chained: Bool, visit: ([GlyphRanges]) throws(FontTableBytes.Malformed) -> Void
  ) throws(FontTableBytes.Malformed) {
    let coverage = try coverage(at: table.offset16(from: offset, at: offset + 2)).glyphs
    func classes(at field: Int) throws(FontTableBytes.Malformed) -> ClassDefinitionTable? {
      let relative = Int(try table.uint16(at: field))
      return relative == 0 ? nil : try ClassDefinitionTable(table, at: offset + relative)
    }
    func glyphs(_ definition: ClassDefinitionTable?, _ value: UInt16) -> GlyphRanges {
      definition?.glyphs(ofClass: value) ?? (value == 0 ? .universal : GlyphRanges())
    }
    let backtrackClasses = chained ? try classes(at: offset + 4) : nil
    let inputClasses = try classes(at: offset + (chained ? 6 : 4))
    let lookaheadClasses = chained ? try classes(at: offset + 8) : nil
    for definition in [backtrackClasses, inputClasses, lookaheadClasses] {
      try charge(definition?.records.count ?? 0)
    }
    let countField = offset + (chained ? 10 : 6)
    let count = Int(try table.uint16(at: countField))
    try ruleSets(at: countField + 2, count: count, base: offset) {
      (reader: inout Self, index, rules) throws(FontTableBytes.Malformed) in
      // Class 0's rule set serves every covered glyph: if HarfBuzz had emptied the class
      // definition, every covered glyph would be class 0.
      let first = index == 0 ? coverage : coverage.intersection(glyphs(inputClasses, UInt16(index)))
      for rule in rules {
        guard let rule else {
          try visit([first])
          continue
        }
        let values = try reader.ruleValues(at: rule, chained: chained)
        let positions =
          [first] + values.backtrack.map { glyphs(backtrackClasses, $0) }
          + values.input.map { glyphs(inputClasses, $0) }
          + values.lookahead.map { glyphs(lookaheadClasses, $0) }
        try visit(positions)
      }
    }
  }
}
