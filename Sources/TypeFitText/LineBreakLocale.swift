/// The ICU locale a text's line iterator opens with: its language, and the line-break
/// strictness of CSS `line-break` and the Unicode locale extension `lb`.
///
/// Japanese breaks strictly by default, as UILabel does: a line never starts with a small kana
/// (ッ ュ ィ…) or the prolonged sound mark ー, which UAX #14 classes as conditional Japanese
/// starters (CJ) and ICU's strict rules treat as non-starters (NS). `コーヒーショップ` at
/// 53 pt in 180 pt breaks `コー | ヒー | ショッ | プ`, not `コーヒ | ーショ | ップ`.
/// A tag may ask for other rules with the `lb` keyword: `ja-u-lb-normal` (ICU's default
/// rules, which allow those breaks) or `ja-u-lb-loose`; `zh-u-lb-strict` makes Chinese strict.
///
/// - Note: sources: UAX #14 (https://www.unicode.org/reports/tr14/, class CJ), the Unicode
///   locale extension `lb` (UTS #35, https://www.unicode.org/reports/tr35/#UnicodeLineBreakStyleIdentifier),
///   and ICU's `line_cj` strict rules (the locale keyword `@lb=strict`).
enum LineBreakLocale {
  /// The line-break styles of the `lb` keyword.
  static let styles: Set<String> = ["strict", "normal", "loose"]

  /// The ICU locale ID for a BCP 47 tag: `ja` → `ja@lb=strict`, `ja-JP-u-lb-normal` →
  /// `ja_JP@lb=normal`, `de-CH` → `de_CH`, `nil` → `""` (root rules).
  static func icuLocale(for language: String?) -> String {
    guard let language, !language.isEmpty else { return "" }
    let subtags = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
    // Everything from the first singleton (`u`, `x`, …) on is an extension, not the locale.
    let extensionStart = subtags.firstIndex { $0.count == 1 } ?? subtags.count
    let base = subtags[..<extensionStart].joined(separator: "_")
    var style: String? = nil
    if extensionStart < subtags.count, subtags[extensionStart].lowercased() == "u" {
      var i = extensionStart + 1
      while i + 1 < subtags.count, subtags[i].count != 1 {
        if subtags[i].lowercased() == "lb", styles.contains(subtags[i + 1].lowercased()) {
          style = subtags[i + 1].lowercased()
        }
        i += 1
      }
    }
    if style == nil, subtags.first?.lowercased() == "ja" { style = "strict" }
    return style.map { "\(base)@lb=\($0)" } ?? base
  }
}
