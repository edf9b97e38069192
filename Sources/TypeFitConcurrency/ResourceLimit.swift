#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's soft resource limits that decide how TypeFit starts threads and fits its work:
/// its address space (`ulimit -v`, `RLIMIT_AS`), which the threads' stacks and malloc arenas take
/// from, its data segment (`ulimit -d`, `RLIMIT_DATA`), and its stack (`ulimit -s`,
/// `RLIMIT_STACK`), which sizes the main thread's (``CommandStack``). The CLI's memory budget
/// reads the first two here too.
public enum ResourceLimit {
  /// The soft address-space limit in bytes, `nil` when unlimited.
  public static func addressSpace() -> Int? {
    #if os(Linux)
      soft(__rlimit_resource_t(RLIMIT_AS.rawValue))
    #else
      soft(RLIMIT_AS)
    #endif
  }

  /// The soft stack limit in bytes, `nil` when unlimited.
  static func stack() -> Int? {
    #if os(Linux)
      soft(__rlimit_resource_t(RLIMIT_STACK.rawValue))
    #else
      soft(RLIMIT_STACK)
    #endif
  }

  /// The soft data-segment limit in bytes (`ulimit -d`, `RLIMIT_DATA`, which Linux applies to
  /// private writable mappings too), `nil` when unlimited.
  public static func data() -> Int? {
    #if os(Linux)
      soft(__rlimit_resource_t(RLIMIT_DATA.rawValue))
    #else
      soft(RLIMIT_DATA)
    #endif
  }

  /// The `ulimit` options of the memory limits set, as advice names them: `ulimit -v`,
  /// `ulimit -d`, `ulimit -v and ulimit -d`, or `nil` when neither limit is set.
  public static func memoryLimitOptions() -> String? {
    let options = [addressSpace().map { _ in "ulimit -v" }, data().map { _ in "ulimit -d" }].compactMap { $0 }
    return options.isEmpty ? nil : options.joined(separator: " and ")
  }

  #if os(Linux)
    private typealias Resource = __rlimit_resource_t
  #else
    private typealias Resource = Int32
  #endif

  private static func soft(_ resource: Resource) -> Int? {
    var limit = rlimit()
    #if os(Linux)
      // `RLIM_INFINITY` is all bits set (Swift cannot import its C macro, a cast of -1).
      let unlimited = rlim_t.max
    #else
      let unlimited = RLIM_INFINITY
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != unlimited else { return nil }
    return Int(clamping: limit.rlim_cur)
  }
}
