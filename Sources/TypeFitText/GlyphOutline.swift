/// A glyph's outline as path commands, in em (y up, origin at the glyph origin).
///
/// Multiply by the point size to get points. Converted from FreeType's font units once, at
/// the boundary, so no 26.6 or font-unit value leaves the engine.
public struct GlyphOutline: Sendable, Hashable {
  /// One path command; coordinates in em.
  public enum Command: Sendable, Hashable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quadratic(cx: Double, cy: Double, x: Double, y: Double)
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    case close
  }

  /// The commands in drawing order; empty for a blank glyph (space) or a bitmap-only glyph.
  public var commands: [Command]

  public init(commands: [Command]) { self.commands = commands }

  init(verbs: ArraySlice<UInt8>, points: [Float], unitsPerEm: Double) {
    var commands: [Command] = []
    commands.reserveCapacity(verbs.count)
    var p = 0
    func next() -> Double {
      defer { p += 1 }
      return Double(points[p]) / unitsPerEm
    }
    for verb in verbs {
      switch verb {
      case 0: commands.append(.move(x: next(), y: next()))
      case 1: commands.append(.line(x: next(), y: next()))
      case 2: commands.append(.quadratic(cx: next(), cy: next(), x: next(), y: next()))
      case 3:
        commands.append(.cubic(c1x: next(), c1y: next(), c2x: next(), c2y: next(), x: next(), y: next()))
      default: commands.append(.close)
      }
    }
    self.commands = commands
  }
}
