import TypeFitConcurrency

/// HarfBuzz results for short pieces of text shaped on their own, shared by every shaping
/// context of one ``TextEngine`` and bounded in size.
///
/// A piece is the text between two line-break opportunities inside one shaping run (a word
/// with its trailing spaces, one ideograph). The same pieces come back in text after text
/// ("Settings ", "the ", "設"), so shaping each once and joining the stored results saves most
/// of the shaping. Whether stored pieces may be joined is decided by `ShapingContext` from the
/// edge flags each piece carries (see ``ShapedSegment``); this type only stores them.
///
/// Thread-safe: every access holds one lock. Memory is bounded by ``capacity`` entries in two
/// generations (the current one takes new entries; when it holds `capacity / 2` it becomes the
/// previous one and the older previous one is dropped; a hit in the previous generation moves
/// the entry back), and each entry by ``maximumUnits`` UTF-16 units and ``maximumGlyphs``
/// glyphs of 12 bytes.
final class ShapedSegmentCache: @unchecked Sendable {
  /// The most entries held at once (at least 2).
  let capacity: Int
  private let state = Locked(State())

  /// The longest piece stored, in UTF-16 code units; a run with a longer piece is shaped whole.
  static let maximumUnits = 32
  /// The most glyphs of a stored piece; a piece that shapes to more is not stored.
  static let maximumGlyphs = 64
  /// Entries held by an engine's cache: 32,768, at most about 3 MB of glyphs and keys in
  /// typical text (4–8 units, 4–8 glyphs each) and below 40 MB when every piece is as long as
  /// allowed.
  static let defaultCapacity = 32_768

  private struct State {
    var current: [ShapedSegment.Key: ShapedSegment] = [:]
    var previous: [ShapedSegment.Key: ShapedSegment] = [:]
    var hits = 0
    var misses = 0
  }

  /// - Parameter capacity: the most entries held at once; values below 2 count as 2.
  init(capacity: Int = ShapedSegmentCache.defaultCapacity) {
    self.capacity = max(2, capacity)
  }

  /// The stored result of each key (`nil` where none, and for a `nil` key), under one lock.
  func segments(for keys: [ShapedSegment.Key?]) -> [ShapedSegment?] {
    let half = capacity / 2
    return state.withLock { state in
      keys.map { key in
        guard let key else {
          state.misses += 1
          return nil
        }
        if let segment = state.current[key] {
          state.hits += 1
          return segment
        }
        guard let segment = state.previous.removeValue(forKey: key) else {
          state.misses += 1
          return nil
        }
        state.hits += 1
        Self.insert(segment, for: key, into: &state, half: half)
        return segment
      }
    }
  }

  /// Stores results, dropping the oldest generation whenever the current one fills.
  func insert(_ entries: [(key: ShapedSegment.Key, segment: ShapedSegment)]) {
    guard !entries.isEmpty else { return }
    let half = capacity / 2
    state.withLock { state in
      for entry in entries { Self.insert(entry.segment, for: entry.key, into: &state, half: half) }
    }
  }

  /// Hits, misses and entries so far.
  var statistics: SegmentCacheStatistics {
    state.withLock {
      SegmentCacheStatistics(hits: $0.hits, misses: $0.misses, entries: $0.current.count + $0.previous.count)
    }
  }

  private static func insert(
    _ segment: ShapedSegment, for key: ShapedSegment.Key, into state: inout State, half: Int
  ) {
    state.current[key] = segment
    if state.current.count >= half {
      state.previous = state.current
      state.current = [:]
    }
  }
}

/// How a ``ShapedSegmentCache`` has served so far.
package struct SegmentCacheStatistics: Equatable, Sendable {
  /// Lookups that found their piece.
  package var hits: Int
  /// Lookups that did not, including pieces too long to store (the piece was then shaped and,
  /// when its edges were unmarked, stored).
  package var misses: Int
  /// Entries held now (at most the cache's capacity).
  package var entries: Int
}

/// One piece of text as HarfBuzz shapes it next to any text: shaping read nothing across its
/// edges (see `ShapingContext.shapeRunFromSegments`), so only pieces whose edges were found
/// unmarked are stored.
struct ShapedSegment {
  /// What decides a piece's glyphs: the face (font file, face index and variation instance, as
  /// one loaded ``FontFace``), script, direction, language, features and the text itself.
  struct Key: Hashable {
    /// The loaded face (its identity: each optical size and weight is its own face).
    var face: ObjectIdentifier
    /// ISO 15924 script tag, as HarfBuzz takes it.
    var script: UInt32
    var rightToLeft: Bool
    /// HarfBuzz's interned language (`hb_language_t`, valid for the life of the process).
    var language: UInt
    /// Whether the OpenType feature `tnum` was on.
    var tabularDigits: Bool
    /// Whether the piece starts its run (shaped with nothing before it) and ends it (nothing
    /// after it); an edge that meets another piece is shaped next to a probe character.
    var opensRun: Bool
    var closesRun: Bool
    /// The piece's UTF-16 code units.
    var units: [UInt16]
  }

  /// One glyph: what measuring reads of HarfBuzz's output.
  struct Glyph {
    /// Glyph index in the face.
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster from the start of the piece.
    var cluster: UInt32
    /// Positioned advance in font units.
    var xAdvance: Int32
  }

  /// The glyphs in HarfBuzz's output order (visual order for right-to-left text), clusters
  /// counted from the piece's start.
  var glyphs: [Glyph]
}
