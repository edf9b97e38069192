/// The one decimal number formatter: a `Double` rounded to a number of fractional digits
/// (halves away from zero, as `Double.rounded()`), written with no trailing zeros and no `-0`
/// (`44`, `20.33`, `16.5`, `113.108`), as UTF-8 bytes appended to a buffer or as a `String`.
///
/// Messages and tables use ``points(_:)`` (1/100 pt), JSON reports ``json(_:)`` (1/1000 pt),
/// pictures ``svg(_:digits:)``, profile names ``shortest(_:)``. Each keeps its own answer
/// for values it cannot write as a fixed decimal (non-finite or too large), so every output
/// stays byte-identical to the formatter it replaced.
///
/// ```swift
/// var bytes: [UInt8] = []
/// DecimalText.append(113.1084, fractionDigits: 3, to: &bytes)   // "113.108"
/// DecimalText.points(-0.001)                                     // "0"
/// ```
package enum DecimalText {
  /// The largest scaled magnitude written as a fixed decimal: below 2^53, so every whole
  /// number up to it is exact in a `Double` and in an `Int`.
  package static let fixedLimit = 9e15

  /// Appends `value` rounded to `fractionDigits` (0…15) digits after the point, without
  /// trailing zeros.
  ///
  /// - Returns: `false`, appending nothing, when the value is not finite or
  ///   |value| × 10^fractionDigits ≥ ``fixedLimit``.
  @discardableResult
  package static func append(_ value: Double, fractionDigits: Int, to bytes: inout [UInt8]) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumFixedLength) { buffer in
      let end = buffer.baseAddress! + buffer.count
      guard let start = write(value, fractionDigits: fractionDigits, before: end) else { return false }
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
      return true
    }
  }

  /// The most bytes ``write(_:fractionDigits:before:)`` writes: a sign, 16 whole digits (below
  /// ``fixedLimit``), a point and 15 fractional digits.
  package static let maximumFixedLength = 33

  /// Writes `value` as ``append(_:fractionDigits:to:)`` does, right to left so that it ends
  /// just before `end`: at most ``maximumFixedLength`` bytes.
  ///
  /// - Returns: where the text starts, or `nil` (nothing written) when the value is not finite
  ///   or |value| × 10^fractionDigits ≥ ``fixedLimit``.
  @inline(__always)
  package static func write(
    _ value: Double, fractionDigits: Int, before end: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8>? {
    guard value.isFinite, (0...15).contains(fractionDigits) else { return nil }
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < fixedLimit else { return nil }
    let whole = Int(scaled)
    let magnitude = whole.magnitude
    var unit: UInt = 1
    for _ in 0..<fractionDigits { unit *= 10 }
    var fraction = magnitude % unit
    // Fractional digits written: `fractionDigits` less the trailing zeros, none for a whole number.
    var digits = 0
    if fraction != 0 {
      digits = fractionDigits
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
    }
    var start = end
    if digits > 0 {
      for _ in 0..<digits {
        start -= 1
        start.pointee = UInt8(ascii: "0") &+ UInt8(fraction % 10)
        fraction /= 10
      }
      start -= 1
      start.pointee = UInt8(ascii: ".")
    }
    start = writeDigits(magnitude / unit, before: start)
    if whole < 0 {
      start -= 1
      start.pointee = UInt8(ascii: "-")
    }
    return start
  }

  /// Writes the decimal digits of `value` right to left, ending just before `end` (at most 20
  /// bytes), and returns where they start.
  @inline(__always)
  package static func writeDigits(_ value: UInt, before end: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    var start = end
    var rest = value
    repeat {
      start -= 1
      start.pointee = UInt8(ascii: "0") &+ UInt8(rest % 10)
      rest /= 10
    } while rest > 0
    return start
  }

  /// Appends the decimal digits of `value`.
  package static func appendDigits(_ value: UInt, to bytes: inout [UInt8]) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") &+ UInt8(value))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      let end = buffer.baseAddress! + buffer.count
      let start = writeDigits(value, before: end)
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
    }
  }

  /// Appends a whole number in decimal.
  package static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(value.magnitude, to: &bytes)
  }

  /// The value as text, rounded to `fractionDigits`, or `nil` where ``append(_:fractionDigits:to:)``
  /// writes nothing.
  package static func fixed(_ value: Double, fractionDigits: Int) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    guard append(value, fractionDigits: fractionDigits, to: &bytes) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A length for messages and tables: at most two decimals (1/100 pt); non-finite values as
  /// Swift writes them (`inf`, `nan`).
  package static func points(_ value: Double) -> String {
    fixed(value, fractionDigits: 2) ?? String(value)
  }

  /// A JSON number: at most three decimals (1/1000 pt); `null` when not finite; Swift's
  /// shortest form beyond ``fixedLimit``.
  package static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return fixed(value, fractionDigits: 3) ?? String(value)
  }

  /// Appends a JSON number as ``json(_:)`` writes it.
  package static func appendJSON(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    if !append(value, fractionDigits: 3, to: &bytes) { bytes.append(contentsOf: String(value).utf8) }
  }

  /// An SVG or HTML attribute number: rounded to `digits` (default 2, 1/100 pt); `0` when not
  /// finite; Swift's shortest form of the rounded value where a fixed decimal would differ
  /// from it (beyond 10^15, or below 10^-4 where Swift switches to an exponent).
  package static func svg(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if abs(rounded) * scale < 1e15, abs(rounded) >= 1e-4, digits <= 15,
      let text = fixed(value, fractionDigits: digits)
    {
      return text
    }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// Whole numbers below 10^15 without `.0`, others in Swift's shortest round-trip form
  /// (`16`, `0.5`, `1e+16`).
  package static func shortest(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
