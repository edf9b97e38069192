/// A glyph of a drawn line: which glyph of which face, and where its origin sits.
public struct PositionedGlyph: Sendable, Hashable {
  /// The glyph's identity; pass it to ``TextEngine/outline(of:)`` for its shape.
  public var key: GlyphKey
  /// Origin from the line's left edge, in points, increasing rightwards.
  public var x: Double
  /// Origin offset from the baseline in points, increasing upwards (HarfBuzz's y offset).
  public var y: Double
  /// UTF-16 offset in the line's text of the cluster the glyph belongs to.
  public var cluster: Int
}

/// A glyph's identity: its face in the engine's stack and its glyph index in that face.
public struct GlyphKey: Sendable, Hashable, Comparable {
  /// The face's position in the stack (stable for one engine).
  public var face: Int
  /// The glyph index in the face.
  public var glyph: UInt32

  public static func < (lhs: GlyphKey, rhs: GlyphKey) -> Bool {
    (lhs.face, lhs.glyph) < (rhs.face, rhs.glyph)
  }
}

/// One line of text shaped for drawing, glyphs in visual (left-to-right) order.
public struct DrawnLine: Sendable, Hashable {
  /// The line's text.
  public var text: String
  /// Glyphs in visual order.
  public var glyphs: [PositionedGlyph]
  /// The drawn advance width in points.
  public var width: Double
  /// The font size in points; outlines in em scale by it.
  public var pointSize: Double
  /// Whether the paragraph direction is right-to-left (the line is right-aligned in a
  /// natural-alignment label).
  public var isRightToLeft: Bool
}
