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
    var a = a
    var b = b
    return a.withUTF8 { first in
      b.withUTF8 { second in
        first.count == second.count
          && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
      }
    }
  }

  /// Whether the UTF-8 bytes of `a` come before those of `b` (a shorter prefix first).
  package static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { first in
      b.withUTF8 { second in
        let common = min(first.count, second.count)
        if common > 0 {
          let order = memcmp(first.baseAddress!, second.baseAddress!, common)
          if order != 0 { return order < 0 }
        }
        return first.count < second.count
      }
    }
  }
}
