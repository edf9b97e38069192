/// The plural categories each language's numbers fall into (CLDR's cardinal plural rules), told
/// to the readers from outside: this module is pure Swift and has no plural data, so a caller
/// with ICU (the command-line tool, through the text core) gives them.
///
/// With rules, a plural form a language never shows (`few` or `many` under `en`) is not handed out
/// as a string: it is dead text, not a layout (`UnshownPluralForms`). With counts, a form's
/// integers show a count the form stands for in the language (`PluralFormCount`): Russian
/// `one` is 1, 21, 31 … 1,231, not only 1.
///
/// ```swift
/// let rules = LanguagePluralRules { tag in tag.hasPrefix("en") ? ["one", "other"] : nil }
/// rules.categories(of: "en-GB")  // ["one", "other"]
/// rules.categories(of: "xx")     // nil: nothing known, every form is laid out
/// ```
public struct LanguagePluralRules: Sendable {
  private let lookUp: @Sendable (String) -> Set<String>?
  private let nearestCount: (@Sendable (String, String, Int) -> Int?)?

  /// Rules answered by `categories`: for a BCP 47 tag (`en`, `pt-BR`, `sr-Latn`), the CLDR
  /// category names its language uses (`one`, `other`), or `nil` when the language is unknown;
  /// and by `counts`, when given: the count of plural form `form` in the tag's language nearest
  /// `number` (Russian `one` near 1,234: 1,231), or `nil` when unknown.
  public init(
    _ categories: @escaping @Sendable (_ languageTag: String) -> Set<String>?,
    counts: (@Sendable (_ languageTag: String, _ form: String, _ number: Int) -> Int?)? = nil
  ) {
    lookUp = categories
    nearestCount = counts
  }

  /// The plural categories of `languageTag`'s language, or `nil` when they are unknown.
  public func categories(of languageTag: String) -> Set<String>? { lookUp(languageTag) }

  /// The count plural form `form` stands for in `languageTag`'s language nearest `number`, or
  /// `nil` when it is unknown (no counts were given, or none for the language and form).
  public func count(of form: String, in languageTag: String, nearest number: Int) -> Int? {
    nearestCount?(languageTag, form, number)
  }
}
