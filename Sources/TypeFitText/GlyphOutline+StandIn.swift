extension GlyphOutline {
  /// A ring standing in for a colour glyph that has no outline (Noto Color Emoji's `CBDT`
  /// bitmaps), so a picture shows where an emoji is instead of a blank: centred in the glyph's
  /// advance, `advanceEm` wide at most, between the baseline's descent and the cap height.
  ///
  /// In em, y up (as every outline): outer radius 0.4 em (or 0.4 × the advance, if narrower)
  /// centred 0.35 em above the baseline, the inner one 0.8 of it drawn the other way round, so
  /// a nonzero or even-odd fill leaves the middle open.
  ///
  /// - Parameter advanceEm: the glyph's horizontal advance, in em (1.245 for Noto Color Emoji
  ///   2.042; `hmtx`).
  static func colorGlyphStandIn(advanceEm: Double) -> GlyphOutline {
    let radius = max(0, min(0.4, 0.4 * advanceEm))
    let center = (x: advanceEm / 2, y: 0.35)
    var commands: [Command] = []
    commands.reserveCapacity(12)
    // A circle as four cubic arcs; 0.5523 is 4/3·(√2 − 1), the control distance that keeps a
    // quarter arc within 0.03% of a circle.
    func circle(_ r: Double, clockwise: Bool) {
      let k = 0.5523 * r
      let (x, y) = center
      let s: Double = clockwise ? -1 : 1
      commands.append(.move(x: x + r, y: y))
      commands.append(.cubic(c1x: x + r, c1y: y + s * k, c2x: x + k, c2y: y + s * r, x: x, y: y + s * r))
      commands.append(.cubic(c1x: x - k, c1y: y + s * r, c2x: x - r, c2y: y + s * k, x: x - r, y: y))
      commands.append(.cubic(c1x: x - r, c1y: y - s * k, c2x: x - k, c2y: y - s * r, x: x, y: y - s * r))
      commands.append(.cubic(c1x: x + k, c1y: y - s * r, c2x: x + r, c2y: y - s * k, x: x + r, y: y))
      commands.append(.close)
    }
    circle(radius, clockwise: false)
    circle(radius * 0.8, clockwise: true)
    return GlyphOutline(commands: commands)
  }
}
