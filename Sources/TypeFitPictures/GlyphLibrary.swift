import TypeFitReports
import TypeFitRow
import TypeFitText

/// The distinct glyphs a picture uses, each written once as a `<path id>` and reused with
/// `<use>`.
///
/// Paths are in 1/1000 em with y up (as in the font), rounded to 1/10 unit, so a glyph drawn
/// at up to 100 pt is within 1/100 pt of its outline. A line of glyphs is one `<g>` that scales
/// 1/1000 em to its point size, flips y and moves to the line's origin; inside it each glyph is
/// a short `<use href x>` in the same 1/1000 em units (see ``line(_:originX:baseline:)`` and
/// ``GlyphLine``).
/// Ids are `g` and the glyph's first-use number in base 36, so they stay short and the output
/// deterministic.
struct GlyphLibrary {
  /// Units per em of the written paths and glyph offsets.
  static let unitsPerEm = 1000.0

  private var numbers: [GlyphKey: Int] = [:]

  /// The number of a glyph, assigned on first use (0, 1, 2, …).
  mutating func number(of key: GlyphKey) -> Int {
    if let number = numbers[key] { return number }
    let number = numbers.count
    numbers[key] = number
    return number
  }

  /// The element id of glyph number `number`: `g` and the number in base 36.
  static func name(_ number: Int) -> String { "g" + String(number, radix: 36) }

  /// All glyphs used so far.
  var keys: Set<GlyphKey> { Set(numbers.keys) }

  /// A drawn line placed with its origin at (`originX`, `baseline`) in points (y down); records
  /// the glyphs for ``definitions(engine:)``. `nil` for a line of no size.
  mutating func line(_ line: DrawnLine, originX: Double, baseline: Double) -> GlyphLine? {
    guard line.pointSize > 0 else { return nil }
    let toUnits = Self.unitsPerEm / line.pointSize
    let tenths = { (points: Double) in
      let units = points * toUnits
      return units.isFinite ? Int((units * 10).rounded()) : 0
    }
    return GlyphLine(
      scale: Self.rounded(line.pointSize / Self.unitsPerEm, digits: 6),
      originX: Self.rounded(originX, digits: 2),
      baseline: Self.rounded(baseline, digits: 2),
      glyphs: line.glyphs.map { GlyphLine.Glyph(id: number(of: $0.key), x: tenths($0.x), y: tenths($0.y)) })
  }

  /// One `<path id d>` per recorded glyph, in first-use order; glyphs without an outline
  /// (spaces) get an empty path so every reference resolves. A glyph whose outline FreeType
  /// cannot give also gets an empty path, preceded by an XML comment with the error, so the
  /// picture says what it could not draw.
  func definitions(engine: TextEngine) -> String {
    var output = ""
    for (key, number) in numbers.sorted(by: { $0.value < $1.value }) {
      let outline: GlyphOutline
      do {
        outline = try engine.pictureOutline(of: key)
      } catch {
        output +=
          "<!-- \(XMLEscaping.text(error.description).replacingOccurrences(of: "--", with: "- -")) -->"
        outline = GlyphOutline(commands: [])
      }
      output += "<path id=\"\(Self.name(number))\" d=\"\(Self.pathData(outline))\"/>"
    }
    return output
  }

  private static func rounded(_ value: Double, digits: Int) -> Double {
    guard value.isFinite else { return 0 }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// SVG path data for an outline, in 1/1000 em, y up.
  static func pathData(_ outline: GlyphOutline) -> String {
    func n(_ em: Double) -> String { DecimalText.svg(em * unitsPerEm, digits: 1) }
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
