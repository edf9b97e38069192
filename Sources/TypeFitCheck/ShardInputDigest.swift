/// A 64-bit FNV-1a hash of every row a sharded run planned, in input order: each row's key,
/// locale, variant and label texts. Every shard plans the whole input, so the shards of one
/// run have the same digest, and a shard run after the input changed (a value edited between
/// two jobs of a CI matrix) has another: `typefit merge` refuses to mix them (``CheckSummary/inputDigest``).
///
/// ```swift
/// var digest = ShardInputDigest()
/// digest.add(item)   // for each planned row, in order
/// digest.hex         // "9f3c0a…" (16 hexadecimal digits)
/// ```
public struct ShardInputDigest: Sendable, Hashable {
  /// FNV-1a's 64-bit offset basis and prime (the constants of ``Shard/stableHash(_:)``).
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  /// Adds one planned row.
  public mutating func add(_ item: CheckItem) {
    add(item.key)
    add(item.locale)
    add(item.variantName)
    for (_, label) in item.row.labels { add(label.text) }
    // The end of a row: no text has a byte 0xFF (UTF-8 never holds it).
    mix(0xFF)
  }

  /// The hash in 16 lowercase hexadecimal digits.
  public var hex: String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// A text and the byte 0 after it, so that `a` + `bc` and `ab` + `c` differ.
  private mutating func add(_ text: String) {
    for byte in text.utf8 { mix(byte) }
    mix(0)
  }

  private mutating func mix(_ byte: UInt8) {
    hash ^= UInt64(byte)
    hash &*= Self.prime
  }
}
