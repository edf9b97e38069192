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
    private let limit: Int
    private var best: (name: String, distance: Int)?

    /// Starts a search for names close to `name`.
    public init(for name: String) {
      target = Array(name.lowercased())
      limit = max(2, target.count / 3)
    }

    /// Considers one candidate. Candidates whose length alone puts them out of reach are
    /// skipped without computing their distance.
    public mutating func consider(_ candidate: String) {
      let letters = Array(candidate.lowercased())
      let lengthGap = abs(letters.count - target.count)
      guard lengthGap <= limit, lengthGap < best?.distance ?? Int.max else { return }
      let distance = NameSuggestion.editDistance(target, letters)
      if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }

    /// The closest candidate so far, if within a third of the name's length (at least 2 edits).
    public var result: String? { best?.name }
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }
}
