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
///
/// A plural without an `other` form in a locale gets a warning of its own (twenty-eighth attack
/// A28-5): iOS and Android fall back to `other` for the numbers no other form covers, and `ja`
/// with only `one`, or `en` with only `few` and `many`, was left out as a note "nothing to fix".
struct UnshownPluralForms {
  let rules: LanguagePluralRules
  /// The categories of each locale met, asked once (at most ``rememberedLocales`` kept).
  private var known: [ExactText: Set<String>?] = [:]
  private var last: (locale: String, categories: Set<String>?)?
  /// The plural forms of the key and locale being read, reported when another comes.
  private var pending: Group?
  static let rememberedLocales = 1_024

  /// What the strings of one key and locale with plural forms said.
  private struct Group {
    /// The first of them, whose place the warning of a missing `other` names.
    var string: LocalizedString
    var categories: Set<String>?
    /// The forms never shown in the language, in the order met, and the first string of one
    /// (whose place their warning names).
    var unshown: [String] = []
    var firstUnshown: LocalizedString?
    /// The plural variables met (`""` for a plural variation), in the order met, the same as a
    /// set (each string of a text of 60 substitutions searched the array 60 times: A30-2), and
    /// those with an `other` form.
    var variables: [String] = []
    var variablesMet: Set<String> = []
    var variablesWithOther: Set<String> = []
  }

  init(rules: LanguagePluralRules) { self.rules = rules }

  /// Whether `string` is shown in its language; the warnings for the key and locale before it,
  /// when it is another and had unshown forms or no `other`.
  mutating func admits(_ string: LocalizedString) -> (shown: Bool, warnings: [LocalizationDiagnostic]) {
    var warnings: [LocalizationDiagnostic] = []
    if let waiting = pending,
      !(ExactText.sameBytes(waiting.string.key, string.key)
        && ExactText.sameBytes(waiting.string.locale, string.locale))
    {
      warnings = finish()
    }
    let forms = string.variant.components.compactMap { component -> (variable: String, form: String)? in
      switch component {
      case .plural(let form): ("", form)
      case .substitution(let name, let form): (name, form)
      default: nil
      }
    }
    guard !forms.isEmpty, !string.isXLIFFSource else { return (true, warnings) }
    if pending == nil { pending = Group(string: string, categories: categories(of: string.locale)) }
    for (variable, form) in forms {
      if pending!.variablesMet.insert(variable).inserted { pending!.variables.append(variable) }
      if form == "other" { pending!.variablesWithOther.insert(variable) }
    }
    // A stand-in only tells which forms the key has (``LocalizedString/isStandIn``).
    guard let categories = pending!.categories else { return (!string.isStandIn, warnings) }
    let unshown = forms.map(\.form).filter { !Self.isShown($0, in: categories, format: string.format) }
    guard !unshown.isEmpty else { return (!string.isStandIn, warnings) }
    if pending!.firstUnshown == nil { pending!.firstUnshown = string }
    for form in unshown where !pending!.unshown.contains(form) { pending!.unshown.append(form) }
    return (false, warnings)
  }

  /// The warnings for the last key and locale with plural forms, if they are not given yet.
  mutating func finish() -> [LocalizationDiagnostic] {
    guard let waiting = pending else { return [] }
    pending = nil
    var warnings: [LocalizationDiagnostic] = []
    let missing = waiting.variables.filter { !waiting.variablesWithOther.contains($0) }
    if !missing.isEmpty { warnings.append(Self.missingOther(waiting.string, variables: missing)) }
    if let categories = waiting.categories, let first = waiting.firstUnshown {
      warnings.append(Self.warning(first, categories: categories, forms: waiting.unshown))
    }
    return warnings
  }

  /// `plural "items" has no form other in ja: …`, a warning at the first of its strings; with a
  /// substitution, `plural variable "count" of "items" …`.
  static func missingOther(_ string: LocalizedString, variables: [String]) -> LocalizationDiagnostic {
    let named = variables.filter { !$0.isEmpty }.map { "\"\(TerminalText.escaped($0))\"" }
    let what =
      named.isEmpty
      ? "plural" : "plural variable\(named.count == 1 ? "" : "s") \(named.joined(separator: ", ")) of"
    let platform = string.format == .android ? "Android falls" : "iOS falls"
    return LocalizationDiagnostic(
      kind: .missingPluralOther, severity: .warning, at: string.location,
      message:
        "\(what) \"\(TerminalText.escaped(string.key))\" has no form other in "
        + "\(TerminalText.escaped(string.locale)): \(platform) back to other for the numbers its other forms do "
        + "not cover (other is the one category every language has); add it",
      locale: string.locale)
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
        + "not checked",
      locale: string.locale)
  }
}
