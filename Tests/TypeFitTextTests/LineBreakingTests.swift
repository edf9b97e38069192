import Testing
import TypeFitText

@Suite("Line breaking by script")
struct LineBreakingTests {
  @Test("Latin wraps at spaces and after hyphens")
  func latin() throws {
    #expect(try Engines.lines("Wi-Fi Settings", width: 80) == ["Wi-Fi", "Settings"])
    #expect(try Engines.lines("Wi-Fi", width: 30) == ["Wi-", "Fi"])
  }

  @Test("A long German compound that fits no line is broken between clusters, filling each line")
  func overlongCompoundOnEmptyLine() throws {
    #expect(
      try Engines.lines("Datenschutzeinstellungen", language: "de", size: 53, width: 180)
        == ["Datens", "chutzei", "nstellun", "gen"])
  }

  @Test("A word that does not fit after other words moves to the next line before it is broken")
  func overlongWordMovesFirst() throws {
    #expect(
      try Engines.lines("Mobile Daten und Datenschutzeinstellungen", language: "de", size: 28, width: 250)
        == ["Mobile Daten und", "Datenschutzeinstell", "ungen"])
  }

  @Test("Japanese breaks between ideographs and keeps closing punctuation with its character")
  func japanese() throws {
    #expect(try Engines.lines("通知の設定を変更する。", language: "ja", width: 60) == ["通知の", "設定を", "変更す", "る。"])
  }

  @Test("Japanese is strict by default: no line starts with ー or a small kana")
  func japaneseStrict() throws {
    #expect(
      try Engines.lines("コーヒーショップ", language: "ja", size: 53, width: 180) == ["コー", "ヒー", "ショッ", "プ"])
    #expect(
      try Engines.lines("コーヒーショップ", language: "ja-JP", size: 53, width: 180) == ["コー", "ヒー", "ショッ", "プ"])
  }

  @Test("ja-u-lb-normal asks for ICU's normal rules, which let ー and small kana start a line")
  func japaneseNormal() throws {
    #expect(
      try Engines.lines("コーヒーショップ", language: "ja-u-lb-normal", size: 53, width: 180) == [
        "コーヒ", "ーショ", "ップ",
      ])
  }

  @Test("A soft-hyphen break is taken only if the line fits with its hyphen")
  func softHyphenFitsWithHyphen() throws {
    // "Daten-" is 55.56 pt in Inter Regular at 17 pt: too wide for 50 pt, so the word is
    // broken between clusters, never just before the soft hyphen (4 lines, as Pango gives).
    let layout = try Engines.interRegular.measure(
      "Daten\u{AD}schutz", parameters: LayoutParameters(pointSize: 17, maxWidth: 50))
    #expect(layout.lines.map(\.text) == ["Date", "n\u{2010}", "schut", "z"])
    for line in layout.lines { #expect(line.width <= 50) }
    // Where it fits, the break is taken and the hyphen drawn is U+2010, which Inter maps.
    let wide = try Engines.interRegular.measure(
      "Daten\u{AD}schutz", parameters: LayoutParameters(pointSize: 17, maxWidth: 60))
    #expect(wide.lines.map(\.text) == ["Daten\u{2010}", "schutz"])
    let alone = try Engines.interRegular.measure("Daten\u{2010}", parameters: LayoutParameters(pointSize: 17))
    #expect(abs(wide.lines[0].width - alone.naturalWidth) < 1e-9)
  }

  @Test("Korean keeps Hangul words whole and breaks at spaces (hangulWordPriority)")
  func korean() throws {
    #expect(try Engines.lines("한국어 설정 화면입니다", language: "ko", width: 80) == ["한국어", "설정", "화면입니다"])
  }

  @Test("Thai breaks at dictionary word boundaries")
  func thai() throws {
    #expect(
      try Engines.lines("การตั้งค่าความเป็นส่วนตัว", language: "th", width: 100) == ["การตั้งค่าความ", "เป็นส่วนตัว"])
  }

  @Test("Arabic and Hebrew wrap at spaces in logical order")
  func rightToLeft() throws {
    #expect(
      try Engines.lines("إعدادات الخصوصية والأمان", language: "ar", width: 100) == [
        "إعدادات", "الخصوصية", "والأمان",
      ])
    #expect(
      try Engines.lines("הגדרות פרטיות ואבטחה", language: "he", width: 100) == ["הגדרות", "פרטיות", "ואבטחה"])
  }

  @Test("Devanagari conjuncts stay whole")
  func devanagari() throws {
    #expect(try Engines.lines("गोपनीयता सेटिंग्स बदलें", language: "hi", width: 100) == ["गोपनीयता", "सेटिंग्स बदलें"])
  }

  @Test("Emoji ZWJ sequences are never split")
  func emojiSequences() throws {
    let family = "👨‍👩‍👧‍👦"
    #expect(
      try Engines.lines(String(repeating: family, count: 4), width: 50) == [family + family, family + family])
  }

  @Test("Combining marks stay with their base")
  func combiningMarks() throws {
    let e = "e\u{301}"
    #expect(try Engines.lines(String(repeating: e, count: 6), size: 53, width: 60) == [e + e, e + e, e + e])
  }

  @Test("No-break space joins words; an unbreakable run too wide is broken between clusters")
  func noBreakSpace() throws {
    #expect(try Engines.lines("100 km/h", width: 40) == ["100", "km/h"])
    #expect(try Engines.lines("100\u{A0}km/h", width: 40) == ["100\u{A0}", "km/h"])
    #expect(try Engines.lines("100\u{A0}km/h", width: 80) == ["100\u{A0}km/h"])
  }

  @Test("A soft hyphen is a break opportunity drawn as a hyphen when used")
  func softHyphen() throws {
    #expect(
      try Engines.lines("Benach\u{AD}richtigungen", language: "de", width: 80) == [
        "Benach-", "richtigung", "en",
      ])
  }

  @Test("URLs break after slashes")
  func urls() throws {
    #expect(
      try Engines.lines("https://mastodon.social/@alexandra/statuses", width: 150)
        == ["https://", "mastodon.social/", "@alexandra/", "statuses"])
  }

  @Test("Mandatory breaks: newline and U+2028 end a line; an empty paragraph is a line")
  func mandatoryBreaks() throws {
    #expect(try Engines.lines("First line\nSecond", width: 300) == ["First line", "Second"])
    #expect(try Engines.lines("First\u{2028}Second", width: 300) == ["First", "Second"])
    #expect(try Engines.lines("A\n\nB", width: 300) == ["A", "", "B"])
  }

  @Test("Trailing spaces hang past the line end")
  func hangingSpaces() throws {
    let layout = try Engines.system.measure(
      "Account      ", parameters: LayoutParameters(pointSize: 17, maxWidth: 70))
    #expect(layout.lines.map(\.text) == ["Account"])
    let plain = try Engines.system.measure("Account", parameters: LayoutParameters(pointSize: 17))
    #expect(layout.lines[0].width == plain.naturalWidth)
  }
}
