#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command on a stack of a known size, whatever the stack limit (`ulimit -s`,
/// `RLIMIT_STACK`) the process was started with.
///
/// The main thread's stack is as large as `RLIMIT_STACK` allows; the work's own threads are
/// started with ``WorkerThreads/stackBytes`` whatever it says. Every recursion in TypeFit is bounded
/// by a depth limit chosen for the 8 MiB Linux default, and the calling thread does the heaviest
/// of it (reading Swift sources and planning rows: a check of the shared Mastodon corpus needed
/// between 256 and 512 KiB of stack in a debug build). Under `ulimit -s 256` that check, or a folder
/// tree hundreds of levels deep, ended in SIGSEGV (exit 139; fortieth attack A40-8). A command run
/// through ``run(_:)`` gets a stack of at least ``bytes`` whatever the limit: when the limit is
/// lower, the command runs on a thread started with that stack and the calling thread waits for it.
public enum CommandStack {
  /// The stack a command runs on at least: 8 MiB, Linux's default `RLIMIT_STACK` (`ulimit -s`
  /// 8192), the size the depth limits were measured under; sixteen times what the debug build
  /// needed for the shared corpora.
  public static let bytes = 8 << 20

  /// The soft stack limit of the process (`RLIMIT_STACK`) in bytes, `nil` when unlimited.
  static func stackLimit() -> Int? {
    var limit = rlimit()
    #if os(Linux)
      let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
    #else
      let resource = RLIMIT_STACK
    #endif
    // `RLIM_INFINITY` is all bits set (Swift cannot import its C macro, a cast of -1).
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
    return Int(clamping: limit.rlim_cur)
  }

  /// Whether a command run under a stack limit of `limit` bytes (`nil`: unlimited) is moved to a
  /// thread of its own.
  static func needsOwnThread(stackLimit limit: Int?) -> Bool {
    limit.map { $0 < bytes } ?? false
  }

  /// Runs `body` and returns its result: on the calling thread when the stack limit is at least
  /// ``bytes`` (or unlimited), else on a thread started with a stack of ``bytes`` while the calling
  /// thread waits. When the system will not start that thread (`RLIMIT_NPROC`), `body` runs on the
  /// calling thread, as it did before.
  ///
  /// Meant for the main thread, whose stack the limit sizes; the threads TypeFit starts have
  /// stacks of their own size.
  public static func run(_ body: () -> Int32) -> Int32 {
    guard needsOwnThread(stackLimit: stackLimit()) else { return body() }
    return withoutActuallyEscaping(body) { body in
      var result: Int32?
      guard let join = WorkerThreads.startThread(stackBytes: bytes, { result = body() }) else {
        return body()
      }
      join()
      return result ?? body()
    }
  }
}
