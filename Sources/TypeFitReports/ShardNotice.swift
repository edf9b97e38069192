import TypeFitCheck

/// How the reports that cannot be merged (text, HTML, JUnit, Xcode, GitHub) say that they
/// cover one part of a sharded run (`check --shard K/N`), so a part is never taken for the
/// whole check. JSON and NDJSON name the part in a `"shard"` member, and SARIF in its
/// `automationDetails.id`. Unsharded reports say nothing.
///
/// ```swift
/// ShardNotice.name(try Shard(index: 1, count: 2))      // "shard 1 of 2"
/// ShardNotice.sentence(try Shard(index: 1, count: 2))
/// // "this report covers shard 1 of 2 of the rows (split by a stable hash of each key); the other shards' reports hold the rest"
/// ```
public enum ShardNotice {
  /// `shard K of N`.
  public static func name(_ shard: Shard) -> String {
    "shard \(shard.index) of \(shard.count)"
  }

  /// One sentence without a final full stop, for a notice line; it starts in lower case
  /// unless `capitalized`.
  public static func sentence(_ shard: Shard, capitalized: Bool = false) -> String {
    (capitalized ? "This" : "this") + " report covers \(name(shard)) of the rows (split by a stable hash of "
      + "each key); the other shards' reports hold the rest"
  }

  /// `1 of 2: 110 rows here, 77 in the other shards` for a summary, from the rows this part
  /// checked and those it left to the others (``CheckSummary/rowsInOtherShards``).
  public static func counts(_ shard: Shard, rows: Int, rowsInOtherShards: Int) -> String {
    "\(shard.index) of \(shard.count): \(CountPhrase.text(rows, "row")) here, "
      + "\(rowsInOtherShards) in the other shards"
  }
}
