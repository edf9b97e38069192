import Foundation
import Synchronization
import Testing

@testable import TypeFitConcurrency

/// The eleventh attack's T1: when the system starts no thread (`RLIMIT_NPROC` reached),
/// Dispatch's `concurrentPerform` waited for ever. ``WorkerThreads`` goes on with the threads it
/// could start, the calling one at least.
@Suite("Worker threads when the system starts fewer")
struct WorkerThreadsTests {
  /// A starter that starts `allowed` threads, then fails as `pthread_create` does at the limit.
  private static func starter(allowing allowed: Int) -> WorkerThreads.Starter {
    let started = Locked(0)
    return { body in
      let granted = started.withLock { count -> Bool in
        guard count < allowed else { return false }
        count += 1
        return true
      }
      guard granted else { return (EAGAIN, nil) }
      return WorkerThreads.startSystemThread(body)
    }
  }

  /// Runs 200 units from a shared counter on `count` workers, as the scatter and the map do,
  /// under an address-space limit of `addressSpaceLimit` bytes when given.
  private static func run(count: Int, starter: WorkerThreads.Starter, addressSpaceLimit: Int? = nil) -> (
    units: [Int], workers: [Int], notes: [String]
  ) {
    let next = Atomic<Int>(0)
    let units = Locked([Int]())
    let workers = Locked(Set<Int>())
    var notes: [String] = []
    let body: @Sendable (Int) -> Void = { worker in
      workers.withLock { _ = $0.insert(worker) }
      while true {
        let unit = next.add(1, ordering: .relaxed).oldValue
        guard unit < 200 else { break }
        units.withLock { $0.append(unit) }
      }
    }
    WorkerThreads.run(
      count: count, starter: starter, shortage: { notes.append($0) }, addressSpaceLimit: addressSpaceLimit,
      body)
    return (units.value.sorted(), workers.value.sorted(), notes)
  }

  /// The thirteenth attack's A13-9: under `prlimit --as=300000000`, `--threads 16` started 11
  /// threads of 8 MiB stacks and the work then crashed for want of memory. The stacks of the
  /// threads started now take at most a sixteenth of the limit, 2 MiB each.
  @Test("under an address-space limit, the threads started are capped and the note says why")
  func addressSpaceCap() {
    #expect(WorkerThreads.stackBytes == 2_097_152)
    // 300,000,000 / 16 / 2 MiB = 8.9: eight threads started, nine with the calling one.
    #expect(WorkerThreads.startable(addressSpaceLimit: 300_000_000) == 8)
    #expect(WorkerThreads.startable(addressSpaceLimit: nil) == nil)
    let result = Self.run(count: 16, starter: Self.starter(allowing: 100), addressSpaceLimit: 300_000_000)
    #expect(result.units == Array(0..<200))
    #expect(result.workers.allSatisfy { (0..<9).contains($0) })
    #expect(
      result.notes == [
        "working on 9 threads of the 16 asked for under the address-space limit (ulimit -v 292968 KiB): the "
          + "stacks of the threads started (2 MiB each) may take a sixteenth of it"
      ])
    // A limit too small for one stack leaves the calling thread alone.
    let alone = Self.run(count: 4, starter: Self.starter(allowing: 100), addressSpaceLimit: 16 << 20)
    #expect(alone.workers == [0])
    #expect(
      alone.notes == [
        "working on 1 thread (the calling one) of the 4 asked for under the address-space limit (ulimit -v "
          + "16384 KiB): the stacks of the threads started (2 MiB each) may take a sixteenth of it"
      ])
    // Within the limit nothing is said.
    let within = Self.run(count: 4, starter: Self.starter(allowing: 100), addressSpaceLimit: 1 << 30)
    #expect(within.workers == [0, 1, 2, 3])
    #expect(within.notes == [])
  }

  @Test("no thread can be started: the calling thread does every unit, and says so once")
  func noThread() {
    let result = Self.run(count: 4, starter: Self.starter(allowing: 0))
    #expect(result.units == Array(0..<200))
    #expect(result.workers == [0])
    #expect(
      result.notes == [
        "could not start a worker thread (Resource temporarily unavailable); working on 1 thread "
          + "(the calling one) of the 4 asked for"
      ])
  }

  @Test("one thread of three can be started: two workers share the units")
  func someThreads() {
    let result = Self.run(count: 4, starter: Self.starter(allowing: 1))
    #expect(result.units == Array(0..<200))
    #expect(result.workers == [0, 1])
    #expect(
      result.notes == [
        "could not start a worker thread (Resource temporarily unavailable); working on 2 threads of the 4 asked for"
      ])
  }

  @Test("the system's threads: every worker runs once, no note", arguments: [1, 2, 5])
  func systemThreads(count: Int) {
    let workers = Locked([Int]())
    WorkerThreads.run(count: count) { worker in workers.withLock { $0.append(worker) } }
    #expect(workers.value.sorted() == Array(0..<count))
  }

  @Test("the map and the scatter give the same results on the system's threads as on one")
  func sameResults() {
    let one = orderedConcurrentMap(count: 500, workers: 1) { "\($0 * 3)" }
    let many = orderedConcurrentMap(count: 500, workers: 8) { "\($0 * 3)" }
    #expect(one == many)
    #expect(many == (0..<500).map { "\($0 * 3)" })
  }

  @Test(
    "runDetached: no thread can be started: the work runs on the calling thread before it returns, said once")
  func detachedWithoutThread() {
    let caller = pthread_self()
    let ranOnCaller = Locked<Bool?>(nil)
    var notes: [String] = []
    var tried = 0
    let work: @Sendable () -> Void = {
      ranOnCaller.withLock { $0 = pthread_equal(pthread_self(), caller) != 0 }
    }
    let refusing: WorkerThreads.DetachedStarter = { _ in
      tried += 1
      return EAGAIN
    }
    WorkerThreads.runDetached(starter: refusing, shortage: { notes.append($0) }, work)
    #expect(tried == 1)
    #expect(ranOnCaller.value == true)
    #expect(
      notes == [
        "could not start a thread for the work (Resource temporarily unavailable); doing it on the calling thread"
      ])
  }

  @Test("runDetached: the system's thread runs the work once, off the calling thread, without waiting for it")
  func detachedOnSystemThread() throws {
    let caller = pthread_self()
    let gate = Atomic<Bool>(false)
    let runs = Locked([Bool]())
    var notes: [String] = []
    let work: @Sendable () -> Void = {
      // Held until the caller has returned: the caller does not wait for the work.
      while !gate.load(ordering: .acquiring) { usleep(1_000) }
      runs.withLock { $0.append(pthread_equal(pthread_self(), caller) != 0) }
    }
    WorkerThreads.runDetached(
      starter: WorkerThreads.startDetachedSystemThread, shortage: { notes.append($0) }, work)
    #expect(runs.value.isEmpty)
    gate.store(true, ordering: .releasing)
    for _ in 0..<10_000 where runs.value.isEmpty { usleep(1_000) }
    #expect(runs.value == [false])
    #expect(notes.isEmpty)
  }
}
