/// Pair kerning that straddles a cluster boundary, so a line that ends (or starts) there can
/// leave it out: a line's width is the width of its own text.
///
/// HarfBuzz puts a pair's kerning into the advance of the pair's first glyph in buffer order,
/// so a running sum of advances gives a line ending between the two glyphs the kerning of a
/// pair whose second glyph is on the next line. `Go Multi-Touch` in Inter Regular at 17 pt
/// kerns `-T` by −1.25 pt: summed, `Go Multi-` is 73.36 pt, though the text measures 74.62 pt
/// on its own (as Chromium and Pango measure it when they break there).
///
/// The adjustment of a glyph that ends its cluster (its positioned advance minus its `hmtx`
/// advance) is the spacing between it and the next visible glyph in buffer order. When that
/// glyph belongs to a later cluster (left-to-right), the adjustment is recorded at every
/// boundary between the two in ``atLineEnd``; when it belongs to an earlier cluster (a
/// right-to-left run, whose buffer is in visual order), in ``atLineStart``. Zero-advance
/// clusters in between (a soft hyphen, a zero-width space) are straddled too.
///
/// Both arrays are indexed by cluster boundary (`0...clusterCount`), in em. Until the first
/// adjustment is recorded they are empty, which stands for all zeros: most records stay so
/// (the fallback runs of a Latin text, an instance that takes its kerning from another), and
/// then no arrays are made. Read them through ``lineEnd(_:)`` and ``lineStart(_:)``.
struct KernStraddles {
  /// The number of cluster boundaries: the text's clusters plus one.
  let boundaryCount: Int
  /// Kerning inside the clusters before each boundary that belongs to a pair straddling it:
  /// subtracted from a line that ends at the boundary. Empty while every entry is 0.
  var atLineEnd: [Double] = []
  /// Kerning inside the clusters after each boundary that belongs to a pair straddling it:
  /// subtracted from a line that starts at the boundary. Empty while every entry is 0.
  var atLineStart: [Double] = []

  /// No straddling kerning in a text of `clusterCount` clusters.
  init(clusterCount: Int) {
    boundaryCount = clusterCount + 1
  }

  /// Whether no adjustment has been recorded (every entry is 0).
  var isEmpty: Bool { atLineEnd.isEmpty }

  /// The kerning a line ending at `boundary` leaves out, em (0 when none is recorded).
  @inline(__always)
  func lineEnd(_ boundary: Int) -> Double { atLineEnd.isEmpty ? 0 : atLineEnd[boundary] }

  /// The kerning a line starting at `boundary` leaves out, em (0 when none is recorded).
  @inline(__always)
  func lineStart(_ boundary: Int) -> Double { atLineStart.isEmpty ? 0 : atLineStart[boundary] }

  /// Makes both arrays, all zeros, before the first entry is written.
  mutating func makeEntries() {
    guard atLineEnd.isEmpty else { return }
    atLineEnd = [Double](filling: 0, count: boundaryCount)
    atLineStart = [Double](filling: 0, count: boundaryCount)
  }

  /// Records the straddling adjustments of one shaped run.
  ///
  /// - Parameters:
  ///   - run: the run's glyphs, as HarfBuzz left them.
  ///   - face: the face the run was shaped with.
  ///   - clusterOfUnit: the cluster of each UTF-16 unit of the text.
  /// - Complexity: O(glyphs).
  mutating func record(_ run: ShapedRun, face: FontFace, clusterOfUnit: [Int32]) {
    record(
      run, unitsPerEm: face.unitsPerEm, clusterOfUnit: clusterOfUnit, nominalAdvanceEm: face.glyphAdvanceEm)
  }

  /// ``record(_:face:clusterOfUnit:)`` with the face's `hmtx` advances from
  /// `nominalAdvanceEm` (glyph ID to em), such as a ``FaceLookupMemo``'s.
  mutating func record(
    _ run: ShapedRun, unitsPerEm: Double, clusterOfUnit: [Int32], nominalAdvanceEm: (UInt32) -> Double
  ) {
    let infos = run.infos
    let positions = run.positions
    let count = run.count
    var g = 0
    while g < count {
      defer { g += 1 }
      guard positions[g].x_advance != 0 else { continue }
      let cluster = Int(clusterOfUnit[Int(infos[g].cluster)])
      var next = g + 1
      while next < count, positions[next].x_advance == 0 { next += 1 }
      guard next < count else { continue }
      // A glyph followed by another of its own cluster does not end the cluster.
      guard g + 1 >= count || Int(clusterOfUnit[Int(infos[g + 1].cluster)]) != cluster else { continue }
      let nextCluster = Int(clusterOfUnit[Int(infos[next].cluster)])
      guard nextCluster != cluster else { continue }
      let adjustment =
        Double(positions[g].x_advance) / unitsPerEm - nominalAdvanceEm(infos[g].codepoint)
      guard adjustment != 0 else { continue }
      if atLineEnd.isEmpty { makeEntries() }
      if nextCluster > cluster {
        for boundary in (cluster + 1)...nextCluster { atLineEnd[boundary] += adjustment }
      } else {
        for boundary in (nextCluster + 1)...cluster { atLineStart[boundary] += adjustment }
      }
    }
  }

  /// Adds another record made from other runs of the same text.
  ///
  /// An empty record adds nothing: every entry here is a sum of nonzero adjustments starting
  /// from +0, so none is −0, and `x + 0` is `x` for every other `x`.
  mutating func add(_ other: KernStraddles) {
    guard !other.isEmpty else { return }
    makeEntries()
    for i in atLineEnd.indices {
      atLineEnd[i] += other.atLineEnd[i]
      atLineStart[i] += other.atLineStart[i]
    }
  }
}
