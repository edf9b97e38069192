/// The positions (`"index"`) of the results a merge has read, shard after shard: one bit per
/// position below a limit (a report of N bytes holds fewer than N / 25 result lines, so about
/// no more rows), and the positions past it one by one: a well-formed shard writes some only
/// when the run has many rows without a line (NDJSON writes none for a spoken text).
struct PositionSet {
  /// Who holds a position already.
  enum Holder: Equatable {
    /// The shard being read.
    case thisShard
    /// A shard read before; which one when known (positions past the limit), else `nil`.
    case earlierShard(Int?)
  }

  private let limit: Int
  /// Positions of the shards read before the current one.
  private var earlier: [UInt64]
  /// Positions of the current shard.
  private var current: [UInt64]
  /// Positions at or past `limit`, with their shard.
  private var outliers: [Int: Int] = [:]
  /// The number of positions held.
  private(set) var count = 0
  /// The largest position held.
  private(set) var largest: Int?

  /// - Parameter limit: the positions held as bits are `0..<limit`.
  init(limit: Int) {
    self.limit = max(limit, 0)
    earlier = [UInt64](repeating: 0, count: self.limit / 64 + 1)
    current = earlier
  }

  /// Who holds `position`, or `nil` when no shard does; `shard` is the one being read.
  func holder(of position: Int, in shard: Int) -> Holder? {
    guard position < limit else {
      return outliers[position].map { $0 == shard ? .thisShard : .earlierShard($0) }
    }
    let (word, bit) = (position / 64, UInt64(1) << UInt64(position % 64))
    if current[word] & bit != 0 { return .thisShard }
    if earlier[word] & bit != 0 { return .earlierShard(nil) }
    return nil
  }

  /// Adds `position`, which no shard holds, for `shard`.
  mutating func insert(_ position: Int, shard: Int) {
    count += 1
    largest = max(largest ?? position, position)
    guard position < limit else {
      outliers[position] = shard
      return
    }
    current[position / 64] |= UInt64(1) << UInt64(position % 64)
  }

  /// Ends the current shard: its positions become the earlier shards'.
  mutating func finishShard() {
    for index in current.indices where current[index] != 0 {
      earlier[index] |= current[index]
      current[index] = 0
    }
  }
}
