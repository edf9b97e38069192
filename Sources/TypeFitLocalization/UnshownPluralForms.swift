/// Leaves out the plural forms a string's language never shows, with one warning per key and
/// locale naming them (the twenty-sixth attack's A26-9: `few` under `en` was laid out, a false
/// TF001 error, and could be a part's widest form).
///
/// iOS chooses a plural form by the language's CLDR plural categories (English: `one`, `other`),
/// and a `.stringsdict` `zero` form for the number 0 in every language; String Catalogs are built
/// into `.stringsdict` files, and Xcode's XLIFF carries either, so `zero` is shown in those
/// formats too. Android chooses by the categories alone: "In English, a string for zero is
/// ignored even if the quantity is 0" (Quantity strings,
/// <https://developer.android.com/guide/topics/resources/string-resource#Plurals>). A form
/// outside them is never on screen: dead text, reported as a warning, not a layout. An XLIFF
/// `<source>` is kept: its forms are the target language's, shown in the development
/// language's words.
struct UnshownPluralForms {
  let rules: LanguagePluralRules
  /// The categories of each locale met, asked once (at most ``rememberedLocales`` kept).
  private var known: [ExactText: Set<String>?] = [:]
  private var last: (locale: String, categories: Set<String>?)?
  /// The unshown forms of the key and locale being read, reported when another comes.
  private var pending: (string: LocalizedString, categories: Set<String>, forms: [String])?
  static let rememberedLocales = 1_024

  init(rules: LanguagePluralRules) { self.rules = rules }

  /// Whether `string` is shown in its language; the warning for the key and locale before it,
  /// when it is another and had unshown forms.
  mutating func admits(_ string: LocalizedString) -> (shown: Bool, warning: LocalizationDiagnostic?) {
    var warning: LocalizationDiagnostic?
    if let waiting = pending,
      !(ExactText.sameBytes(waiting.string.key, string.key)
        && ExactText.sameBytes(waiting.string.locale, string.locale))
    {
      warning = finish()
    }
    let forms = string.variant.components.compactMap { component -> String? in
      switch component {
      case .plural(let form), .substitution(_, let form): form
      default: nil
      }
    }
    guard !forms.isEmpty, !string.isXLIFFSource, let categories = categories(of: string.locale) else {
      return (true, warning)
    }
    let unshown = forms.filter { !Self.isShown($0, in: categories, format: string.format) }
    guard !unshown.isEmpty else { return (true, warning) }
    if pending == nil { pending = (string, categories, []) }
    for form in unshown where !(pending?.forms.contains(form) ?? true) { pending?.forms.append(form) }
    return (false, warning)
  }

  /// The warning for the last key and locale with unshown forms, if it is not given yet.
  mutating func finish() -> LocalizationDiagnostic? {
    guard let waiting = pending else { return nil }
    pending = nil
    return Self.warning(waiting.string, categories: waiting.categories, forms: waiting.forms)
  }

  /// Whether `form` is shown in a language of `categories`, for a string of `format`.
  static func isShown(_ form: String, in categories: Set<String>, format: LocalizationFormat) -> Bool {
    categories.contains(form) || (form == "zero" && format != .android)
  }

  private mutating func categories(of locale: String) -> Set<String>? {
    if let last, ExactText.sameBytes(last.locale, locale) { return last.categories }
    let found: Set<String>?
    if let memo = known[ExactText(locale)] {
      found = memo
    } else {
      found = rules.categories(of: locale)
      if known.count < Self.rememberedLocales { known[ExactText(locale)] = found }
    }
    last = (locale, found)
    return found
  }

  /// `plural forms few, many of "v" are never shown in en: …; not checked`, at the first of them.
  static func warning(_ string: LocalizedString, categories: Set<String>, forms: [String])
    -> LocalizationDiagnostic
  {
    let ordered = forms.sorted { PluralCategory.rank($0) < PluralCategory.rank($1) }
    let listed = categories.sorted { PluralCategory.rank($0) < PluralCategory.rank($1) }.joined(
      separator: ", ")
    let locale = TerminalText.escaped(string.locale)
    let how =
      string.format == .android
      ? "Android chooses among \(locale)'s CLDR plural categories (\(listed)) only"
      : "iOS chooses among \(locale)'s CLDR plural categories (\(listed)), and zero for 0"
    let noun =
      ordered.count == 1
      ? "plural form \(ordered[0]) of" : "plural forms \(ordered.joined(separator: ", ")) of"
    let verb = ordered.count == 1 ? "is" : "are"
    return LocalizationDiagnostic(
      kind: .unshownPluralForm, severity: .note, at: string.location,
      message:
        "\(noun) \"\(TerminalText.escaped(string.key))\" \(verb) never shown in \(locale): \(how); "
        + "not checked")
  }
}
