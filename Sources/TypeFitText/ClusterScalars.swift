/// The Unicode scalars of each grapheme cluster of a text, stored flat: one array of scalars
/// and one array of offsets, instead of an array per cluster.
///
/// Preparing a text reads each cluster's scalars several times (coverage, scripts, widths),
/// so they are decoded from UTF-16 once. Two allocations serve the whole text, where an array
/// per cluster cost an allocation per cluster.
///
/// For "né" with clusters `[0, 1, 3]` (an "e" and a combining acute), `scalars` is
/// `[0x6E, 0x65, 0x301]` and `starts` is `[0, 1, 3]`.
struct ClusterScalars {
  /// Every scalar of the text, in order.
  let scalars: [UInt32]
  /// Index in ``scalars`` where each cluster starts; one extra entry holds `scalars.count`.
  let starts: [Int32]

  /// Decodes the scalars of each cluster.
  ///
  /// A lone surrogate is kept as its own code unit value, as HarfBuzz reads it.
  /// - Parameters:
  ///   - units: the text's UTF-16 code units.
  ///   - clusterStarts: UTF-16 offset of each cluster's start, plus the text's length.
  /// - Complexity: O(units).
  init(_ units: UnsafeBufferPointer<UInt16>, clusterStarts: [Int32]) {
    let clusterCount = clusterStarts.count - 1
    var scalars: [UInt32] = []
    scalars.reserveCapacity(units.count)
    var starts: [Int32] = []
    starts.reserveCapacity(clusterCount + 1)
    for c in 0..<clusterCount {
      starts.append(Int32(scalars.count))
      var i = Int(clusterStarts[c])
      let end = Int(clusterStarts[c + 1])
      while i < end {
        let unit = units[i]
        if UTF16.isLeadSurrogate(unit), i + 1 < end, UTF16.isTrailSurrogate(units[i + 1]) {
          scalars.append(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00))
          i += 2
        } else {
          scalars.append(UInt32(unit))
          i += 1
        }
      }
    }
    starts.append(Int32(scalars.count))
    self.scalars = scalars
    self.starts = starts
  }

  /// Number of clusters.
  var count: Int { starts.count - 1 }

  /// Positions in ``scalars`` of cluster `c`'s scalars.
  @inline(__always)
  func range(of c: Int) -> Range<Int> { Int(starts[c])..<Int(starts[c + 1]) }

  /// The first scalar of cluster `c`, or 0 for an empty cluster.
  @inline(__always)
  func first(of c: Int) -> UInt32 { starts[c] < starts[c + 1] ? scalars[Int(starts[c])] : 0 }

  /// The scalar of cluster `c` when it has exactly one, else `nil`.
  @inline(__always)
  func single(of c: Int) -> UInt32? { starts[c + 1] - starts[c] == 1 ? scalars[Int(starts[c])] : nil }
}
