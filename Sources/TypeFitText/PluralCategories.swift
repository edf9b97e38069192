internal import CTypeFitShims

/// The CLDR cardinal plural categories of a language, from ICU's plural rules (`uplrules_open`,
/// `uplrules_getKeywords`, through the C shim): what iOS and Android choose a plural form among.
///
/// ```swift
/// PluralCategories.of("en")  // ["one", "other"]
/// PluralCategories.of("ru")  // ["one", "few", "many", "other"]
/// PluralCategories.of("ja")  // ["other"]
/// PluralCategories.of("xx")  // nil: ICU has no rules for the language
/// ```
public enum PluralCategories {
  /// The six category names, in CLDR order: bit `i` of the shim's answer is `names[i]`.
  static let names = ["zero", "one", "two", "few", "many", "other"]

  /// The categories of BCP 47 tag `languageTag`'s language (`en`, `pt-BR`, `sr-Latn`), or `nil`
  /// when ICU has no plural rules for it (an unknown language, `Base`, a tag ICU cannot read),
  /// which ICU would otherwise answer with the root's `other` alone.
  public static func of(_ languageTag: String) -> Set<String>? {
    guard isReadable(languageTag) else { return nil }
    var bits: UInt32 = 0
    guard tf_plural_categories(languageTag, &bits) == 1 else { return nil }
    return Set(names.indices.filter { bits & (1 << $0) != 0 }.map { names[$0] })
  }

  /// Whether `languageTag` may name a language ICU knows: a tag is a few dozen printable ASCII
  /// bytes, and anything else (a NUL, `e\u{301}n`, a kilobyte) is handed to ICU by no caller.
  static func isReadable(_ languageTag: String) -> Bool {
    languageTag.utf8.count <= 64 && languageTag.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
  }
}
