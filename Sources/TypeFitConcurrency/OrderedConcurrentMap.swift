import Foundation
import Synchronization

/// Computes `transform(0)`, …, `transform(count - 1)` on several threads and returns the results
/// in index order.
///
/// Workers take the next index from a shared counter rather than a fixed share, so items that
/// take very different times (a long paragraph beside a one-word title) leave no core idle while
/// another still has a queue. The results do not depend on the number of workers, nor on how many
/// of them the system lets ``WorkerThreads`` start (the calling thread alone at worst).
///
/// ```swift
/// orderedConcurrentMap(count: 4) { $0 * $0 }  // [0, 1, 4, 9]
/// ```
///
/// - Parameters:
///   - count: how many indices; 0 or less returns `[]` without calling `transform`.
///   - workers: threads to use (at least 1, at most `count`); `nil` for the active processor count.
///   - transform: called once per index, from any thread and concurrently with itself.
/// - Returns: `count` results, the one for index `i` at position `i`.
/// - Complexity: `count` calls of `transform`, spread over `workers` threads.
public func orderedConcurrentMap<Element>(
  count: Int, workers: Int? = nil, _ transform: @Sendable (Int) -> Element
) -> [Element] {
  guard count > 0 else { return [] }
  let threads = min(count, max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount))
  let next = Atomic<Int>(0)
  return [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
    nonisolated(unsafe) let output = buffer
    WorkerThreads.run(count: threads) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < count else { break }
        (output.baseAddress! + index).initialize(to: transform(index))
      }
    }
    initializedCount = count
  }
}
