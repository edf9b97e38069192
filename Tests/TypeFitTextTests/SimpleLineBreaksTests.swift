import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// The UAX #14 shortcut for simple alphabetic text against ICU's line iterator: every short
/// string, random longer ones, the corpus, and which locales may take it.
@Suite("Line breaks of simple alphabetic text without ICU")
struct SimpleLineBreaksTests {
  /// Tab, line feed and the 95 printable units.
  static let units: [UInt16] = [0x09, 0x0A] + (0x20...0x7E).map { UInt16($0) }

  /// Boundaries as `offset` or `offset!` (mandatory).
  static func written(_ boundaries: [ICUBreakIterator.Boundary]?) -> [String]? {
    boundaries?.map { "\($0.utf16Offset)\($0.isMandatory ? "!" : "")" }
  }

  static func shortcut(_ units: [UInt16]) -> [String]? {
    units.withUnsafeBufferPointer { written(SimpleLineBreaks.boundaries($0)) }
  }

  static func icu(_ units: [UInt16], _ iterator: ICUBreakIterator) throws -> [String] {
    try units.withUnsafeBufferPointer { written(try iterator.boundaries(in: $0))! }
  }

  /// Compares every string of `1...maxLength` units over `alphabet`; returns how many.
  static func compareAll(over alphabet: [UInt16], maxLength: Int, _ iterator: ICUBreakIterator) throws -> Int
  {
    var compared = 0
    var mismatches = 0
    var text: [UInt16] = []
    func visit(_ length: Int) throws {
      if length > 0 {
        compared += 1
        let expected = try icu(text, iterator)
        if shortcut(text) != expected {
          mismatches += 1
          if mismatches <= 10 {
            Issue.record("\(String(decoding: text, as: UTF16.self).debugDescription)")
          }
        }
      }
      guard length < maxLength else { return }
      for unit in alphabet {
        text.append(unit)
        try visit(length + 1)
        text.removeLast()
      }
    }
    try visit(0)
    #expect(mismatches == 0)
    return compared
  }

  @Test("every string of one to three units (tab, line feed, printable ASCII) breaks as ICU breaks it")
  func everyShortString() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    #expect(try Self.compareAll(over: Self.units, maxLength: 3, iterator) == 97 + 97 * 97 + 97 * 97 * 97)
  }

  @Test("every string of four units over two of each class, and of five over one of each, as ICU")
  func everyLongerStringOfClasses() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    // BA (tab, |), LF, SP, EX (! ?), QU (" '), PR ($ + \), PO (%), OP (( [ {), CP () ]),
    // CL (}), IS (, . : ;), HY (-), SY (/), NU (0 9), AL (a Z #).
    let two = Array("\t|\n !?\"'$+\\%([{)]},.:;-/09aZ#".utf16)
    #expect(two.count == 29)
    #expect(try Self.compareAll(over: two, maxLength: 4, iterator) == 29 + 841 + 24_389 + 707_281)
    let one = Array("\t\n !\"$%()},-/0a".utf16)
    #expect(try Self.compareAll(over: one, maxLength: 5, iterator) == 15 + 225 + 3_375 + 50_625 + 759_375)
  }

  /// 22 units above U+007F: letters of Latin, Cyrillic and Greek, the typographic quotes, the
  /// ellipsis, the no-break space, the en dash, ¡ ¿ £ ¥ € ° ¢.
  static let extras: [UInt16] = [
    0xE9, 0x416, 0x3B1, 0x3A9, 0xC0, 0x24F, 0x2018, 0x2019, 0x201C, 0x201D, 0xAB, 0xBB, 0x2026, 0xA0, 0x2013,
    0xA1,
    0xBF, 0xA3, 0xA5, 0x20AC, 0xB0, 0xA2,
  ]

  @Test("every string of up to three units over two ASCII units of each class and 22 others, as ICU")
  func everyStringWithOtherUnits() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    let alphabet = Array("\t|\n !?\"'$+\\%([{)]},.:;-/09aZ#".utf16) + Self.extras
    #expect(alphabet.count == 51)
    #expect(try Self.compareAll(over: alphabet, maxLength: 3, iterator) == 51 + 51 * 51 + 51 * 51 * 51)
  }

  @Test(
    "each unit the shortcut reads above U+007F, in every string of up to three units beside one unit per class"
  )
  func everyOtherUnit() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    let classes = Array("\t\n !\"$%()},-/0a".utf16)
    let others = (0x80...0xFFFF).map { UInt16($0) }.filter { SimpleLineBreaks.lineClass(of: $0) != 0 }
    #expect(others.count == 731)
    var mismatches: [UInt16] = []
    for unit in others {
      // Strings of one to three units over the 15 and `unit` that hold `unit`.
      var texts: [[UInt16]] = [[unit]]
      for a in classes + [unit] {
        texts += [[a, unit], [unit, a]]
        for b in classes + [unit] { texts += [[a, b, unit], [a, unit, b], [unit, a, b]] }
      }
      for text in texts where Self.shortcut(text) != (try Self.icu(text, iterator)) {
        mismatches.append(unit)
        break
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test(
    "random strings of 8 to 47 units, rich in spaces, digits, punctuation and quotes, break as ICU breaks them"
  )
  func randomStrings() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    let alphabet = Array("\t\n !\"$%()},-/0a |1 2 .5,x y (é’\u{A0}…€“".utf16)
    var state: UInt64 = 88_172_645_463_325_252
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    var mismatches = 0
    for _ in 0..<100_000 {
      let length = 8 + Int(next() % 40)
      let text = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
      if Self.shortcut(text) != (try Self.icu(text, iterator)) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test(
    "every value of the shared corpus the shortcut reads breaks as ICU breaks it",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func corpus() throws {
    let shared = try #require(TestPaths.shared)
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    var compared = 0
    for (_, text) in CorpusSample.strings(in: shared) {
      let units = Array(text.utf16)
      guard let fast = Self.shortcut(units), !units.isEmpty else { continue }
      compared += 1
      #expect(fast == (try Self.icu(units, iterator)), "\(text.debugDescription)")
    }
    #expect(compared > 1_000)
  }

  @Test("known texts: soft breaks, mandatory breaks after line feeds, numbers kept whole")
  func knownTexts() throws {
    let iterator = try ICUBreakIterator(kind: .line, locale: "")
    let cases: [(String, [String])] = [
      ("Hello world", ["6", "11"]),
      ("a\nb\n", ["2!", "4!"]),
      ("$(12.50)", ["8"]),
      ("x -y", ["2", "4"]),  // a hyphen after a break stays with its letter
      ("x-y", ["2", "3"]),
      ("( a", ["3"]),
      ("\"a\" (b)", ["7"]),
      ("Price: 42 $ (tab\there)", ["7", "10", "12", "17", "22"]),
      ("v1.2, or .5", ["6", "9", "11"]),  // a break before a leading decimal point after a space
      ("a/b c/1", ["2", "4", "6", "7"]),
      ("a  !b", ["4", "5"]),
      ("l’été arrive", ["6", "12"]),
      ("« Bonjour » dit-il", ["2", "10", "12", "16", "18"]),
      ("Wait… what?", ["6", "11"]),
      ("Prix : 10 € (¡oferta!)", ["7", "10", "12", "22"]),
      ("a\u{A0}b c", ["4", "5"]),
      ("Привет, мир", ["8", "11"]),
      ("Ελληνικά – κείμενο", ["9", "11", "18"]),
    ]
    for (text, expected) in cases {
      let units = Array(text.utf16)
      #expect(Self.shortcut(units) == expected, "\(text.debugDescription)")
      #expect(try Self.icu(units, iterator) == expected, "\(text.debugDescription)")
    }
    #expect(Self.shortcut([]) == [])
  }

  @Test("a unit outside the set sends the text to ICU; the classes are UAX #14's")
  func otherUnits() {
    // Controls but tab and LF, DEL, C1, soft hyphen, ×, a combining mark, a Cyrillic mark,
    // Hebrew, U+2010 (ICU's rules name it), em dash, ideographic space, a lead surrogate.
    for unit: UInt16 in [
      0x00, 0x0B, 0x0C, 0x0D, 0x1F, 0x7F, 0x80, 0xAD, 0xD7, 0x0301, 0x0483, 0x05D0, 0x2010, 0x2014, 0x3000,
      0xD83D,
    ] {
      #expect(Self.shortcut([0x61, unit, 0x62]) == nil, "U+\(String(unit, radix: 16))")
    }
    #expect(SimpleLineBreaks.asciiClasses.count == 128)
    #expect(SimpleLineBreaks.asciiClasses.filter { $0 != 0 }.count == 97)
    #expect(SimpleLineBreaks.lineClass(of: 0x2D) == SimpleLineBreaks.hyphen)
    #expect(SimpleLineBreaks.lineClass(of: 0x5C) == SimpleLineBreaks.prefixNumeric)
    #expect(SimpleLineBreaks.lineClass(of: 0x7C) == SimpleLineBreaks.breakAfter)
    #expect(SimpleLineBreaks.lineClass(of: 0xE9) == SimpleLineBreaks.alphabetic)
    #expect(SimpleLineBreaks.lineClass(of: 0x2019) == SimpleLineBreaks.quotation)
    #expect(SimpleLineBreaks.lineClass(of: 0x2026) == SimpleLineBreaks.inseparable)
    #expect(SimpleLineBreaks.lineClass(of: 0xA0) == SimpleLineBreaks.glue)
    #expect(SimpleLineBreaks.lineClass(of: 0x20AC) == SimpleLineBreaks.prefixNumeric)
  }

  @Test("the pair table holds a pair's decision only when no context changes it")
  func pairTable() {
    typealias L = SimpleLineBreaks
    func pair(_ previous: UInt8, _ current: UInt8) -> UInt8 {
      L.pairDecisions[Int(previous) * L.classCount + Int(current)]
    }
    #expect(L.pairDecisions.count == 18 * 18)
    #expect(pair(L.alphabetic, L.alphabetic) == 0)  // LB 28
    #expect(pair(L.alphabetic, L.space) == 0)  // LB 7
    #expect(pair(L.lineFeed, L.alphabetic) == 2)  // LB 5, mandatory
    #expect(pair(L.exclamation, L.alphabetic) == 1)  // LB 31
    #expect(pair(L.space, L.alphabetic) == L.contextual)  // LB 14: "( a" keeps, "x a" breaks
    #expect(pair(L.hyphen, L.alphabetic) == L.contextual)  // LB 20.09 needs the break before "-"
    #expect(pair(L.space, L.infixNumeric) == L.contextual)  // " .5" breaks, " ." does not
    #expect(pair(L.openPunctuation, L.numeric) == 0)
    // Every pair the table decides is decided so in every context it can meet.
    for previous in UInt8(1)..<18 {
      for current in UInt8(1)..<18 where pair(previous, current) != L.contextual {
        for next in UInt8(0)..<18 {
          for broke in [false, true] {
            let lastNonSpace = previous == L.space ? L.openPunctuation : previous
            #expect(
              L.decision(
                previous: previous, current: current, next: next, lastNonSpace: lastNonSpace,
                brokeBeforePrevious: broke, inNumber: false) == pair(previous, current))
          }
        }
      }
    }
  }

  @Test("only iterators with the checked rules take the shortcut: root and plain locales, not CJK or lb")
  func whichLocales() throws {
    for locale in ["", "en", "de_CH", "fr", "ko", "ar", "th", "en@lb=strict"] {
      let iterator = try ICUBreakIterator(kind: .line, locale: locale)
      #expect(iterator.rulesFingerprint == SimpleLineBreaks.verifiedRulesFingerprint, "\(locale)")
    }
    for locale in ["ja@lb=strict", "ja@lb=normal", "ja@lb=loose", "zh", "zh_Hant", "de@lb=loose"] {
      let iterator = try ICUBreakIterator(kind: .line, locale: locale)
      #expect(!SimpleLineBreaks.applies(toRulesFingerprint: iterator.rulesFingerprint), "\(locale)")
    }
    // The comparison the contexts make: rules byte for byte the root iterator's.
    let root = try ICUBreakIterator(kind: .line, locale: "")
    #expect(SimpleLineBreaks.rootRulesVerified)
    #expect(try ICUBreakIterator(kind: .line, locale: "de").hasSameRules(as: root))
    #expect(try !ICUBreakIterator(kind: .line, locale: "ja@lb=strict").hasSameRules(as: root))
    #expect(try !ICUBreakIterator(kind: .graphemeCluster, locale: "").hasSameRules(as: root))
    let context = try ShapingContext(stack: Engines.system.stack)
    #expect(try context.settings(for: "en").breaksWithoutICU)
    #expect(try context.settings(for: nil).breaksWithoutICU)
    #expect(try !context.settings(for: "ja").breaksWithoutICU)
    #expect(try !context.settings(for: "zh-Hans").breaksWithoutICU)
  }
}
