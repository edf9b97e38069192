/// Spelling suggestions for unknown names.
public enum NameSuggestion {
  /// The candidate closest to `name` by edit distance (ignoring case), if within a third of its
  /// length (at least 2 edits).
  public static func closest(to name: String, in candidates: [String]) -> String? {
    var search = Search(for: name)
    for candidate in candidates { search.consider(candidate) }
    return search.result
  }

  /// A search for the name closest to one name among candidates met one at a time, in
  /// constant memory: the same answer as ``closest(to:in:)`` gives for the same candidates in
  /// the same order (the first of the closest).
  ///
  /// ```swift
  /// var search = NameSuggestion.Search(for: "setings.title")
  /// for key in ["about", "settings.title"] { search.consider(key) }
  /// search.result  // "settings.title"
  /// ```
  public struct Search: Sendable {
    private let target: [Character]
    /// The target's ``Candidate/scalarsPerLetter``.
    private let targetScalarsPerLetter: Int
    private let limit: Int
    private var best: (name: String, distance: Int)?

    /// `target` as bytes when it is ASCII without carriage returns (one byte per character),
    /// compared with ASCII candidates byte by byte: the same answer, without comparing
    /// `Character`s (a non-ASCII character can be canonically equivalent to an ASCII one, K
    /// U+212A to K, so mixed pairs compare characters).
    private let asciiTarget: [UInt8]?
    /// The letter counts of ``asciiTarget``, compared with an ASCII candidate's before their
    /// distance is computed.
    private let targetCounts: LetterCounts?

    /// Starts a search for names close to `name`.
    public init(for name: String) {
      let prepared = Candidate(name)
      target = prepared.letters
      asciiTarget = prepared.bytes
      targetCounts = prepared.counts
      targetScalarsPerLetter = prepared.scalarsPerLetter
      limit = NameSuggestion.reach(forLength: target.count)
    }

    /// The most work `consider(_:)` can add for the prepared `candidate`: the letter counts
    /// compared, and a band of cells per target letter, each costing the scalars compared.
    public func mostWork(for candidate: Candidate) -> Int {
      Candidate.countsWork + target.count * min(candidate.length + 1, 2 * limit + 1)
        * cellCost(candidate)
    }

    /// What one cell of the edit distance with `candidate` costs: 1 between ASCII names (a byte
    /// compared); between `Character`s, ``characterScalarCost`` for each scalar of the longest
    /// cluster on each side, as comparing two `Character`s reads their scalars and compares
    /// them by canonical equivalence.
    private func cellCost(_ candidate: Candidate) -> Int {
      asciiTarget != nil && candidate.bytes != nil
        ? 1 : NameSuggestion.characterScalarCost * (targetScalarsPerLetter + candidate.scalarsPerLetter)
    }

    /// Considers one candidate, counting the characters read to prepare it in ``work``.
    public mutating func consider(_ candidate: String) {
      let prepared = Candidate(candidate)
      work += prepared.work
      consider(prepared)
    }

    /// Considers one prepared candidate (its preparation is the caller's work). Candidates whose
    /// length alone puts them out of reach are skipped without computing their distance; so
    /// are ASCII candidates whose letter counts differ from the name's by more than the reach
    /// (a lower bound on the distance, `LetterCounts`). A distance is computed only as far
    /// as it can still beat the closest so far
    /// (`NameSuggestion.editDistance(_:_:atMost:cellCost:work:)`).
    public mutating func consider(_ candidate: Candidate) {
      let bound = min(limit, (best?.distance ?? Int.max) - 1)
      guard bound >= 0, abs(target.count - candidate.letters.count) <= bound else { return }
      let distance: Int?
      if let asciiTarget, let targetCounts, let bytes = candidate.bytes, let counts = candidate.counts {
        work += LetterCounts.classCount
        guard targetCounts.distanceBound(to: counts) <= bound else { return }
        distance = NameSuggestion.editDistance(asciiTarget, bytes, atMost: bound, cellCost: 1, work: &work)
      } else {
        distance = NameSuggestion.editDistance(
          target, candidate.letters, atMost: bound, cellCost: cellCost(candidate), work: &work)
      }
      if let distance { best = (candidate.name, distance) }
    }

    /// The characters read and edit-distance cells computed so far, a measure of the time the
    /// search took (callers that search many names bound their total with it).
    public private(set) var work = 0

    /// The closest candidate so far, if within a third of the name's length (at least 2 edits).
    public var result: String? { best?.name }
  }

  /// The largest edit distance at which a candidate still counts as close to a name of
  /// `length` lowercased characters: a third of it, at least 2.
  public static func reach(forLength length: Int) -> Int { max(2, length / 3) }

  /// The work of comparing one scalar of two `Character`s, in the steps of one byte compared:
  /// measured in a release build (tenth attack H2), 200 million cells of 31-scalar clusters
  /// took about 10 s where as many ASCII cells take well under 1 s, about 10 times the time per
  /// scalar; 8 keeps a budget spent on clusters within a few seconds.
  static let characterScalarCost = 8

  /// The Levenshtein distance of `a` and `b` if it is at most `bound`, else `nil`. Only the
  /// cells within `bound` of the diagonal are computed (Ukkonen's band: a path through any other
  /// cell costs more), and the computation stops at the first row whose cells all exceed
  /// `bound`, since the distance is at least a row's least cell. `work` grows by the cells
  /// computed times `cellCost`, what comparing two letters costs.
  /// - Complexity: O(|a| × min(|b|, 2 × bound + 1)) time, O(|b|) memory.
  private static func editDistance<Letter: Equatable>(
    _ a: [Letter], _ b: [Letter], atMost bound: Int, cellCost: Int, work: inout Int
  ) -> Int? {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let beyond = bound + 1
    var previous = (0...b.count).map { min($0, beyond) }
    var current = Array(repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      current[0] = min(i, beyond)
      // The cell left of the band may hold a value from two rows before.
      if low > 1 { current[low - 1] = beyond }
      var rowMinimum = current[0]
      for j in low...high {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        let cell = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
        current[j] = cell
        rowMinimum = min(rowMinimum, cell)
      }
      work += (high - low + 1) * cellCost
      guard rowMinimum <= bound else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }
}
