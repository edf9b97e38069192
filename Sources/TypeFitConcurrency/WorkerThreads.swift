import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one piece of work on several threads that TypeFit starts itself, the calling thread
/// being one of them, and goes on with fewer when the system will not start more.
///
/// Dispatch's `concurrentPerform` waits for the threads it asks for: when none can be created
/// (`pthread_create` fails with `EAGAIN` because `RLIMIT_NPROC` or a container's `pids.max` is
/// reached), libdispatch sleeps a second and asks again, for ever, and the run hangs without a
/// word (the eleventh attack's T1); with too few descriptors it stops the process in
/// `_dispatch_epoll_init` (D1). Here each extra thread is started with `pthread_create`; one that
/// cannot be started is not waited for: the work is shared by the threads that did start, and
/// at worst the calling thread does it all. The work takes its units from a shared counter, so
/// what it makes does not depend on how many threads took part.
///
/// Each started thread has a stack of ``stackBytes`` (2 MiB), not the system's default (8 MiB
/// from `RLIMIT_STACK` on Linux), and under an address-space limit (`ulimit -v`, `RLIMIT_AS`)
/// the started threads' stacks take at most ``addressSpaceShare`` of it and the threads share one
/// malloc arena (``LimitedMalloc``): with 8 MiB stacks and an arena each, `--threads 16`
/// under `prlimit --as=300000000` started 11 threads that left too little for the work, which
/// then crashed or hung on a failed allocation (thirteenth attack A13-9).
///
/// The first time a thread cannot be started, or fewer are started for the limit, the handler
/// given to ``onShortage(_:)`` is called once with a sentence saying so (the command-line tool
/// writes it as a note).
///
/// ```swift
/// let next = Atomic<Int>(0)
/// WorkerThreads.run(count: 4) { _ in
///   while case let unit = next.add(1, ordering: .relaxed).oldValue, unit < 100 { work(unit) }
/// }
/// ```
public enum WorkerThreads {
  /// Starts a thread running `body`, returning `0` and a handle to join, or the `errno` value
  /// `pthread_create` failed with. Tests replace it to refuse threads.
  typealias Starter = (_ body: @escaping () -> Void) -> (status: Int32, join: (() -> Void)?)

  /// Runs `body(worker)` for `worker` in `0..<count`: worker 0 on the calling thread, the others
  /// on threads started for the call, which are all finished when this returns. A worker that
  /// cannot be started is skipped (and the workers after it are not tried): `body` must finish
  /// the work whatever number of workers run it.
  ///
  /// - Parameters:
  ///   - count: the workers wanted; 1 or less runs `body(0)` on the calling thread alone.
  ///   - body: called once per worker that runs, concurrently with itself.
  public static func run(count: Int, _ body: @Sendable (_ worker: Int) -> Void) {
    run(
      count: count, starter: startSystemThread, shortage: reportShortage,
      addressSpaceLimit: addressSpaceLimit(forThreads: count), body)
  }

  /// The stack of each thread started, in bytes: 2 MiB. The deepest work a worker does (reading
  /// an XLIFF or JSON file nested to the readers' limit of 64, shaping, laying out and writing
  /// rows) ran within 128 KiB of stack in a release build and within 256 KiB in a debug build
  /// (measured on the calling thread with `ulimit -s`, `--threads 1`; Docs/Reliability.md, the
  /// thirteenth attack's A13-9), so 2 MiB leaves a margin of eight.
  public static let stackBytes = 2 << 20

  /// The part of an address-space limit (`RLIMIT_AS`) that the started threads' stacks may
  /// take: one sixteenth, so under `ulimit -v` the rest is left to the work (a check of the
  /// Settings example needs about 210 MB at one thread).
  static let addressSpaceShare = 16

  /// The soft address-space limit of the process (`RLIMIT_AS`) in bytes, `nil` when unlimited.
  static func addressSpaceLimit() -> Int? { ResourceLimit.addressSpace() }

  /// The most threads to start besides the calling one under an address-space limit of
  /// `limit` bytes (their stacks within ``addressSpaceShare`` of it); `nil` for no limit.
  public static func startable(addressSpaceLimit limit: Int?) -> Int? {
    limit.map { $0 / addressSpaceShare / stackBytes }
  }

  /// The threads to work on, the calling one included, when `wanted` are asked for under an
  /// address-space limit of `limit` bytes (`nil` for none): at most ``startable(addressSpaceLimit:)``
  /// plus the calling one, with one note to `shortage` when that is fewer. ``run(count:_:)`` and
  /// `ScatterPipeline` start their threads through it.
  static func threadsToUse(wanted: Int, addressSpaceLimit limit: Int?, shortage: (String) -> Void) -> Int {
    guard let limit, let startable = startable(addressSpaceLimit: limit), startable + 1 < wanted else {
      return wanted
    }
    shortage(limitSentence(started: startable + 1, wanted: wanted, addressSpaceLimit: limit))
    return startable + 1
  }

  /// The address-space limit a run starting `wanted` threads works under (`nil` for one thread
  /// or no limit); when there is one, the threads share one malloc arena
  /// (``LimitedMalloc``).
  static func addressSpaceLimit(forThreads wanted: Int) -> Int? {
    let limit = wanted > 1 ? addressSpaceLimit() : nil
    if limit != nil { LimitedMalloc.applyUnderLimit() }
    return limit
  }

  /// ``run(count:_:)`` with the function that starts a thread, the one told, with a sentence,
  /// when a thread could not be started or fewer are started, and the address-space limit in
  /// bytes (`nil` for none).
  static func run(
    count: Int, starter: Starter, shortage: (String) -> Void, addressSpaceLimit: Int? = nil,
    _ body: @Sendable (_ worker: Int) -> Void
  ) {
    guard count > 1 else {
      body(0)
      return
    }
    let count = threadsToUse(wanted: count, addressSpaceLimit: addressSpaceLimit, shortage: shortage)
    withoutActuallyEscaping(body) { escapable in
      var joins: [() -> Void] = []
      for worker in 1..<count {
        let started = starter { escapable(worker) }
        guard started.status == 0, let join = started.join else {
          shortage(sentence(started: joins.count + 1, wanted: count, code: started.status))
          break
        }
        joins.append(join)
      }
      escapable(0)
      for join in joins { join() }
    }
  }

  /// Starts a thread running `body`, detached (nothing joins it), returning `0` or the `errno`
  /// value `pthread_create` failed with. Tests replace it to refuse threads.
  typealias DetachedStarter = (_ body: @escaping () -> Void) -> Int32

  /// Runs `body` on a thread started for it and returns at once; nothing waits for the thread,
  /// which ends when `body` returns. When the system will not start one (`RLIMIT_NPROC`, a
  /// container's `pids.max`), `body` runs on the calling thread before this returns, and the
  /// handler of ``onShortage(_:)`` is told once, as ``run(count:_:)`` tells it: the work is
  /// done either way, where Dispatch's queues would wait for a thread for ever (the eleventh
  /// attack's T1). For work that should leave the calling thread, such as a long check started
  /// from a Swift concurrency task, which would otherwise hold one of the cooperative pool's
  /// few threads.
  ///
  /// - Parameter body: the work; it runs exactly once.
  public static func runDetached(_ body: @escaping @Sendable () -> Void) {
    runDetached(starter: startDetachedSystemThread, shortage: reportShortage, body)
  }

  /// ``runDetached(_:)`` with the function that starts a thread and the one told, with a
  /// sentence, when it could not be started.
  static func runDetached(
    starter: DetachedStarter, shortage: (String) -> Void, _ body: @escaping @Sendable () -> Void
  ) {
    let status = starter(body)
    guard status != 0 else { return }
    shortage(
      "could not start a thread for the work (\(String(cString: strerror(status)))); doing it on the calling thread"
    )
    body()
  }

  /// Starts `body` on a new thread (with a stack of ``stackBytes``) and gives the function that
  /// waits for it to end, to be called once; `nil` when the system will not start a thread (the
  /// caller then does the work itself). For a second stage beside the calling thread, such as
  /// the second half of a large String Catalog (`CatalogHalves`).
  public static func startJoinable(_ body: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)? {
    let started = createThread(body, stackBytes: stackBytes)
    guard let thread = started.thread else { return nil }
    return { _ = pthread_join(thread, nil) }
  }

  /// Starts `body` on a new detached thread with the system's default attributes.
  static func startDetachedSystemThread(_ body: @escaping () -> Void) -> Int32 {
    let started = createThread(body, stackBytes: nil)
    if let thread = started.thread { _ = pthread_detach(thread) }
    return started.status
  }

  /// Sets what is called, once per process, the first time a worker thread cannot be started,
  /// with a sentence naming the system's reason (`Resource temporarily unavailable`); `nil` for
  /// nothing (the default).
  public static func onShortage(_ handler: (@Sendable (String) -> Void)?) {
    shortageHandler.withLock { $0 = handler }
  }

  private static let shortageHandler = Mutex<(@Sendable (String) -> Void)?>(nil)
  private static let shortageReported = Atomic<Bool>(false)

  /// Calls the handler of ``onShortage(_:)`` the first time in the process.
  static func reportShortage(_ sentence: String) {
    guard !shortageReported.exchange(true, ordering: .relaxed) else { return }
    let handler = shortageHandler.withLock { $0 }
    handler?(sentence)
  }

  /// `could not start a worker thread (Resource temporarily unavailable); working on 1 thread
  /// (the calling one) of the 2 asked for`.
  static func sentence(started: Int, wanted: Int, code: Int32) -> String {
    let reason = String(cString: strerror(code))
    let threads = started == 1 ? "1 thread (the calling one)" : "\(started) threads"
    return "could not start a worker thread (\(reason)); working on \(threads) of the \(wanted) asked for"
  }

  /// `working on 9 threads of the 16 asked for under the address-space limit (ulimit -v 292968 KiB):
  /// the stacks of the threads started (2 MiB each) may take a sixteenth of it`.
  static func limitSentence(started: Int, wanted: Int, addressSpaceLimit limit: Int) -> String {
    let threads = started == 1 ? "1 thread (the calling one)" : "\(started) threads"
    return "working on \(threads) of the \(wanted) asked for under the address-space limit (ulimit -v "
      + "\(limit / 1024) KiB): the stacks of the threads started (\(stackBytes >> 20) MiB each) may take a "
      + "sixteenth of it"
  }

  /// Starts `body` on a new thread with a stack of `bytes`; the function that waits for it to
  /// end, or `nil` with `pthread_create`'s error when the system will not start a thread.
  static func startThread(stackBytes bytes: Int, _ body: @escaping () -> Void) -> (
    status: Int32, join: (() -> Void)?
  ) {
    let started = createThread(body, stackBytes: bytes)
    guard let thread = started.thread else { return (started.status, nil) }
    return (0, { _ = pthread_join(thread, nil) })
  }

  /// Starts `body` on a new thread with a stack of ``stackBytes``.
  static func startSystemThread(_ body: @escaping () -> Void) -> (status: Int32, join: (() -> Void)?) {
    startThread(stackBytes: stackBytes, body)
  }

  /// Creates a thread running `body` with a stack of `stackBytes` (`nil`: the system's
  /// default); the thread, or `pthread_create`'s error with `body` released.
  private static func createThread(_ body: @escaping () -> Void, stackBytes: Int?) -> (
    status: Int32, thread: pthread_t?
  ) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, &attributes, runThreadBody, context)
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return (status, nil)
    }
    #if canImport(Darwin)
      return (0, thread!)
    #else
      return (0, thread)
    #endif
  }
}

/// The closure a started thread runs, handed to it through `pthread_create`'s argument.
private final class ThreadBody {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// The entry point of a started thread: runs its ``ThreadBody`` and releases it.
#if canImport(Darwin)
  private func runThreadBody(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
#else
  private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
    return nil
  }
#endif
