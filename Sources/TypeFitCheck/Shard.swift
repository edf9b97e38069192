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

  /// - Throws: ``CheckError/invalidShard(_:)`` unless 1 ≤ `count` ≤ ``maximumCount`` and
  ///   1 ≤ `index` ≤ `count`, naming the range the value missed.
  public init(index: Int, count: Int) throws(CheckError) {
    guard count >= 1, count <= Self.maximumCount else {
      throw CheckError.invalidShard(
        "\(index)/\(count): the count N must be from 1 to \(Self.maximumCount)")
    }
    guard index >= 1, index <= count else {
      throw CheckError.invalidShard("\(index)/\(count): the part K must be from 1 to \(count), the count")
    }
    self.index = index
    self.count = count
  }

  /// Reads `K/N` (`2/4`): two whole numbers in ASCII decimal digits, nothing else (no sign,
  /// space, `0x` or other digits), checked against their ranges before they are converted.
  /// Leading zeros are digits (`02/4` is `2/4`), as for the other whole-number options.
  ///
  /// ```swift
  /// try Shard(parsing: "2/4")    // part 2 of 4
  /// try Shard(parsing: "+1/3")   // throws: invalid shard '+1/3': write K/N in decimal digits…
  /// try Shard(parsing: "4/3")    // throws: invalid shard 4/3: the part K must be from 1 to 3, the count
  /// ```
  ///
  /// - Throws: ``CheckError/invalidShard(_:)`` for another shape, or a number out of range.
  public init(parsing text: String) throws(CheckError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy(Self.isDigits) else {
      throw CheckError.invalidShard(
        "'\(text)': write K/N in decimal digits, as in 2/4 (part 2 of 4), with N from 1 to "
          + "\(Self.maximumCount) and K from 1 to N")
    }
    // Digits only, so a number too long to convert is out of range, never a trap.
    func value(_ digits: Substring) -> Int {
      let significant = digits.drop { $0 == "0" }
      return significant.count > 9 ? Int.max : Int(digits) ?? Int.max
    }
    let (index, count) = (value(parts[0]), value(parts[1]))
    guard count >= 1, count <= Self.maximumCount else {
      throw CheckError.invalidShard("'\(text)': the count N must be from 1 to \(Self.maximumCount)")
    }
    guard index >= 1, index <= count else {
      throw CheckError.invalidShard("'\(text)': the part K must be from 1 to \(count), the count")
    }
    self.index = index
    self.count = count
  }

  /// Whether `text` is one or more ASCII decimal digits.
  private static func isDigits(_ text: Substring) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
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
