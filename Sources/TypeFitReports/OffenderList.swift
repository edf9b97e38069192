import TypeFitDynamicType
import TypeFitRow

/// The worst findings of a run, at most `limit` of them, kept in rank order as results stream
/// by; memory is bounded by the limit, whatever the number of findings.
///
/// Rank: severity (errors first), then the first category at which the finding holds
/// (smaller sizes first: a problem at Large hurts more users than one at AX5; findings that
/// hold at every size come first), then rule id, then arrival order.
struct OffenderList {
  /// One listed finding, already rendered.
  struct Entry {
    var severity: Severity
    /// The first category's index, or -1 for findings that hold at every size.
    var categoryRank: Int
    var rule: RuleID
    /// Arrival order, the last tie-breaker.
    var sequence: Int
    /// Locale, `file:line`, key, and the finding's sentence with its context.
    var locale: String
    var place: String
    var key: String
    var sentence: String

    /// Whether this entry ranks before `other`.
    func ranks(before other: Entry) -> Bool {
      if severity != other.severity { return severity > other.severity }
      if categoryRank != other.categoryRank { return categoryRank < other.categoryRank }
      if rule != other.rule { return rule < other.rule }
      return sequence < other.sequence
    }
  }

  /// The most entries kept.
  let limit: Int
  /// The kept entries, best ranked first.
  private(set) var entries: [Entry] = []
  /// Every finding offered, kept or not.
  private(set) var total = 0

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Offers a finding; it is kept when it ranks among the first `limit`. The sentence is
  /// built only for a finding that is kept, so a large check pays for at most `limit` of them.
  ///
  /// - Complexity: O(log limit) to find the place, O(limit) to insert.
  mutating func offer(_ candidate: Entry, sentence: @autoclosure () -> String) {
    total += 1
    if entries.count == limit, let last = entries.last, !candidate.ranks(before: last) { return }
    var entry = candidate
    entry.sentence = sentence()
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].ranks(before: entry) { low = middle + 1 } else { high = middle }
    }
    entries.insert(entry, at: low)
    if entries.count > limit { entries.removeLast() }
  }

  /// How many findings were offered but not kept.
  var omitted: Int { total - entries.count }
}
