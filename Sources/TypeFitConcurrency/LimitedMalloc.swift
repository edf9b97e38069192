#if canImport(Glibc)
  import Glibc
#endif

/// How glibc's `malloc` is set up for a process under a memory limit (`ulimit -v` or `ulimit -d`),
/// once, before the work allocates: what the limit can hold should not depend on the order in
/// which blocks happened to be freed.
///
/// - One arena (`mallopt(M_ARENA_MAX, 1)`; `M_ARENA_MAX` is -8 in glibc's `malloc.h`): each
///   further arena reserves 64 MiB of address space (`HEAP_MAX_SIZE` on 64-bit systems), so nine
///   threads under `prlimit --as=300000000` ran out of memory with 2 MiB stacks (the thirteenth
///   attack's A13-9).
/// - A fixed mmap threshold of ``mmapThresholdBytes`` (`mallopt(M_MMAP_THRESHOLD, …)`;
///   `M_MMAP_THRESHOLD` is -3): by default glibc raises the threshold to the size of each large
///   block freed (up to 32 MiB), so the next blocks of that size come from the heap, where a small
///   block allocated after them keeps the space they leave from being returned or reused for a
///   larger one. A check of eight 10 MB files then needed 30 MB more of the limit on some runs
///   than on others (Swift's per-process hash seed changes the order of small allocations):
///   `ulimit -v 360000` failed about one run in six (CI of 2026-12-05). With the threshold fixed,
///   blocks of 1 MiB and more are mapped and unmapped on their own, and the same check passes at
///   every run from about 302,000 KiB (Docs/Reliability.md, "Malloc under a limit").
///
/// Without a limit nothing is set: arenas and a heap that keeps freed space cost only address
/// space nobody counts, and they are faster. `mallopt` is looked up at run time (Swift does not
/// import `malloc.h`); on other systems nothing is done.
public enum LimitedMalloc {
  /// The size from which a block is mapped on its own under a limit: 1 MiB, glibc's default
  /// threshold before it adapts is 128 KiB, so only blocks that matter to a limit pay a system
  /// call.
  public static let mmapThresholdBytes: Int32 = 1 << 20

  /// Sets ``LimitedMalloc`` up when the process has an address-space or data-segment limit
  /// (`RLIMIT_AS`, `RLIMIT_DATA`); safe to call more than once, from any thread.
  ///
  /// - Returns: whether `malloc` works so (a limit is set and glibc accepted both settings).
  @discardableResult
  public static func applyUnderLimit() -> Bool {
    applied
  }

  private static let applied: Bool = {
    guard ResourceLimit.addressSpace() != nil || ResourceLimit.data() != nil else { return false }
    #if os(Linux)
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return false }
      let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
      let oneArena = mallopt(-8, 1) == 1
      let fixedThreshold = mallopt(-3, mmapThresholdBytes) == 1
      return oneArena && fixedThreshold
    #else
      return false
    #endif
  }()
}
