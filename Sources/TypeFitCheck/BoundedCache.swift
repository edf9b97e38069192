import TypeFitConcurrency

/// A thread-safe map with a hard bound on its entries and, optionally, on their total cost
/// (approximate bytes): two generations of at most half of each bound. New entries go into the
/// current generation; when it holds half the entries or half the cost it becomes the previous
/// one and the old previous one is dropped. A hit in the previous generation moves the entry
/// back into the current one, so what a run keeps asking for stays while what it stopped asking
/// for ages out: the bound of an LRU at the cost of a dictionary.
///
/// With `admitsOnSecondSighting` the cache stores a value only when its key is seen the second
/// time (``SecondSightingFilter``, consulted under the same lock by ``lookup(_:)``): a run whose
/// texts and rows mostly occur once then pays no insertion, byte count or release for them.
///
/// It lives in the module that uses it, so the optimizer specializes its dictionaries for
/// their key and value types (from another module every lookup and insertion ran through
/// unspecialized generic code).
///
/// A key is hashed once, outside the lock (``HashedKey``; a caller that looks up and then
/// inserts passes the same one to both): a lookup that misses the current generation looks in
/// the previous one, and dictionaries rehash their keys as they grow, which for a label's text
/// went through Unicode normalization each time. A new generation's dictionary is made at the
/// size the last one reached, and a dropped generation is freed after the lock is released,
/// so other threads do not wait for it.
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
  private let state: Locked<Generations>

  private struct Entry {
    var value: Value
    var cost: Int
  }

  private struct Generations {
    var current: [HashedKey<Key>: Entry] = [:]
    var previous: [HashedKey<Key>: Entry] = [:]
    var currentCost = 0
    var previousCost = 0
    /// The keys seen once, when values are stored only on a second sighting.
    var seen: SecondSightingFilter?
  }

  /// What ``lookup(_:)`` found.
  package enum Lookup {
    /// The value stored for the key.
    case hit(Value)
    /// No value; `admits` says whether ``insert(_:for:cost:)`` should store one (always, unless
    /// the cache stores values only on their key's second sighting and this was the first).
    case miss(admits: Bool)
  }

  /// - Parameters:
  ///   - capacity: the most entries held at once; values below 2 count as 2.
  ///   - costLimit: the most total cost (see ``insert(_:for:cost:)``) held at once; `nil` for
  ///     none, values below 2 count as 2.
  ///   - admitsOnSecondSighting: whether ``lookup(_:)`` advises storing a missing key's value
  ///     only when the key was missed before (``SecondSightingFilter`` of `capacity`: one more
  ///     byte per entry); `false` (the default) to store every value.
  package init(capacity: Int, costLimit: Int? = nil, admitsOnSecondSighting: Bool = false) {
    self.capacity = max(2, capacity)
    self.costLimit = costLimit.map { max(2, $0) }
    var generations = Generations()
    if admitsOnSecondSighting { generations.seen = SecondSightingFilter(capacity: max(2, capacity)) }
    state = Locked(generations)
  }

  /// Whether ``lookup(_:)`` advises storing a value only on its key's second sighting.
  package var admitsOnSecondSighting: Bool { state.withLock { $0.seen != nil } }

  /// The value stored for `key` (hashed by the caller, which may insert with it), or whether a
  /// value computed for it should be stored: on a miss the key's sighting is recorded when the
  /// cache admits values on their second sighting. One lock for both.
  package func lookup(_ key: HashedKey<Key>) -> Lookup {
    let half = capacity / 2
    let halfCost = costLimit.map { $0 / 2 } ?? Int.max
    // A generation dropped by moving the entry back is freed when this returns, after the lock.
    let (found, _) = state.withLock { generations -> (Lookup, [HashedKey<Key>: Entry]) in
      if let entry = generations.current[key] { return (.hit(entry.value), [:]) }
      guard let entry = generations.previous.removeValue(forKey: key) else {
        return (.miss(admits: generations.seen?.admits(hash: key.hash) ?? true), [:])
      }
      generations.previousCost -= entry.cost
      return (
        .hit(entry.value), Self.insert(entry, for: key, into: &generations, half: half, halfCost: halfCost)
      )
    }
    return found
  }

  /// The value stored for `key`, or `nil`.
  package func value(for key: Key) -> Value? { value(for: HashedKey(key)) }

  /// The value stored for `key`, or `nil`; `key` hashed by the caller, which may insert with it.
  package func value(for key: HashedKey<Key>) -> Value? {
    let half = capacity / 2
    let halfCost = costLimit.map { $0 / 2 } ?? Int.max
    // A generation dropped by moving the entry back is freed when this returns, after the lock.
    let (value, _) = state.withLock { generations -> (Value?, [HashedKey<Key>: Entry]) in
      if let entry = generations.current[key] { return (entry.value, [:]) }
      guard let entry = generations.previous.removeValue(forKey: key) else { return (nil, [:]) }
      generations.previousCost -= entry.cost
      return (entry.value, Self.insert(entry, for: key, into: &generations, half: half, halfCost: halfCost))
    }
    return value
  }

  /// Stores `value` for `key`, dropping the oldest generation when the current one is full.
  /// - Parameter cost: what the entry counts against ``costLimit`` (0 or more; approximate
  ///   bytes for the run's caches). An entry costing more than half the limit is not stored.
  package func insert(_ value: Value, for key: Key, cost: Int = 0) {
    insert(value, for: HashedKey(key), cost: cost)
  }

  /// Stores `value` for `key`, hashed by the caller (which may have looked it up with it first).
  package func insert(_ value: Value, for key: HashedKey<Key>, cost: Int = 0) {
    let half = capacity / 2
    let halfCost = costLimit.map { $0 / 2 } ?? Int.max
    let cost = max(0, cost)
    guard cost <= halfCost else { return }
    // A dropped generation is freed as this statement ends, after the lock.
    _ = state.withLock {
      Self.insert(Entry(value: value, cost: cost), for: key, into: &$0, half: half, halfCost: halfCost)
    }
  }

  /// Entries held now (at most ``capacity``).
  package var count: Int { state.withLock { $0.current.count + $0.previous.count } }

  /// The total cost held now (at most ``costLimit``).
  package var totalCost: Int { state.withLock { $0.currentCost + $0.previousCost } }

  /// Inserts into the current generation; when it is full it becomes the previous one and a
  /// new one is started at its size.
  /// - Returns: the generation dropped (empty when none was): the caller frees it after the lock.
  private static func insert(
    _ entry: Entry, for key: HashedKey<Key>, into generations: inout Generations, half: Int, halfCost: Int
  ) -> [HashedKey<Key>: Entry] {
    if let replaced = generations.current.updateValue(entry, forKey: key) {
      generations.currentCost -= replaced.cost
    }
    generations.currentCost += entry.cost
    guard generations.current.count >= half || generations.currentCost >= halfCost else { return [:] }
    // A generation ends at about the same count as the last one (the same bound decides), so
    // the next one starts at that size instead of regrowing from empty.
    let size = generations.current.count
    let dropped = generations.previous
    generations.previous = generations.current
    generations.previousCost = generations.currentCost
    generations.current = Dictionary(minimumCapacity: size)
    generations.currentCost = 0
    return dropped
  }
}
