/// Formats lengths for messages and tables: at most two decimals, no trailing zeros
/// (`44`, `20.33`, `16.5`).
enum NumberFormatting {
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    let negative = hundredths < 0
    let magnitude = Int(abs(hundredths))
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
      text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    return negative ? "-" + text : text
  }
}
