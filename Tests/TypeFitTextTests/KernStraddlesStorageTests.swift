internal import CHarfBuzz
import Testing

@testable import TypeFitText

/// ``KernStraddles`` makes its arrays only when an adjustment is recorded, and reads as zeros
/// until then.
@Suite("Straddling kerning: no arrays until an adjustment")
struct KernStraddlesStorageTests {
  /// Records a left-to-right run of one glyph per cluster with `advances` (font units of a
  /// 1000-unit em) against `hmtx` advances of 250 units each.
  private func record(_ advances: [Int32], into straddles: inout KernStraddles) {
    let count = advances.count
    let infos = UnsafeMutablePointer<hb_glyph_info_t>.allocate(capacity: count)
    let positions = UnsafeMutablePointer<hb_glyph_position_t>.allocate(capacity: count)
    defer {
      infos.deallocate()
      positions.deallocate()
    }
    for g in 0..<count {
      var info = hb_glyph_info_t()
      info.codepoint = UInt32(g + 1)
      info.cluster = UInt32(g)
      infos[g] = info
      var position = hb_glyph_position_t()
      position.x_advance = advances[g]
      positions[g] = position
    }
    straddles.record(
      ShapedRun(infos: infos, positions: positions, count: count), unitsPerEm: 1000,
      clusterOfUnit: (0..<count).map { Int32($0) }, nominalAdvanceEm: { _ in 0.25 })
  }

  @Test func unkernedRunLeavesNoArrays() {
    var straddles = KernStraddles(clusterCount: 3)
    record([250, 250, 250], into: &straddles)
    #expect(straddles.isEmpty)
    #expect(straddles.atLineEnd.isEmpty && straddles.atLineStart.isEmpty)
    #expect((0...3).map(straddles.lineEnd) == [0, 0, 0, 0])
    #expect((0...3).map(straddles.lineStart) == [0, 0, 0, 0])
    var other = KernStraddles(clusterCount: 3)
    other.add(straddles)
    other.add(straddles, scaledBy: 0.5)
    #expect(other.isEmpty)
  }

  @Test func kernedRunRecordsEveryBoundary() {
    var straddles = KernStraddles(clusterCount: 3)
    // Glyph 0 kerned by +0.25 em against glyph 1, glyph 1 by +0.125 em against glyph 2; the
    // last glyph has no pair.
    record([500, 375, 900], into: &straddles)
    #expect(!straddles.isEmpty)
    #expect(straddles.atLineEnd == [0, 0.25, 0.125, 0])
    #expect((0...3).map(straddles.lineEnd) == [0, 0.25, 0.125, 0])
    #expect((0...3).map(straddles.lineStart) == [0, 0, 0, 0])
    // Added into an empty record, and scaled: the same numbers as arrays of zeros gave.
    var sum = KernStraddles(clusterCount: 3)
    sum.add(straddles)
    #expect(sum.atLineEnd == [0, 0.25, 0.125, 0])
    var blended = KernStraddles(clusterCount: 3)
    blended.add(straddles, scaledBy: 0.5)
    blended.add(KernStraddles(clusterCount: 3), scaledBy: 0.5)
    #expect(blended.atLineEnd == [0, 0.125, 0.0625, 0])
    #expect(blended.atLineStart == [0, 0, 0, 0])
  }
}
