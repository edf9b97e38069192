import Testing

@testable import TypeFitCheck

/// `match` and `ignore` patterns: the compiled matcher gives the same answers as the textbook
/// definition, on ASCII and on characters that are several bytes or scalars.
@Suite("Glob patterns: the compiled matcher")
struct GlobMatcherTests {
  /// The definition, by dynamic programming over characters: `*` any run, `?` one character.
  static func reference(_ pattern: [Character], _ text: [Character]) -> Bool {
    var row = [Bool](repeating: false, count: text.count + 1)
    row[0] = true
    for unit in pattern {
      var next = [Bool](repeating: false, count: text.count + 1)
      if unit == "*" {
        var any = false
        for index in 0...text.count {
          any = any || row[index]
          next[index] = any
        }
      } else {
        for index in 1...max(1, text.count) where index <= text.count {
          next[index] = row[index - 1] && (unit == "?" || unit == text[index - 1])
        }
      }
      row = next
    }
    return row[text.count]
  }

  /// A small deterministic generator (a 64-bit linear congruential one), so failures repeat.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test("20,000 random patterns over a, b, * and ? agree with the definition on random keys")
  func agreesWithDefinition() {
    var generator = Generator(state: 42)
    let patternUnits: [Character] = ["a", "b", "*", "?"]
    let textUnits: [Character] = ["a", "b"]
    var matched = 0
    for _ in 0..<20_000 {
      let pattern = (0..<generator.next(8)).map { _ in patternUnits[generator.next(4)] }
      let text = (0..<generator.next(10)).map { _ in textUnits[generator.next(2)] }
      let expected = Self.reference(pattern, text)
      #expect(
        Glob(String(pattern)).matches(String(text)) == expected, "'\(String(pattern))' on '\(String(text))'")
      if expected { matched += 1 }
    }
    // Both answers occur often enough for the comparison to mean something.
    #expect(matched > 2_000 && matched < 18_000, "\(matched)")
  }

  @Test(
    "characters, not bytes: ? is one character of several scalars; a literal matches only its own scalars",
    arguments: [
      ("caf?", "caf\u{E9}", true), ("caf?", "cafe\u{301}", true), ("caf\u{E9}", "cafe\u{301}", false),
      ("cafe\u{301}", "caf\u{E9}", false), ("caf\u{E9}", "caf\u{E9}", true),
      ("cafe\u{301}", "cafe\u{301}", true),
      ("?", "\r\n", true), ("??", "\r\n", false), ("a?b", "a👨‍👩‍👧b", true), ("*\u{E9}*", "xe\u{301}y", false),
      ("*e\u{301}*", "xe\u{301}y", true), ("K", "\u{212A}", false),
      ("menu.*", "menu.open", true), ("menu.*", "menu", false), ("*.title", "a.b.title", true),
      ("a*b*c", "abc", true), ("a*b*c", "acb", false), ("*ab", "aab", true), ("ab*", "a", false),
      ("", "", true), ("", "a", false), ("*", "", true), ("a?c", "ac", false),
    ])
  func characters(_ pattern: String, _ text: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(text) == expected)
  }

  @Test("the pattern that made the old matcher quadratic still answers: *aaa…ab against 20,000 a's")
  func longPatternAgainstLongKey() {
    let key = String(repeating: "a", count: 20_000)
    #expect(!Glob("*" + String(repeating: "a", count: 999) + "b").matches(key))
    #expect(Glob("*" + String(repeating: "a", count: 999)).matches(key))
    #expect(!Glob("*a*" + String(repeating: "a", count: 998) + "b*").matches(key))
    #expect(Glob("a*" + String(repeating: "a", count: 998) + "*a").matches(key))
  }

  /// Random patterns `*P*` or `*P*Q*` whose pieces have `?`s and are `lengths` units long,
  /// on keys that hold an instance of the pieces half of the time, compared with the definition.
  static func longPiecesAgree(
    units: [Character], lengths: ClosedRange<Int>, seed: UInt64, cases: Int
  ) -> (matched: Int, total: Int) {
    var generator = Generator(state: seed)
    var matched = 0
    for _ in 0..<cases {
      func piece() -> [Character] {
        (0..<lengths.lowerBound + generator.next(lengths.count)).map { _ in
          generator.next(5) == 0 ? "?" : units[generator.next(units.count)]
        }
      }
      func filler() -> [Character] {
        (0..<generator.next(40)).map { _ in units[generator.next(units.count)] }
      }
      let pieces = generator.next(2) == 0 ? [piece()] : [piece(), piece()]
      var text = filler()
      for piece in pieces {
        // Half the time the piece is there (its `?`s filled in), else a near miss: one unit changed.
        var instance = piece.map { $0 == "?" ? units[generator.next(units.count)] : $0 }
        if generator.next(2) == 0 {
          let place = generator.next(instance.count)
          instance[place] = units[(units.firstIndex(of: instance[place])! + 1) % units.count]
        }
        text += instance + filler()
      }
      let pattern = ["*"] + pieces.joined(separator: ["*"]) + ["*"]
      let expected = reference(Array(pattern), text)
      #expect(
        Glob(String(pattern)).matches(String(text)) == expected, "'\(String(pattern))' on '\(String(text))'")
      if expected { matched += 1 }
    }
    return (matched, cases)
  }

  @Test("Pieces with ? longer than a 64-bit word (Shift-And over several words) agree with the definition")
  func longPiecesWithAnyCharacter() {
    for (lengths, seed, cases) in [(60...70, UInt64(7), 300), (120...200, 8, 60), (900...1000, 9, 12)] {
      let result = Self.longPiecesAgree(units: ["a", "b"], lengths: lengths, seed: seed, cases: cases)
      // Both answers occur often enough for the comparison to mean something.
      #expect(result.matched >= cases / 6 && result.matched <= cases * 5 / 6, "\(lengths): \(result.matched)")
    }
  }

  @Test("Long pieces with ? over characters of several bytes (the Character path) agree with the definition")
  func longPiecesOfCharacters() {
    let result = Self.longPiecesAgree(units: ["é", "ß", "👍🏽"], lengths: 60...140, seed: 11, cases: 100)
    #expect(result.matched >= 100 / 6 && result.matched <= 500 / 6, "\(result.matched)")
  }

  @Test(
    "A ? at the last place of a word, the first of the next, and the end of a 1,000-unit piece",
    arguments: [63, 64, 65, 127, 128, 998])
  func anyCharacterAtWordEdges(place: Int) {
    var piece = Array(repeating: Character("a"), count: max(place + 2, 130))
    piece[place] = "?"
    piece[piece.count - 1] = "b"
    let pattern = "*" + String(piece) + "*"
    var key = Array(repeating: Character("a"), count: 3 * piece.count)
    #expect(!Glob(pattern).matches(String(key)))
    key[2 * piece.count - 1] = "b"  // ends the piece that starts at piece.count
    #expect(Glob(pattern).matches(String(key)))
    key[piece.count + place] = "x"  // the `?` takes any character
    #expect(Glob(pattern).matches(String(key)))
    key[piece.count + place - 1] = "x"  // a literal place does not
    #expect(!Glob(pattern).matches(String(key)))
  }

  @Test(
    "The attack pattern *aaa…a?b* (1,000 units) answers on 10,000-character keys, with and without a match")
  func attackPattern() {
    let glob = Glob("*" + String(repeating: "a", count: 997) + "?b*")
    #expect(!glob.matches(String(repeating: "a", count: 10_000)))
    #expect(glob.matches(String(repeating: "a", count: 5_000) + "xb" + String(repeating: "a", count: 5_000)))
    #expect(!glob.matches(String(repeating: "a", count: 900) + "xb" + String(repeating: "a", count: 5_000)))
  }

  @Test("globs compare and hash by their pattern, and encode as it")
  func equality() {
    #expect(Glob("a*") == Glob("a*"))
    #expect(Glob("a*") != Glob("a?"))
    #expect(Set([Glob("a*"), Glob("a*"), Glob("b")]).count == 2)
    // Patterns that differ only in normalization are two patterns (they match different keys).
    #expect(Glob("caf\u{E9}*") != Glob("cafe\u{301}*"))
    #expect(Set([Glob("caf\u{E9}*"), Glob("cafe\u{301}*")]).count == 2)
    #expect(Glob("menu.*").description == "menu.*")
  }
}
