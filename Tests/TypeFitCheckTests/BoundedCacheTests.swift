import Testing

@testable import TypeFitCheck

@Suite("BoundedCache: a thread-safe map with a hard bound")
struct BoundedCacheTests {
  @Test("never holds more than its capacity")
  func bound() {
    let cache = BoundedCache<Int, Int>(capacity: 10)
    for key in 0..<1_000 { cache.insert(key * 2, for: key) }
    #expect(cache.count <= 10)
    #expect(cache.value(for: 999) == 1_998)
    #expect(cache.value(for: 0) == nil)
  }

  @Test("a key hashed once by the caller finds what its plain key stored, across generations")
  func hashedKeys() {
    let cache = BoundedCache<String, Int>(capacity: 4)
    let composed = HashedKey("Caf\u{E9}")
    #expect(cache.value(for: composed) == nil)
    cache.insert(1, for: composed)
    #expect(cache.value(for: "Cafe\u{301}") == 1)  // canonically equivalent: the same key
    cache.insert(2, for: "b")  // current full (2): both become the previous generation
    #expect(cache.value(for: HashedKey("b")) == 2)
    for key in 0..<10 { cache.insert(key, for: HashedKey("k\(key)")) }
    #expect(cache.count <= 4)
    #expect(cache.value(for: "k9") == 9)
    #expect(cache.value(for: composed) == nil)
  }

  @Test("an entry asked for again survives while unused ones age out")
  func promotion() {
    let cache = BoundedCache<String, Int>(capacity: 4)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")  // current full (2): a, b become the previous generation
    #expect(cache.value(for: "a") == 1)  // a moves back into the current generation
    cache.insert(3, for: "c")  // current full again: a, c previous; b dropped
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "c") == 3)
  }

  @Test("a cost limit ages entries out by their total cost, not their number")
  func costLimit() {
    let cache = BoundedCache<Int, Int>(capacity: 1_000, costLimit: 100)
    cache.insert(1, for: 1, cost: 30)
    #expect(cache.totalCost == 30)
    cache.insert(2, for: 2, cost: 30)  // current reaches half (60 ≥ 50): it becomes the previous
    cache.insert(3, for: 3, cost: 30)
    #expect(cache.count == 3 && cache.totalCost == 90)
    cache.insert(4, for: 4, cost: 30)  // current reaches half again: 1 and 2 are dropped
    #expect(cache.value(for: 1) == nil && cache.value(for: 2) == nil)
    #expect(cache.value(for: 4) == 4)
    #expect(cache.totalCost == 60)
  }

  @Test("an entry costing more than half the limit is not kept, and replacing an entry replaces its cost")
  func oversizedAndReplaced() {
    let cache = BoundedCache<String, Int>(capacity: 10, costLimit: 100)
    cache.insert(1, for: "big", cost: 51)
    #expect(cache.value(for: "big") == nil && cache.totalCost == 0)
    cache.insert(1, for: "a", cost: 20)
    cache.insert(2, for: "a", cost: 10)
    #expect(cache.value(for: "a") == 2 && cache.totalCost == 10 && cache.count == 1)
  }

  @Test("a promoted entry carries its cost from the previous generation to the current one")
  func promotionKeepsCost() {
    let cache = BoundedCache<String, Int>(capacity: 100, costLimit: 40)
    cache.insert(1, for: "a", cost: 12)
    cache.insert(2, for: "b", cost: 12)  // 24 ≥ 20: a and b become the previous generation
    #expect(cache.totalCost == 24)
    #expect(cache.value(for: "a") == 1)
    #expect(cache.totalCost == 24 && cache.count == 2)
  }
}
