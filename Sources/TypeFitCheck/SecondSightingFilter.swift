/// Which keys a cache has seen before: a cache that asks it stores a value only on its key's
/// second sighting, so a key seen once costs a few bit operations instead of an insertion.
///
/// Most texts and rows of a String Catalog occur once (19,730 distinct rows among the 20,000
/// values of the benchmark catalog), and a cache that stored each of them paid the insertion,
/// the entry's byte count and, when its generation was dropped, the entry's release, for
/// nothing. The filter records each key's hash as two bits of a fixed bit array (a Bloom filter
/// with two probes, the first from the hash's low bits and the second from its high bits); a
/// key whose two bits are both set was seen before, or, rarely, collides with keys seen before,
/// which only stores its value one sighting early. After ``sightingsPerRound`` first sightings
/// every bit is cleared, so the array never fills: a key must come back within that many new
/// keys to be stored, as an entry must be asked for again within a generation or two to stay
/// in the cache.
///
/// Memory: ``bitCount`` bits, the smallest power of two at least 8 × `capacity` (one byte per
/// entry the cache may hold; 32 KiB for the 32,768 prepared labels of a run, 4 KiB for its
/// 4,096 rows). At most `capacity` sightings set at most 2 × `capacity` of the 8 × `capacity`
/// bits, a quarter, so an unseen key is taken for one seen before with a probability of at
/// most (1/4)² = 1/16 (the two probes take different bits of a well-mixed hash).
///
/// Not thread-safe: ``BoundedCache`` consults it under its lock.
///
/// ```swift
/// var filter = SecondSightingFilter(capacity: 1_024)
/// filter.admits(hash: "Settings".hashValue)  // false: first sighting, recorded
/// filter.admits(hash: "Settings".hashValue)  // true
/// ```
package struct SecondSightingFilter {
  /// Bits in the array: a power of two, at least 8 × the capacity given and at least 64.
  package let bitCount: Int
  /// First sightings recorded before every bit is cleared: the capacity given (at least 1).
  package let sightingsPerRound: Int
  /// First sightings recorded since the bits were last cleared.
  package private(set) var sightings = 0
  private var words: [UInt64]

  /// - Parameter capacity: the most entries of the cache that consults it; the filter keeps
  ///   one byte per entry and forgets what it saw after `capacity` first sightings.
  package init(capacity: Int) {
    let entries = max(1, capacity)
    var bits = 64
    while bits < entries * 8 { bits *= 2 }
    bitCount = bits
    sightingsPerRound = entries
    words = [UInt64](repeating: 0, count: bits / 64)
  }

  /// Whether a key with this hash (its `hashValue`) was seen before since the bits were last
  /// cleared; when not, records it and returns `false`.
  package mutating func admits(hash: Int) -> Bool {
    let bits = UInt64(bitPattern: Int64(hash))
    let mask = UInt64(bitCount - 1)
    let first = Int(bits & mask)
    let second = Int((bits >> 32 | bits << 32) & mask)
    let firstBit: UInt64 = 1 << UInt64(first & 63)
    let secondBit: UInt64 = 1 << UInt64(second & 63)
    if words[first >> 6] & firstBit != 0, words[second >> 6] & secondBit != 0 { return true }
    if sightings >= sightingsPerRound {
      for index in words.indices { words[index] = 0 }
      sightings = 0
    }
    words[first >> 6] |= firstBit
    words[second >> 6] |= secondBit
    sightings += 1
    return false
  }
}
