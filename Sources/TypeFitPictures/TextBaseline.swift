/// Where a label's lines sit vertically.
///
/// Line `i`'s baseline is at `top + i × lineHeight + ascent`. The ascent is SF's: 1950/2048 em
/// of a line height of 2444/2048 em (SF Pro's hhea ascender and ascender + descender), so
/// ascent = lineHeight × 1950/2444, which is 0.952 em for the system stack. A stack with its own
/// line height keeps the same share; this approximates its real ascender.
enum TextBaseline {
  /// The ascent as a share of the line height (1950/2444).
  static let ascentShareOfLineHeight = 1950.0 / 2444.0

  /// The baseline of line `index` (0-based), in points from the same origin as `top`.
  static func y(ofLine index: Int, top: Double, lineHeight: Double) -> Double {
    top + Double(index) * lineHeight + lineHeight * ascentShareOfLineHeight
  }
}
