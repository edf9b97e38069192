import Testing

@testable import TypeFitText

/// ICU's plural rules asked which counts a form stands for (thirty-first attack A31-1): Russian
/// `one` is 1, 21 … 1,231, not only 1. Values checked against `uplrules_select` over 0 … 9,999.
@Suite("Plural counts from ICU")
struct PluralCountsTests {
  static func counts(_ language: String, near number: Int = 1_234) -> [String: Int] {
    var counts: [String: Int] = [:]
    for form in PluralCategories.names {
      counts[form] = PluralCounts.nearest(form, in: language, to: number)
    }
    return counts
  }

  @Test("each form's count nearest 1,234 in en, ar, ru, lv and sl")
  func nearestTheSample() {
    #expect(Self.counts("en") == ["one": 1, "other": 1_234])
    #expect(
      Self.counts("ar") == ["zero": 0, "one": 1, "two": 2, "few": 1_210, "many": 1_234, "other": 1_202])
    // Russian `other` is for fractions: no whole count is in it.
    #expect(Self.counts("ru") == ["one": 1_231, "few": 1_234, "many": 1_235])
    #expect(Self.counts("ru-RU") == Self.counts("ru"))
    #expect(Self.counts("lv") == ["zero": 1_230, "one": 1_231, "other": 1_234])
    #expect(Self.counts("sl") == ["one": 1_201, "two": 1_202, "few": 1_204, "other": 1_234])
  }

  @Test("a tie goes to the larger count; a sample beyond 9,999 is kept when it is in the form")
  func tiesAndLargeSamples() {
    // Arabic `other` near 1,251: 1,202 and 1,300 are both 49 away.
    #expect(PluralCounts.nearest("other", in: "ar", to: 1_251) == 1_300)
    // Latvian `zero` near 5: 0 and 10.
    #expect(PluralCounts.nearest("zero", in: "lv", to: 5) == 10)
    #expect(PluralCounts.nearest("other", in: "en", to: 123_456) == 123_456)
    #expect(PluralCounts.nearest("one", in: "ru", to: 123_456) == 9_991)
    #expect(PluralCounts.nearest("few", in: "ru", to: -3) == 2)
  }

  @Test("a language ICU has no rules for, or a form without a count under 10,000, has none")
  func unknown() {
    #expect(Self.counts("xx").isEmpty)
    #expect(Self.counts("Base").isEmpty)
    #expect(Self.counts("e\u{301}n").isEmpty)
    #expect(PluralCounts.nearest("few", in: "en", to: 1_234) == nil)
    #expect(PluralCounts.nearest("eleven", in: "en", to: 1_234) == nil)
    // French `many` starts at 1,000,000.
    #expect(PluralCounts.nearest("many", in: "fr", to: 1_234) == nil)
    #expect(PluralCounts.nearest("many", in: "fr", to: 1_000_000) == 1_000_000)
  }
}
