import Foundation

/// Worker threads that stay up for a whole run and make the arrays of
/// ``concurrentScatter(count:units:workers:_:)`` one after the other without a barrier between
/// them: the calling thread hands in a job (``submit(count:units:_:)``), goes on with its own
/// work (reading the next chunk of input, writing the results of the last one), and takes the
/// job's array when it needs it (``collect(_:)``), working on units itself while they are not
/// all done.
///
/// The workers take units from the oldest job first, so a job is done as soon as possible and
/// the next one's units fill the time a job's last slow unit would leave a core idle. What a
/// job makes does not depend on how many threads worked on it, nor on the order of jobs.
///
/// ```swift
/// let pipeline = ScatterPipeline<Int>(workers: 2)
/// let first = pipeline.submit(count: 3, units: 3) { unit, slots in slots.initialize(unit, to: unit) }
/// let second = pipeline.submit(count: 2, units: 1) { _, slots in
///   slots.initialize(0, to: 10)
///   slots.initialize(1, to: 11)
/// }
/// pipeline.collect(first)   // [0, 1, 2]
/// pipeline.collect(second)  // [10, 11]
/// pipeline.close()
/// ```
///
/// Threads are started as ``WorkerThreads`` starts them: one that the system will not start is
/// not waited for, and at worst the calling thread does every unit in ``collect(_:)``.
public final class ScatterPipeline<Element>: @unchecked Sendable {
  /// One array being made: its units, which of them are taken and done, and its storage.
  public final class Job: @unchecked Sendable {
    fileprivate let count: Int
    fileprivate let units: Int
    fileprivate let work: @Sendable (_ unit: Int, _ slots: ScatterSlots<Element>) -> Void
    fileprivate let base: UnsafeMutablePointer<Element>
    /// The next unit not taken yet (guarded by the pipeline's condition).
    fileprivate var nextUnit = 0
    /// Units finished (guarded by the pipeline's condition).
    fileprivate var doneUnits = 0
    /// Whether ``collect(_:)`` took the array (the storage then belongs to it).
    fileprivate var isCollected = false

    fileprivate init(
      count: Int, units: Int, work: @escaping @Sendable (_ unit: Int, _ slots: ScatterSlots<Element>) -> Void
    ) {
      self.count = count
      self.units = units
      self.work = work
      base = UnsafeMutablePointer<Element>.allocate(capacity: max(1, count))
    }

    fileprivate var slots: ScatterSlots<Element> { ScatterSlots(base: base, count: count) }

    deinit {
      if !isCollected {
        // A job never collected (the run stopped on an error): no unit is running (each holds
        // the job), so the units not taken are made here and every position is initialized.
        while nextUnit < units {
          work(nextUnit, slots)
          nextUnit += 1
        }
        base.deinitialize(count: count)
      }
      base.deallocate()
    }
  }

  /// What the threads share: the jobs and the lock. The threads hold it, not the pipeline, so
  /// the pipeline's `deinit` can stop them.
  private final class Queue: @unchecked Sendable {
    let condition = NSCondition()
    /// Jobs with units not yet taken, oldest first (guarded by `condition`).
    var waiting: [Job] = []
    /// Jobs submitted and not yet collected or finished by ``close()`` (guarded by `condition`).
    var open: [ObjectIdentifier: Job] = [:]
    var isClosing = false

    /// A unit not taken yet, of `preferred` when it has one, else of the oldest job; marks it
    /// taken. Called with the lock held.
    func takeUnit(preferring preferred: Job?) -> (Job, Int)? {
      let job: Job
      if let preferred, preferred.nextUnit < preferred.units {
        job = preferred
      } else if let oldest = waiting.first {
        job = oldest
      } else {
        return nil
      }
      let unit = job.nextUnit
      job.nextUnit += 1
      if job.nextUnit == job.units, let index = waiting.firstIndex(where: { $0 === job }) {
        waiting.remove(at: index)
      }
      return (job, unit)
    }

    /// Makes `unit` of `job` without the lock, then counts it done and wakes the threads
    /// waiting for the job. Called with the lock held; returns with it held.
    func run(_ job: Job, _ unit: Int) {
      condition.unlock()
      job.work(unit, job.slots)
      condition.lock()
      job.doneUnits += 1
      if job.doneUnits == job.units { condition.broadcast() }
    }

    /// What each started thread runs until the pipeline closes.
    func workLoop() {
      condition.lock()
      while true {
        if let (job, unit) = takeUnit(preferring: nil) {
          run(job, unit)
        } else if isClosing {
          break
        } else {
          condition.wait()
        }
      }
      condition.unlock()
    }
  }

  private let queue = Queue()
  private var joins: [() -> Void] = []

  /// Starts `workers - 1` threads (the calling thread is the last worker, in ``collect(_:)``).
  ///
  /// - Parameter workers: threads to use, the calling one included; `nil` for all cores.
  ///   Under an address-space limit (`ulimit -v`) fewer are started, as ``WorkerThreads`` starts
  ///   them (their stacks within a sixteenth of it, one malloc arena), with one note.
  public convenience init(workers: Int?) {
    let wanted = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.init(
      workers: wanted, starter: WorkerThreads.startSystemThread, shortage: WorkerThreads.reportShortage,
      addressSpaceLimit: WorkerThreads.addressSpaceLimit(forThreads: wanted))
  }

  /// ``init(workers:)`` with the function that starts a thread, the one told, with a sentence,
  /// when a thread could not be started or fewer are started, and the address-space limit in
  /// bytes (`nil` for none).
  init(
    workers: Int?, starter: WorkerThreads.Starter, shortage: (String) -> Void, addressSpaceLimit: Int? = nil
  ) {
    let wanted = WorkerThreads.threadsToUse(
      wanted: max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount),
      addressSpaceLimit: addressSpaceLimit,
      shortage: shortage)
    let queue = self.queue
    for _ in 1..<wanted {
      let started = starter { queue.workLoop() }
      guard started.status == 0, let join = started.join else {
        shortage(WorkerThreads.sentence(started: joins.count + 1, wanted: wanted, code: started.status))
        break
      }
      joins.append(join)
    }
  }

  deinit { close() }

  /// The threads working besides the calling one.
  public var startedThreads: Int { joins.count }

  /// Hands in the making of an array of `count` elements by `units` units of work, as
  /// ``concurrentScatter(count:units:workers:_:)`` makes it; returns at once.
  ///
  /// - Parameters:
  ///   - count: the number of elements (≥ 0).
  ///   - units: the number of units of work (≥ 1 when `count` > 0).
  ///   - work: called once per unit, from any thread and concurrently with itself and with the
  ///     work of other jobs; initializes the positions the unit owns.
  /// - Precondition: the units' positions cover `0..<count`, each exactly once.
  /// - Returns: the job, for ``collect(_:)``.
  public func submit(
    count: Int, units: Int, _ work: @escaping @Sendable (_ unit: Int, _ slots: ScatterSlots<Element>) -> Void
  ) -> Job {
    precondition(count == 0 || units > 0, "\(count) elements need at least one unit of work")
    let job = Job(count: count, units: count == 0 ? 0 : units, work: work)
    queue.condition.lock()
    queue.open[ObjectIdentifier(job)] = job
    if job.units > 0 {
      queue.waiting.append(job)
      queue.condition.broadcast()
    }
    queue.condition.unlock()
    return job
  }

  /// The array `job` made, once all its units are done; the calling thread works on units (of
  /// `job` first, else of the oldest job) while some are not taken.
  ///
  /// - Precondition: `job` came from this pipeline's ``submit(count:units:_:)`` and is
  ///   collected once.
  public func collect(_ job: Job) -> [Element] {
    waitForUnits(of: job)
    return [Element](unsafeUninitializedCapacity: job.count) { buffer, initializedCount in
      if job.count > 0 { buffer.baseAddress!.moveInitialize(from: job.base, count: job.count) }
      initializedCount = job.count
    }
  }

  /// Hands each element `job` made to `body`, in order, moved out of the job's storage (an
  /// array's elements are copied out by a `for` loop), once all its units are done, as
  /// ``collect(_:)`` waits for them. When `body` throws, the elements after the one it threw
  /// on are dropped and the error is passed on.
  ///
  /// - Precondition: as for ``collect(_:)``: `job` came from this pipeline and is collected once.
  public func collect<Failure: Error>(
    _ job: Job, each body: (consuming Element) throws(Failure) -> Void
  ) throws(Failure) {
    waitForUnits(of: job)
    var next = 0
    defer { if next < job.count { (job.base + next).deinitialize(count: job.count - next) } }
    while next < job.count {
      let element = (job.base + next).move()
      next += 1
      // Handed on, not lent: passed as it was, the element was copied into `body` and then
      // destroyed here (Swift does not specialize this function for its callers, so both went
      // through the element type's runtime witnesses: about 4,500 instructions a result of
      // `CheckSession`).
      try body(consume element)
    }
  }

  /// Works on units (of `job` first) until every unit of `job` is done, then marks it collected:
  /// its storage belongs to the caller from then on.
  private func waitForUnits(of job: Job) {
    queue.condition.lock()
    while job.doneUnits < job.units {
      if let (taken, unit) = queue.takeUnit(preferring: job) {
        queue.run(taken, unit)
      } else {
        queue.condition.wait()
      }
    }
    precondition(queue.open.removeValue(forKey: ObjectIdentifier(job)) != nil, "a job collected twice")
    job.isCollected = true
    queue.condition.unlock()
  }

  /// Finishes every job handed in and not collected (their arrays are dropped) and stops the
  /// threads; called by `deinit`. Jobs handed in later are made by the calling thread alone,
  /// in ``collect(_:)``.
  public func close() {
    queue.condition.lock()
    while let (job, unit) = queue.takeUnit(preferring: nil) { queue.run(job, unit) }
    while queue.open.values.contains(where: { $0.doneUnits < $0.units }) { queue.condition.wait() }
    queue.open.removeAll()
    queue.isClosing = true
    queue.condition.broadcast()
    let threads = joins
    joins = []
    queue.condition.unlock()
    for join in threads { join() }
  }
}
