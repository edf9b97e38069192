/// Writes numbers for SVG and HTML attributes: rounded, shortest form, no "-0".
///
/// ```swift
/// SVGNumber.format(20.28710937)        // "20.29"
/// SVGNumber.format(0.017, digits: 6)   // "0.017"
/// ```
enum SVGNumber {
  /// The value rounded to `digits` fractional digits (default 2, 1/100 pt), written in the
  /// shortest form that reads back as the rounded value.
  static func format(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
