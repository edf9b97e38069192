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
/// The first time a thread cannot be started, the handler given to ``onShortage(_:)`` is
/// called once with a sentence saying so (the command-line tool writes it as a note).
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
    run(count: count, starter: startSystemThread, shortage: reportShortage, body)
  }

  /// ``run(count:_:)`` with the function that starts a thread and the one told, with a
  /// sentence, when a thread could not be started.
  static func run(
    count: Int, starter: Starter, shortage: (String) -> Void, _ body: @Sendable (_ worker: Int) -> Void
  ) {
    guard count > 1 else {
      body(0)
      return
    }
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

  /// Starts `body` on a new thread with the system's default attributes (the stack size
  /// `RLIMIT_STACK` gives, as Dispatch's worker threads had).
  static func startSystemThread(_ body: @escaping () -> Void) -> (status: Int32, join: (() -> Void)?) {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, nil, runThreadBody, context)
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return (status, nil)
    }
    #if canImport(Darwin)
      let started = thread!
    #else
      let started = thread
    #endif
    return (0, { _ = pthread_join(started, nil) })
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
