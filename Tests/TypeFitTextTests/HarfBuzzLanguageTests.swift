import Testing

@testable import TypeFitText

/// Language tags reach HarfBuzz once per distinct tag, and tags whose extension or private-use
/// part cannot change shaping reach it reduced, with the same OpenType language systems.
@Suite("HarfBuzz languages")
struct HarfBuzzLanguageTests {
  @Test(
    "a tag is reduced to what HarfBuzz reads for shaping, or kept whole",
    arguments: [
      ("de-x-00001", "de"), ("de_x_00001", "de"), ("DE-X-ABC", "de"),
      ("zh-Hant-HK-u-nu-hanidec", "zh-hant-hk"),
      ("sr-Latn-x-a", "sr-latn"), ("es-419-x-y", "es-419"), ("yue-HK-x-1", "yue-hk"),
      ("de-x-hbot-abc", "de-x-hbot-abc"), ("ar-x-hbsc-latn", "ar-x-hbsc-latn"), ("zh-min-nan", "zh-min-nan"),
      ("zh-yue-x-1", "zh-yue-x-1"), ("el-polyton-x-1", "el-polyton-x-1"), ("x-private", "x-private"),
      ("i-navajo", "i-navajo"), ("de-x", "de-x"), ("pt-BR", "pt-br"), ("abcde-x-1", "abcde-x-1"),
    ])
  func shapingTag(tag: String, expected: String) {
    #expect(HarfBuzzLanguage.shapingTag(tag) == expected)
  }

  @Test(
    "a reduced tag gives HarfBuzz's OpenType script and language systems of the whole tag",
    arguments: [
      "de-x-00001", "zh-Hant-HK-u-nu-hanidec", "zh-HK-x-a", "zh-TW-x-a", "zh-Hans-x-a", "sr-Latn-x-a",
      "es-419-x-y", "yue-HK-x-1", "cdo-Hant-HK-x-1", "hak-TW-x-1", "mnw-TH-x-1", "ga-Latg-x-1", "ro-MD-x-1",
      "ja-x-a", "ko-KR-t-en", "ar-EG-u-nu-arab", "ur-x-a", "fa-AF-x-1", "tr-x-1", "az-Cyrl-x-1",
    ])
  func reductionKeepsLanguageSystems(tag: String) {
    for script in ["Latn", "Hani", "Cyrl", "Arab", "Grek", "Hang", "Kana"] {
      let whole = HarfBuzzLanguage.openTypeTags(for: tag, script: script)
      let reduced = HarfBuzzLanguage.openTypeTags(for: HarfBuzzLanguage.shapingTag(tag), script: script)
      #expect(whole.scripts == reduced.scripts, "\(tag) \(script)")
      #expect(whole.languages == reduced.languages, "\(tag) \(script)")
    }
  }

  /// Thirty-first attack A31-8: tags that differ in a variant each went to HarfBuzz, and each
  /// face kept a shape plan per language in a list walked on every shaping (40,000 lines of
  /// `measure --batch`: 120 s of CPU and 461 MB, debug).
  @Test("past the most distinct tags a new one is shaped as its primary language, or as und")
  func distinctTagsBounded() {
    #expect(HarfBuzzLanguage.maximumShapingTags == 1_000)
    // A table of its own, so the process's stays free for the other tests' languages.
    var table = HarfBuzzLanguage.Interning(maximumShapingTags: 10)
    let french = table.language(for: "fr")
    let variants = (0..<20).map { "fr-" + String(repeating: "a", count: 4) + String(UnicodeScalar(97 + $0)!) }
    let languages = variants.map { table.language(for: $0) }
    #expect(table.shapingTags.count == 10)
    #expect(Set(languages.prefix(9)).count == 9)
    #expect(languages.dropFirst(9).allSatisfy { $0 == french })
    let unknown = table.language(for: "qqq-aaaa1")
    #expect(table.shapingTags.count == 11)
    #expect(unknown == table.language(for: "und"))
  }

  /// Thirty-first attack A31-8: a context kept an ICU line iterator and the settings of every
  /// language it met (40,000 tags of `measure --batch`: 461 MB, debug). Private-use tags, so the
  /// process's HarfBuzz languages stay as they are for the other tests.
  @Test("a shaping context keeps the settings of at most 1,024 languages")
  func contextLanguagesBounded() throws {
    #expect(ShapingContext.rememberedLanguages == 1_024)
    let context = try ShapingContext(stack: Engines.system.stack)
    for n in 0..<1_100 { _ = try context.settings(for: "de-x-\(n)") }
    #expect(context.rememberedLanguageCount == 1_100 - 1_024)
    _ = try context.settings(for: "fr")
    #expect(context.rememberedLanguageCount == 1_100 - 1_024 + 1)
  }

  @Test("8,000 private-use tags of one language are one HarfBuzz language, handed over once")
  func privateUseTagsShareOneLanguage() {
    _ = HarfBuzzLanguage.language(for: "fr")
    let before = HarfBuzzLanguage.distinctShapingTags
    for i in 0..<8_000 {
      #expect(HarfBuzzLanguage.sameLanguage("fr-x-\(i)", "fr"))
    }
    // Other tests may add their own tags meanwhile; these 8,000 add none.
    #expect(HarfBuzzLanguage.distinctShapingTags - before < 100)
  }
}
