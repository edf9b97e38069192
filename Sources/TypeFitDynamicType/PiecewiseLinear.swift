/// A function through points, linear between them and constant beyond the ends: how TypeFit
/// reads every size-indexed table (HIG tracking, SF blend and tracking, macOS-cut offsets).
public struct PiecewiseLinear: Sendable, Hashable {
  /// The points' x values, ascending.
  public let xs: [Double]
  /// The points' y values.
  public let ys: [Double]

  /// - Parameter points: (x, y) pairs sorted by x.
  public init(_ points: [(Double, Double)]) {
    xs = points.map(\.0)
    ys = points.map(\.1)
  }

  /// The value at `x`: the end values outside the table, linear in between; 0 for an empty table.
  /// - Complexity: O(points) — tables here have at most a few dozen points.
  public func value(at x: Double) -> Double {
    guard let firstX = xs.first, let lastX = xs.last else { return 0 }
    if !(x > firstX) { return ys[0] }
    if x >= lastX { return ys[ys.count - 1] }
    var upper = 1
    while xs[upper] < x { upper += 1 }
    let t = (x - xs[upper - 1]) / (xs[upper] - xs[upper - 1])
    return ys[upper - 1] + (ys[upper] - ys[upper - 1]) * t
  }
}
