import Foundation

extension LocaleTag {
  /// Whether `code` (lowercase) is an ISO 639 language code ICU knows: its two-letter codes and
  /// the three-letter ones it uses for locales (`fil`, `yue`, `ckb`), 600 or so
  /// (`Locale.LanguageCode.isoLanguageCodes`), and the withdrawn `iw`, `in` and `ji`, which ICU
  /// and Android read as `he`, `id` and `yi` (the fifty-second attack's A52-5: `iw.lproj` was
  /// warned of, though measured as Hebrew).
  public static func isKnownLanguage(_ code: String) -> Bool {
    knownLanguages.contains(code) || AndroidResourceQualifiers.legacyLanguages[code] != nil
  }

  private static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

  /// The primary language subtag of the well-formed `tag` when no ISO 639 list has it
  /// (`klingon`, `german`, `dee`): its text is measured with the root line-breaking rules and
  /// the stack's default fonts. `nil` for a known language, and for private-use (`x-…`) and
  /// grandfathered (`i-…`) tags, which have no language subtag to look up.
  public static func unknownLanguage(of tag: String) -> String? {
    let primary = String(normalized(tag).prefix { $0 != "-" })
    guard primary.count > 1, !isKnownLanguage(primary) else { return nil }
    return primary
  }

  /// The code of the language whose English name is `name`, ignoring case (`german` → `de`,
  /// `Finnish` → `fi`), or `nil`.
  public static func language(named name: String) -> String? {
    let english = Locale(identifier: "en")
    let wanted = name.lowercased()
    return Locale.LanguageCode.isoLanguageCodes.map(\.identifier).sorted().first {
      english.localizedString(forLanguageCode: $0)?.lowercased() == wanted
    }
  }

  /// What is said of `text`, a well-formed tag of an unknown language (``unknownLanguage(of:)``),
  /// after its name: `'german' does not start with a known language code (ISO 639, such as de or
  /// fil), so it is measured with the default line breaking and fonts; did you mean de?`.
  public static func unknownLanguageWarning(_ text: String, subject: String = "it is") -> String? {
    guard let primary = unknownLanguage(of: text) else { return nil }
    let hint = language(named: primary).map { "; did you mean \($0)?" } ?? ""
    return
      "'\(TerminalText.escaped(text))' does not start with a known language code (ISO 639, such as de or "
      + "fil), so \(subject) measured with the default line breaking and fonts\(hint)"
  }
}
