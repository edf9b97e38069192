import TypeFitRow

/// A row as a dictionary key whose hash is computed once.
///
/// Hashing a ``Row`` hashes every label's text, which for non-ASCII text goes through Unicode
/// normalization (thousands of instructions per row). The batch checker looks each row up in
/// its chunk's index and in the run's cache and inserts it there, so the hash is worked out
/// here once and reused. Equality is the row's own (canonical equivalence of its texts), and
/// equal rows have equal hashes because the stored hash is the row's `hashValue`.
struct RowKey: Hashable, Sendable {
  let row: Row
  /// `row.hashValue`, with this process's hashing seed.
  let hash: Int

  init(_ row: Row) {
    self.row = row
    hash = row.hashValue
  }

  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    lhs.hash == rhs.hash && lhs.row == rhs.row
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
