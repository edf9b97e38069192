internal import CHarfBuzz
internal import CTypeFitShims
import TypeFitDynamicType

/// Per-thread scratch state for preparing texts: a reusable HarfBuzz buffer, ICU break
/// iterators opened once per locale, and what was derived once per language and per fallback
/// chain. One context serves one thread at a time; ``TextEngine`` keeps a pool of them.
final class ShapingContext {
  let stack: FontStack
  let buffer: OpaquePointer
  /// Shape plans by face, direction, script and language (see ``ShapePlanCache``).
  let shapePlans = ShapePlanCache()
  private let clusterIterator: ICUBreakIterator
  private var lineIterators: [String: ICUBreakIterator] = [:]
  private var languageSettings: [String?: LanguageSettings] = [:]
  /// The ellipsis table of an instance whose every cluster is in its primary face, by that
  /// face: one entry, the same for every such text (see `shape`).
  private var primaryOnlyEllipsis: [[Int32: Double]?]
  private var fallbackChains: [FallbackChainKey: [FontStack.FaceID]] = [:]
  /// Coverage and glyph advances asked of the stack's faces (see ``FaceLookupMemo``).
  let faceLookups: FaceLookupMemo

  /// What a text's language decides, worked out on the first text in that language.
  struct LanguageSettings {
    /// The UAX #14 iterator for the language's ICU locale.
    let lineIterator: ICUBreakIterator
    /// Whether the iterator's rules are those ``SimpleLineBreaks`` gives without ICU.
    let breaksWithoutICU: Bool
    /// Whether breaks inside Hangul words are dropped (Korean).
    let keepsHangulWords: Bool
    /// HarfBuzz's language, or its default language for `nil`.
    let hbLanguage: hb_language_t
  }

  /// The inputs of ``FontStack/fallbackChain(instance:weight:language:script:)``.
  private struct FallbackChainKey: Hashable {
    var instance: Int
    var weight: FontWeight
    var language: String?
    var script: ScriptCode
  }

  /// Pieces shaped on their own, shared with the engine's other contexts; `nil` to shape every
  /// run whole.
  let segmentCache: ShapedSegmentCache?
  /// Whether runs are shaped with `ccmp` off where a face's ``CompositionTriggers`` prove it
  /// changes nothing (``CompositionSkipSetting``).
  let skipsComposition: Bool
  /// Whether runs are shaped without HarfBuzz where ``DirectShapingPlan`` proves it exact
  /// (``DirectShapingSetting``), when the context has no segment cache.
  let shapesDirectly: Bool
  /// The triggers of the face shaped last (``shapesWithoutComposition(_:range:face:level:script:)``).
  let compositionMemo = CompositionMemo()
  /// The HarfBuzz buffer for pieces shaped on their own (it asks for unsafe-to-concat flags).
  let pieceBuffer: OpaquePointer
  /// Arrays reused by every run shaped through the segment cache.
  let segmentScratch = SegmentScratch()
  /// Scratch storage for runs assembled from cached pieces, ``assemblyCapacity`` glyphs.
  private(set) var assembledInfos: UnsafeMutablePointer<hb_glyph_info_t>
  private(set) var assembledPositions: UnsafeMutablePointer<hb_glyph_position_t>
  private var assemblyCapacity = 256

  /// - Parameters:
  ///   - stack: the loaded font stack.
  ///   - segmentCache: pieces shaped on their own, shared between contexts; `nil` shapes
  ///     every run whole.
  ///   - skipsComposition: whether runs skip `ccmp` where that is proven exact; by default as
  ///     the environment says (``CompositionSkipSetting``).
  ///   - shapesDirectly: whether runs are shaped without HarfBuzz where that is proven exact
  ///     (never with a segment cache); by default as the environment says
  ///     (``DirectShapingSetting``).
  init(
    stack: FontStack, segmentCache: ShapedSegmentCache? = nil,
    skipsComposition: Bool = CompositionSkipSetting.isOn, shapesDirectly: Bool = DirectShapingSetting.isOn
  ) throws {
    self.stack = stack
    self.segmentCache = segmentCache
    self.skipsComposition = skipsComposition
    self.shapesDirectly = shapesDirectly && segmentCache == nil
    buffer = hb_buffer_create()
    pieceBuffer = hb_buffer_create()
    assembledInfos = .allocate(capacity: assemblyCapacity)
    assembledPositions = .allocate(capacity: assemblyCapacity)
    clusterIterator = try ICUBreakIterator(kind: .graphemeCluster, locale: "")
    faceLookups = FaceLookupMemo(stack: stack)
    primaryOnlyEllipsis = [[Int32: Double]?](repeating: nil, count: stack.faces.count)
  }

  deinit {
    hb_buffer_destroy(buffer)
    hb_buffer_destroy(pieceBuffer)
    assembledInfos.deallocate()
    assembledPositions.deallocate()
  }

  /// Makes the assembly storage hold at least `count` glyphs.
  func reserveAssembly(_ count: Int) {
    guard count > assemblyCapacity else { return }
    assembledInfos.deallocate()
    assembledPositions.deallocate()
    assemblyCapacity = max(count, assemblyCapacity * 2)
    assembledInfos = .allocate(capacity: assemblyCapacity)
    assembledPositions = .allocate(capacity: assemblyCapacity)
  }

  /// The settings for `language`, from the cache after the first text in it.
  ///
  /// - Throws: ``TextError/icu(call:code:)`` when ICU cannot open the line iterator.
  func settings(for language: String?) throws -> LanguageSettings {
    if let settings = languageSettings[language] { return settings }
    // An empty or malformed tag crashes HarfBuzz's language lookup and confuses ICU: only tags
    // of BCP 47 shape (RFC 5646: 1–8 ASCII letters or digits per subtag, at most 64 in all)
    // go further.
    if let language {
      let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
      let wellFormed =
        !language.isEmpty && language.utf8.count <= 64
        && subtags.allSatisfy { subtag in
          (1...8).contains(subtag.utf8.count)
            && subtag.utf8.allSatisfy {
              $0 < 0x80 && (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0))
            }
        }
      guard wellFormed else {
        throw TextError.invalidParameter(
          name: "language tag", value: "'\(language)'",
          reason: "must be a BCP 47 tag such as en, de or zh-Hant")
      }
    }
    // The ICU locale for line breaking: the tag with underscores, strict for Japanese.
    let locale = LineBreakLocale.icuLocale(for: language)
    let iterator = try lineIterator(locale: locale)
    // The shortcut answers for this locale when its rules are the checked root rules.
    var breaksWithoutICU = SimpleLineBreaks.rootRulesVerified
    if breaksWithoutICU, !locale.isEmpty {
      let root = try lineIterator(locale: "")
      breaksWithoutICU = iterator.hasSameRules(as: root)
    }
    let settings = LanguageSettings(
      lineIterator: iterator,
      breaksWithoutICU: breaksWithoutICU,
      keepsHangulWords: language.map { FontStack.language($0, matches: "ko") } ?? false,
      hbLanguage: language.map(HarfBuzzLanguage.language(for:)) ?? hb_language_get_default())
    if languageSettings.count >= Self.rememberedLanguages {
      // A batch in thousands of tags (`de-aaaa1`, `de-baaa1`, …) kept an ICU iterator and the
      // settings of each for the life of the context (thirty-first attack A31-8: 461 MB for
      // 40,000 tags): past the bound they are opened again as needed.
      languageSettings.removeAll()
      lineIterators.removeAll()
    }
    languageSettings[language] = settings
    return settings
  }

  /// The most languages whose settings (and ICU locales whose line iterators) a context keeps:
  /// 1,024, more than the 1,000 locales `check` reads.
  static let rememberedLanguages = 1_024

  /// How many languages' settings the context keeps now (at most ``rememberedLanguages``).
  var rememberedLanguageCount: Int { languageSettings.count }

  /// The context's UAX #14 iterator for an ICU locale, opened on first use.
  ///
  /// - Throws: ``TextError/icu(call:code:)`` when ICU cannot open it.
  private func lineIterator(locale: String) throws -> ICUBreakIterator {
    if let existing = lineIterators[locale] { return existing }
    let iterator = try ICUBreakIterator(kind: .line, locale: locale)
    lineIterators[locale] = iterator
    return iterator
  }

  /// ``FontStack/fallbackChain(instance:weight:language:script:)``, worked out once per
  /// context for each combination.
  private func fallbackChain(
    instance: Int, weight: FontWeight, language: String?, script: ScriptCode
  ) -> [FontStack.FaceID] {
    let key = FallbackChainKey(instance: instance, weight: weight, language: language, script: script)
    if let chain = fallbackChains[key] { return chain }
    let chain = stack.fallbackChain(
      instance: instance, weight: weight, language: language, script: script.string)
    fallbackChains[key] = chain
    return chain
  }

  /// Prepares `text`: see ``PreparedText``. An emoji newer than the fonts and this ICU is
  /// measured as an emoji they have (``NewerEmoji``).
  ///
  /// - Throws: ``TextError/missingGlyphs(codePoints:)`` naming every code point no face
  ///   covers; ``TextError/icu(call:code:)`` when ICU fails.
  func prepare(_ text: String, language: String?, weight: FontWeight, monospacedDigits: Bool = false) throws
    -> PreparedText
  {
    let utf16 = UTF16Units.of(text)
    do {
      return try prepare(
        text, units: utf16, language: language, weight: weight, monospacedDigits: monospacedDigits)
    } catch TextError.missingGlyphs(let codePoints) {
      // Only on this path: a text every face covers never looks for newer emoji.
      guard let standingIn = NewerEmoji.standingIn(for: codePoints, in: utf16) else {
        throw TextError.missingGlyphs(codePoints: codePoints)
      }
      do {
        return try prepare(
          text, units: standingIn, language: language, weight: weight, monospacedDigits: monospacedDigits)
      } catch TextError.missingGlyphs {
        // No emoji font at all: the code points of the text itself are the ones to name.
        throw TextError.missingGlyphs(codePoints: codePoints)
      }
    }
  }

  /// ``prepare(_:language:weight:monospacedDigits:)`` of `text` shaped as `utf16` (its own
  /// UTF-16 units, or the same length of units with newer emoji standing in).
  private func prepare(
    _ text: String, units utf16: [UInt16], language: String?, weight: FontWeight, monospacedDigits: Bool
  ) throws -> PreparedText {
    let settings = try settings(for: language)
    return try utf16.withUnsafeBufferPointer { units in
      let clusterStarts = try clusterBoundaries(units)
      let clusterCount = clusterStarts.count - 1
      var clusterOfUnit = [Int32](filling: 0, count: units.count)
      for c in 0..<clusterCount {
        for u in Int(clusterStarts[c])..<Int(clusterStarts[c + 1]) { clusterOfUnit[u] = Int32(c) }
      }
      let clusters = ClusterScalars(units, clusterStarts: clusterStarts)
      let isSpace = (0..<clusterCount).map { Self.isHangingSpace(clusters.first(of: $0)) }
      let breaks = try lineBreaks(units, settings: settings)
      let segments = Self.segments(
        fromBreaks: settings.keepsHangulWords ? Self.removingBreaksInsideHangulWords(breaks, units) : breaks,
        units: units, clusterOfUnit: clusterOfUnit, clusters: clusters, isSpace: isSpace)
      let levels = try BidiResolver.levels(units)
      let scripts = ScriptResolver.resolve(clusters)
      var missing = Set<UInt32>()
      let facesByInstance = (0..<stack.opticalInstanceCount).map { instance in
        chooseFaces(
          clusters: clusters, scripts: scripts, instance: instance, language: language, weight: weight,
          missing: &missing)
      }
      if !missing.isEmpty { throw TextError.missingGlyphs(codePoints: missing.sorted()) }
      // Under the SF model the instance whose primary face is the kerning face goes first: its
      // shaping also yields the kerning the other instances need (see `SharedShaping`).
      let kerningFace = stack.kerningSource(weight: weight).single
      let order = InstanceOrder(count: stack.opticalInstanceCount) {
        stack.primaryFace(instance: $0, weight: weight) == kerningFace
      }
      var segmentStarts: [Bool]? = nil
      if segmentCache != nil {
        var starts = [Bool](filling: false, count: units.count)
        for segment in segments where Int(segment.start) < clusterCount {
          starts[Int(clusterStarts[Int(segment.start)])] = true
        }
        segmentStarts = starts
      }
      // One input for every instance: made per instance, it retained and released its seven
      // arrays each time (perf40).
      let input = ShapingInput(
        units: units, clusterStarts: clusterStarts, clusterOfUnit: clusterOfUnit, clusters: clusters,
        levels: levels, scripts: scripts, hbLanguage: settings.hbLanguage, weight: weight,
        monospacedDigits: monospacedDigits, segmentStarts: segmentStarts)
      var shared: SharedShaping? = nil
      // Each instance is written into its place as it is shaped, in `order` (every index once):
      // an array of optionals unwrapped into a second array cost an allocation a text (perf41).
      let instanceCount = stack.opticalInstanceCount
      let instances = [PreparedText.Instance](unsafeUninitializedCapacity: instanceCount) {
        slots, initialized in
        for instance in order {
          // Taken apart as it is returned: reading `.instance` and `.shared` of the returned pair
          // copied both before the pair was destroyed. `shared` is lent as it is (a conditional
          // expression made an owned copy of it, retaining its arrays, for every instance).
          let (prepared, left) =
            reusesShaping
            ? shape(input, faces: facesByInstance[instance], instance: instance, shared: shared)
            : shape(input, faces: facesByInstance[instance], instance: instance, shared: nil)
          (slots.baseAddress! + instance).initialize(to: consume prepared)
          if shared == nil { shared = consume left }
        }
        initialized = instanceCount
      }
      return PreparedText(
        text: text, language: language, weight: weight, monospacedDigits: monospacedDigits,
        clusterStarts: clusterStarts, clusterIsSpace: isSpace,
        segments: segments, instances: instances,
        instanceFromPointSizes: stack.instanceFromPointSizes,
        appliesTracking: stack.definition.metrics.tracking == .hig)
    }
  }

  // MARK: Clusters and break opportunities

  func clusterBoundaries(_ units: UnsafeBufferPointer<UInt16>) throws -> [Int32] {
    guard !units.isEmpty else { return [0] }
    // Text whose every unit is a cluster of its own (ASCII, Latin, Greek, Cyrillic, CJK…)
    // needs no iterator.
    if let starts = SingleUnitClusters.boundaries(units) { return starts }
    return [0] + (try clusterIterator.boundaries(in: units)).map { Int32($0.utf16Offset) }
  }

  /// The UAX #14 break opportunities of `units`: from ``SimpleLineBreaks`` when the language's
  /// iterator has the rules it was checked against and every unit is one it reads (see
  /// ``SimpleLineBreaks/lineClass(of:)``); else from ICU.
  func lineBreaks(_ units: UnsafeBufferPointer<UInt16>, settings: LanguageSettings) throws
    -> [ICUBreakIterator.Boundary]
  {
    guard !units.isEmpty else { return [] }
    if settings.breaksWithoutICU, let breaks = SimpleLineBreaks.boundaries(units) { return breaks }
    return try settings.lineIterator.boundaries(in: units)
  }

  /// Korean text keeps Hangul words whole, as UIKit's `.standard` line-break strategy does (it
  /// includes `hangulWordPriority`, "prohibits breaking between Hangul characters",
  /// `reference/ios-platform-metrics.md` §7): a break opportunity between two Hangul
  /// characters is dropped, so Korean breaks at spaces and punctuation only. (ICU 72 has no
  /// `keep-all` option for its line iterator.)
  static func removingBreaksInsideHangulWords(
    _ breaks: [ICUBreakIterator.Boundary], _ units: UnsafeBufferPointer<UInt16>
  ) -> [ICUBreakIterator.Boundary] {
    func isHangul(_ unit: UInt16) -> Bool {
      (0xAC00...0xD7A3).contains(unit) || (0x1100...0x11FF).contains(unit) || (0x3130...0x318F).contains(unit)
    }
    return breaks.filter { boundary in
      let offset = boundary.utf16Offset
      guard !boundary.isMandatory, offset > 0, offset < units.count else { return true }
      return !(isHangul(units[offset - 1]) && isHangul(units[offset]))
    }
  }

  /// Segments between UAX #14 break opportunities, in cluster indices.
  private static func segments(
    fromBreaks breaks: [ICUBreakIterator.Boundary], units: UnsafeBufferPointer<UInt16>,
    clusterOfUnit: [Int32], clusters: ClusterScalars, isSpace: [Bool]
  ) -> [PreparedText.Segment] {
    var segments: [PreparedText.Segment] = []
    segments.reserveCapacity(breaks.count)
    var start: Int32 = 0
    let clusterCount = Int32(clusters.count)
    for boundary in breaks {
      // A break inside a cluster moves to the cluster's end. ICU offers some: between two emoji
      // modifiers, which the grapheme rules join into one cluster (UAX #14 LB30b joins a
      // modifier only to an emoji base); a break inside a cluster already ended is dropped
      // (thirty-sixth attack A36-1: `🏻🏻🏻` put a segment past the last cluster and trapped).
      var end = boundary.utf16Offset >= units.count ? clusterCount : clusterOfUnit[boundary.utf16Offset]
      if boundary.utf16Offset < units.count, end <= start { end = start + 1 }
      guard end > start, end <= clusterCount else { continue }
      var contentEnd = end
      while contentEnd > start, isSpace[Int(contentEnd - 1)] { contentEnd -= 1 }
      // A soft hyphen shows a hyphen only where a line can break at it: the segment ends right
      // after it, before more text. At the text's end, or before a space or a line break (the
      // break is then after those), nothing is drawn (the thirty-sixth attack's A36-13: a hyphen
      // was measured there, and `Donaudampfschiff` + U+00AD called truncated at 141–148 pt).
      let softHyphen =
        contentEnd == end && end < clusterCount && !boundary.isMandatory
        && clusters.first(of: Int(contentEnd - 1)) == 0xAD
      segments.append(
        PreparedText.Segment(
          start: start, contentEnd: contentEnd, end: end, mandatoryBreakAfter: boundary.isMandatory,
          endsWithSoftHyphen: softHyphen))
      start = end
    }
    return segments
  }

  // MARK: Fonts

  /// The face for each cluster: the first face in the fallback chain that maps every
  /// non-ignorable scalar of the cluster. Uncovered scalars are added to `missing`. A cluster
  /// drawn as an emoji (``EmojiPresentation/isEmoji(_:_:)``) first tries the stack's emoji
  /// faces (``FontStack/emojiFallbacks``), before the primary face and the symbol faces.
  ///
  /// - Complexity: O(scalars) for text the primary face covers; other clusters also try
  ///   their fallback chain.
  func chooseFaces(
    clusters: ClusterScalars, scripts: [ScriptCode], instance: Int, language: String?, weight: FontWeight,
    missing: inout Set<UInt32>
  ) -> [Int32] {
    let primary = stack.primaryFace(instance: instance, weight: weight)
    let primaryFace = stack.faces[primary]
    var result = [Int32](filling: Int32(primary), count: clusters.count)
    // ASCII text the primary face maps whole: every cluster is the primary face's.
    if let mask = Self.asciiMask(clusters.scalars), primaryFace.coversAllASCII(mask) { return result }
    // Neighbouring clusters usually share a script, so the last chain is kept at hand.
    var chainScript: ScriptCode? = nil
    var chain: [FontStack.FaceID] = []
    var wideChain: [FontStack.FaceID] = []
    // A cluster of one scalar below the first emoji (``EmojiPresentation/lowest``), as Latin
    // text's clusters are, skips the emoji test.
    let hasEmojiFaces = !stack.emojiFallbacks.isEmpty
    for c in 0..<clusters.count {
      let range = clusters.range(of: c)
      if hasEmojiFaces,
        range.upperBound - range.lowerBound > 1
          || clusters.scalars[range.lowerBound] >= EmojiPresentation.lowest,
        let face = emojiFace(clusters, range, weight: weight)
      {
        result[c] = Int32(face)
        continue
      }
      if covers(primary, clusters, range) { continue }
      if chainScript != scripts[c] {
        chainScript = scripts[c]
        chain = fallbackChain(instance: instance, weight: weight, language: language, script: scripts[c])
      }
      if let face = chain.first(where: { covers($0, clusters, range) }) {
        result[c] = Int32(face)
        continue
      }
      // A common character takes its neighbours' script (an Arabic comma after a Latin word is
      // "Latin"), and that script's faces may lack it: try every face of the stack.
      if wideChain.isEmpty {
        wideChain = stack.widestFallbackChain(instance: instance, weight: weight, language: language)
      }
      if let face = wideChain.first(where: { covers($0, clusters, range) }) {
        result[c] = Int32(face)
        continue
      }
      chain = wideChain
      chainScript = nil
      // How many of the cluster's scalars each face of the chain covers, each distinct scalar
      // asked once (a cluster of 48,000 marks compared faces pairwise by filtering it again
      // each time, the thirty-sixth attack's A36-7; a cluster holds few distinct scalars); the
      // scalars no face covers are missing.
      var multiplicity: [UInt32: Int] = [:]
      for scalar in clusters.scalars[range] where !Self.isIgnorable(scalar) {
        multiplicity[scalar, default: 0] += 1
      }
      var coveredByFace = [Int](repeating: 0, count: chain.count)
      var allCovered = true
      for (scalar, count) in multiplicity {
        var coveredBySome = false
        for index in chain.indices where faceLookups.covers(face: chain[index], scalar) {
          coveredByFace[index] += count
          coveredBySome = true
        }
        if !coveredBySome {
          missing.insert(scalar)
          allCovered = false
        }
      }
      // Scalars each covered by some face but no face covering all: use the first face
      // covering most.
      if allCovered {
        let best = coveredByFace.indices.max { coveredByFace[$0] < coveredByFace[$1] }.map { chain[$0] }
        result[c] = Int32(best ?? primary)
      }
    }
    return result
  }

  /// The first of the stack's emoji faces (``FontStack/emojiFallbacks``) that maps every
  /// non-ignorable scalar of a cluster drawn as an emoji (``EmojiPresentation/isEmoji(_:_:)``);
  /// `nil` for another cluster, or when no emoji face covers it.
  private func emojiFace(
    _ clusters: ClusterScalars, _ range: Range<Int>, weight: FontWeight
  ) -> FontStack.FaceID? {
    guard EmojiPresentation.isEmoji(clusters.scalars, range) else { return nil }
    for family in stack.emojiFallbacks {
      let face = family.face(for: weight)
      if covers(face, clusters, range) { return face }
    }
    return nil
  }

  /// The ASCII code points of `scalars`, one bit each (bit `c % 64` of word `c / 64`), or
  /// `nil` when a scalar is not ASCII.
  static func asciiMask(_ scalars: [UInt32]) -> (UInt64, UInt64)? {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for scalar in scalars {
      if scalar < 64 {
        low |= 1 << UInt64(scalar)
      } else if scalar < 128 {
        high |= 1 << UInt64(scalar - 64)
      } else {
        return nil
      }
    }
    return (low, high)
  }

  /// Whether face `face` of the stack maps every non-ignorable scalar of one cluster.
  @inline(__always)
  private func covers(_ face: FontStack.FaceID, _ clusters: ClusterScalars, _ range: Range<Int>) -> Bool {
    for i in range
    where !faceLookups.covers(face: face, clusters.scalars[i]) && !Self.isIgnorable(clusters.scalars[i]) {
      return false
    }
    return true
  }

  // MARK: Shaping

  /// What every optical instance of one text is shaped from.
  struct ShapingInput {
    /// The paragraph's UTF-16 code units (context for every run).
    var units: UnsafeBufferPointer<UInt16>
    /// UTF-16 offset of each cluster's start, plus the text's length.
    var clusterStarts: [Int32]
    /// The cluster of each UTF-16 unit.
    var clusterOfUnit: [Int32]
    var clusters: ClusterScalars
    /// Bidi level per UTF-16 unit.
    var levels: [UInt8]
    /// Resolved script per cluster.
    var scripts: [ScriptCode]
    var hbLanguage: hb_language_t
    var weight: FontWeight
    /// Whether digits take tabular widths (HarfBuzz feature `tnum`).
    var monospacedDigits: Bool
    /// True at the UTF-16 offset where each line-break segment starts, when the context has a
    /// ``ShapedSegmentCache``; `nil` shapes every run whole.
    var segmentStarts: [Bool]?
  }

  /// What the first optical instance's shaping leaves for the others, so they need not
  /// shape again what would come out the same.
  ///
  /// Fallback faces do not depend on the optical instance: when two instances give every
  /// cluster the same face apart from their own primary faces, their runs split at the same
  /// places (a change of face, script or bidi level), and each run of a fallback face is shaped
  /// with the same face, context, direction, script and language, so its advances are the same.
  /// Likewise, under the SF model the instance whose primary face is the kerning face shapes
  /// exactly the runs that ``kerning(_:isPrimary:kerningFace:)`` would shape for an instance
  /// with the same primary-face clusters, so its per-glyph kerning can be used instead.
  struct SharedShaping {
    /// Each cluster's face, with the instance's primary face written as −1.
    var fallbackFaces: [Int32]
    /// HarfBuzz advance per cluster before the tab and control fix-ups, em.
    var advances: [Double]
    /// Positioned advance minus `hmtx` advance per primary-face cluster in the SF model's
    /// kerning source, em (0 for others), under the SF model; else `nil`.
    var kerning: [Double]?
    /// Straddling kerning of the fallback-face runs (see ``KernStraddles``).
    var fallbackStraddles: KernStraddles
    /// Straddling kerning of ``kerning``, when it is present.
    var kerningStraddles: KernStraddles?
  }

  /// Whether an instance may use what an earlier instance's shaping left (see
  /// ``SharedShaping``) and skip primary runs the SF model does not read (see
  /// `needsPrimaryShaping`). Only tests turn it off, to check that the results are the same.
  var reusesShaping = true

  /// Shapes one optical instance: per-cluster advances in its faces, summed for layout.
  ///
  /// - Parameters:
  ///   - faces: the face of each cluster in this instance.
  ///   - shared: what an earlier instance left, or `nil` to shape everything.
  /// - Returns: the prepared instance, and what this shaping leaves for later instances.
  private func shape(
    _ input: ShapingInput, faces: [Int32], instance: Int, shared: SharedShaping?
  ) -> (instance: PreparedText.Instance, shared: SharedShaping) {
    let clusterStarts = input.clusterStarts
    let levels = input.levels
    let scripts = input.scripts
    let clusterCount = input.clusters.count
    var advances = [Double](filling: 0, count: clusterCount)
    // Unkerned (hmtx) advances of primary-face clusters, for the SF width model.
    var nominal = [Double](filling: 0, count: clusterCount)
    let weight = input.weight
    let primaryFace = Int32(stack.primaryFace(instance: instance, weight: weight))
    let widths = stack.definition.metrics.widths
    let kerningSource = stack.kerningSource(weight: weight)
    let isKerningFace = widths == .sfIOS && kerningSource.single == Int(primaryFace)
    var faceKerning = [Double](filling: 0, count: isKerningFace ? clusterCount : 0)
    let fallbackFaces = faces.map { $0 == primaryFace ? -1 : $0 }
    let sharedAdvances = shared.flatMap { $0.fallbackFaces == fallbackFaces ? $0.advances : nil }
    // Straddling kerning of the runs whose shaped advances are the widths: fallback runs, and
    // primary runs unless the SF model takes their kerning from the kerning face.
    var fallbackStraddles =
      sharedAdvances != nil ? shared!.fallbackStraddles : KernStraddles(clusterCount: clusterCount)
    var primaryStraddles = KernStraddles(clusterCount: clusterCount)
    let primaryRunsGiveWidths = widths != .sfIOS || isKerningFace
    // Under the SF model an instance that is not the kerning face reads its primary runs only
    // for the clusters the model does not cover (see `needsPrimaryShaping`).
    let readsOnlyUnmodelled = reusesShaping && widths == .sfIOS && !isKerningFace
    // The runs of `ShapingRun.split`, each found where the last ends (no array of them).
    var nextRun = 0
    while nextRun < clusterCount {
      let span = ShapingRun.starting(
        at: nextRun, clusterCount: clusterCount, clusterStarts: clusterStarts, faces: faces, scripts: scripts,
        levels: levels)
      nextRun = span.end
      let runStart = span.start
      let runEnd = span.end
      let unitStart = Int(clusterStarts[runStart])
      if let sharedAdvances, faces[runStart] != primaryFace {
        for c in runStart..<runEnd { advances[c] = sharedAdvances[c] }
        continue
      }
      if readsOnlyUnmodelled, faces[runStart] == primaryFace,
        !needsPrimaryShaping(input, clusters: runStart..<runEnd)
      {
        continue
      }
      let face = stack.faces[Int(faces[runStart])]
      if let run = shapeRun(
        input.units, range: unitStart..<Int(clusterStarts[runEnd]), face: face, level: levels[unitStart],
        script: scripts[runStart], language: input.hbLanguage, tabularDigits: input.monospacedDigits,
        segmentStarts: input.segmentStarts)
      {
        let infos = run.infos
        let positions = run.positions
        let count = run.count
        let isPrimaryRun = faces[runStart] == primaryFace
        let faceID = Int(faces[runStart])
        let lookups = faceLookups
        if !isPrimaryRun {
          fallbackStraddles.record(
            run, unitsPerEm: face.unitsPerEm, clusterOfUnit: input.clusterOfUnit,
            nominalAdvanceEm: { lookups.glyphAdvanceEm(face: faceID, $0) })
        } else if primaryRunsGiveWidths {
          primaryStraddles.record(
            run, unitsPerEm: face.unitsPerEm, clusterOfUnit: input.clusterOfUnit,
            nominalAdvanceEm: { lookups.glyphAdvanceEm(face: faceID, $0) })
        }
        // Written through buffers: an array's element written per glyph was checked for
        // unique ownership at every write. (`faceKerning` is empty unless `isKerningFace`.)
        let unitsPerEm = face.unitsPerEm
        advances.withUnsafeMutableBufferPointer { advances in
          nominal.withUnsafeMutableBufferPointer { nominal in
            faceKerning.withUnsafeMutableBufferPointer { faceKerning in
              for g in 0..<count {
                let cluster = Int(input.clusterOfUnit[Int(infos[g].cluster)])
                advances[cluster] += Double(positions[g].x_advance) / unitsPerEm
                if isPrimaryRun, positions[g].x_advance != 0 {
                  let nominalEm = lookups.glyphAdvanceEm(face: faceID, infos[g].codepoint)
                  nominal[cluster] += nominalEm
                  if isKerningFace {
                    faceKerning[cluster] += Double(positions[g].x_advance) / unitsPerEm - nominalEm
                  }
                }
              }
            }
          }
        }
      }
    }
    let isPrimary = faces.map { $0 == primaryFace }
    var kerning: [Double] = []
    if widths == .sfIOS {
      if isKerningFace {
        kerning = (0..<clusterCount).map { isPrimary[$0] ? advances[$0] - nominal[$0] : 0 }
      } else if let shared, let sharedKerning = shared.kerning, let sharedStraddles = shared.kerningStraddles,
        zip(shared.fallbackFaces, fallbackFaces).allSatisfy({ ($0 == -1) == ($1 == -1) })
      {
        kerning = sharedKerning
        primaryStraddles = sharedStraddles
      } else {
        (kerning, primaryStraddles) = self.kerning(input, isPrimary: isPrimary, source: kerningSource)
      }
    }
    let leftForLater = SharedShaping(
      fallbackFaces: fallbackFaces, advances: advances,
      kerning: isKerningFace ? faceKerning : widths == .sfIOS ? kerning : nil,
      fallbackStraddles: fallbackStraddles, kerningStraddles: widths == .sfIOS ? primaryStraddles : nil)
    // Under the SF model the kerning's straddles are kept apart: they are scaled per size.
    var straddles = fallbackStraddles
    if widths != .sfIOS { straddles.add(primaryStraddles) }
    // Line separators and controls take no width (tabs are treated as one space).
    let spaceEm = stack.faces[Int(faces.first ?? 0)].advanceEm(of: 0x20) ?? 0.25
    for c in 0..<clusterCount {
      let first = input.clusters.first(of: c)
      if first == 0x09 {
        advances[c] = spaceEm
      } else if first < 0x20 || first == 0x2028 || first == 0x2029 || first == 0x85 {
        advances[c] = 0
      }
    }
    let sums = WidthAccumulation(
      widths: widths, weight: weight, italic: stack.definition.metrics.italic,
      monospacedDigits: input.monospacedDigits, isPrimary: isPrimary,
      clusters: input.clusters, shaped: advances,
      nominal: nominal, kerning: kerning, kerningScales: stack.kerningScales, straddles: straddles,
      kerningStraddles: widths == .sfIOS ? primaryStraddles : nil)
    let ellipsis: [Int32: Double]
    let primaryEllipsis = stack.faces[Int(primaryFace)].advanceEm(of: 0x2026)
    if isPrimary.allSatisfy({ $0 }) {
      // The one entry of the primary face, made once per face and shared.
      if let table = primaryOnlyEllipsis[Int(primaryFace)] {
        ellipsis = table
      } else {
        ellipsis = [primaryFace: primaryEllipsis ?? 0]
        primaryOnlyEllipsis[Int(primaryFace)] = ellipsis
      }
    } else {
      var table: [Int32: Double] = [:]
      table[primaryFace] = primaryEllipsis ?? 0
      var previousFace = primaryFace
      for face in faces where face != previousFace {
        previousFace = face
        if table[face] == nil {
          table[face] = stack.faces[Int(face)].advanceEm(of: 0x2026) ?? primaryEllipsis ?? 0
        }
      }
      ellipsis = table
    }
    let hyphen = WidthAccumulation.modelComponents(
      0x2D, weight: weight, italic: stack.definition.metrics.italic)
    let prepared = PreparedText.Instance(
      prefix: sums.prefix, clusterFace: faces, ellipsisEm: ellipsis,
      primaryFace: primaryFace,
      hyphen: widths == .sfIOS ? "-" : hyphenCharacter(face: stack.faces[Int(primaryFace)]),
      hyphenEm: stack.faces[Int(primaryFace)].advanceEm(
        of: widths == .sfIOS ? 0x2D : hyphenCharacter(face: stack.faces[Int(primaryFace)]).value) ?? 0,
      hyphenSmall: hyphen?.small ?? 0, hyphenLarge: hyphen?.large ?? 0,
      lineHeightEm: stack.lineHeightEm(instance: instance, weight: weight), widths: widths,
      subtractsMacOSCut: widths == .sfFace && stack.sfCut == .macOS, kerningScales: stack.kerningScales)
    return (prepared, leftForLater)
  }

  /// Whether an instance that is not the SF model's kerning face needs the shaping of a
  /// primary-face run: `false` when the model gives every cluster of the run its width without
  /// it, so shaping the run would be pure repetition.
  ///
  /// For such an instance ``WidthAccumulation`` reads a primary-face cluster's shaped and
  /// `hmtx` advances only when the cluster has no SF model widths (it is not one printable ASCII
  /// scalar, or it is a digit with tabular widths) and is not a control or separator (which take
  /// no width); its kerning and straddles come from the kerning face's shaping, and later
  /// instances reuse only fallback-face advances. So a run whose clusters all have model widths
  /// or are controls gives the same prefix sums unshaped: its advances stay 0 and are never read.
  /// Mostly ASCII text (half of the values of a typical String Catalog) is shaped once, in the
  /// kerning face, instead of once per optical size.
  private func needsPrimaryShaping(_ input: ShapingInput, clusters range: Range<Int>) -> Bool {
    let model = ModelWidths.of(weight: input.weight, italic: stack.definition.metrics.italic)
    for c in range {
      let first = input.clusters.first(of: c)
      let isControl = first < 0x20 && first != 0x09 || first == 0x2028 || first == 0x2029 || first == 0x85
      if isControl { continue }
      guard let scalar = input.clusters.single(of: c),
        !(input.monospacedDigits && (0x30...0x39).contains(scalar)),
        model.components(scalar) != nil
      else { return true }
    }
    return false
  }

  // MARK: Scalars

  /// The character drawn at a soft-hyphen break in `face`: U+2010 HYPHEN when the face maps it,
  /// else U+002D HYPHEN-MINUS (Core Text's glyph lookup answers U+2010 with the U+002D glyph
  /// when a font lacks it: https://github.com/harfbuzz/harfbuzz/issues/6261).
  func hyphenCharacter(face: FontFace) -> Unicode.Scalar {
    // Whether the face maps U+2010, from the advance looked up at load.
    face.advanceEm(of: 0x2010) != nil ? "\u{2010}" : "-"
  }

  /// Whitespace that hangs at a line end: spaces (Zs) except no-break spaces, tabs and line
  /// or paragraph separators.
  static func isHangingSpace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029,
      0x205F, 0x3000:
      true
    default: false
    }
  }

  /// Scalars no face needs to map: default-ignorables (ZWJ, variation selectors, soft hyphen,
  /// bidi controls) and C0/C1 controls, which HarfBuzz does not draw.
  static func isIgnorable(_ scalar: UInt32) -> Bool {
    if scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029 {
      return true
    }
    if scalar < 0xAD { return false }
    return tf_is_default_ignorable(scalar) != 0
  }
}
