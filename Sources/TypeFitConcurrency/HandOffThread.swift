import Foundation

/// Runs a producer on a thread of its own while the calling thread consumes what it makes, in
/// the order made, through a queue of at most `capacity` elements: two stages of a pass over
/// the input (reading files, and what is done with each string read) on two cores.
///
/// ```swift
/// var total = 0
/// HandOffThread.run(produce: { send in for batch in 0..<100 { send(Array(repeating: batch, count: 10)) } }) {
///   batch in total += batch.reduce(0, +)
/// }
/// // total == 49,500
/// ```
///
/// When the system will not start the thread (`RLIMIT_NPROC` reached), the calling thread runs
/// the producer itself and consumes each element as it is sent: the same elements, in the same
/// order.
public enum HandOffThread {
  /// Runs `produce` on a started thread and `consume` on the calling thread with each element
  /// `produce` sends, in order; returns when `produce` has returned and every element is
  /// consumed.
  ///
  /// - Parameters:
  ///   - capacity: the most elements sent and not yet consumed (at least 1); the producer waits
  ///     while the queue is full, so memory stays bounded whatever the speed of either side.
  ///   - produce: makes the elements and hands each to `send`.
  ///   - consume: called once per element, in the order sent.
  public static func run<Element: Sendable>(
    capacity: Int = 8, produce: @escaping @Sendable (_ send: (Element) -> Void) -> Void,
    consume: (Element) -> Void
  ) {
    // Under an address-space limit the started thread shares the main malloc arena, as the
    // workers do: an arena of its own reserves 64 MiB of the limit (the fourteenth attack's
    // A14-10 crashed so with 3 workers under `prlimit --as=300000000`).
    _ = WorkerThreads.addressSpaceLimit(forThreads: 2)
    run(capacity: capacity, starter: WorkerThreads.startSystemThread, produce: produce, consume: consume)
  }

  /// ``run(capacity:produce:consume:)`` with the function that starts a thread.
  static func run<Element: Sendable>(
    capacity: Int, starter: WorkerThreads.Starter,
    produce: @escaping @Sendable (_ send: (Element) -> Void) -> Void,
    consume: (Element) -> Void
  ) {
    let queue = Queue<Element>(capacity: max(1, capacity))
    let started = starter {
      produce { queue.send($0) }
      queue.finish()
    }
    guard started.status == 0, let join = started.join else {
      produce { consume($0) }
      return
    }
    while let element = queue.take() { consume(element) }
    join()
  }

  /// The elements sent and not yet taken, and whether the producer is done.
  private final class Queue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    /// Guarded by `condition`; at most `capacity`, so taking the first is cheap.
    private var elements: [Element] = []
    private var isFinished = false

    init(capacity: Int) { self.capacity = capacity }

    /// Appends `element`, waiting while the queue is full.
    func send(_ element: Element) {
      condition.lock()
      while elements.count >= capacity { condition.wait() }
      elements.append(element)
      condition.broadcast()
      condition.unlock()
    }

    /// Marks the end of the elements.
    func finish() {
      condition.lock()
      isFinished = true
      condition.broadcast()
      condition.unlock()
    }

    /// The next element, waiting for one; `nil` once the producer is done and all are taken.
    func take() -> Element? {
      condition.lock()
      defer { condition.unlock() }
      while elements.isEmpty && !isFinished { condition.wait() }
      guard !elements.isEmpty else { return nil }
      let element = elements.removeFirst()
      condition.broadcast()
      return element
    }
  }
}
