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
    warning = LocaleTag.unknownLanguageWarning(text, subject: "it is").map { "\(name): " + $0 }
  }
}
