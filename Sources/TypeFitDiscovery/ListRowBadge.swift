/// What a SwiftUI `.badge(…)` on a list row shows: trailing secondary text, drawn as the row's
/// value (the twentieth attack's A20-8 checked a badge's key alone as a free label and measured
/// the row without it).
///
/// Apple's `badge(_:)` takes a `LocalizedStringKey`, a `Text`, a string or an `Int`; a count of
/// 0 (or `nil`) shows no badge (Apple's documentation of `View.badge(_:)`).
enum ListRowBadge {
  /// What one `.badge(…)` argument list shows.
  enum Shown: Equatable {
    /// Nothing: `.badge(0)`, `.badge(nil)`, `.badge()`.
    case nothing
    /// A count written as a literal, as its digits with grouping separators (`12345` →
    /// `12,345`).
    case count(String)
    /// A key, a `Text` or an expression: the text of the argument's range.
    case text(Range<Int>)
  }

  /// What `.badge(arguments)` shows.
  static func shown(_ arguments: [CallSyntax.Argument], in stream: TokenStream) -> Shown {
    guard let range = arguments.first?.range, !range.isEmpty else { return .nothing }
    let first = stream[range.lowerBound]
    if range.count == 1, first.kind == .keyword, first.text == "nil" { return .nothing }
    let negative = range.count == 2 && first.isPunctuation("-")
    guard range.count == 1 || negative, stream[range.upperBound - 1].kind == .number,
      let value = Int(stream[range.upperBound - 1].text.filter { $0 != "_" })
    else { return .text(range) }
    return value == 0 ? .nothing : .count((negative ? "-" : "") + grouped(value))
  }

  /// The digits of `value` in groups of three separated by `,` (`12345` → `12,345`), as an
  /// English locale formats a count; other locales' separators (`.`, a space) are about as wide.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
