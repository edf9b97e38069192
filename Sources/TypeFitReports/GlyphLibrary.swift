import TypeFitText

/// The distinct glyphs a picture uses, each written once as a `<path id>` and reused with
/// `<use>`.
///
/// Paths are in 1/1000 em with y up (as in the font), rounded to 1/10 unit, so a glyph drawn
/// at up to 100 pt is within 1/100 pt of its outline. A line of glyphs is one `<g>` that scales
/// 1/1000 em to its point size, flips y and moves to the line's origin; inside it each glyph is
/// a short `<use href x>` in the same 1/1000 em units (see ``lineElement(_:originX:baseline:)``).
/// Ids are `g` and the glyph's first-use number in base 36, so they stay short and the output
/// deterministic.
struct GlyphLibrary {
  /// Units per em of the written paths and glyph offsets.
  static let unitsPerEm = 1000.0

  private var ids: [GlyphKey: String] = [:]

  /// The element id of a glyph, assigned on first use.
  mutating func id(of key: GlyphKey) -> String {
    if let id = ids[key] { return id }
    let id = "g" + String(ids.count, radix: 36)
    ids[key] = id
    return id
  }

  /// All glyphs used so far.
  var keys: Set<GlyphKey> { Set(ids.keys) }

  /// A drawn line as one group of `<use>`s, its origin at (`originX`, `baseline`) in points
  /// (y down); records the glyphs for ``definitions(engine:)``.
  mutating func lineElement(_ line: DrawnLine, originX: Double, baseline: Double) -> String {
    guard line.pointSize > 0 else { return "" }
    let scale = SVGNumber.format(line.pointSize / Self.unitsPerEm, digits: 6)
    var output =
      "<g transform=\"matrix(\(scale) 0 0 -\(scale) \(SVGNumber.format(originX)) \(SVGNumber.format(baseline)))\">"
    let toUnits = Self.unitsPerEm / line.pointSize
    for glyph in line.glyphs {
      output += "<use href=\"#\(id(of: glyph.key))\" x=\"\(SVGNumber.format(glyph.x * toUnits, digits: 1))\""
      if glyph.y != 0 { output += " y=\"\(SVGNumber.format(glyph.y * toUnits, digits: 1))\"" }
      output += "/>"
    }
    return output + "</g>"
  }

  /// One `<path id d>` per recorded glyph, in first-use order; glyphs without an outline
  /// (spaces) get an empty path so every reference resolves.
  func definitions(engine: TextEngine) -> String {
    var output = ""
    for (key, id) in ids.sorted(by: {
      $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.value < $1.value
    }) {
      output += "<path id=\"\(id)\" d=\"\(Self.pathData(engine.outline(of: key)))\"/>"
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
