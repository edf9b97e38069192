/// A 64-bit FNV-1a hash of text fields, written as 16 lowercase hex digits.
///
/// Unlike Swift's `Hasher`, which is seeded per process, the value is the same on every run
/// and machine, so it can identify a finding across runs (SARIF `partialFingerprints`).
///
/// ```swift
/// StableFingerprint.hex(["TF001", "settings.privacy", "de"])  // 16 hex digits, always the same
/// ```
package enum StableFingerprint {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3
  /// Separates fields so that ["ab", "c"] and ["a", "bc"] hash differently (ASCII unit separator).
  private static let separator: UInt8 = 0x1f

  /// The hash of the fields' UTF-8 bytes, each field followed by a separator byte.
  static func hash(_ fields: [String]) -> UInt64 {
    fnv1a(fields.flatMap { Array($0.utf8) + [separator] })
  }

  /// FNV-1a 64 of a byte sequence (`fnv1a("a".utf8)` is `0xaf63dc4c8601ec8c`).
  package static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var value = offsetBasis
    for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
    return value
  }

  /// ``hash(_:)`` as 16 lowercase hex digits.
  static func hex(_ fields: [String]) -> String {
    let digits = String(hash(fields), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
