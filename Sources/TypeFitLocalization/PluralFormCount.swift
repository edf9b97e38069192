/// The count a plural form's integer specifiers show: one the form stands for in the string's
/// language, nearest the integer sample, written as the sample is.
///
/// iOS and Android choose a form by the count's CLDR cardinal plural category
/// (<https://cldr.unicode.org/index/cldr-spec/plural-rules>), and a category covers many counts in
/// many languages: Russian `one` is n % 10 = 1 and n % 100 ≠ 11, so iOS shows "1 231 файл" with
/// it; Arabic's 1,234 is `many`, and `few` shows 1,210 at the nearest. The sample (`d`, 1,234 by
/// default, or the `formatArguments` value when it is a whole number) sets the size; the form's
/// nearest count keeps its width (ties to the larger count), and it is grouped (`1,231`) when the
/// sample is. Where the language's counts are unknown (no ``LanguagePluralRules`` counts, a
/// language without rules), `zero` shows 0, `one` 1 and `two` 2
/// (``FormatSampleValues/pluralFormCounts``), and other forms keep the sample.
///
/// ```swift
/// PluralFormCount.text(of: "one", locale: "ru", sample: "1,234", rules: icu)  // "1,231"
/// PluralFormCount.text(of: "one", locale: "en", sample: "1,234", rules: icu)  // "1"
/// PluralFormCount.text(of: "one", locale: "xx", sample: "1,234", rules: icu)  // "1"
/// PluralFormCount.text(of: "few", locale: "xx", sample: "1,234", rules: icu)  // nil: the sample
/// ```
enum PluralFormCount {
  /// The sample whose size is sought when the `d` sample is not a whole number.
  static let defaultSample = (number: 1_234, isGrouped: true)

  /// The text integers show in plural form `form` of a `locale` string whose `d` sample is
  /// `sample`, or `nil` when they keep their samples.
  static func text(of form: String, locale: String?, sample: String?, rules: LanguagePluralRules?) -> String?
  {
    let size = sample.flatMap(wholeNumber) ?? defaultSample
    if let locale, let count = rules?.count(of: form, in: locale, nearest: size.number) {
      return size.isGrouped ? FormatSampleValues.groupThousands(String(count)) : String(count)
    }
    return FormatSampleValues.pluralFormCounts[form].map { String($0) }
  }

  /// The whole number `text` writes, and whether it is grouped by `,` into threes (`1,234`,
  /// `12345`), or `nil` for anything else (`-3`, `1.5`, `12,34`, `lots`, more than 15 digits).
  static func wholeNumber(_ text: String) -> (number: Int, isGrouped: Bool)? {
    let groups = text.split(separator: ",", omittingEmptySubsequences: false)
    guard let first = groups.first, !first.isEmpty,
      groups.count == 1 || (first.count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 })
    else { return nil }
    let digits = groups.joined()
    guard digits.count <= 15, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(digits)
    else { return nil }
    return (number, groups.count > 1)
  }
}
