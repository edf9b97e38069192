import TypeFitConcurrency

/// A thread-safe map that never holds more than ``capacity`` entries: two generations of at
/// most `capacity / 2` each. New entries go into the current generation; when it is full it
/// becomes the previous one and the old previous one is dropped. A hit in the previous
/// generation moves the entry back into the current one, so what a run keeps asking for stays
/// while what it stopped asking for ages out: the bound of an LRU at the cost of a dictionary.
///
/// It lives in the module that uses it, so the optimizer specializes its dictionaries for
/// their key and value types (from another module every lookup and insertion ran through
/// unspecialized generic code).
///
/// ```swift
/// let cache = BoundedCache<String, Int>(capacity: 4)
/// cache.insert(1, for: "a")
/// cache.value(for: "a")   // 1
/// ```
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// The most entries held at once (at least 2).
  package let capacity: Int
  private let state = Locked(Generations())

  private struct Generations {
    var current: [Key: Value] = [:]
    var previous: [Key: Value] = [:]
  }

  /// - Parameter capacity: the most entries held at once; values below 2 count as 2.
  package init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  /// The value stored for `key`, or `nil`.
  package func value(for key: Key) -> Value? {
    let half = capacity / 2
    return state.withLock { generations in
      if let value = generations.current[key] { return value }
      guard let value = generations.previous.removeValue(forKey: key) else { return nil }
      Self.insert(value, for: key, into: &generations, half: half)
      return value
    }
  }

  /// Stores `value` for `key`, dropping the oldest generation when the current one is full.
  package func insert(_ value: Value, for key: Key) {
    let half = capacity / 2
    state.withLock { Self.insert(value, for: key, into: &$0, half: half) }
  }

  /// Entries held now (at most ``capacity``).
  package var count: Int { state.withLock { $0.current.count + $0.previous.count } }

  private static func insert(_ value: Value, for key: Key, into generations: inout Generations, half: Int) {
    generations.current[key] = value
    if generations.current.count >= half {
      generations.previous = generations.current
      generations.current = [:]
    }
  }
}
