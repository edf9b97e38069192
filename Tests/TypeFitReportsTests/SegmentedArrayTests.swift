import Testing

@testable import TypeFitReports

/// The problem list's storage (A17-19): blocks of 4,096 elements, never one large buffer.
@Suite struct SegmentedArrayTests {
  @Test("appending across blocks keeps every element in order; elements are set in place")
  func appendAndSet() {
    var array = SegmentedArray<Int>()
    #expect(array.isEmpty)
    let count = 3 * SegmentedArray<Int>.blockCount + 5
    for value in 0..<count { array.append(value * 2) }
    #expect(array.count == 12_293)
    #expect(Array(array) == (0..<count).map { $0 * 2 })
    #expect(array[4_095] == 8_190)
    #expect(array[4_096] == 8_192)
    array[4_096] += 1
    array[12_292] = -1
    #expect(array[4_096] == 8_193)
    #expect(array.last == -1)
    #expect(array.indices == 0..<12_293)
  }

  @Test("a copy is a value: changing it leaves the original")
  func valueSemantics() {
    var original = SegmentedArray<String>()
    original.append("a")
    var copy = original
    copy[0] = "b"
    copy.append("c")
    #expect(Array(original) == ["a"])
    #expect(Array(copy) == ["b", "c"])
  }
}
