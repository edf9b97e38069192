/// A number as written in decimal notation (`-12.50e3`), kept exactly: its sign, its significant
/// digits and the power of ten of the first one, so it can be compared with a bound or tested
/// for wholeness without rounding to a `Double` first (`99.9999999999999999` reads as the `Double`
/// 100, but is below 100).
///
/// The value is `0.d₁d₂d₃… × 10^exponent`, with `d₁` not zero and no trailing zero digit; zero
/// has no digits.
struct WrittenDecimal: Equatable {
  /// Whether a minus sign was written (also for `-0`).
  var isNegative: Bool
  /// The significant digits, 0–9 each, without leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  /// The power of ten that the first digit's place is multiplied by (see the type's summary).
  var exponent: Int

  /// The number written in `text` as `[-|+]digits[.digits][e[+|-]digits]` (`.5` and `5.` allowed),
  /// or `nil` for anything else (hexadecimal, `inf`, `nan`, spaces).
  init?(_ text: String) {
    var bytes = Substring(text).utf8[...]
    isNegative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      isNegative = sign == UInt8(ascii: "-")
      bytes.removeFirst()
    }
    var all: [UInt8] = []
    var pointPlace = 0
    var seenPoint = false
    while let byte = bytes.first {
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        all.append(byte - UInt8(ascii: "0"))
        if !seenPoint { pointPlace += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      bytes.removeFirst()
    }
    guard !all.isEmpty else { return nil }
    var written = 0
    if let mark = bytes.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
      bytes.removeFirst()
      var negativeExponent = false
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        negativeExponent = sign == UInt8(ascii: "-")
        bytes.removeFirst()
      }
      var count = 0
      while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        // Saturates: an exponent this large is far outside any range and not finite anyway.
        written = min(written * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
        count += 1
        bytes.removeFirst()
      }
      guard count > 0 else { return nil }
      if negativeExponent { written = -written }
    }
    guard bytes.isEmpty else { return nil }
    let leading = all.prefix { $0 == 0 }.count
    guard leading < all.count else {
      digits = []
      exponent = 0
      return
    }
    let trailing = all.reversed().prefix { $0 == 0 }.count
    digits = Array(all[leading..<(all.count - trailing)])
    exponent = pointPlace - leading + written
  }

  /// Whether the number is zero (`0`, `-0.00`, `0e5`).
  var isZero: Bool { digits.isEmpty }

  /// Whether the number is a whole number: no significant digit after the decimal point.
  var isWhole: Bool { digits.count <= exponent || isZero }

  /// The order of two written numbers by value; `-0` equals `0`.
  static func compare(_ left: WrittenDecimal, _ right: WrittenDecimal) -> Int {
    let leftSign = left.isZero ? 0 : (left.isNegative ? -1 : 1)
    let rightSign = right.isZero ? 0 : (right.isNegative ? -1 : 1)
    if leftSign != rightSign { return leftSign < rightSign ? -1 : 1 }
    if leftSign == 0 { return 0 }
    let magnitude = compareMagnitudes(left, right)
    return leftSign > 0 ? magnitude : -magnitude
  }

  /// The order of the absolute values of two numbers that are not zero.
  private static func compareMagnitudes(_ left: WrittenDecimal, _ right: WrittenDecimal) -> Int {
    if left.exponent != right.exponent { return left.exponent < right.exponent ? -1 : 1 }
    for (leftDigit, rightDigit) in zip(left.digits, right.digits) where leftDigit != rightDigit {
      return leftDigit < rightDigit ? -1 : 1
    }
    if left.digits.count == right.digits.count { return 0 }
    return left.digits.count < right.digits.count ? -1 : 1
  }
}
