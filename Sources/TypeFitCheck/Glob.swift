/// Shell-style patterns for string keys: `*` matches any run of characters (dots included),
/// `?` one character; everything else matches itself. `menu.*` matches `menu.open`.
///
/// Characters are Swift `Character`s (extended grapheme clusters, compared by canonical
/// equivalence). The pattern is compiled once: split at its stars into pieces, the first
/// anchored at the start of the key, the last at its end, and each one between found at its
/// leftmost place after the previous one, which is the classic greedy matcher with one
/// backtrack point. Pieces without `?` are found with the Knuth–Morris–Pratt search, so a
/// match takes time linear in the key's length plus the pattern's; a piece with `?` in it is
/// tried at each place, at most O(key × piece). ASCII keys and patterns are compared as UTF-8
/// bytes, with no copy of the key.
public struct Glob: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: CompiledPattern<Character>
  /// The same pattern as bytes, when it is all ASCII without carriage returns (a carriage
  /// return and a line feed form one `Character`, so bytes would differ from characters).
  private let bytes: CompiledPattern<UInt8>?

  public init(_ pattern: String) {
    self.pattern = pattern
    characters = CompiledPattern(Array(pattern), star: "*", any: "?")
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

  public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  public var description: String { pattern }

  /// Whether the whole of `text` matches.
  /// - Complexity: O(text + pattern) for patterns whose `?`s, if any, stand next to the start
  ///   or the end; O(text × pattern) at worst otherwise.
  public func matches(_ text: String) -> Bool {
    if let bytes {
      var text = text
      let result = text.withUTF8 { buffer -> Bool? in
        Self.isPlainASCII(buffer) ? bytes.matches(buffer) : nil
      }
      if let result { return result }
    }
    return characters.matches(Array(text))
  }

  private static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }
}

/// A glob split at its stars, ready to match.
private struct CompiledPattern<Unit: Hashable & Sendable>: Sendable {
  /// One run of the pattern between stars: each unit is a literal, or `nil` for `?`.
  struct Piece: Sendable {
    var units: [Unit?]
    /// The Knuth–Morris–Pratt failure table, when the piece has no `?`.
    var failure: [Int]?

    init(_ units: [Unit?]) {
      self.units = units
      failure = units.contains(nil) ? nil : Self.failureTable(units)
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

    /// Whether the piece matches `text` at `start` (which leaves room for it).
    func matches<Text: RandomAccessCollection<Unit>>(_ text: Text, at start: Int) -> Bool
    where Text.Index == Int {
      for offset in units.indices {
        if let unit = units[offset], unit != text[start + offset] { return false }
      }
      return true
    }

    /// The leftmost place in `text[range]` where the piece matches, if any.
    func firstMatch<Text: RandomAccessCollection<Unit>>(in text: Text, _ range: Range<Int>) -> Int?
    where Text.Index == Int {
      guard units.count <= range.count else { return nil }
      if units.isEmpty { return range.lowerBound }
      guard let failure else {
        var start = range.lowerBound
        while start + units.count <= range.upperBound {
          if matches(text, at: start) { return start }
          start += 1
        }
        return nil
      }
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
  }

  func matches<Text: RandomAccessCollection<Unit>>(_ text: Text) -> Bool where Text.Index == Int {
    let count = text.count
    guard hasStar else {
      return pieces[0].units.count == count && pieces[0].matches(text, at: 0)
    }
    let first = pieces[0]
    let last = pieces[pieces.count - 1]
    guard first.units.count + last.units.count <= count, first.matches(text, at: 0),
      last.matches(text, at: count - last.units.count)
    else { return false }
    var position = first.units.count
    let end = count - last.units.count
    for piece in pieces.dropFirst().dropLast() {
      guard let start = piece.firstMatch(in: text, position..<end) else { return false }
      position = start + piece.units.count
    }
    return true
  }
}
