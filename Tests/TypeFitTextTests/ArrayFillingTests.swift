import Testing

@testable import TypeFitText

@Suite("Arrays filled through reserveCapacity")
struct ArrayFillingTests {
  @Test("the same elements as Array(repeating:count:), empty for a count of 0")
  func sameAsRepeating() {
    for count in [0, 1, 2, 17, 1_000] {
      #expect([Double](filling: 0.5, count: count) == [Double](repeating: 0.5, count: count))
      #expect([Int32?](filling: nil, count: count) == [Int32?](repeating: nil, count: count))
    }
    let filled = [UInt8](filling: 7, count: 33)
    #expect(filled.count == 33)
    #expect(filled.capacity >= 33)
    #expect(filled.allSatisfy { $0 == 7 })
  }
}
