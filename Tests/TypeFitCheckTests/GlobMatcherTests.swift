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
    "characters, not bytes: ? is one character of several scalars, and canonically equal spellings match",
    arguments: [
      ("caf?", "café", true), ("caf?", "cafe\u{301}", true), ("café", "cafe\u{301}", true),
      ("?", "\r\n", true), ("??", "\r\n", false), ("a?b", "a👨‍👩‍👧b", true), ("*é*", "xe\u{301}y", true),
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

  @Test("globs compare and hash by their pattern, and encode as it")
  func equality() {
    #expect(Glob("a*") == Glob("a*"))
    #expect(Glob("a*") != Glob("a?"))
    #expect(Set([Glob("a*"), Glob("a*"), Glob("b")]).count == 2)
    #expect(Glob("menu.*").description == "menu.*")
  }
}
