/// One part of a check split over several machines: `K/N` takes the rows whose key hashes to
/// part K of N, so a CI matrix of N jobs checks every row exactly once and the same row always
/// lands in the same job.
///
/// The hash is 64-bit FNV-1a (<http://www.isthe.com/chongo/tech/comp/fnv/>) of the key's
/// UTF-8 bytes, which does not depend on the machine, the process or the input order (Swift's
/// `Hasher` is seeded per process and is not used). All locales and variants of a key go to
/// the same shard.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")   // index 2 of 4
/// shard.contains(key: "settings.privacy")  // true for about a quarter of all keys
/// ```
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The part, from 1 to ``count``.
  public let index: Int
  /// How many parts the rows are split into (at least 1).
  public let count: Int

  /// The most parts a check may be split into.
  public static let maximumCount = 10_000

  /// - Throws: ``CheckError/invalidShard(_:)`` unless 1 ≤ `index` ≤ `count` ≤ ``maximumCount``.
  public init(index: Int, count: Int) throws(CheckError) {
    guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else {
      throw CheckError.invalidShard(
        "\(index)/\(count): the part must be from 1 to the count, and the count from 1 to \(Self.maximumCount)"
      )
    }
    self.index = index
    self.count = count
  }

  /// Reads `K/N` (`2/4`).
  ///
  /// - Throws: ``CheckError/invalidShard(_:)`` for anything else.
  public init(parsing text: String) throws(CheckError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw CheckError.invalidShard("'\(text)': write K/N, as in 2/4 (part 2 of 4)")
    }
    try self.init(index: index, count: count)
  }

  /// Whether rows of `key` belong to this shard.
  public func contains(key: String) -> Bool {
    Int(Self.stableHash(key) % UInt64(count)) == index - 1
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// The 64-bit FNV-1a hash of the key's UTF-8 bytes; the key goes to shard
  /// `stableHash(key) % count + 1`.
  public static func stableHash(_ key: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
