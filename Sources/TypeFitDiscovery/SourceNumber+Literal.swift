import TypeFitInput

/// Reading a number literal of a Swift source: the one reader for every number discovery takes
/// from code (sizes, heights, line limits, subscripts).
///
/// Swift writes numbers in decimal (`17`, `17.5`, `1e3`), hexadecimal (`0x11`, `0x1.8p4`), octal
/// (`0o21`) and binary (`0b10001`), with `_` between digits (`1_000`), and a literal may follow a
/// prefix `+` (its own value) or `-`. All are read as the compiler reads them (the twenty-sixth
/// attack's A26-5 measured `withSize(+5)`, `withSize(0b11)` and `withSize(0o17)` at the text
/// style's size).
///
/// ```swift
/// // .withSize(0o21)  → .value(17)
/// // .withSize(+5)    → .value(5)
/// // .withSize(0b0)   → .outOfRange(… from 1 to 1000, got '0b0')
/// // .withSize(x + 1) → nil (computed)
/// ```
extension SourceNumber {
  /// The number literal alone in `range` (a number token, or `-` or `+` and one), checked as
  /// written against `allowed` through the one path for numbers from outside (``InputNumber``);
  /// `nil` when `range` is not one number literal (an expression, `x + 1`).
  ///
  /// A literal outside `allowed` (`1e400`, which `Double(_:)` makes infinite, `1e-400`, which it
  /// makes 0, `0b0`) is ``outOfRange(_:)`` with the message quoting it as written, so no finding
  /// says `inf pt`.
  static func read(
    _ range: Range<Int>, in stream: TokenStream, field: String, allowed: ClosedRange<Double>,
    whole: Bool = false
  ) -> SourceNumber? {
    let sign = range.count == 2 ? stream[range.lowerBound].text : ""
    guard range.count == 1 || (stream[range.lowerBound].kind == .punctuation && (sign == "-" || sign == "+")),
      stream[range.upperBound - 1].kind == .number
    else { return nil }
    let written = stream[range.upperBound - 1].text.replacingOccurrences(of: "_", with: "")
    let negative = sign == "-" ? "-" : ""
    var text = negative + written
    if written.hasPrefix("0b") || written.hasPrefix("0o") {
      // `Double(_:)` reads neither: the digits are read in their base, and checked as decimal.
      let maximum = allowed.upperBound < 1e15 ? Int(allowed.upperBound.rounded(.up)) : Int.max
      switch integerValue(written, maximum: maximum) {
      case .some(.some(let value)): text = negative + String(value)
      case .some(nil):
        return .outOfRange(InputNumberError(field: field, given: "'\(text)'", range: allowed, whole: whole))
      case nil: return nil
      }
    }
    guard Double(text) != nil else { return nil }
    do {
      return .value(try InputNumber.parse(text, field: field, in: allowed, whole: whole))
    } catch {
      return .outOfRange(error)
    }
  }

  /// The value of the integer literal `text` (decimal, `0x`, `0o`, `0b`, with `_` after the
  /// first digit) when it is one: `.some(value)` up to `maximum`, `.some(nil)` past it (however
  /// many digits), `nil` when `text` is not an integer literal (`1.5`, `1e3`, `0b2`).
  ///
  /// - Complexity: O(n) in the text's length.
  static func integerValue(_ text: String, maximum: Int) -> Int?? {
    var digits = Substring(text)
    var radix = 10
    for (marker, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(marker) {
      digits = digits.dropFirst(2)
      radix = base
    }
    // A digit first; `_` only after it.
    guard let first = digits.first, first.hexDigitValue.map({ $0 < radix }) == true else { return nil }
    var value = 0
    var past = false
    for character in digits where character != "_" {
      guard let digit = character.hexDigitValue, digit < radix else { return nil }
      if !past {
        let (times, overflow) = value.multipliedReportingOverflow(by: radix)
        let (sum, overflowAgain) = times.addingReportingOverflow(digit)
        value = sum
        past = overflow || overflowAgain || value > maximum
      }
    }
    return .some(past ? nil : value)
  }
}
