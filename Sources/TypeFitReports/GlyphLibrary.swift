import TypeFitText

/// The distinct glyphs a picture uses, each written once as a `<path id>` and reused with
/// `<use>`.
///
/// Paths are in 1/1000 em with y up (as in the font), rounded to 1/10 unit, so a glyph drawn
/// at up to 100 pt is within 1/100 pt of its outline. A `<use>` scales it by size/1000 and
/// flips y (see ``useElement(_:x:baseline:pointSize:)``).
struct GlyphLibrary {
  /// Units per em of the written paths.
  static let unitsPerEm = 1000.0

  private(set) var keys: Set<GlyphKey> = []

  /// The element id of a glyph: `g<face>-<glyph>`.
  static func id(of key: GlyphKey) -> String { "g\(key.face)-\(key.glyph)" }

  /// A `<use>` of a glyph with its origin at (`x`, `baseline`) in points (y down), recording the
  /// glyph for ``definitions(engine:)``.
  mutating func useElement(_ key: GlyphKey, x: Double, baseline: Double, pointSize: Double) -> String {
    keys.insert(key)
    let scale = SVGNumber.format(pointSize / Self.unitsPerEm, digits: 6)
    return "<use href=\"#\(Self.id(of: key))\" transform=\"matrix(\(scale) 0 0 -\(scale) "
      + "\(SVGNumber.format(x)) \(SVGNumber.format(baseline)))\"/>"
  }

  /// Adds another library's glyphs.
  mutating func formUnion(_ other: GlyphLibrary) { keys.formUnion(other.keys) }

  /// One `<path id d>` per recorded glyph, ordered by face then glyph index; glyphs without an
  /// outline (spaces) get an empty path so every reference resolves.
  func definitions(engine: TextEngine) -> String {
    var output = ""
    for key in keys.sorted() {
      output += "<path id=\"\(Self.id(of: key))\" d=\"\(Self.pathData(engine.outline(of: key)))\"/>"
    }
    return output
  }

  /// SVG path data for an outline, in 1/1000 em, y up.
  static func pathData(_ outline: GlyphOutline) -> String {
    func n(_ em: Double) -> String { SVGNumber.format(em * unitsPerEm, digits: 1) }
    var parts: [String] = []
    parts.reserveCapacity(outline.commands.count)
    for command in outline.commands {
      switch command {
      case .move(let x, let y): parts.append("M\(n(x)) \(n(y))")
      case .line(let x, let y): parts.append("L\(n(x)) \(n(y))")
      case .quadratic(let cx, let cy, let x, let y): parts.append("Q\(n(cx)) \(n(cy)) \(n(x)) \(n(y))")
      case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
        parts.append("C\(n(c1x)) \(n(c1y)) \(n(c2x)) \(n(c2y)) \(n(x)) \(n(y))")
      case .close: parts.append("Z")
      }
    }
    return parts.joined()
  }
}
