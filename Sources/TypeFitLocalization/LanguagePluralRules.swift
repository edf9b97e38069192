/// The plural categories each language's numbers fall into (CLDR's cardinal plural rules), told
/// to the readers from outside: this module is pure Swift and has no plural data, so a caller
/// with ICU (the command-line tool, through the text core) gives them.
///
/// With rules, a plural form a language never shows (`few` or `many` under `en`) is not handed out
/// as a string: it is dead text, not a layout (`UnshownPluralForms`).
///
/// ```swift
/// let rules = LanguagePluralRules { tag in tag.hasPrefix("en") ? ["one", "other"] : nil }
/// rules.categories(of: "en-GB")  // ["one", "other"]
/// rules.categories(of: "xx")     // nil: nothing known, every form is laid out
/// ```
public struct LanguagePluralRules: Sendable {
  private let lookUp: @Sendable (String) -> Set<String>?

  /// Rules answered by `categories`: for a BCP 47 tag (`en`, `pt-BR`, `sr-Latn`), the CLDR
  /// category names its language uses (`one`, `other`), or `nil` when the language is unknown.
  public init(_ categories: @escaping @Sendable (_ languageTag: String) -> Set<String>?) {
    lookUp = categories
  }

  /// The plural categories of `languageTag`'s language, or `nil` when they are unknown.
  public func categories(of languageTag: String) -> Set<String>? { lookUp(languageTag) }
}
