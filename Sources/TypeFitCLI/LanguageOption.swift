import Foundation
import TypeFit

/// One language given on the command line or in a `measure --batch` line (`--lang`, `"lang"`),
/// read as `check --locales` reads its entries: spelled as BCP 47 (``LocaleTag/normalized(_:)``:
/// `de_DE` → `de-DE`, `German` → `de`), a value that is not a tag refused as a usage error, and a
/// primary language subtag no ISO 639 list has (`german`, `dee`) warned of, since its text is
/// measured with the root line-breaking rules and the stack's default fonts.
struct LanguageOption: Sendable, Hashable {
  /// The tag the text is measured in.
  let tag: String
  /// The warning to write on standard error, without `Warning: `, when the primary language
  /// subtag is not a known language; `nil` otherwise.
  let warning: String?

  /// Reads `text`, given as `name` (`--lang`, or `"lang"` in a batch line).
  ///
  /// - Throws: ``UsageError`` naming the option and the value when it is not a language tag
  ///   (``LocaleTag/isWellFormed(_:)``): `--lang: 'de DE' is not a BCP 47 language tag (such as
  ///   de, pt-BR or zh-Hant)`.
  init(_ text: String, name: String) throws {
    guard LocaleTag.isWellFormed(text) else {
      throw UsageError(
        "\(name): \(LocaleTag.refusal(text, examples: "de, pt-BR or zh-Hant"))"
      )
    }
    tag = LocaleTag.normalized(text)
    let primary = String(tag.prefix { $0 != "-" })
    // `x-…` (private use) and `i-…` (grandfathered) tags have no language subtag to look up.
    guard primary.count > 1, !Self.isKnownLanguage(primary) else {
      warning = nil
      return
    }
    let hint = Self.language(named: primary).map { "; did you mean \($0)?" } ?? ""
    warning =
      "\(name): '\(TerminalText.escaped(text))' does not start with a known language code (ISO 639, such as de "
      + "or fil), so it is measured with the default line breaking and fonts\(hint)"
  }

  /// Whether `code` (lowercase) is an ISO 639 language code ICU knows: its two-letter codes and
  /// the three-letter ones it uses for locales (`fil`, `yue`), 600 or so.
  static func isKnownLanguage(_ code: String) -> Bool { knownLanguages.contains(code) }

  private static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

  /// The code of the language whose English name is `name`, ignoring case (`german` → `de`,
  /// `Finnish` → `fi`), or `nil`.
  static func language(named name: String) -> String? {
    let english = Locale(identifier: "en")
    let wanted = name.lowercased()
    return Locale.LanguageCode.isoLanguageCodes.map(\.identifier).sorted().first {
      english.localizedString(forLanguageCode: $0)?.lowercased() == wanted
    }
  }
}
