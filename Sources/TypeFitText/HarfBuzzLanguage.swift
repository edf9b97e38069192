internal import CHarfBuzz
import TypeFitConcurrency

/// HarfBuzz languages for BCP 47 tags, asked of HarfBuzz once per distinct tag in the process.
///
/// `hb_language_from_string` keeps every tag it has seen in one global linked list and walks
/// it on every call (`lang_find_or_insert` in HarfBuzz's `src/hb-common.cc`,
/// https://github.com/harfbuzz/harfbuzz), so a run in thousands of languages — private-use tags
/// such as `de-x-00001`, one `.lproj` folder each — cost time quadratic in their number, once
/// per shaping context. Here each tag is looked up in a hash table first, and a tag whose
/// extension or private-use part cannot change shaping is reduced before HarfBuzz sees it, so
/// `de-x-00001` … `de-x-09999` are one HarfBuzz language, `de`.
///
/// The reduction follows what HarfBuzz reads of a language when it shapes:
/// `hb_ot_tags_from_script_and_language` (`src/hb-ot-tag.cc`) takes the OpenType language
/// systems from the part of the tag before its first singleton subtag (`-x-`, `-u-`, …) and
/// reads the private-use part only for its own `-hbsc` and `-hbot` subtags. Only tags whose part
/// before the singleton is a language of 2–3 letters with at most a script (4 letters) and a
/// region (2 letters or 3 digits) are reduced: those shapes are never among the irregular tags
/// HarfBuzz compares whole (`zh-min-nan`, `art-lojban`), so the language systems stay the same.
///
/// HarfBuzz also keeps, in each face, one shape plan per language it shaped with, in a list it
/// walks for every shaping (`hb_shape_plan_create_cached`, `src/hb-shape-plan.cc`), so thousands
/// of tags that differ in a variant (`de-aaaa1`, `de-baaa1`, …) cost time quadratic in their
/// number and about 10 KB each (thirty-first attack A31-8: 40,000 such lines of `measure
/// --batch`, 120 s of CPU and 461 MB in a debug build). At most ``maximumShapingTags`` distinct
/// tags go to HarfBuzz in a process; a tag met past them is shaped as its primary language
/// subtag when that one went to HarfBuzz already, else as `und` (HarfBuzz's default language
/// system), as `check` reads at most 1,000 locales.
enum HarfBuzzLanguage {
  /// Tags seen so far and their HarfBuzz language (valid for the life of the process), and
  /// the distinct tags handed to HarfBuzz.
  private static let interned = Locked(Interning(maximumShapingTags: maximumShapingTags))

  /// The tags seen and their HarfBuzz language, and the distinct tags handed to HarfBuzz, at
  /// most `maximumShapingTags` of them (see ``language(for:)``); one for the process, others
  /// in tests.
  struct Interning {
    private(set) var byTag: [String: hb_language_t] = [:]
    private(set) var shapingTags = Set<String>()
    let maximumShapingTags: Int

    init(maximumShapingTags: Int) { self.maximumShapingTags = maximumShapingTags }

    /// See ``HarfBuzzLanguage/language(for:)``.
    mutating func language(for tag: String) -> hb_language_t {
      if let known = byTag[tag] { return known }
      var shaping = shapingTag(tag)
      if !shapingTags.contains(shaping), shapingTags.count >= maximumShapingTags {
        let primary = String(shaping.prefix { $0 != "-" })
        shaping = shapingTags.contains(primary) ? primary : "und"
      }
      let language = hb_language_from_string(shaping, -1)!
      byTag[tag] = language
      shapingTags.insert(shaping)
      return language
    }
  }

  /// The most distinct tags handed to HarfBuzz in a process (see ``HarfBuzzLanguage``): 1,000,
  /// as many as `check` reads locales (`RowPlanner.maximumLocales`).
  static let maximumShapingTags = 1_000

  /// HarfBuzz's language for a well-formed BCP 47 `tag` (checked by the caller: HarfBuzz
  /// crashes on an empty one); past ``maximumShapingTags``, a new tag's primary language subtag
  /// if that went to HarfBuzz already, else `und` (no OpenType language system: the default).
  static func language(for tag: String) -> hb_language_t {
    interned.withLock { $0.language(for: tag) }
  }

  /// How many distinct tags this process has handed to `hb_language_from_string` (each costs
  /// a walk of HarfBuzz's list of all the others), for tests.
  package static var distinctShapingTags: Int { interned.withLock { $0.shapingTags.count } }

  /// ``language(for:)`` for callers outside the shaping code, which cannot name HarfBuzz's
  /// type: whether `tag` and `other` are one HarfBuzz language.
  package static func sameLanguage(_ tag: String, _ other: String) -> Bool {
    language(for: tag) == language(for: other)
  }

  /// `tag` as HarfBuzz needs it for shaping: lowercase with `-` (as HarfBuzz stores it), without
  /// an extension or private-use part that cannot change the OpenType language systems (see
  /// ``HarfBuzzLanguage``); other tags whole.
  ///
  /// ```swift
  /// HarfBuzzLanguage.shapingTag("de-x-00001")        // "de"
  /// HarfBuzzLanguage.shapingTag("zh-Hant-HK-u-nu-x") // "zh-hant-hk"
  /// HarfBuzzLanguage.shapingTag("de-x-hbot-abc")     // "de-x-hbot-abc" (HarfBuzz reads it)
  /// HarfBuzzLanguage.shapingTag("zh-min-nan")        // "zh-min-nan"
  /// ```
  static func shapingTag(_ tag: String) -> String {
    let canonical = String(
      decoding: tag.utf8.map {
        $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : ($0 | (isUpper($0) ? 0x20 : 0))
      },
      as: UTF8.self)
    let subtags = canonical.split(separator: "-", omittingEmptySubsequences: false)
    guard let singleton = subtags.firstIndex(where: { $0.utf8.count == 1 }), singleton > 0,
      singleton < subtags.count - 1, !canonical.contains("-hbsc"), !canonical.contains("-hbot")
    else { return canonical }
    let head = subtags[..<singleton]
    func letters(_ subtag: Substring) -> Bool { subtag.utf8.allSatisfy { (0x61...0x7A).contains($0) } }
    func digits(_ subtag: Substring) -> Bool { subtag.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard (2...3).contains(head[0].utf8.count), letters(head[0]) else { return canonical }
    var rest = head.dropFirst()
    if let script = rest.first, script.utf8.count == 4, letters(script) { rest = rest.dropFirst() }
    if let region = rest.first,
      (region.utf8.count == 2 && letters(region)) || (region.utf8.count == 3 && digits(region))
    {
      rest = rest.dropFirst()
    }
    guard rest.isEmpty else { return canonical }
    return head.joined(separator: "-")
  }

  private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }

  /// The OpenType script and language system tags HarfBuzz picks for `tag` (as given, not
  /// reduced) and a script, as four-character strings: what a reduced tag must keep.
  package static func openTypeTags(for tag: String, script: String) -> (
    scripts: [String], languages: [String]
  ) {
    let language = hb_language_from_string(tag, -1)
    let hbScript = hb_script_from_string(script, -1)
    var scriptCount: UInt32 = 3
    var languageCount: UInt32 = 3
    var scripts = [hb_tag_t](repeating: 0, count: 3)
    var languages = [hb_tag_t](repeating: 0, count: 3)
    hb_ot_tags_from_script_and_language(
      hbScript, language, &scriptCount, &scripts, &languageCount, &languages)
    func text(_ tag: hb_tag_t) -> String {
      String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }
    return (scripts.prefix(Int(scriptCount)).map(text), languages.prefix(Int(languageCount)).map(text))
  }
}
