internal import CTypeFitShims
import TypeFitConcurrency

/// Which counts each CLDR cardinal plural category stands for in a language, from ICU's plural
/// rules (`uplrules_select`, through the C shim): the numbers iOS and Android show with a form.
///
/// A form covers more than one count in many languages: Russian `one` is n % 10 = 1 and
/// n % 100 ≠ 11 (1, 21, 31 … 1,231), Latvian `zero` 0, 10–20, 30 …, Slovenian `two` 2, 102 …
/// (CLDR Language Plural Rules, <https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>).
/// ``nearest(_:in:to:)`` answers with the count of a form closest to a sample, so a form's text
/// is laid out with a number of the width users see with it.
///
/// ```swift
/// PluralCounts.nearest("one", in: "ru", to: 1_234)  // 1231
/// PluralCounts.nearest("few", in: "ar", to: 1_234)  // 1210
/// PluralCounts.nearest("one", in: "en", to: 1_234)  // 1
/// PluralCounts.nearest("few", in: "en", to: 1_234)  // nil: English has no `few`
/// PluralCounts.nearest("one", in: "xx", to: 1_234)  // nil: ICU has no rules for the language
/// ```
public enum PluralCounts {
  /// The counts searched: 0 … 9,999, each form's category asked of ICU once per language.
  public static let range = 0..<10_000

  /// Languages whose table of ``range`` is kept (10 KB each); the tables are dropped when a
  /// run meets more (a hostile input's thousand locales costs time, not memory).
  static let rememberedLanguages = 64

  /// The category index (in ``PluralCategories/names``) of each count of ``range``, and which
  /// categories have one (bit `i`: `names[i]`), by tag; `nil` for a tag whose language ICU has no
  /// rules for.
  private static let tables = Locked<[String: Table?]>([:])

  private struct Table {
    let forms: [UInt8]
    let present: UInt8
  }

  /// The count of plural form `form` in BCP 47 tag `languageTag`'s language nearest `number`:
  /// among ``range``, and `number` itself when it lies beyond and is in the form. A tie goes
  /// to the larger count. `nil` when ICU has no rules for the language, or no count of the
  /// range is in the form (English `few`; French `many`, which starts at 1,000,000).
  public static func nearest(_ form: String, in languageTag: String, to number: Int) -> Int? {
    guard let index = PluralCategories.names.firstIndex(of: form), let table = table(of: languageTag) else {
      return nil
    }
    let category = UInt8(index)
    if number >= range.upperBound, number <= 1 << 53,
      forms(in: languageTag, first: number, count: 1)?.first == category
    {
      return number
    }
    // A form with no count in the range (Russian `other`, for fractions) is not searched for.
    guard table.present & (1 << category) != 0 else { return nil }
    // From the range's count nearest `number`, outward: above first, so a tie goes up.
    let start = min(max(number, range.lowerBound), range.upperBound - 1)
    for distance in 0..<range.count {
      let above = start + distance
      let below = start - distance
      if above < range.upperBound, table.forms[above] == category { return above }
      if below >= range.lowerBound, table.forms[below] == category { return below }
      if above >= range.upperBound, below < range.lowerBound { break }
    }
    return nil
  }

  /// The categories of ``range`` in `languageTag`'s language, asked once per tag.
  private static func table(of languageTag: String) -> Table? {
    if let known = tables.withLock({ $0[languageTag] }) { return known }
    let table = forms(in: languageTag, first: range.lowerBound, count: range.count).map { forms in
      Table(forms: forms, present: forms.reduce(0) { $1 < 6 ? $0 | 1 << $1 : $0 })
    }
    tables.withLock { tables in
      if tables.count >= rememberedLanguages { tables.removeAll() }
      tables[languageTag] = table
    }
    return table
  }

  /// The categories of the `count` integers from `first`, or `nil` when ICU has no rules.
  private static func forms(in languageTag: String, first: Int, count: Int) -> [UInt8]? {
    guard PluralCategories.isReadable(languageTag) else { return nil }
    var forms = [UInt8](repeating: 6, count: count)
    let answered = forms.withUnsafeMutableBufferPointer { buffer in
      tf_plural_forms_of_counts(languageTag, Int64(first), Int32(count), buffer.baseAddress)
    }
    return answered == 1 ? forms : nil
  }
}
