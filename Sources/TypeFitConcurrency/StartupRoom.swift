#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether an address-space limit (`ulimit -v`) leaves the process room to start its work,
/// asked before anything is allocated on the heap: Swift ends the process when an allocation
/// fails, so just above what the binary and its libraries take, any first allocation (the
/// standard input's 64 KiB line buffer) ended `typefit --version` in a failed allocation (the
/// forty-third attack's A43-7 and A43-8: exit 134 under `ulimit -v` 126,600-126,900 in a debug
/// build). Below that the Swift runtime itself cannot start, which no check in TypeFit can reach.
public enum StartupRoom {
  /// `true` when an address-space limit is set and leaves less than `bytes` beside what the
  /// process has mapped (`/proc/self/statm`, read into a buffer on the stack); `false` without a
  /// limit, or when the usage cannot be read (other systems than Linux).
  public static func isShort(of bytes: Int) -> Bool {
    guard let limit = ResourceLimit.addressSpace() else { return false }
    #if os(Linux)
      let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      // The first field is the pages mapped; 64 bytes hold it and the fields after it.
      var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
      return withUnsafeMutableBytes(of: &buffer) { raw -> Bool in
        let count = read(descriptor, raw.baseAddress, raw.count)
        guard count > 0 else { return false }
        var pages = 0
        for byte in raw.prefix(count) {
          guard (0x30...0x39).contains(byte), pages < Int.max / 10 - 9 else { break }
          pages = pages * 10 + Int(byte - 0x30)
        }
        let mapped = pages.multipliedReportingOverflow(by: Int(sysconf(Int32(_SC_PAGESIZE))))
        return !mapped.overflow && limit - mapped.partialValue < bytes
      }
    #else
      return false
    #endif
  }
}
