import TypeFitConcurrency

/// A thread-safe map with a hard bound on its entries and, optionally, on their total cost
/// (approximate bytes): two generations of at most half of each bound. New entries go into the
/// current generation; when it holds half the entries or half the cost it becomes the previous
/// one and the old previous one is dropped. A hit in the previous generation moves the entry
/// back into the current one, so what a run keeps asking for stays while what it stopped asking
/// for ages out: the bound of an LRU at the cost of a dictionary.
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
  /// The most total cost held at once, or `nil` for no bound but ``capacity``. An entry
  /// costing more than half of it is not kept.
  package let costLimit: Int?
  private let state = Locked(Generations())

  private struct Entry {
    var value: Value
    var cost: Int
  }

  private struct Generations {
    var current: [Key: Entry] = [:]
    var previous: [Key: Entry] = [:]
    var currentCost = 0
    var previousCost = 0
  }

  /// - Parameters:
  ///   - capacity: the most entries held at once; values below 2 count as 2.
  ///   - costLimit: the most total cost (see ``insert(_:for:cost:)``) held at once; `nil` for
  ///     none, values below 2 count as 2.
  package init(capacity: Int, costLimit: Int? = nil) {
    self.capacity = max(2, capacity)
    self.costLimit = costLimit.map { max(2, $0) }
  }

  /// The value stored for `key`, or `nil`.
  package func value(for key: Key) -> Value? {
    let half = capacity / 2
    let halfCost = costLimit.map { $0 / 2 } ?? Int.max
    return state.withLock { generations in
      if let entry = generations.current[key] { return entry.value }
      guard let entry = generations.previous.removeValue(forKey: key) else { return nil }
      generations.previousCost -= entry.cost
      Self.insert(entry, for: key, into: &generations, half: half, halfCost: halfCost)
      return entry.value
    }
  }

  /// Stores `value` for `key`, dropping the oldest generation when the current one is full.
  /// - Parameter cost: what the entry counts against ``costLimit`` (0 or more; approximate
  ///   bytes for the run's caches). An entry costing more than half the limit is not stored.
  package func insert(_ value: Value, for key: Key, cost: Int = 0) {
    let half = capacity / 2
    let halfCost = costLimit.map { $0 / 2 } ?? Int.max
    let cost = max(0, cost)
    guard cost <= halfCost else { return }
    state.withLock {
      Self.insert(Entry(value: value, cost: cost), for: key, into: &$0, half: half, halfCost: halfCost)
    }
  }

  /// Entries held now (at most ``capacity``).
  package var count: Int { state.withLock { $0.current.count + $0.previous.count } }

  /// The total cost held now (at most ``costLimit``).
  package var totalCost: Int { state.withLock { $0.currentCost + $0.previousCost } }

  private static func insert(
    _ entry: Entry, for key: Key, into generations: inout Generations, half: Int, halfCost: Int
  ) {
    if let replaced = generations.current.updateValue(entry, forKey: key) {
      generations.currentCost -= replaced.cost
    }
    generations.currentCost += entry.cost
    if generations.current.count >= half || generations.currentCost >= halfCost {
      generations.previous = generations.current
      generations.previousCost = generations.currentCost
      generations.current = [:]
      generations.currentCost = 0
    }
  }
}
