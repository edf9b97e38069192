/// A stretch of clusters that HarfBuzz shapes in one call: one face, one script and one bidi
/// embedding level. Both measuring (`prepare`) and drawing (`drawLines`) split text this way.
struct ShapingRun: Equatable {
  /// First cluster of the run (logical order).
  var start: Int
  /// One past the last cluster of the run.
  var end: Int
  /// Bidi embedding level of the run (UAX #9; odd levels are right to left).
  var level: UInt8

  /// Splits clusters into maximal runs of equal face, script and level, in logical order.
  ///
  /// - Parameters:
  ///   - clusterCount: number of clusters.
  ///   - clusterStarts: UTF-16 offset of each cluster's first code unit (at least `clusterCount` entries).
  ///   - faces: face index of each cluster.
  ///   - scripts: script of each cluster.
  ///   - levels: bidi level of each UTF-16 code unit.
  /// - Returns: runs covering `0..<clusterCount` without gaps; empty for no clusters.
  static func split(
    clusterCount: Int, clusterStarts: [Int32], faces: [Int32], scripts: [ScriptCode], levels: [UInt8]
  ) -> [ShapingRun] {
    var runs: [ShapingRun] = []
    var start = 0
    while start < clusterCount {
      let run = starting(
        at: start, clusterCount: clusterCount, clusterStarts: clusterStarts, faces: faces, scripts: scripts,
        levels: levels)
      runs.append(run)
      start = run.end
    }
    return runs
  }

  /// The maximal run of equal face, script and level that starts at cluster `start`: the run
  /// of ``split(clusterCount:clusterStarts:faces:scripts:levels:)`` there, without an array of
  /// them (preparing a text walks its runs once, perf40).
  ///
  /// - Precondition: `start < clusterCount`.
  @inline(__always)
  static func starting(
    at start: Int, clusterCount: Int, clusterStarts: [Int32], faces: [Int32], scripts: [ScriptCode],
    levels: [UInt8]
  ) -> ShapingRun {
    let level = levels[Int(clusterStarts[start])]
    var end = start + 1
    while end < clusterCount, faces[end] == faces[start], scripts[end] == scripts[start],
      levels[Int(clusterStarts[end])] == level
    {
      end += 1
    }
    return ShapingRun(start: start, end: end, level: level)
  }
}
