internal import CHarfBuzz
import Foundation
import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitText

/// The segment cache joins pieces shaped on their own only where HarfBuzz's unsafe-to-concat
/// flags prove the join changes nothing; these tests compare against shaping every run whole.
@Suite("Segment cache gives the glyphs of whole-run shaping")
struct SegmentCacheTests {
  /// The glyphs of one run as (glyph, cluster, advance in font units).
  struct Glyph: Equatable, CustomStringConvertible {
    var glyph: UInt32
    var cluster: UInt32
    var advance: Int32
    var description: String { "\(glyph)@\(cluster):\(advance)" }
  }

  static func glyphs(_ run: ShapedRun?) -> [Glyph] {
    guard let run else { return [] }
    return (0..<run.count).map {
      Glyph(
        glyph: run.infos[$0].codepoint, cluster: run.infos[$0].cluster, advance: run.positions[$0].x_advance)
    }
  }

  /// Shapes `text` as one run of `face`, whole and from pieces starting at `breaks` (UTF-16
  /// offsets), with a fresh cache unless one is given.
  static func shapeBothWays(
    _ text: String, breaks: [Int], face: FontFace, script: String, language: String,
    rightToLeft: Bool = false,
    cache: ShapedSegmentCache = ShapedSegmentCache()
  ) throws -> (whole: [Glyph], pieces: [Glyph]?) {
    let engine = Engines.system
    let context = try ShapingContext(stack: engine.stack, segmentCache: cache)
    let units = Array(text.utf16)
    var starts = [Bool](repeating: false, count: units.count)
    for b in breaks { starts[b] = true }
    let hbLanguage = hb_language_from_string(language, -1)
    return units.withUnsafeBufferPointer { units in
      let whole = glyphs(
        context.shapeRun(
          units, range: 0..<units.count, face: face, level: rightToLeft ? 1 : 0, script: ScriptCode(script),
          language: hbLanguage))
      // The first meeting shapes the run whole and records its pieces as met; the second
      // shapes it whole with flags and stores them; the third puts it together from them
      // where that is exact.
      var pieces: [Glyph]? = nil
      for pass in 0..<3 {
        let outcome = context.shapeRunFromSegments(
          units, range: 0..<units.count, segmentStarts: starts, face: face, level: rightToLeft ? 1 : 0,
          script: ScriptCode(script), language: hbLanguage, tabularDigits: false, cache: cache)
        switch outcome {
        case .fromPieces(let run): pieces = glyphs(run)
        case .whole(let run):
          // Shaped whole, with flags asked for or not: the same glyphs.
          if pass < 2 { #expect(glyphs(run) == whole) }
          pieces = nil
        case .notApplicable: pieces = nil
        }
      }
      return (whole, pieces)
    }
  }

  static func face(named fileName: String) throws -> FontFace {
    try #require(Engines.system.stack.faces.first { $0.path.hasSuffix("/" + fileName) })
  }

  @Test("A kerned pair cut by a break is shaped whole, and neither half is stored")
  func kernedPairRefused() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let cache = ShapedSegmentCache()
    let result = try Self.shapeBothWays(
      "AV", breaks: [1], face: face, script: "Latn", language: "en", cache: cache)
    // Inter kerns A–V: the whole run's A is narrower than the A shaped alone.
    #expect(result.whole.count == 2)
    #expect(result.whole[0].advance < Int32(face.glyphAdvanceEm(result.whole[0].glyph) * face.unitsPerEm))
    #expect(result.pieces == nil)
    // `A` read `V` (the kerning pair): the edge between them is marked, so neither is stored.
    #expect(!Self.isStored("A", opensRun: true, closesRun: false, face: face, language: "en", in: cache))
    #expect(cache.statistics.entries == 0)
  }

  @Test("A new word between stored words is shaped apart with probes and joins them exactly")
  func stretchBetweenStoredPieces() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let cache = ShapedSegmentCache()
    let first = "Settings and Privacy and Security"
    _ = try Self.shapeBothWays(
      first, breaks: Self.lineBreaks(first, language: "en"), face: face, script: "Latn", language: "en",
      cache: cache)
    let entries = cache.statistics.entries
    // "Settings " (opening the run), "and " (twice, one key), "Privacy ", "Security" (closing it).
    #expect(entries == 4)
    // "or " is new: it is shaped apart between the stored "Settings " and "Privacy ".
    let second = "Settings or Privacy and Security"
    let context = try ShapingContext(stack: Engines.system.stack, segmentCache: cache)
    let units = Array(second.utf16)
    var starts = [Bool](repeating: false, count: units.count)
    for b in Self.lineBreaks(second, language: "en") { starts[b] = true }
    let language = hb_language_from_string("en", -1)
    units.withUnsafeBufferPointer { units in
      let whole = Self.glyphs(
        context.shapeRun(
          units, range: 0..<units.count, face: face, level: 0, script: ScriptCode("Latn"), language: language)
      )
      let outcome = context.shapeRunFromSegments(
        units, range: 0..<units.count, segmentStarts: starts, face: face, level: 0,
        script: ScriptCode("Latn"),
        language: language, tabularDigits: false, cache: cache)
      guard case .fromPieces(let run) = outcome else {
        Issue.record("expected the run to be put together from pieces, got \(outcome)")
        return
      }
      #expect(Self.glyphs(run) == whole)
      #expect(whole.count == units.count)
    }
    // The new piece is only recorded as met at its first meeting, and stored at its second.
    #expect(cache.statistics.entries == entries)
    #expect(!Self.isStored("or ", opensRun: false, closesRun: false, face: face, language: "en", in: cache))
    units.withUnsafeBufferPointer { units in
      _ = context.shapeRunFromSegments(
        units, range: 0..<units.count, segmentStarts: starts, face: face, level: 0,
        script: ScriptCode("Latn"),
        language: language, tabularDigits: false, cache: cache)
    }
    #expect(cache.statistics.entries == entries + 1)
    #expect(Self.isStored("or ", opensRun: false, closesRun: false, face: face, language: "en", in: cache))
  }

  @Test(
    "Runs cut at hyphens and slashes between kerned letters come out as whole runs do",
    arguments: ["AV-AV", "AV/AV", "TAVERN/Vault", "Wi-Fi Type-V", "LT-AT/YA \"VA\"", "F.A.Q./T.V."])
  func kernedLatin(_ text: String) throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let breaks = Self.lineBreaks(text, language: "en")
    let result = try Self.shapeBothWays(text, breaks: breaks, face: face, script: "Latn", language: "en")
    if let pieces = result.pieces { #expect(pieces == result.whole, "\(text)") }
    // Shaped a second time, every piece comes from the cache and the answer is the same.
    let cache = ShapedSegmentCache()
    _ = try Self.shapeBothWays(text, breaks: breaks, face: face, script: "Latn", language: "en", cache: cache)
    let again = try Self.shapeBothWays(
      text, breaks: breaks, face: face, script: "Latn", language: "en", cache: cache)
    if let pieces = again.pieces { #expect(pieces == again.whole, "\(text)") }
  }

  @Test("Words between spaces are joined from pieces, and equal the whole run")
  func spacedWords() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let text = "Settings and Privacy"
    let result = try Self.shapeBothWays(
      text, breaks: Self.lineBreaks(text, language: "en"), face: face, script: "Latn", language: "en")
    #expect(result.pieces == result.whole)
    #expect(result.whole.count == text.utf16.count)
  }

  @Test("Japanese punctuation with contextual spacing is joined only where it does not change")
  func japaneseSpacing() throws {
    let face = try #require(Engines.system.stack.faces.first { $0.familyName == "Noto Sans CJK JP" })
    var refused = 0
    for text in ["「設定」、「通知」。", "（はい）・（いいえ）", "設定を変更しました。「完了」をタップ", "ファイル：「写真」"] {
      let breaks = Self.lineBreaks(text, language: "ja")
      let result = try Self.shapeBothWays(text, breaks: breaks, face: face, script: "Hani", language: "ja")
      if let pieces = result.pieces {
        #expect(pieces == result.whole, "\(text)")
      } else {
        refused += 1
      }
    }
    // Noto CJK positions adjacent brackets and commas by context (halt/vhal-style spacing in
    // `kern`), so runs that cut such pairs are refused.
    #expect(refused > 0)
  }

  @Test("Arabic words are not joined from pieces: HarfBuzz marks a joining letter after any neighbour")
  func arabic() throws {
    let face = try #require(
      Engines.system.stack.faces.first { $0.familyName.hasPrefix("Noto") && $0.covers(0x0628) })
    // Between spaces: the first letter of each word is marked (its form would depend on a
    // joining neighbour), so the run is shaped whole.
    let text = "إعدادات الخصوصية والأمان"
    let spaces = Self.lineBreaks(text, language: "ar")
    #expect(spaces.count == 2)
    let words = try Self.shapeBothWays(
      text, breaks: spaces, face: face, script: "Arab", language: "ar", rightToLeft: true)
    #expect(words.pieces == nil)
    // A cut between two joining letters (ب|ب) is refused too.
    let inside = try Self.shapeBothWays(
      "ببب", breaks: [1], face: face, script: "Arab", language: "ar", rightToLeft: true)
    #expect(inside.pieces == nil)
    // One word is one piece: its buffer is the whole run's, so it is used when the face takes
    // probes at all, and then the glyphs are the same.
    let word = try Self.shapeBothWays(
      "الخصوصية", breaks: [], face: face, script: "Arab", language: "ar", rightToLeft: true)
    #expect(word.pieces == (face.joinProbe == nil ? nil : word.whole))
    #expect(word.whole.count > 4)
  }

  @Test("Pieces are stored from their second meeting on, and found from their third")
  func hitsAndMisses() throws {
    let engine = TextEngine(stack: try FontStack(.iosSystem), segmentCaching: true)
    // Pieces "Settings ", "and ", "Privacy": no kerning reads across a space in Inter.
    let text = "Settings and Privacy"
    let first = try engine.prepare(text, language: "en")
    let afterFirst = engine.segmentCacheStatistics
    // The first meeting records fingerprints only: nothing found, nothing met before or stored.
    #expect(afterFirst.hits == 0)
    #expect(afterFirst.misses > 0)
    #expect(afterFirst.metBefore == 0)
    #expect(afterFirst.entries == 0)
    // The second meeting finds every fingerprint, shapes the run whole with flags and stores
    // each piece.
    let second = try engine.prepare(text, language: "en")
    let afterSecond = engine.segmentCacheStatistics
    #expect(afterSecond.hits == 0)
    #expect(afterSecond.misses == 2 * afterFirst.misses)
    #expect(afterSecond.metBefore == afterFirst.misses)
    #expect(afterSecond.entries == afterFirst.misses)
    // The third finds every piece.
    let third = try engine.prepare(text, language: "en")
    let afterThird = engine.segmentCacheStatistics
    #expect(afterThird.misses == afterSecond.misses)
    #expect(afterThird.hits == afterFirst.misses)
    #expect(afterThird.entries == afterSecond.entries)
    #expect(Self.sums(first) == Self.sums(second))
    #expect(Self.sums(first) == Self.sums(third))
    // Another language is another key: the same words are new again.
    _ = try engine.prepare(text, language: "de")
    let afterGerman = engine.segmentCacheStatistics
    #expect(afterGerman.misses == afterThird.misses + afterFirst.misses)
    #expect(afterGerman.metBefore == afterThird.metBefore)
  }

  /// A key for `text` alone (offsets 0..<count of `units`) in a context made of `seed`.
  static func key(_ units: UnsafeBufferPointer<UInt16>, seed: UInt = 1, attributes: UInt8 = 0)
    -> ShapedSegment.PieceKey
  {
    ShapedSegment.PieceKey(
      context: ShapedSegment.Context(
        face: seed, language: 7, script: ScriptCode("Latn").rawValue, attributes: attributes),
      units: 0..<units.count, text: units)
  }

  static let glyphA = ShapedSegment.Glyph(glyph: 36, cluster: 0, xAdvance: 1_380)
  static let glyphB = ShapedSegment.Glyph(glyph: 37, cluster: 1, xAdvance: 1_259)

  @Test("The cache stores a piece once asked to, and gives back its glyphs after recording it as met")
  func admission() {
    let cache = ShapedSegmentCache(capacity: 8)
    let units: [UInt16] = [0x41, 0x42]
    units.withUnsafeBufferPointer { units in
      let key = Self.key(units)
      var found: [ShapedSegment.Glyph] = []
      let first = cache.lookUp([key], text: units, glyphs: &found)[0]
      #expect(!first.isStored)
      #expect(!first.metBefore)
      let second = cache.lookUp([key, key], text: units, glyphs: &found)
      #expect(second.map(\.metBefore) == [true, true])
      #expect(second.map(\.isStored) == [false, false])
      #expect(found.isEmpty)
      cache.insert(
        [ShapedSegment.PendingPiece(key: key, glyphs: 1..<3)], text: units,
        glyphs: [Self.glyphB, Self.glyphA, Self.glyphB])
      found = [Self.glyphB]
      let third = cache.lookUp([key], text: units, glyphs: &found)[0]
      #expect(third.glyphs == 1..<3)
      #expect(found == [Self.glyphB, Self.glyphA, Self.glyphB])
      #expect(cache.statistics == SegmentCacheStatistics(hits: 1, misses: 3, metBefore: 2, entries: 1))
    }
  }

  @Test("Pieces that share a fingerprint but not their text or context are told apart")
  func fingerprintCollision() {
    let cache = ShapedSegmentCache(capacity: 8)
    let units: [UInt16] = [0x41, 0x42, 0x43]
    units.withUnsafeBufferPointer { units in
      let ab = Self.key(UnsafeBufferPointer(rebasing: units[0..<2]))
      var ac = ab
      ac.units = 0..<1
      var otherFace = ab
      otherFace.context.face = 2
      var opening = ab
      opening.context.attributes = ShapedSegment.Context.opensRun
      cache.insert(
        [ShapedSegment.PendingPiece(key: ab, glyphs: 0..<2)], text: units, glyphs: [Self.glyphA, Self.glyphB])
      var found: [ShapedSegment.Glyph] = []
      let results = cache.lookUp([ab, ac, otherFace, opening], text: units, glyphs: &found)
      #expect(results.map(\.isStored) == [true, false, false, false])
      // A same-length piece of other text under the same fingerprint is not matched either.
      let other: [UInt16] = [0x41, 0x43]
      other.withUnsafeBufferPointer { other in
        #expect(!cache.lookUp([ab], text: other, glyphs: &found)[0].isStored)
      }
      #expect(found == [Self.glyphA, Self.glyphB])
    }
  }

  @Test("A fingerprint depends on the whole context and text, and a piece too long has none")
  func fingerprints() {
    let units = [UInt16](repeating: 0x61, count: ShapedSegmentCache.maximumUnits + 1)
    units.withUnsafeBufferPointer { units in
      let short = UnsafeBufferPointer(rebasing: units[0..<4])
      let base = Self.key(short).fingerprint
      #expect(base != 0)
      #expect(Self.key(short).fingerprint == base)
      #expect(Self.key(short, seed: 2).fingerprint != base)
      #expect(Self.key(short, attributes: ShapedSegment.Context.closesRun).fingerprint != base)
      #expect(Self.key(UnsafeBufferPointer(rebasing: units[0..<3])).fingerprint != base)
      #expect(
        Self.key(UnsafeBufferPointer(rebasing: units[0..<ShapedSegmentCache.maximumUnits])).fingerprint != 0)
      #expect(Self.key(units).fingerprint == 0)
      // A piece without a fingerprint is neither found nor recorded.
      let cache = ShapedSegmentCache()
      var found: [ShapedSegment.Glyph] = []
      for _ in 0..<2 { #expect(!cache.lookUp([Self.key(units)], text: units, glyphs: &found)[0].metBefore) }
      #expect(cache.statistics == SegmentCacheStatistics(hits: 0, misses: 2, metBefore: 0, entries: 0))
    }
  }

  @Test("Fingerprints of pieces met are kept in two generations of at most half the limit each")
  func seenBound() {
    let cache = ShapedSegmentCache(capacity: 8, seenCapacity: 4)
    let units: [UInt16] = (0..<10).map { UInt16(0x61 + $0) }
    units.withUnsafeBufferPointer { units in
      var found: [ShapedSegment.Glyph] = []
      func key(_ i: Int) -> ShapedSegment.PieceKey {
        Self.key(UnsafeBufferPointer(rebasing: units[i..<(i + 1)]))
      }
      for i in 0..<6 { #expect(!cache.lookUp([key(i)], text: units, glyphs: &found)[0].metBefore) }
      // Generations of 2: {0, 1} were dropped when {4, 5} began; {2, 3} and {4, 5} are held.
      let met = [5, 4, 3, 2, 0].map { cache.lookUp([key($0)], text: units, glyphs: &found)[0].metBefore }
      #expect(met == [true, true, true, true, false])
    }
  }

  @Test("The adaptive switch admits pieces only in a window after one where enough units repeated")
  func adaptiveSwitch() {
    let cache = ShapedSegmentCache(repeatShare: 0.5, window: 4)
    let units: [UInt16] = (0..<12).map { UInt16(0x61 + $0) }
    units.withUnsafeBufferPointer { units in
      var found: [ShapedSegment.Glyph] = []
      func metBefore(_ pieces: Range<Int>) -> [Bool] {
        pieces.map { i in
          cache.lookUp(
            [Self.key(UnsafeBufferPointer(rebasing: units[i..<(i + 1)]))], text: units, glyphs: &found)[0]
            .metBefore
        }
      }
      // The first window admits nothing; the second repeats all of the first, but is told
      // only in the third.
      #expect(metBefore(0..<4) == [false, false, false, false])
      #expect(metBefore(0..<4) == [false, false, false, false])
      #expect(metBefore(0..<4) == [true, true, true, true])
      // A window of new pieces turns admission off for the next one.
      #expect(metBefore(4..<8) == [false, false, false, false])
      #expect(metBefore(0..<4) == [false, false, false, false])
      #expect(cache.statistics.metBefore == 12)
      #expect(cache.statistics.entries == 0)
    }
    #expect(ShapedSegmentCache(repeatShare: .nan).repeatShare == 0)
    #expect(ShapedSegmentCache(repeatShare: 3).repeatShare == 1)
  }

  @Test("The cache never holds more than its capacity and keeps what was just asked for")
  func bound() {
    let cache = ShapedSegmentCache(capacity: 8)
    let units: [UInt16] = (0..<100).map { UInt16(0x100 + $0) }
    units.withUnsafeBufferPointer { units in
      func key(_ i: Int) -> ShapedSegment.PieceKey {
        Self.key(UnsafeBufferPointer(rebasing: units[i..<(i + 1)]))
      }
      var found: [ShapedSegment.Glyph] = []
      for i in 0..<100 {
        cache.insert(
          [ShapedSegment.PendingPiece(key: key(i), glyphs: 0..<1)], text: units, glyphs: [Self.glyphA])
        #expect(cache.statistics.entries <= 8)
        // Asking for entry 0 each time keeps it in the current generation.
        #expect(
          cache.lookUp([key(0)], text: units, glyphs: &found)[0].isStored, "entry 0 after \(i) insertions")
      }
      #expect(!cache.lookUp([key(1)], text: units, glyphs: &found)[0].isStored)
      #expect(cache.lookUp([key(99)], text: units, glyphs: &found)[0].isStored)
      #expect(found.allSatisfy { $0 == Self.glyphA })
    }
    #expect(ShapedSegmentCache(capacity: 0).capacity == 2)
  }

  /// Whether `text` is stored as a piece of `face` (Latin, left to right) in `cache`; the
  /// lookup records its fingerprint as met.
  static func isStored(
    _ text: String, opensRun: Bool, closesRun: Bool, face: FontFace, language: String,
    in cache: ShapedSegmentCache
  ) -> Bool {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { units in
      let context = ShapedSegment.Context(
        face: UInt(bitPattern: ObjectIdentifier(face)),
        language: UInt(bitPattern: hb_language_from_string(language, -1)),
        script: ScriptCode("Latn").rawValue,
        attributes: (opensRun ? ShapedSegment.Context.opensRun : 0)
          | (closesRun ? ShapedSegment.Context.closesRun : 0))
      var found: [ShapedSegment.Glyph] = []
      return cache.lookUp(
        [ShapedSegment.PieceKey(context: context, units: 0..<units.count, text: units)], text: units,
        glyphs: &found)[0]
        .isStored
    }
  }

  @Test(
    "Prepared sums with the cache equal those of shaping every run whole",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func corpus() throws {
    let shared = try #require(TestPaths.shared)
    let corpus = CorpusSample.strings(in: shared).sorted { ($0.language, $0.text) < ($1.language, $1.text) }
    let step = max(1, corpus.count / 800)
    var inputs: [(String, String?)] = stride(from: 0, to: corpus.count, by: step).map {
      (corpus[$0].text, corpus[$0].language)
    }
    // Pairs from different scripts, joined as a catalog mixes them.
    inputs += stride(from: 0, to: corpus.count, by: step * 3).map { i in
      (corpus[i].text + "/" + corpus[(i * 7_919 + corpus.count / 3) % corpus.count].text, corpus[i].language)
    }
    inputs += ShapingReuseTests.texts
    let engine = TextEngine(stack: try FontStack(.iosSystem), segmentCaching: true)
    let reference = try ShapingContext(stack: engine.stack)
    var compared = 0
    // Three passes: runs shaped whole and their pieces recorded as met (and put together from
    // pieces of earlier texts met twice), then stored, then every run found.
    for _ in 0..<3 {
      for (text, language) in inputs {
        guard
          let fast = try? engine.prepare(text, language: language, weight: .regular),
          let slow = try? reference.prepare(
            text, language: language, weight: .regular)
        else { continue }
        #expect(Self.sums(fast) == Self.sums(slow), "\(text)")
        compared += 1
      }
    }
    #expect(compared > 1_000)
    #expect(engine.segmentCacheStatistics.hits > 0)
  }

  /// Every prefix sum of every instance, as bit patterns (exact comparison).
  static func sums(_ prepared: PreparedText) -> [[UInt64]] {
    prepared.instances.map { instance in
      instance.prefix.flatMap { p in
        [
          p.em, p.small, p.large, p.scaled, p.tracked, p.lineEndEm, p.lineStartEm, p.kernAtLineEnd,
          p.kernAtLineStart,
        ]
        .map(\.bitPattern)
      }
    }
  }

  /// UTF-16 offsets of the UAX #14 break opportunities inside `text` for `language`.
  static func lineBreaks(_ text: String, language: String) -> [Int] {
    let context = try! ShapingContext(stack: Engines.system.stack)
    let settings = try! context.settings(for: language)
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { units in
      (try! settings.lineIterator.boundaries(in: units)).map(\.utf16Offset).filter {
        $0 > 0 && $0 < units.count
      }
    }
  }
}
