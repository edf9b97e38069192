/// The branches of a ternary expression that are not ternaries themselves, in source order:
/// `c0 ? .body : c1 ? .callout : .title` → `.body`, `.callout`, `.title`. A branch in
/// parentheses holding a ternary (`c ? (d ? .body : .title) : .callout`) is opened too; an
/// expression that is no ternary is its own one branch.
///
/// ```swift
/// // c0 ? a : c1 ? b : c   (tokens 0…8)
/// TernaryBranches.leaves(of: 0..<9, in: stream)  // [2..<3, 6..<7, 8..<9]
/// ```
///
/// - Complexity: linear in the range's tokens: each bracket level's `?` and `:` are paired once
///   (``TernaryPairs``) and branches are taken from a work list, not by recursion, so ternaries
///   nested to any depth cost no stack.
enum TernaryBranches {
  static func leaves(of range: Range<Int>, in stream: TokenStream) -> [Range<Int>] {
    /// A branch, or the ternary inside its parentheses with its own pairs.
    func opened(_ range: Range<Int>, _ pairs: TernaryPairs) -> (Range<Int>, TernaryPairs) {
      guard range.count > 2, stream[range.lowerBound].isPunctuation("("),
        stream.partner[range.lowerBound] == range.upperBound - 1
      else { return (range, pairs) }
      let inner = range.lowerBound + 1..<range.upperBound - 1
      let innerPairs = TernaryPairs(inner, in: stream)
      return innerPairs.branches(of: inner) == nil ? (range, pairs) : (inner, innerPairs)
    }
    var leaves: [Range<Int>] = []
    var pending = [opened(range, TernaryPairs(range, in: stream))]
    while let (next, pairs) = pending.popLast() {
      if let (first, second) = pairs.branches(of: next) {
        pending.append(opened(second, pairs))
        pending.append(opened(first, pairs))
      } else {
        leaves.append(next)
      }
    }
    return leaves
  }
}
