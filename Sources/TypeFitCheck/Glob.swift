import TypeFitLocalization

/// Shell-style patterns for string keys: `*` matches any run of characters (dots included),
/// `?` one character; everything else matches itself. `menu.*` matches `menu.open`.
///
/// Characters are Swift `Character`s (extended grapheme clusters), compared by their Unicode
/// scalars (``ExactText``), not by canonical equivalence: `café` written with U+00E9 matches
/// only the key written so, not `cafe` + U+0301, which is another key to the app; `caf?`
/// matches both. The pattern is compiled once: split at its stars into pieces, the first
/// anchored at the start of the key, the last at its end, and each one between found at its
/// leftmost place after the previous one, which is the classic greedy matcher with one
/// backtrack point. Each piece scans the key from where the previous one ended, so the key is
/// read once: pieces without `?` with the Knuth–Morris–Pratt search (each unit read a bounded
/// number of times), pieces with `?` with the Shift-And search, which reads each unit once and
/// updates one 64-bit word per 64 places of the piece. A match takes O(key × ⌈p / 64⌉ +
/// pattern) time, where p is the longest piece with `?` (1 without one); with `typefit.json`'s
/// 1,000-character limit on patterns that is at most 16 word operations per character of the
/// key. ASCII keys and patterns are compared as UTF-8 bytes, with no copy of the key.
public struct Glob: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: CompiledPattern<ExactText>
  /// The same pattern as bytes, when it is all ASCII without carriage returns (a carriage
  /// return and a line feed form one `Character`, so bytes would differ from characters).
  private let bytes: CompiledPattern<UInt8>?

  public init(_ pattern: String) {
    self.pattern = pattern
    characters = CompiledPattern(Self.characters(of: pattern), star: ExactText("*"), any: ExactText("?"))
    bytes =
      Self.isPlainASCII(pattern.utf8) ? CompiledPattern(Array(pattern.utf8), star: 0x2A, any: 0x3F) : nil
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(pattern)
  }

  /// Whether the patterns have the same bytes.
  public static func == (lhs: Glob, rhs: Glob) -> Bool { ExactText.sameBytes(lhs.pattern, rhs.pattern) }
  public func hash(into hasher: inout Hasher) { hasher.combine(ExactText(pattern)) }

  public var description: String { pattern }

  /// Whether the whole of `subject` (a key prepared once for many patterns) matches: the same
  /// answer as ``matches(_:)`` on the key's text. A plain ASCII key has no `Character` a
  /// pattern with a non-ASCII or carriage-return literal could equal, so such a pattern does
  /// not match it.
  func matches(_ subject: GlobSubject) -> Bool {
    if let keyBytes = subject.bytes {
      guard let bytes else { return false }
      return keyBytes.withUnsafeBufferPointer { bytes.matches($0) }
    }
    return characters.matches(subject.characters)
  }

  /// The compiled pattern over bytes, when the pattern is plain ASCII.
  var bytePattern: CompiledPattern<UInt8>? { bytes }
  /// The compiled pattern over `Character`s.
  var characterPattern: CompiledPattern<ExactText> { characters }

  /// Whether the whole of `text` matches.
  /// - Complexity: O(text + pattern) for patterns whose `?`s, if any, stand in the first or
  ///   last piece; O(text × ⌈p / 64⌉ + pattern) otherwise, where p is the longest piece with `?`
  ///   between two stars.
  public func matches(_ text: String) -> Bool {
    if let bytes {
      var text = text
      let result = text.withUTF8 { buffer -> Bool? in
        Self.isPlainASCII(buffer) ? bytes.matches(buffer) : nil
      }
      if let result { return result }
    }
    return characters.matches(Self.characters(of: text))
  }

  /// The `Character`s of `text`, each compared by its scalars.
  static func characters(of text: String) -> [ExactText] {
    text.map { ExactText(String($0)) }
  }

  static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }
}

/// A glob split at its stars, ready to match.
struct CompiledPattern<Unit: Hashable & Sendable>: Sendable {
  /// One run of the pattern between stars: each unit is a literal, or `nil` for `?`.
  struct Piece: Sendable {
    var units: [Unit?]
    /// The Knuth–Morris–Pratt failure table, when the piece has no `?`.
    var failure: [Int]?
    /// For a piece with `?`: the bit masks of the Shift-And search, one row of
    /// ``wordsPerMask`` words per literal unit of the piece (bit `j` set where the piece has
    /// that unit or `?` at `j`), and the row for any other unit (`?` positions only) at index 0.
    var masks: [UInt64] = []
    /// The row of each literal unit in ``masks``.
    var maskRows: [Unit: Int] = [:]
    /// For bytes: the offset in ``masks`` of each byte's row, all 128 plain ASCII bytes (the
    /// only ones a byte pattern is compared with: ``Glob/isPlainASCII(_:)``), so the search
    /// looks a byte's row up in an array rather than a dictionary; empty for characters. 16 bits
    /// each: at most 128 rows of at most 16 words.
    var byteRowOffsets: [UInt16] = []
    /// 64-bit words per row: one per 64 units of the piece.
    var wordsPerMask = 0

    /// Whether every unit is `?`: the piece then matches wherever it fits.
    var isWildcardsOnly: Bool

    init(_ units: [Unit?]) {
      self.units = units
      isWildcardsOnly = units.allSatisfy { $0 == nil }
      failure = units.contains(nil) ? nil : Self.failureTable(units)
      if isWildcardsOnly {
        // Matches wherever it fits, without a search: no masks, only their width for the cost.
        wordsPerMask = (units.count + 63) / 64
      } else if failure == nil {
        buildMasks()
      }
    }

    /// `table[i]`: the length of the longest proper prefix of `units[0...i]` that is also its
    /// suffix.
    static func failureTable(_ units: [Unit?]) -> [Int] {
      var table = [Int](repeating: 0, count: units.count)
      var length = 0
      var index = 1
      while index < units.count {
        if units[index] == units[length] {
          length += 1
          table[index] = length
          index += 1
        } else if length > 0 {
          length = table[length - 1]
        } else {
          index += 1
        }
      }
      return table
    }

    /// The Shift-And masks (Baeza-Yates and Gonnet, "A new approach to text searching",
    /// Communications of the ACM 35(10), 1992), with `?` set in every row.
    private mutating func buildMasks() {
      wordsPerMask = (units.count + 63) / 64
      masks = [UInt64](repeating: 0, count: wordsPerMask)
      for (offset, unit) in units.enumerated() {
        let word = offset / 64
        let bit = UInt64(1) << UInt64(offset % 64)
        guard let unit else {
          // `?`: in the row of other units, and in every literal row (below).
          masks[word] |= bit
          continue
        }
        if maskRows[unit] == nil {
          maskRows[unit] = masks.count / wordsPerMask
          masks += repeatElement(0, count: wordsPerMask)
        }
        masks[maskRows[unit]! * wordsPerMask + word] |= bit
      }
      // A `?` matches every unit.
      for row in maskRows.values {
        for word in 0..<wordsPerMask { masks[row * wordsPerMask + word] |= masks[word] }
      }
      if Unit.self == UInt8.self {
        byteRowOffsets = (0..<128).map { byte in
          UInt16((maskRows[unsafeBitCast(UInt8(byte), to: Unit.self)] ?? 0) * wordsPerMask)
        }
      }
    }

    /// Whether the piece matches `text` at `start` (which leaves room for it).
    func matches<Text: RandomAccessCollection<Unit>>(_ text: Text, at start: Int) -> Bool
    where Text.Index == Int {
      for offset in units.indices {
        if let unit = units[offset], unit != text[start + offset] { return false }
      }
      return true
    }

    /// The leftmost place in `text[range]` where the piece matches, if any.
    ///
    /// - Complexity: O(range + piece) for a piece without `?` (Knuth–Morris–Pratt); with `?`,
    ///   O(range × ⌈piece / 64⌉) (Shift-And, 64 places of the piece per machine word).
    func firstMatch<Text: RandomAccessCollection<Unit>>(in text: Text, _ range: Range<Int>) -> Int?
    where Text.Index == Int {
      guard units.count <= range.count else { return nil }
      if units.isEmpty || isWildcardsOnly { return range.lowerBound }
      guard let failure else { return shiftAndMatch(in: text, range) }
      var matched = 0
      var index = range.lowerBound
      while index < range.upperBound {
        if text[index] == units[matched] {
          matched += 1
          index += 1
          if matched == units.count { return index - matched }
        } else if matched > 0 {
          matched = failure[matched - 1]
        } else {
          index += 1
        }
      }
      return nil
    }

    /// The leftmost match of a piece with `?`: bit `j` of the state says the last `j + 1`
    /// units read match the piece's first `j + 1`; each unit read shifts the state up by one,
    /// starts a match at bit 0 and keeps the bits its mask allows.
    private func shiftAndMatch<Text: RandomAccessCollection<Unit>>(in text: Text, _ range: Range<Int>) -> Int?
    where Text.Index == Int {
      let words = wordsPerMask
      let lastWord = (units.count - 1) / 64
      let lastBit = UInt64(1) << UInt64((units.count - 1) % 64)
      let byBytes = !byteRowOffsets.isEmpty
      return masks.withUnsafeBufferPointer { masks -> Int? in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { state -> Int? in
          state.initialize(repeating: 0)
          for index in range {
            let row =
              byBytes
              ? Int(byteRowOffsets[Int(unsafeBitCast(text[index], to: UInt8.self))])
              : maskRows[text[index]].map { $0 * words } ?? 0
            var carry: UInt64 = 1
            for word in 0..<words {
              let bits = state[word]
              state[word] = (bits << 1 | carry) & masks[row + word]
              carry = bits >> 63
            }
            if state[lastWord] & lastBit != 0 { return index + 1 - units.count }
          }
          return nil
        }
      }
    }
  }

  /// The pieces between stars, in order; one piece when the pattern has no star.
  let pieces: [Piece]
  let hasStar: Bool

  init(_ units: [Unit], star: Unit, any: Unit) {
    var pieces: [Piece] = []
    var current: [Unit?] = []
    for unit in units {
      if unit == star {
        pieces.append(Piece(current))
        current = []
      } else {
        current.append(unit == any ? nil : unit)
      }
    }
    pieces.append(Piece(current))
    self.pieces = pieces
    hasStar = pieces.count > 1
    let total = pieces.reduce(0) { $0 + $1.units.count }
    minimumCount = total
    var literals: [Literal] = []
    var position = 0
    for piece in pieces {
      var run: [Unit] = []
      for unit in piece.units {
        if let unit {
          run.append(unit)
        } else {
          Self.add(run, endingAt: position, of: total, to: &literals)
          run = []
        }
        position += 1
      }
      Self.add(run, endingAt: position, of: total, to: &literals)
    }
    self.literals = literals
    wordsPerUnit = max(1, pieces.dropFirst().dropLast().map(\.wordsPerMask).max() ?? 1)
  }

  /// Adds `run`, when not empty, ending `end` units into a pattern of `total` (stars left out).
  private static func add(_ run: [Unit], endingAt end: Int, of total: Int, to literals: inout [Literal]) {
    guard !run.isEmpty else { return }
    literals.append(Literal(units: run, before: end - run.count, after: total - end))
  }

  /// The fewest units a matching text has: all but the stars.
  let minimumCount: Int
  /// The runs of literal units (between stars and `?`s), in order: a matching text holds each,
  /// with at least `before` units before it and `after` after it.
  let literals: [Literal]

  /// A run of literal units of the pattern.
  struct Literal: Sendable {
    var units: [Unit]
    /// The pattern's units (stars left out) before the run and after it.
    var before: Int
    var after: Int
  }
  /// The most 64-bit words the Shift-And search of a piece between stars updates per unit of
  /// the text (1 when no such piece has `?`).
  let wordsPerUnit: Int

  /// An upper bound on the steps ``matches(_:)`` takes for a text of `count` units: each unit
  /// read once per word of the widest search and once more (the Knuth–Morris–Pratt search reads
  /// a unit at most twice; the anchored first and last pieces once), and each piece set up once.
  func cost(forTextOf count: Int) -> Int { count * (wordsPerUnit + 1) + pieces.count }

  func matches<Text: RandomAccessCollection<Unit>>(_ text: Text) -> Bool where Text.Index == Int {
    let count = text.count
    guard hasStar else {
      return pieces[0].units.count == count && pieces[0].matches(text, at: 0)
    }
    // The pieces are read in place: each copied out (`for piece in pieces…`) retained and
    // released its five arrays and table, most of the time of a pattern of many short pieces.
    return pieces.withUnsafeBufferPointer { pieces in
      let lastIndex = pieces.count - 1
      let firstCount = pieces[0].units.count
      let lastCount = pieces[lastIndex].units.count
      guard firstCount + lastCount <= count, pieces[0].matches(text, at: 0),
        pieces[lastIndex].matches(text, at: count - lastCount)
      else { return false }
      var position = firstCount
      let end = count - lastCount
      var index = 1
      while index < lastIndex {
        guard let start = pieces[index].firstMatch(in: text, position..<end) else { return false }
        position = start + pieces[index].units.count
        index += 1
      }
      return true
    }
  }
}
