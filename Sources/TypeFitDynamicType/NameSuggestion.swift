/// Spelling suggestions for unknown names.
public enum NameSuggestion {
  /// The candidate closest to `name` by edit distance (ignoring case), if within a third of its
  /// length (at least 2 edits).
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let best, best.1 <= max(2, target.count / 3) else { return nil }
    return best.0
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
