import Testing
import TypeFitConcurrency

@Suite("Locked and the ordered concurrent map")
struct ConcurrencyTests {
  @Test("increments from many threads are all counted")
  func lockedCounts() {
    let count = Locked(0)
    _ = orderedConcurrentMap(count: 1000, workers: 4) { _ in count.withLock { $0 += 1 } }
    #expect(count.value == 1000)
  }

  @Test("withLock returns the body's value and rethrows its error")
  func lockedReturnsAndThrows() {
    struct Refused: Error, Equatable {}
    let names = Locked(["a"])
    #expect(
      names.withLock {
        $0.append("b")
        return $0.count
      } == 2)
    #expect(throws: Refused()) { try names.withLock { _ throws(Refused) in throw Refused() } }
    #expect(names.value == ["a", "b"])
  }

  @Test("results come back in index order, whatever the number of workers", arguments: [1, 2, 3, 8, 64])
  func mapOrder(workers: Int) {
    let squares = orderedConcurrentMap(count: 100, workers: workers) { $0 * $0 }
    #expect(squares == (0..<100).map { $0 * $0 })
  }

  @Test("each index is computed exactly once")
  func mapOnce() {
    let seen = Locked([Int: Int]())
    _ = orderedConcurrentMap(count: 257, workers: 5) { i in seen.withLock { $0[i, default: 0] += 1 } }
    #expect(seen.value.count == 257)
    #expect(seen.value.values.allSatisfy { $0 == 1 })
  }

  @Test("no indices: an empty result and no call")
  func mapEmpty() {
    let calls = Locked(0)
    #expect(orderedConcurrentMap(count: 0) { _ in calls.withLock { $0 += 1 } }.isEmpty)
    #expect(orderedConcurrentMap(count: -3) { $0 }.isEmpty)
    #expect(calls.value == 0)
  }

  @Test("a scatter puts each unit's elements at the positions it owns", arguments: [1, 2, 3, 8])
  func scatterPositions(workers: Int) {
    // Unit u owns the positions p with p % 7 == u (units 0–6), as a chunk's distinct rows own
    // their items.
    let calls = Locked([Int]())
    let values = concurrentScatter(count: 50, units: 7, workers: workers) {
      (unit, slots: ScatterSlots<String>) in
      calls.withLock { $0.append(unit) }
      for position in stride(from: unit, to: 50, by: 7) {
        slots.initialize(position, to: "\(unit):\(position)")
      }
    }
    #expect(values == (0..<50).map { "\($0 % 7):\($0)" })
    #expect(calls.value.sorted() == Array(0..<7))
  }

  @Test("a scatter of no elements makes an empty array and calls no unit")
  func scatterEmpty() {
    let calls = Locked(0)
    let values = concurrentScatter(count: 0, units: 0) { (_, _: ScatterSlots<Int>) in
      calls.withLock { $0 += 1 }
    }
    #expect(values.isEmpty)
    #expect(calls.value == 0)
  }
}
