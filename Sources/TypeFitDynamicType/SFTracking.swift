/// SF Pro tracking by point size, from the HIG "Tracking values" table for iOS, iPadOS
/// and visionOS (`reference/ios-platform-metrics.md` §2.1, transcription B).
///
/// Values are in 1/1000 em, the unit the HIG gives first ("Not all apps express tracking
/// values as 1/1000 em"). The points column of the HIG is this value × size / 1000.
///
/// Sizes between table entries are interpolated linearly in 1/1000 em (the table skips odd
/// sizes above 54 pt and most sizes above 68 pt); sizes below 6 pt use the 6 pt value and
/// sizes above 80 pt use 0, as the table's 84–96 pt row does. Fractional sizes (16.333 pt
/// from a scaled metric) interpolate the same way.
public enum SFTracking {
  /// The HIG table as (point size, tracking in 1/1000 em), ascending by size.
  public static let table: [(pointSize: Double, milliEm: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
    (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
    (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (96, 0),
  ]

  /// Tracking at a point size, in 1/1000 em.
  ///
  /// `milliEm(atPointSize: 17)` is −26; `milliEm(atPointSize: 55)` is 6 (between 54 and 56).
  /// - Parameter pointSize: the font size in points; non-finite sizes give 0.
  public static func milliEm(atPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite else { return 0 }
    return curve.value(at: pointSize)
  }

  private static let curve = PiecewiseLinear(table.map { ($0.pointSize, $0.milliEm) })

  /// Tracking at a point size in em (1/1000 em ÷ 1000): what is added after each cluster.
  public static func em(atPointSize pointSize: Double) -> Double {
    milliEm(atPointSize: pointSize) / 1000
  }
}
