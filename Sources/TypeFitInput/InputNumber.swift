/// Range-checks numbers that come from outside (command-line options, `typefit.json`, font
/// stack files, `measure --batch` lines) before anything converts them, so `1e300` or `-1` is
/// an error naming the field and the allowed range instead of a trap in `Int(_:)`.
///
/// ```swift
/// try InputNumber.parse("12", field: "--lines", in: 0...1000, whole: true)  // 12.0
/// try InputNumber.parse("1e300", field: "\"verticalMargin\"", in: 0...1000)
/// // throws: "verticalMargin" must be a number from 0 to 1000, got 1e300
/// ```
///
/// A number is checked as written, before rounding to a `Double`: `99.9999999999999999` is
/// refused by a range from 100, `1.0000000000000000000000001` is not whole, and a minus sign
/// (`-0` too) is refused unless the range has negatives.
public enum InputNumber {
  /// The longest number read, in characters: far more than any range needs (2^53 has 16
  /// digits), so a longer text is refused as too long before anything reads it.
  public static let maximumLength = 64

  /// The number written in `text`, if it is a finite number inside `range` (and whole when
  /// `whole` is set).
  ///
  /// - Throws: ``InputNumberError`` with the field, the range and the text as given; for a
  ///   text over ``maximumLength`` characters, its length (``InputNumberError/length``).
  public static func parse(_ text: String, field: String, in range: ClosedRange<Double>, whole: Bool = false)
    throws(InputNumberError) -> Double
  {
    let trimmed = text.trimmingSpaces
    try refuseTooLong(trimmed, field: field, in: range, whole: whole)
    guard trimmed.utf8.count <= maximumLength, let value = Double(trimmed), value.isFinite else {
      throw InputNumberError(field: field, given: "'\(text)'", range: range, whole: whole)
    }
    if let written = WrittenDecimal(trimmed), !isInside(written, range, whole: whole) {
      throw InputNumberError(field: field, given: trimmed, range: range, whole: whole)
    }
    // `-0.0 + 0` is `0.0`: a `-0` allowed by a range with negatives is plain zero from here on.
    return try check(value, text: trimmed, field: field, in: range, whole: whole) + 0
  }

  /// Refuses a text of more than ``maximumLength`` characters as too long, naming its length and
  /// quoting only its start, so a megabyte of digits is neither compared with the range nor
  /// copied into the message.
  private static func refuseTooLong(
    _ text: String, field: String, in range: ClosedRange<Double>, whole: Bool
  ) throws(InputNumberError) {
    // Counted in bytes first: a text that is short in bytes is short in characters.
    guard text.utf8.count > maximumLength else { return }
    let length = text.count
    guard length > maximumLength else { return }
    throw InputNumberError(
      field: field, given: TextExcerpt.shortened(text, to: InputNumberError.excerptLength), range: range,
      whole: whole,
      length: length)
  }

  /// Whether the number as written (not as rounded to a `Double`) is inside `range`, whole
  /// when `whole` is set, and has no minus sign unless the range has negatives. Rounding can
  /// carry a number written outside the range onto its bound (`99.9999999999999999` is the
  /// `Double` 100) or a fraction onto a whole number (`1.0000000000000000000000001` is 1), so
  /// the text is compared with the bounds as the error message writes them.
  static func isInside(_ written: WrittenDecimal, _ range: ClosedRange<Double>, whole: Bool) -> Bool {
    if written.isNegative, range.lowerBound >= 0 { return false }
    if whole, !written.isWhole { return false }
    if let lower = WrittenDecimal(InputNumberError.format(range.lowerBound)),
      WrittenDecimal.compare(written, lower) < 0
    {
      return false
    }
    if let upper = WrittenDecimal(InputNumberError.format(range.upperBound)),
      WrittenDecimal.compare(written, upper) > 0
    {
      return false
    }
    return true
  }

  /// The number written in `text` in plain decimal notation, for command-line options: whole
  /// numbers as decimal digits only (`12`; `-3` is refused by the range unless it has
  /// negatives), other numbers as digits with an optional fraction and exponent (`0.5`,
  /// `1e-2`). Hexadecimal (`0x10`, which `Double(_:)` would read as 16), `inf`, `nan`, `+1`,
  /// `1_000` and spaces around the number (`' 5'`) are refused, as the range check refuses a
  /// number outside it.
  ///
  /// ```swift
  /// try InputNumber.parseDecimal("8", field: "--threads", in: 1...1024, whole: true)  // 8.0
  /// try InputNumber.parseDecimal("0x10", field: "--threads", in: 1...1024, whole: true)
  /// // throws: --threads must be a whole number from 1 to 1024, got '0x10'
  /// try InputNumber.parseDecimal("1e1", field: "--threads", in: 1...1024, whole: true)
  /// // throws: --threads must be a whole number from 1 to 1024, got 1e1 (write it in digits, as 10)
  /// ```
  ///
  /// - Throws: ``InputNumberError`` with the field, the range and the text as given.
  public static func parseDecimal(
    _ text: String, field: String, in range: ClosedRange<Double>, whole: Bool = false
  ) throws(InputNumberError) -> Double {
    let trimmed = text.trimmingSpaces
    try refuseTooLong(trimmed, field: field, in: range, whole: whole)
    // Checked as given: a space around the digits (`' 5'`) is refused as any other non-digit is.
    guard isDecimal(text, whole: whole) else {
      guard whole, isDecimal(text, whole: false) else {
        throw InputNumberError(field: field, given: "'\(text)'", range: range, whole: whole)
      }
      // A number in another notation (`1e1`, `2.0`): said as a range error when it is one.
      let value = try parse(text, field: field, in: range, whole: whole)
      throw InputNumberError(
        field: field, given: "\(trimmed) (write it in digits, as \(Int(value)))", range: range, whole: whole)
    }
    return try parse(text, field: field, in: range, whole: whole)
  }

  /// Whether `text` is `[-]digits` (whole) or `[-]digits[.digits][e[+|-]digits]`, with `.5`
  /// and `5.` allowed.
  static func isDecimal(_ text: String, whole: Bool) -> Bool {
    var bytes = Substring(text).utf8[...]
    func digits() -> Int {
      var count = 0
      while let first = bytes.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
        bytes.removeFirst()
        count += 1
      }
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    var mantissa = digits()
    if whole { return mantissa > 0 && bytes.isEmpty }
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes.removeFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// `value` itself, if it is finite, inside `range` and (with `whole`) a whole number.
  ///
  /// - Throws: ``InputNumberError``.
  public static func check(
    _ value: Double, text: String? = nil, field: String, in range: ClosedRange<Double>, whole: Bool = false
  ) throws(InputNumberError) -> Double {
    guard value.isFinite, range.contains(value), !whole || value == value.rounded() else {
      throw InputNumberError(field: field, given: text ?? "\(value)", range: range, whole: whole)
    }
    return value
  }

  /// A whole number inside `range`, converted to `Int` only after the check.
  ///
  /// - Throws: ``InputNumberError``.
  public static func parseInt(_ text: String, field: String, in range: ClosedRange<Int>)
    throws(InputNumberError) -> Int
  {
    let bounds = Double(range.lowerBound)...Double(range.upperBound)
    return Int(try parse(text, field: field, in: bounds, whole: true))
  }
}

/// A number from outside that is not a number, not finite, or outside its allowed range.
public struct InputNumberError: Error, Sendable, Hashable, CustomStringConvertible {
  /// How the value is named (`--scale`, `"verticalMargin"`, `fonts[0].index`).
  public var field: String
  /// What was given, as written (`1e300`, `'abc'`, `a string`).
  public var given: String
  /// The allowed values.
  public var range: ClosedRange<Double>
  /// Whether only whole numbers are allowed.
  public var whole: Bool
  /// For a text refused as longer than ``InputNumber/maximumLength``: its length in characters
  /// (``given`` is then its first ``excerptLength`` characters and `…`); `nil` otherwise.
  public var length: Int?

  /// How many characters of a too-long text the message quotes.
  public static let excerptLength = 20

  /// Creates an error.
  public init(field: String, given: String, range: ClosedRange<Double>, whole: Bool, length: Int? = nil) {
    self.field = field
    self.given = given
    self.range = range
    self.whole = whole
    self.length = length
  }

  /// `"verticalMargin" must be a number from 0 to 1000, got 1e300`, or for a text over 64
  /// characters `--title-lines is too long (80 characters; a number has at most 64): 9999…`.
  public var description: String {
    if let length {
      return
        "\(field) is too long (\(length) characters; a number has at most \(InputNumber.maximumLength)): \(given)"
    }
    let kind = whole ? "a whole number" : "a number"
    return
      "\(field) must be \(kind) from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(given)"
  }

  /// A bound as people write it: `0`, `1000`, `0.01`, `9007199254740991`.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e16 { return String(Int64(value)) }
    return "\(value)"
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
