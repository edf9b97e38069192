#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command on a stack of at least ``bytes``, whatever the stack limit (`ulimit -s`,
/// `RLIMIT_STACK`) the process was started with.
///
/// The main thread's stack is as large as `RLIMIT_STACK` allows; the work's own threads are
/// started with ``WorkerThreads/stackBytes`` (2 MiB) whatever it says. The calling thread does
/// the deepest work (reading Swift sources and planning rows: a check of the shared Mastodon
/// corpus needed between 256 and 512 KiB of stack in a debug build), and under `ulimit -s 256`
/// that check, or the bundled example's under 128, ended in SIGSEGV (exit 139; fortieth attack
/// A40-8). A command run through ``run(_:refused:)`` under a stack limit below ``bytes`` runs on
/// a thread started with ``bytes`` of stack while the calling thread waits; at or above it, on
/// the calling thread, as before.
///
/// That thread is started as the work's are: under an address-space limit the threads share one
/// malloc arena (``LimitedMalloc``), since an arena of its own reserves
/// 64 MiB the run's memory budget does not see (the forty-first attack's A41-2: an 8 MiB thread
/// with its own arena ended checks under `ulimit -v` in a failed allocation). When the system
/// will not start it (`ulimit -u` reached), the command is refused with a sentence saying why
/// rather than run on a stack too small for it (A41-1).
public enum CommandStack {
  /// The least stack a command runs on: ``WorkerThreads/stackBytes`` (2 MiB), the work's own
  /// threads' size; four times what the debug build needed for the shared corpora.
  public static let bytes = WorkerThreads.stackBytes

  /// Whether a command run under a stack limit of `limit` bytes (`nil`: unlimited) is moved to a
  /// thread of its own.
  static func needsOwnThread(stackLimit limit: Int?) -> Bool {
    limit.map { $0 < bytes } ?? false
  }

  /// `the stack limit (ulimit -s 128 KiB) is below the 2048 KiB a command needs, and a thread
  /// with that stack could not be started (Resource temporarily unavailable): raise ulimit -s,
  /// or the process limit (ulimit -u)`.
  /// Under an address-space limit, which can leave no room for the stack either (the forty-second
  /// attack's A42-3), that limit is named too.
  static func refusal(stackLimit limit: Int, status: Int32, addressSpaceLimited: Bool = false) -> String {
    "the stack limit (ulimit -s \(limit / 1024) KiB) is below the \(bytes / 1024) KiB a command needs, and a "
      + "thread with that stack could not be started (\(String(cString: strerror(status)))): raise ulimit -s, "
      + (addressSpaceLimited
        ? "the address-space limit (ulimit -v) or the process limit (ulimit -u)"
        : "or the process limit (ulimit -u)")
  }

  /// Runs `body` and returns its result: on the calling thread when the stack limit is at least
  /// ``bytes`` (or unlimited), else on a thread started with a stack of ``bytes`` while the calling
  /// thread waits. When the system will not start that thread, `body` is not run and `refused`
  /// is called with the sentence saying why (``refusal(stackLimit:status:)``); its result is
  /// returned.
  ///
  /// Meant for the main thread, whose stack the limit sizes; the threads TypeFit starts have
  /// stacks of their own size.
  public static func run(_ body: () -> Int32, refused: (String) -> Int32) -> Int32 {
    let limit = ResourceLimit.stack()
    guard let limit, needsOwnThread(stackLimit: limit) else { return body() }
    LimitedMalloc.applyUnderLimit()
    return withoutActuallyEscaping(body) { body in
      var result: Int32 = 0
      let started = WorkerThreads.startThread(stackBytes: bytes) { result = body() }
      guard let join = started.join else {
        return refused(
          refusal(
            stackLimit: limit, status: started.status,
            addressSpaceLimited: WorkerThreads.addressSpaceLimit() != nil))
      }
      join()
      return result
    }
  }
}
