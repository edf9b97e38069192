import TypeFitLocalization

/// The locales of the input that a locale asked for (`--locales`, `"locales"`) and missing
/// from the input most likely meant: those of the same language (`de-DE` asked, `de` read),
/// else those one letter away (`dee` → `de`), for the warning that names it. A language's
/// English name stands for its code (`german` → `de`).
///
/// ```swift
/// LocaleSuggestion.suggestions(for: "de-DE", among: ["de", "en", "fi"])  // ["de"]
/// LocaleSuggestion.suggestions(for: "dee", among: ["de", "en", "fi"])    // ["de"]
/// LocaleSuggestion.suggestions(for: "ja", among: ["de", "en", "fi"])     // []
/// ```
enum LocaleSuggestion {
  /// The suggestions for `asked`, in alphabetical order: the locale that is its language alone
  /// (`de` for `de-DE`) when the input has it, else every locale of its language (`de-AT`,
  /// `de-CH` for `de`), else the locales one insertion, deletion or substitution away,
  /// ignoring case. None when nothing is that close: a suggestion two letters off a two-letter
  /// code (`xx` → `de`) would be a guess.
  static func suggestions(for asked: String, among available: some Collection<String>) -> [String] {
    var language = RowPlanner.primaryLanguage(asked)
    // A language's English name (`german`, `Finnish`) stands for its code, as `--lang` reads it
    // (a fresh user's `--locales german` got no suggestion: U52-4).
    if let unknown = LocaleTag.unknownLanguage(of: asked), let code = LocaleTag.language(named: unknown) {
      language = code
    }
    let sameLanguage = available.filter { RowPlanner.primaryLanguage($0) == language }.sorted()
    if let bare = sameLanguage.first(where: { $0.lowercased() == language }) { return [bare] }
    if !sameLanguage.isEmpty { return sameLanguage }
    let folded = Array(asked.lowercased().utf8)
    return available.filter { isOneEditAway(folded, Array($0.lowercased().utf8)) }.sorted()
  }

  /// How many suggestions a hint names, the rest counted (`…, or one of 31981 more`): every
  /// locale of the language was named (the thirty-eighth attack's A38-7: 32,000 of them).
  static let namedSuggestions = 20

  /// `; did you mean de?` or `; did you mean de-AT or de-CH?`, or `""` without suggestions.
  static func hint(for asked: String, among available: some Collection<String>) -> String {
    let found = suggestions(for: asked, among: available)
    guard let last = found.last else { return "" }
    let listed =
      found.count > namedSuggestions
      ? found.prefix(namedSuggestions).joined(separator: ", ")
        + ", or one of \(found.count - namedSuggestions) more"
      : found.count == 1 ? last : found.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(listed)?"
  }

  /// `de-AT or de-CH`: the suggestions for one of several locales asked for, the first
  /// ``namedSuggestions`` named and the rest counted (`… or one of 31981 more`).
  static func alternatives(_ found: [String]) -> String {
    guard found.count > namedSuggestions else { return found.joined(separator: " or ") }
    return found.prefix(namedSuggestions).joined(separator: " or ")
      + " or one of \(found.count - namedSuggestions) more"
  }

  /// Whether `a` becomes `b` by one insertion, deletion or substitution (not when equal).
  static func isOneEditAway(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a != b, abs(a.count - b.count) <= 1 else { return false }
    let (short, long) = a.count <= b.count ? (a, b) : (b, a)
    var i = 0
    while i < short.count, short[i] == long[i] { i += 1 }
    // Past the first difference the rest matches: shifted by one (an insertion) or not (a
    // substitution, when the lengths are equal).
    if short.count == long.count { return short[(i + 1)...] == long[(i + 1)...] }
    return short[i...] == long[(i + 1)...]
  }
}
