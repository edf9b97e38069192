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
}
