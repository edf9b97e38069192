// `Double.rounded(_:)` lowers to libm's round/ceil/floor; importing the C library makes the
// module autolink libm on Linux, where the standard library alone does not.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Rounding of lengths to a display's pixel grid, as UIKit does for layout values.
public enum PixelGrid {
  /// Rounds a length in points to the nearest whole pixel (`UIRoundToScale`).
  ///
  /// `round(16.227, scale: 3)` is 16.333… (49/3). Halfway values round away from zero.
  /// - Parameters:
  ///   - value: a length in points.
  ///   - scale: pixels per point (2 for @2x, 3 for @3x); values ≤ 0 or non-finite leave
  ///     `value` unchanged.
  public static func round(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Rounds a length in points up to the next whole pixel (`ceil` on the pixel grid), as
  /// text heights are.
  ///
  /// A tiny tolerance (10⁻⁹ px) keeps values that are on the grid up to floating-point error
  /// from moving up a pixel.
  public static func ceil(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite else { return value }
    return (value * scale - 1e-9).rounded(.up) / scale
  }
}
