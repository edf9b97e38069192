import TypeFitLocalization
import TypeFitRow

/// What one check of an item lays out, the unit a run's memory and a chunk's distinct rows are
/// kept by: the item's row and the rows of its other value texts (``CheckItem/partAlternatives``),
/// since the result kept is the strictest of them. Items with the same of both share one result.
///
/// Hashed by the UTF-8 bytes of the row's texts (``ExactText``) and the alternatives' count,
/// and equal only when those bytes are the same as well as the rows: `Row`'s own hash sends
/// every text that is not ASCII through Unicode normalization, which cost more than the rest of
/// the chunk's index. Two rows whose texts differ only in normalization (`é` as U+00E9 and as
/// `e` + U+0301) are laid out apart, as their shaping differs.
struct LaidOutRow: Hashable, Sendable {
  var row: Row
  var alternatives: [Row]
  /// Whether the row is laid out (``ItemRole/isLaidOut``): a spoken text's empty result is never
  /// given to a label of the same text.
  var isLaidOut: Bool

  /// `item` is borrowed: an initializer takes its arguments owned by default, which copied
  /// every item of a chunk into its key and destroyed the copy.
  init(_ item: borrowing CheckItem) {
    self.init(row: item.row, partAlternatives: item.partAlternatives, role: item.role)
  }

  /// The key of an item with this row, value alternatives and role. A chunk passes the fields
  /// it reads in place from its buffer: a whole item read from there to be borrowed was copied
  /// first (the compiler cannot prove the memory unchanged while it is lent), for every item.
  init(row: Row, partAlternatives: [CheckItem.PartAlternative]?, role: ItemRole) {
    self.row = row
    alternatives = partAlternatives?.map(\.row) ?? []
    isLaidOut = role.isLaidOut
  }

  static func == (lhs: LaidOutRow, rhs: LaidOutRow) -> Bool {
    // A spoken text and a label of the same row are two units (fix25b: `==` left this out, so a
    // label whose row a spoken text had first took its empty result, and lost its findings).
    lhs.isLaidOut == rhs.isLaidOut && sameTexts(lhs.row, rhs.row) && lhs.row == rhs.row
      && lhs.alternatives.count == rhs.alternatives.count
      && zip(lhs.alternatives, rhs.alternatives).allSatisfy { sameTexts($0, $1) && $0 == $1 }
  }

  func hash(into hasher: inout Hasher) {
    Self.combineTexts(of: row, into: &hasher)
    // The language too: one text in thousands of locales (`de-x-0`, `de-x-1`…) made rows equal
    // in hash and unequal, and the run's caches quadratic (the thirty-eighth attack's A38-5).
    hasher.combine(row.language)
    // And the row's shape: one text in one language with 40,000 point sizes or line limits
    // (`.font(.system(size: 10.001))`, …) made rows equal in hash and unequal (the
    // thirty-ninth attack's A39-2: 0.4 s → over 60 s for 360,000 layouts); every member `==`
    // compares, listed beside them (`Row.hashShape`; A40-1: some were left out).
    row.hashShape(into: &hasher)
    hasher.combine(alternatives.count)
    for alternative in alternatives { Self.combineTexts(of: alternative, into: &hasher) }
  }

  /// Whether the texts of `a` and `b` have the same UTF-8 bytes, label by label.
  private static func sameTexts(_ a: Row, _ b: Row) -> Bool {
    ExactText(a.title.text) == ExactText(b.title.text)
      && a.subtitle.map { ExactText($0.text) } == b.subtitle.map { ExactText($0.text) }
      && a.value.map { ExactText($0.text) } == b.value.map { ExactText($0.text) }
  }

  /// Hashes the UTF-8 bytes of `row`'s texts, and which labels it has.
  private static func combineTexts(of row: Row, into hasher: inout Hasher) {
    hasher.combine(ExactText(row.title.text))
    hasher.combine(row.subtitle.map { ExactText($0.text) })
    hasher.combine(row.value.map { ExactText($0.text) })
  }
}

extension CheckItem {
  /// This item laid out with `alternative`'s texts: its row, its value key, and its subtitle key
  /// when it shows another subtitle (none for one written as is, as for a value).
  func with(_ alternative: PartAlternative) -> CheckItem {
    var item = self
    item.row = alternative.row
    item.partKeys["value"] = alternative.valueKey
    // The parts' own entries, where their findings are located (A23-3).
    var locations = item.partLocations ?? [:]
    locations["value"] = alternative.valueLocation
    if alternative.showsOtherSubtitle {
      item.partKeys["subtitle"] = alternative.subtitleKey
      locations["subtitle"] = alternative.subtitleLocation
    }
    item.partLocations = locations.isEmpty ? nil : locations
    return item
  }
}

extension CheckResult {
  /// Whether this result is stricter than `other`, of one item laid out with two texts of its
  /// value or subtitle:
  /// a failure to lay out first, then the worse most severe finding, then more errors, warnings
  /// and notes, counted by category and context (a finding from an earlier category or in
  /// more contexts counts more), then the longer value text (in UTF-16 units: `Alle 15 Minuten`
  /// over `Alle 5 Minuten` when both move below the title from the same size), then the longer
  /// subtitle. Equal results keep the first (``CheckItem/row``'s).
  func isStricter(than other: CheckResult) -> Bool {
    if (failure != nil) != (other.failure != nil) { return failure != nil }
    let (counts, otherCounts) = (severityCounts, other.severityCounts)
    if counts != otherCounts { return counts.lexicographicallyPrecedes(otherCounts, by: >) }
    // As strict by their findings: the longer value, then the longer subtitle, which a reader
    // sees as the worst case.
    if valueLength != other.valueLength { return valueLength > other.valueLength }
    return subtitleLength > other.subtitleLength
  }

  /// The length of the row's value text in UTF-16 units, 0 without a value.
  private var valueLength: Int { item.row.value?.text.utf16.count ?? 0 }
  private var subtitleLength: Int { item.row.subtitle?.text.utf16.count ?? 0 }

  /// The number of categories with a finding of each severity, over all findings and
  /// contexts, the most severe first.
  private var severityCounts: [Int] {
    var counts = [0, 0, 0]
    for report in reports {
      for finding in report.findings {
        switch finding.severity {
        case .error: counts[0] += max(1, finding.categories.count)
        case .warning: counts[1] += max(1, finding.categories.count)
        case .note: counts[2] += max(1, finding.categories.count)
        }
      }
    }
    return counts
  }
}
