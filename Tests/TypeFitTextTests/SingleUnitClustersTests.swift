import Testing

@testable import TypeFitText

@Suite("Code units that are grapheme clusters of their own")
struct SingleUnitClustersTests {
  /// One unit of each Grapheme_Cluster_Break class the set holds: Control, LF, Other, LV, LVT,
  /// and an Extended_Pictographic one (©).
  static let neighbours: [UInt16] = [0x0B, 0x0A, 0x61, 0xAC00, 0xAC01, 0xA9]

  /// Cluster starts plus the length, from ICU's UAX #29 iterator.
  static func icuStarts(_ units: [UInt16]) throws -> [Int32] {
    let iterator = try ICUBreakIterator(kind: .graphemeCluster, locale: "")
    return try units.withUnsafeBufferPointer { buffer in
      [0] + (try iterator.boundaries(in: buffer)).map { Int32($0.utf16Offset) }
    }
  }

  static func fastStarts(_ units: [UInt16]) -> [Int32]? {
    units.withUnsafeBufferPointer { SingleUnitClusters.boundaries($0) }
  }

  @Test("ICU puts a cluster boundary on both sides of every unit of the set, whatever its neighbour")
  func agreesWithICU() throws {
    let set = (0...0xFFFF).map { UInt16($0) }.filter(SingleUnitClusters.standsAlone)
    #expect(set.count == 44_174)
    // Each unit next to itself, to the next unit of the set, and to each neighbour on both sides.
    var text: [UInt16] = []
    for unit in set {
      text.append(unit)
      for neighbour in Self.neighbours { text += [neighbour, unit] }
      text.append(unit)
    }
    let everyUnit = (0...text.count).map { Int32($0) }
    #expect(try Self.icuStarts(text) == everyUnit)
    #expect(Self.fastStarts(text) == everyUnit)
  }

  @Test("a unit that can join its neighbour sends the text to ICU")
  func joiningUnits() throws {
    // CR, combining acute, ZWNJ, ZWJ, a lead surrogate, Thai sara am, a Hangul jamo L, marks
    // just outside the ranges (Cyrillic titlo, Arabic fatha, CJK tone mark, kana voicing,
    // halfwidth voiced mark), Arabic number sign (Prepend).
    for unit: UInt16 in [
      0x0D, 0x0301, 0x200C, 0x200D, 0xD83D, 0x0E33, 0x1100, 0x0483, 0x064E, 0x302A, 0x3099, 0xFF9E, 0x0600,
    ] {
      #expect(!SingleUnitClusters.standsAlone(unit), "U+\(String(unit, radix: 16))")
      #expect(Self.fastStarts([0x61, unit, 0x61]) == nil)
    }
    // Where it matters: "e" + U+0301 and CR LF are one cluster each for ICU.
    #expect(try Self.icuStarts([0x65, 0x0301, 0x61]) == [0, 2, 3])
    #expect(try Self.icuStarts([0x0D, 0x0A]) == [0, 2])
  }

  @Test("Latin, Greek, Cyrillic, Vietnamese, CJK and Hangul text: one cluster per unit, as ICU finds")
  func commonTexts() throws {
    for text in [
      "Café – naïve “déjà vu”…", "Ελληνικά", "Русский текст", "Tiếng Việt", "日本語のテキスト、カタカナ",
      "한국어 텍스트", "مرحبا بالعالم", "Ｆｕｌｌ　ｗｉｄｔｈ", "line\nbreak\u{2028}sep",
    ] {
      let units = Array(text.utf16)
      let starts = Self.fastStarts(units)
      #expect(starts == (0...units.count).map { Int32($0) }, "\(text)")
      #expect(try Self.icuStarts(units) == starts, "\(text)")
    }
    #expect(Self.fastStarts([]) == [0])
  }
}
