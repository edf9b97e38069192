import Foundation
import Testing

@testable import TypeFitConcurrency

/// The two-stage pass of a check's first read: every element the producer sends reaches the
/// consumer once, in order, whether the thread starts or not, and the queue stays bounded.
@Suite("Hand-off thread")
struct HandOffThreadTests {
  @Test("every element, in the order sent, through queues of 1 and 8", arguments: [1, 8])
  func order(capacity: Int) {
    var received: [Int] = []
    HandOffThread.run(
      capacity: capacity,
      produce: { send in
        for value in 0..<10_000 { send(value) }
      },
      consume: { received.append($0) })
    #expect(received == Array(0..<10_000))
  }

  @Test("the producer runs on another thread, and never more than the capacity ahead")
  func boundedAndConcurrent() {
    let caller = pthread_self()
    let producedOnCaller = Locked<Bool?>(nil)
    let sent = Locked(0)
    var aheadMost = 0
    var consumed = 0
    HandOffThread.run(
      capacity: 3,
      produce: { send in
        producedOnCaller.withLock { $0 = pthread_equal(pthread_self(), caller) != 0 }
        for value in 0..<500 {
          sent.withLock { $0 += 1 }
          send(value)
        }
      },
      consume: { _ in
        consumed += 1
        // One more than the capacity may be counted as sent while it waits for room.
        aheadMost = max(aheadMost, sent.withLock { $0 } - consumed)
      })
    #expect(consumed == 500)
    #expect(aheadMost <= 4)
    #expect(producedOnCaller.value == false)
  }

  @Test("with no thread started, the calling thread produces and consumes in turn")
  func noThread() {
    var events: [String] = []
    HandOffThread.run(
      capacity: 2, starter: { _ in (EAGAIN, nil) },
      produce: { send in
        for value in 0..<3 { send(value) }
      },
      consume: { events.append("consumed \($0)") })
    #expect(events == ["consumed 0", "consumed 1", "consumed 2"])
  }
}
