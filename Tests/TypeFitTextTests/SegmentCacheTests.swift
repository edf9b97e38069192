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
      // The first meeting only remembers the pieces; the second shapes them apart.
      var pieces: [Glyph]? = nil
      for _ in 0..<2 {
        pieces = context.shapeRunFromSegments(
          units, range: 0..<units.count, segmentStarts: starts, face: face, level: rightToLeft ? 1 : 0,
          script: ScriptCode(script), language: hbLanguage, tabularDigits: false, cache: cache
        ).map { glyphs($0) }
      }
      return (whole, pieces)
    }
  }

  static func face(named fileName: String) throws -> FontFace {
    try #require(Engines.system.stack.faces.first { $0.path.hasSuffix("/" + fileName) })
  }

  @Test("A kerned pair cut by a break is refused, and its halves say why")
  func kernedPairRefused() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let cache = ShapedSegmentCache()
    let result = try Self.shapeBothWays(
      "AV", breaks: [1], face: face, script: "Latn", language: "en", cache: cache)
    // Inter kerns A–V: the whole run's A is narrower than the A shaped alone.
    #expect(result.whole.count == 2)
    #expect(result.whole[0].advance < Int32(face.glyphAdvanceEm(result.whole[0].glyph) * face.unitsPerEm))
    #expect(result.pieces == nil)
    let key = ShapedSegment.Key(
      face: ObjectIdentifier(face), script: ScriptCode("Latn").rawValue, rightToLeft: false,
      language: UInt(bitPattern: hb_language_from_string("en", -1)), tabularDigits: false, opensRun: true,
      closesRun: false, units: [0x41])
    let a = try #require(cache.segments(for: [key])[0])
    #expect(a.isShaped)
    #expect(!a.endIsSafe)
    #expect(a.startIsSafe)
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

  @Test("A second preparation of the same text hits the cache for every piece and gives the same sums")
  func hitsAndMisses() throws {
    let engine = TextEngine(stack: try FontStack(.iosSystem), segmentCaching: true)
    // Pieces "Settings ", "and ", "Privacy": no kerning reads across a space in Inter.
    let text = "Settings and Privacy"
    let first = try engine.prepare(text, language: "en")
    let afterFirst = engine.segmentCacheStatistics
    #expect(afterFirst.misses > 0)
    #expect(afterFirst.entries == afterFirst.misses)
    // The second time the pieces are found (seen once) and shaped apart; the third time they
    // are found shaped.
    let second = try engine.prepare(text, language: "en")
    let afterSecond = engine.segmentCacheStatistics
    #expect(afterSecond.misses == afterFirst.misses)
    #expect(afterSecond.hits == afterFirst.hits + afterFirst.misses)
    #expect(afterSecond.entries == afterFirst.entries)
    let third = try engine.prepare(text, language: "en")
    #expect(engine.segmentCache.statistics.misses == afterFirst.misses)
    #expect(Self.sums(first) == Self.sums(second))
    #expect(Self.sums(first) == Self.sums(third))
    // Another language is another key: the same words miss again.
    _ = try engine.prepare(text, language: "de")
    #expect(engine.segmentCacheStatistics.misses > afterSecond.misses)
  }

  @Test("The cache never holds more than its capacity and keeps what was just asked for")
  func bound() throws {
    let cache = ShapedSegmentCache(capacity: 8)
    func key(_ i: Int) -> ShapedSegment.Key {
      ShapedSegment.Key(
        face: ObjectIdentifier(cache), script: 0, rightToLeft: false, language: 0, tabularDigits: false,
        opensRun: true, closesRun: true, units: [UInt16(i)])
    }
    let segment = ShapedSegment(glyphs: [], startIsSafe: true, endIsSafe: true)
    for i in 0..<100 {
      cache.insert([(key(i), segment)])
      #expect(cache.statistics.entries <= 8)
      // Asking for entry 0 each time keeps it in the current generation.
      #expect(cache.segments(for: [key(0)])[0] != nil, "entry 0 after \(i) insertions")
    }
    #expect(cache.segments(for: [key(1)])[0] == nil)
    #expect(cache.segments(for: [key(99)])[0] != nil)
    #expect(ShapedSegmentCache(capacity: 0).capacity == 2)
  }

  @Test(
    "Prepared sums with the cache equal those of shaping every run whole",
    .enabled(if: TestPaths.hasShared, "needs ../shared beside the checkout (corpora and references)"))
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
    // Three passes: pieces are remembered, then shaped apart, then found.
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
