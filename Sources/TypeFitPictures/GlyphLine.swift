import TypeFitRow

/// One drawn line of glyphs, placed: the numbers behind a line's `<g>` of `<use>`s.
///
/// The line scales 1/1000 em to its point size, flips y and moves to its origin; each glyph is
/// a reference to a ``GlyphLibrary`` id and an offset in tenths of 1/1000 em, so writing it as
/// SVG here or rebuilding it in a browser gives the same text.
///
/// ```swift
/// GlyphLine(scale: 0.017, originX: 36, baseline: 27.5, glyphs: [.init(id: 0, x: 0), .init(id: 1, x: 5825)]).svg
/// // <g transform="matrix(0.017 0 0 -0.017 36 27.5)"><use href="#g0" x="0"/><use href="#g1" x="582.5"/></g>
/// ```
struct GlyphLine: Hashable {
  /// A glyph on the line.
  struct Glyph: Hashable {
    /// The glyph's number in the page's ``GlyphLibrary`` (its id is `g` and this in base 36).
    var id: Int
    /// Offset from the line's origin along the baseline, in 1/10 000 em (tenths of a unit).
    var x: Int
    /// Offset up from the baseline, in 1/10 000 em; almost always 0.
    var y: Int = 0
  }

  /// Points per 1/1000 em (the point size / 1000), rounded to 6 digits.
  var scale: Double
  /// The origin's x in points, rounded to 1/100.
  var originX: Double
  /// The baseline's y in points (y down), rounded to 1/100.
  var baseline: Double
  var glyphs: [Glyph]

  /// The line as one SVG group.
  var svg: String {
    let s = DecimalText.svg(scale, digits: 6)
    var output =
      "<g transform=\"matrix(\(s) 0 0 -\(s) \(DecimalText.svg(originX)) \(DecimalText.svg(baseline)))\">"
    for glyph in glyphs {
      output += "<use href=\"#\(GlyphLibrary.name(glyph.id))\" x=\"\(Self.units(glyph.x))\""
      if glyph.y != 0 { output += " y=\"\(Self.units(glyph.y))\"" }
      output += "/>"
    }
    return output + "</g>"
  }

  /// Tenths written as units: 5825 → "582.5".
  static func units(_ tenths: Int) -> String { DecimalText.svg(Double(tenths) / 10, digits: 1) }
}
