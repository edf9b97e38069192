#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Strings compared by their UTF-8 bytes, not by canonical equivalence: the comparison a
/// kernel makes of two paths and a table makes of two keys (`"café"` with U+00E9 and with
/// `e` + U+0301 are different names, as they are different files).
package enum UTF8Bytes {
  /// Whether `a` and `b` have the same UTF-8 bytes.
  package static func same(_ a: String, _ b: String) -> Bool {
    withBytes(a, b) { first, second in
      // Copies of one string share its bytes: those are equal without reading them.
      first.count == second.count
        && (first.baseAddress == second.baseAddress || first.isEmpty
          || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
    }
  }

  /// Whether the UTF-8 bytes of `a` come before those of `b` (a shorter prefix first).
  package static func precedes(_ a: String, _ b: String) -> Bool {
    withBytes(a, b, precedes)
  }

  /// Whether the bytes `first` come before `second` (a shorter prefix first), by `memcmp`.
  package static func precedes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let common = min(first.count, second.count)
    if common > 0 {
      let order = memcmp(first.baseAddress!, second.baseAddress!, common)
      if order != 0 { return order < 0 }
    }
    return first.count < second.count
  }

  /// `body` on the UTF-8 bytes of `a` and `b`, read in place when both strings store them
  /// contiguously (native strings do), else from copies that do (`withUTF8`). In place, neither
  /// string is copied: `withUTF8` needs a `var`, and the copies were retained and released, about
  /// half of the 170 instructions of a comparison of two short keys (perf31).
  private static func withBytes(
    _ a: String, _ b: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    let inPlace = a.utf8.withContiguousStorageIfAvailable { first in
      b.utf8.withContiguousStorageIfAvailable { second in body(first, second) }
    }
    if let inPlace, let answer = inPlace { return answer }
    var a = a
    var b = b
    return a.withUTF8 { first in b.withUTF8 { second in body(first, second) } }
  }
}
