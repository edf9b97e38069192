import Foundation
import Synchronization

/// Where the units of work of ``concurrentScatter(count:units:workers:_:)`` put their
/// elements: each position of the result is initialized once, by the unit that owns it.
public struct ScatterSlots<Element>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<Element>
  /// The number of positions: the result's count.
  public let count: Int

  init(base: UnsafeMutablePointer<Element>, count: Int) {
    self.base = base
    self.count = count
  }

  /// Puts `element` at `position` of the result (moved there, not copied).
  ///
  /// - Precondition: `0 ≤ position < count` (checked); no other call puts an element at
  ///   `position` (not checked: units own disjoint positions).
  public func initialize(_ position: Int, to element: consuming Element) {
    precondition(position >= 0 && position < count, "scatter position \(position) outside 0..<\(count)")
    (base + position).initialize(to: element)
  }
}

/// Makes an array of `count` elements on up to `workers` threads, where each of `units` units
/// of work makes the elements at the positions it owns: `work(unit, slots)` is called once per
/// unit, from any thread and concurrently with itself, and initializes its positions through
/// `slots`.
///
/// What ``orderedConcurrentMap(count:workers:_:)`` does when a unit of work makes several
/// elements that are not next to each other (a batch check lays each distinct row out once and
/// makes the output of every item with that row), without an array per unit or a second pass
/// to put the elements in place.
///
/// ```swift
/// // Units 0 and 1 own the even and odd positions.
/// let values = concurrentScatter(count: 6, units: 2, workers: 2) { unit, slots in
///   for position in stride(from: unit, to: 6, by: 2) { slots.initialize(position, to: position * 10) }
/// }
/// // [0, 10, 20, 30, 40, 50]
/// ```
///
/// - Parameters:
///   - count: the number of elements (≥ 0).
///   - units: the number of units of work (≥ 1 when `count` > 0).
///   - workers: threads to use; `nil` for all cores.
/// - Precondition: the units' positions cover `0..<count`, each exactly once; a position left
///   out would leave the array's memory uninitialized.
/// The threads are started by ``WorkerThreads``: when the system starts fewer than asked
/// (`RLIMIT_NPROC` reached), the ones that started do every unit, the calling thread alone at
/// worst, and the array is the same.
///
/// - Complexity: `units` calls of `work`, spread over `min(units, workers)` threads.
public func concurrentScatter<Element>(
  count: Int, units: Int, workers: Int? = nil,
  _ work: @Sendable (_ unit: Int, _ slots: ScatterSlots<Element>) -> Void
) -> [Element] {
  guard count > 0 else { return [] }
  precondition(units > 0, "\(count) elements need at least one unit of work")
  let threads = min(units, max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount))
  let next = Atomic<Int>(0)
  return [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
    let slots = ScatterSlots(base: buffer.baseAddress!, count: count)
    WorkerThreads.run(count: threads) { _ in
      while true {
        let unit = next.add(1, ordering: .relaxed).oldValue
        guard unit < units else { break }
        work(unit, slots)
      }
    }
    initializedCount = count
  }
}
