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
/// **Admission.** A piece is stored only from its second meeting on: the first meeting only
/// records the piece's 64-bit fingerprint (``ShapedSegment/PieceKey/fingerprint``, no glyphs)
/// in a set, and ``lookUp(_:text:glyphs:)`` reports for every piece not stored whether its
/// fingerprint was met before. A run none of whose pieces is stored or met before is shaped
/// as without the cache (no unsafe-to-concat flags, nothing stored), so text whose pieces never
/// come back pays only the fingerprints and one lookup per piece. A fingerprint collision can
/// only admit a piece early; stored pieces are matched on their whole key and text.
///
/// **Adaptive switch.** With a ``repeatShare`` above 0, pieces are admitted only while text
/// repeats: lookups are counted in windows of ``window`` pieces, and during each window pieces
/// are reported as met before (and so stored) only if, in the window before, at least
/// ``repeatShare`` of the UTF-16 units looked up were in pieces stored or met before. The first
/// window admits nothing. Stored pieces are used whatever the switch says (they are exact), and
/// fingerprints are recorded throughout, so the switch sees repeats before it admits them.
///
/// **Storage.** Each generation keeps its pieces in flat arrays (one of entries, one of UTF-16
/// units, one of glyphs) behind an open-addressing table of entry indices, so a lookup hashes
/// no array and allocates nothing.
///
/// Thread-safe: every access holds one lock. Memory is bounded by ``capacity`` pieces in two
/// generations (the current one takes new pieces; when it holds `capacity / 2` it becomes the
/// previous one and the older previous one is emptied; a hit in the previous generation copies
/// the piece back), each piece by ``maximumUnits`` UTF-16 units and ``maximumGlyphs`` glyphs of
/// 12 bytes, and the fingerprints by ``seenCapacity`` in two generations the same way.
final class ShapedSegmentCache: @unchecked Sendable {
  /// The most pieces held at once (at least 2).
  let capacity: Int
  /// The most fingerprints of pieces met before held at once (at least 2).
  let seenCapacity: Int
  /// The share of looked-up UTF-16 units in pieces met before, over the previous window, from
  /// which pieces are admitted; 0 admits them always.
  let repeatShare: Double
  /// Piece lookups per window of the adaptive switch.
  let window: Int
  private let state: Locked<State>

  /// The longest piece stored, in UTF-16 code units; a run with a longer piece is shaped whole.
  static let maximumUnits = 32
  /// The most glyphs of a stored piece; a piece that shapes to more is not stored.
  static let maximumGlyphs = 64
  /// Pieces held by an engine's cache: 32,768. Each costs 48 bytes of entry and 8 of table
  /// slots, plus its units (2 bytes each) and glyphs (12 bytes each): about 4.5 MB in typical
  /// text (4–8 units and glyphs per piece), at most 32,768 × (56 + 64 + 768) bytes ≈ 29 MB when
  /// every piece is as long as allowed.
  static let defaultCapacity = 32_768
  /// Fingerprints held by an engine's cache: 131,072 (8 bytes each in tables at most half full:
  /// 2 MB).
  static let defaultSeenCapacity = 131_072
  /// Piece lookups per window of the adaptive switch: 8,192 (about 2,000 texts).
  static let defaultWindow = 8_192
  /// The repeat share from which an adaptive cache (`TYPEFIT_SEGMENT_CACHE=adaptive`) admits
  /// pieces: 0.5 (Docs/Performance.md, "Segment cache with admission by fingerprint").
  static let adaptiveRepeatShare = 0.5

  private struct State {
    var current: SegmentGeneration
    var previous: SegmentGeneration
    var seenCurrent: FingerprintSet
    var seenPrevious: FingerprintSet
    var hits = 0
    var misses = 0
    var seen = 0
    /// Whether pieces met before are admitted during this window.
    var admitting: Bool
    var windowPieces = 0
    var windowUnits = 0
    var windowRepeatedUnits = 0
  }

  /// - Parameters:
  ///   - capacity: the most pieces held at once; values below 2 count as 2.
  ///   - seenCapacity: the most fingerprints held at once; values below 2 count as 2.
  ///   - repeatShare: ``repeatShare``, clamped to 0…1 (0 for NaN): 0 admits pieces always.
  ///   - window: ``window``; values below 1 count as 1.
  init(
    capacity: Int = ShapedSegmentCache.defaultCapacity,
    seenCapacity: Int = ShapedSegmentCache.defaultSeenCapacity,
    repeatShare: Double = 0, window: Int = ShapedSegmentCache.defaultWindow
  ) {
    self.capacity = max(2, capacity)
    self.seenCapacity = max(2, seenCapacity)
    self.repeatShare = repeatShare > 0 ? min(1, repeatShare) : 0
    self.window = max(1, window)
    let half = self.capacity / 2
    let seenHalf = self.seenCapacity / 2
    state = Locked(
      State(
        current: SegmentGeneration(limit: half), previous: SegmentGeneration(limit: half),
        seenCurrent: FingerprintSet(limit: seenHalf), seenPrevious: FingerprintSet(limit: seenHalf),
        admitting: self.repeatShare == 0))
  }

  /// A cache with the same bounds and switch, empty.
  func emptyCopy() -> ShapedSegmentCache {
    ShapedSegmentCache(
      capacity: capacity, seenCapacity: seenCapacity, repeatShare: repeatShare, window: window)
  }

  /// What the cache knows of each piece of a run, under one lock.
  ///
  /// A stored piece's glyphs are appended to `glyphs` and its result gives their range there;
  /// a piece not stored tells whether its fingerprint was met before while the adaptive switch
  /// admits pieces (else it says not met), and is recorded as met. A piece whose fingerprint
  /// is 0 (too long to store) is neither.
  /// - Parameters:
  ///   - pieces: the run's pieces, with offsets into `text`.
  ///   - text: the UTF-16 text the pieces' offsets count in.
  /// - Returns: one result per piece, in order.
  func lookUp(
    _ pieces: [ShapedSegment.PieceKey], text: UnsafeBufferPointer<UInt16>, glyphs: inout [ShapedSegment.Glyph]
  ) -> [ShapedSegment.Lookup] {
    var results: [ShapedSegment.Lookup] = []
    lookUp(pieces, text: text, glyphs: &glyphs, into: &results)
    return results
  }

  /// ``lookUp(_:text:glyphs:)``, its results appended to `results` (emptied first).
  func lookUp(
    _ pieces: [ShapedSegment.PieceKey], text: UnsafeBufferPointer<UInt16>,
    glyphs: inout [ShapedSegment.Glyph],
    into results: inout [ShapedSegment.Lookup]
  ) {
    let repeatShare = repeatShare
    let window = window
    results.removeAll(keepingCapacity: true)
    state.withLock { state in
      for piece in pieces {
        results.append(
          Self.lookUp(
            piece, text: text, glyphs: &glyphs, state: &state, repeatShare: repeatShare, window: window))
      }
    }
  }

  private static func lookUp(
    _ piece: ShapedSegment.PieceKey, text: UnsafeBufferPointer<UInt16>, glyphs: inout [ShapedSegment.Glyph],
    state: inout State, repeatShare: Double, window: Int
  ) -> ShapedSegment.Lookup {
    guard piece.fingerprint != 0 else {
      state.misses += 1
      return ShapedSegment.Lookup(glyphs: 0..<0, metBefore: false)
    }
    if repeatShare > 0 {
      if state.windowPieces >= window {
        state.admitting = Double(state.windowRepeatedUnits) >= repeatShare * Double(state.windowUnits)
        state.windowPieces = 0
        state.windowUnits = 0
        state.windowRepeatedUnits = 0
      }
      state.windowPieces += 1
      state.windowUnits += piece.units.count
    }
    if let entry = state.current.find(piece, text: text) {
      state.hits += 1
      state.windowRepeatedUnits += piece.units.count
      return ShapedSegment.Lookup(
        glyphs: state.current.copyGlyphs(of: entry, to: &glyphs), metBefore: true)
    }
    if let entry = state.previous.find(piece, text: text) {
      state.hits += 1
      state.windowRepeatedUnits += piece.units.count
      let found = state.previous.copyGlyphs(of: entry, to: &glyphs)
      Self.insert(piece, text: text, glyphs: glyphs[found], into: &state)
      return ShapedSegment.Lookup(glyphs: found, metBefore: true)
    }
    state.misses += 1
    if state.seenCurrent.contains(piece.fingerprint) || state.seenPrevious.contains(piece.fingerprint) {
      state.seen += 1
      state.windowRepeatedUnits += piece.units.count
      return ShapedSegment.Lookup(glyphs: 0..<0, metBefore: state.admitting)
    }
    if state.seenCurrent.isFull {
      swap(&state.seenCurrent, &state.seenPrevious)
      state.seenCurrent.removeAll()
    }
    state.seenCurrent.insert(piece.fingerprint)
    return ShapedSegment.Lookup(glyphs: 0..<0, metBefore: false)
  }

  /// Stores pieces, `glyphs[piece.glyphs]` each, emptying the oldest generation whenever the
  /// current one fills. A piece already stored is left as it is.
  func insert(
    _ pieces: [ShapedSegment.PendingPiece], text: UnsafeBufferPointer<UInt16>, glyphs: [ShapedSegment.Glyph]
  ) {
    guard !pieces.isEmpty else { return }
    state.withLock { state in
      for piece in pieces where state.current.find(piece.key, text: text) == nil {
        Self.insert(piece.key, text: text, glyphs: glyphs[piece.glyphs], into: &state)
      }
    }
  }

  /// Hits, misses and pieces so far.
  var statistics: SegmentCacheStatistics {
    state.withLock {
      SegmentCacheStatistics(
        hits: $0.hits, misses: $0.misses, metBefore: $0.seen,
        entries: $0.current.count + $0.previous.count)
    }
  }

  private static func insert(
    _ piece: ShapedSegment.PieceKey, text: UnsafeBufferPointer<UInt16>,
    glyphs: ArraySlice<ShapedSegment.Glyph>,
    into state: inout State
  ) {
    if state.current.isFull {
      swap(&state.current, &state.previous)
      state.current.removeAll()
    }
    state.current.add(piece, text: text, glyphs: glyphs)
  }
}

/// How a ``ShapedSegmentCache`` has served so far.
package struct SegmentCacheStatistics: Equatable, Sendable {
  /// Lookups that found their piece.
  package var hits: Int
  /// Lookups that did not, including pieces too long to store (the piece was then shaped and,
  /// when met before and its edges were unmarked, stored).
  package var misses: Int
  /// Of the misses, pieces whose fingerprint had been met before (candidates for storing while
  /// the adaptive switch admits pieces).
  package var metBefore: Int
  /// Pieces held now (at most the cache's capacity).
  package var entries: Int
}

/// One piece of text as HarfBuzz shapes it next to any text: shaping read nothing across its
/// edges (see `ShapingContext.shapeRunFromSegments`), so only pieces whose edges were found
/// unmarked are stored.
enum ShapedSegment {
  /// What besides its text decides a piece's glyphs: the face (font file, face index and
  /// variation instance, as one loaded ``FontFace``), script, direction, language, features,
  /// and which edges of its run the piece holds.
  struct Context: Equatable {
    /// The loaded face's identity (each optical size and weight is its own face).
    var face: UInt
    /// HarfBuzz's interned language (`hb_language_t`, valid for the life of the process).
    var language: UInt
    /// ISO 15924 script tag, as HarfBuzz takes it.
    var script: UInt32
    /// ``rightToLeft``, ``tabularDigits``, ``opensRun``, ``closesRun``, ``withoutComposition``.
    var attributes: UInt8

    static let rightToLeft: UInt8 = 1
    /// The OpenType feature `tnum` was on.
    static let tabularDigits: UInt8 = 2
    /// The piece starts its run: shaped with nothing before it (an edge that meets another
    /// piece is shaped next to a probe character).
    static let opensRun: UInt8 = 4
    /// The piece ends its run: shaped with nothing after it.
    static let closesRun: UInt8 = 8
    /// The piece was shaped with `ccmp` off (its run holds no trigger of the face's
    /// ``CompositionTriggers``). HarfBuzz's unsafe-to-concat flags depend on the lookups tried,
    /// so pieces shaped with and without `ccmp` are never joined.
    static let withoutComposition: UInt8 = 16
  }

  /// A piece of a run's text and its context, with the fingerprint that finds it.
  struct PieceKey {
    var context: Context
    /// UTF-16 offsets of the piece in the text it is looked up with.
    var units: Range<Int>
    /// A 64-bit hash of ``context`` and the piece's units (FNV-1a, then a 64-bit finalizer),
    /// never 0; 0 for a piece longer than ``ShapedSegmentCache/maximumUnits`` (not looked up).
    var fingerprint: UInt64

    /// The key of `text[units]` in `context`.
    init(context: Context, units: Range<Int>, text: UnsafeBufferPointer<UInt16>) {
      self.context = context
      self.units = units
      guard units.count <= ShapedSegmentCache.maximumUnits else {
        fingerprint = 0
        return
      }
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      let prime: UInt64 = 0x100_0000_01B3
      for word in [
        UInt64(context.face), UInt64(context.language),
        UInt64(context.script) << 8 | UInt64(context.attributes),
      ] {
        hash = (hash ^ word) &* prime
      }
      for u in units { hash = (hash ^ UInt64(text[u])) &* prime }
      // MurmurHash3's finalizer spreads the low bits the tables index with.
      hash ^= hash >> 33
      hash &*= 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 33
      hash &*= 0xC4CE_B9FE_1A85_EC53
      hash ^= hash >> 33
      fingerprint = hash == 0 ? 1 : hash
    }
  }

  /// What ``ShapedSegmentCache/lookUp(_:text:glyphs:)`` knows of one piece.
  struct Lookup {
    /// Where the stored piece's glyphs were appended; empty when it is not stored.
    var glyphs: Range<Int>
    /// Whether the piece is stored or its fingerprint was met before.
    var metBefore: Bool
    var isStored: Bool { !glyphs.isEmpty }
  }

  /// A piece to store: its key and the range of its glyphs in the array given with it.
  struct PendingPiece {
    var key: PieceKey
    var glyphs: Range<Int>
  }

  /// One glyph: what measuring reads of HarfBuzz's output.
  struct Glyph: Equatable {
    /// Glyph index in the face.
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster from the start of the piece.
    var cluster: UInt32
    /// Positioned advance in font units.
    var xAdvance: Int32
  }
}

/// One generation of stored pieces: flat arrays of entries, units and glyphs, and an
/// open-addressing table (linear probing, at most half full) of entry indices.
struct SegmentGeneration {
  private struct Entry {
    var fingerprint: UInt64
    var context: ShapedSegment.Context
    var unitStart: Int32
    var glyphStart: Int32
    var unitCount: UInt8
    var glyphCount: UInt8
  }

  /// The most pieces it holds.
  let limit: Int
  private var slots: [Int32]
  private var entries: [Entry] = []
  private var units: [UInt16] = []
  private var glyphs: [ShapedSegment.Glyph] = []

  init(limit: Int) {
    self.limit = max(1, limit)
    var size = 4
    while size < 2 * self.limit { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
  }

  var count: Int { entries.count }
  var isFull: Bool { entries.count >= limit }

  /// The index of the entry of `piece`, whose units are in `text`.
  func find(_ piece: ShapedSegment.PieceKey, text: UnsafeBufferPointer<UInt16>) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: piece.fingerprint) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      let entry = entries[index]
      if entry.fingerprint == piece.fingerprint, entry.context == piece.context,
        Int(entry.unitCount) == piece.units.count
      {
        let start = Int(entry.unitStart)
        var same = true
        for (n, u) in piece.units.enumerated() where units[start + n] != text[u] {
          same = false
          break
        }
        if same { return index }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Appends the glyphs of entry `index` to `output`, returning their range there.
  func copyGlyphs(of index: Int, to output: inout [ShapedSegment.Glyph]) -> Range<Int> {
    let entry = entries[index]
    let start = output.count
    let from = Int(entry.glyphStart)
    output.append(contentsOf: glyphs[from..<(from + Int(entry.glyphCount))])
    return start..<output.count
  }

  /// Adds a piece not held yet; the caller keeps ``count`` below ``limit`` and the piece's
  /// units and glyphs within ``ShapedSegmentCache/maximumUnits`` and
  /// ``ShapedSegmentCache/maximumGlyphs``.
  mutating func add(
    _ piece: ShapedSegment.PieceKey, text: UnsafeBufferPointer<UInt16>,
    glyphs pieceGlyphs: ArraySlice<ShapedSegment.Glyph>
  ) {
    precondition(
      entries.count < limit && piece.units.count <= ShapedSegmentCache.maximumUnits
        && (1...ShapedSegmentCache.maximumGlyphs).contains(pieceGlyphs.count))
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: piece.fingerprint) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entries.count)
    entries.append(
      Entry(
        fingerprint: piece.fingerprint, context: piece.context, unitStart: Int32(units.count),
        glyphStart: Int32(glyphs.count), unitCount: UInt8(piece.units.count),
        glyphCount: UInt8(pieceGlyphs.count)))
    for u in piece.units { units.append(text[u]) }
    glyphs.append(contentsOf: pieceGlyphs)
  }

  /// Empties the generation, keeping its storage.
  mutating func removeAll() {
    for i in slots.indices { slots[i] = -1 }
    entries.removeAll(keepingCapacity: true)
    units.removeAll(keepingCapacity: true)
    glyphs.removeAll(keepingCapacity: true)
  }
}

/// Fingerprints of pieces met before: an open-addressing set of non-zero 64-bit values
/// (linear probing, at most half full).
struct FingerprintSet {
  /// The most fingerprints it holds.
  let limit: Int
  private var slots: [UInt64]
  private(set) var count = 0

  init(limit: Int) {
    self.limit = max(1, limit)
    var size = 4
    while size < 2 * self.limit { size *= 2 }
    slots = [UInt64](repeating: 0, count: size)
  }

  var isFull: Bool { count >= limit }

  func contains(_ fingerprint: UInt64) -> Bool {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: fingerprint) & mask
    while slots[slot] != 0 {
      if slots[slot] == fingerprint { return true }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// Adds a non-zero fingerprint not held yet; the caller keeps ``count`` below ``limit``.
  mutating func insert(_ fingerprint: UInt64) {
    precondition(fingerprint != 0 && count < limit)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: fingerprint) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = fingerprint
    count += 1
  }

  /// Empties the set, keeping its storage.
  mutating func removeAll() {
    for i in slots.indices { slots[i] = 0 }
    count = 0
  }
}
