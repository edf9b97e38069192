/// Which branch of a function each token is in: the `case` or `default` label before it in its
/// block (a `switch` case's statements have no braces of their own), or its innermost block
/// (an `if` or `else` body). Found in one pass over the range, so asking is constant time.
struct BranchLabels {
  private let start: Int
  private let labels: [Int]

  init(_ stream: TokenStream, in range: Range<Int>, blocks: BlockScopes) {
    start = range.lowerBound
    var latest: [Int: Int] = [:]
    var labels: [Int] = []
    labels.reserveCapacity(range.count)
    for position in range {
      let block = blocks.parent[position] ?? -1
      let token = stream[position]
      if token.kind == .keyword, token.text == "case" || token.text == "default" {
        latest[block] = position
      }
      labels.append(latest[block] ?? block)
    }
    self.labels = labels
  }

  /// The branch of `position` (a token index in the range): a label's or a block's position.
  func branch(of position: Int) -> Int {
    labels[position - start]
  }
}
