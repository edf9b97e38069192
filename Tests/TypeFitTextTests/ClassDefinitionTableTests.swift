import Testing

@testable import TypeFitText

/// The one Class Definition reader: its records, the classes the `ccmp` skip and the marks
/// take, and the sorted ranges Pair Adjustment format 2 takes from it.
@Suite("Class Definition tables are read once, for sets and for binary search")
struct ClassDefinitionTableTests {
  /// Big-endian `uint16` values as bytes.
  static func bytes(_ values: [Int]) -> [UInt8] {
    values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
  }

  static func read<T>(_ values: [Int], _ body: (FontTableBytes) throws -> T) throws -> T {
    try bytes(values).withUnsafeBytes { try body(FontTableBytes(bytes: $0)) }
  }

  @Test("Format 1 is read as runs of equal values; entries past glyph 65,535 are dropped")
  func formatOneRuns() throws {
    // Start 65,532, six values: 65,532–65,533 class 2, 65,534 class 0, 65,535 class 5, then
    // two entries no glyph ID reaches.
    let table = try Self.read([1, 65_532, 6, 2, 2, 0, 5, 7, 7]) {
      try ClassDefinitionTable($0, at: 0)
    }
    #expect(
      table.records == [
        .init(first: 65_532, last: 65_533, value: 2), .init(first: 65_534, last: 65_534, value: 0),
        .init(first: 65_535, last: 65_535, value: 5),
      ])
    #expect(table.glyphs(ofClass: 2).ranges == [.init(first: 65_532, last: 65_533)])
    #expect(table.glyphs(ofClass: 7).ranges == [])
    #expect(table.glyphs(ofClass: 0).isUniversal)
  }

  @Test("Format 2 keeps overlapping ranges for sets; pair classes refuse them, class 0 included")
  func formatTwoOrder() throws {
    // [10, 20] class 0, then [5, 8] class 1: out of order only through a class 0 range.
    let values = [2, 2, 10, 20, 0, 5, 8, 1]
    let table = try Self.read(values) { try ClassDefinitionTable($0, at: 0) }
    #expect(table.glyphs(ofClass: 1).ranges == [.init(first: 5, last: 8)])
    #expect(throws: FontTableBytes.Malformed.self) {
      try Self.read(values) { try PairPositioning.Classes($0, at: 0) }
    }
    // Sorted: class 0 ranges are read (and charged) but not kept.
    let classes = try Self.read([2, 3, 1, 4, 3, 5, 9, 0, 12, 12, 7]) {
      try PairPositioning.Classes($0, at: 0)
    }
    #expect(classes.recordsRead == 3)
    #expect(classes.firsts == [1, 12])
    #expect(classes.value(of: 4) == 3)
    #expect(classes.value(of: 7) == 0)
    #expect(classes.value(of: 12) == 7)
  }

  @Test("A reversed range, an unknown format or an array past the end throws")
  func malformed() {
    for values in [[2, 1, 9, 3, 1], [3, 0], [2, 2, 1, 2, 1], [1, 10, 4, 1]] {
      #expect(throws: FontTableBytes.Malformed.self) {
        try Self.read(values) { try ClassDefinitionTable($0, at: 0) }
      }
    }
  }
}
