/// The ends of expressions found by ``TokenStream/expressionEnd(from:limit:)``, kept for every
/// position a scan went on from, so a chain scanned again from a later point is not walked
/// again.
///
/// The branch after each `:` of a view ternary chain (`c0 ? Text("a") : c1 ? Text("b") : …`)
/// runs to the chain's end; scanning it from every `:` was quadratic in the branches (twenty-
/// seventh attack A27-3: 4,000 branches 9.8 s of debug CPU, 16,000 past a minute). A scan from
/// a position an earlier scan went on from, with the same limit, ends where that one did: from
/// there both see the same tokens with the same line, and the first token's checks were passed.
///
/// ```swift
/// var ends = ExpressionEnds()
/// ends.end(from: 3, limit: 40, in: stream)  // scans: 31
/// ends.end(from: 9, limit: 40, in: stream)  // 31, when the first scan went on from 9
/// ```
struct ExpressionEnds {
  private var known: [Int: (limit: Int, end: Int)] = [:]

  /// The end of the expression from `start`, at most `limit`
  /// (``TokenStream/expressionEnd(from:limit:)``).
  ///
  /// - Complexity: amortized linear in the tokens of all scans with one limit: each position is
  ///   scanned once per limit.
  mutating func end(from start: Int, limit: Int, in stream: TokenStream) -> Int {
    if let found = known[start], found.limit == limit { return found.end }
    var passed: [Int] = []
    let end = stream.expressionEnd(from: start, limit: limit) { passed.append($0) }
    for position in passed { known[position] = (limit, end) }
    return end
  }
}
