/// The ternaries of one expression with each `?` paired with its `:`, so the branches of
/// ternaries nested to any depth are found without scanning the expression again.
///
/// ```swift
/// // c0 ? "a" : c1 ? "b" : "c"   (tokens 0…8)
/// let pairs = TernaryPairs(0..<9, in: stream)
/// pairs.branches(of: 0..<9)  // (2..<3, 4..<9): "a", and c1 ? "b" : "c"
/// ```
struct TernaryPairs {
  /// Positions of each ternary's `?`, ascending.
  var questions: [Int]
  /// Position of the `:` of the ternary at the same index.
  var colons: [Int]

  /// The ternaries at the top level of `range` (outside brackets), found in one pass: a `?`
  /// with a space before it opens one (`as?`, `try?` and `a?.b` do not), and each `:` closes
  /// the latest open `?`, as Swift's grammar pairs them.
  init(_ range: Range<Int>, in stream: TokenStream) {
    var pairs: [(question: Int, colon: Int)] = []
    var open: [Int] = []
    var position = range.lowerBound
    while position < range.upperBound {
      let token = stream[position]
      if let close = stream.closingPartner(ofOpeningAt: position, before: range.upperBound) {
        position = close + 1
        continue
      }
      if token.isPunctuation("?"), position > range.lowerBound {
        let previous = stream[position - 1]
        if previous.line != token.line || previous.column + previous.text.utf8.count < token.column {
          open.append(position)
        }
      } else if token.isPunctuation(":"), let question = open.popLast() {
        pairs.append((question, position))
      }
      position += 1
    }
    pairs.sort { $0.question < $1.question }
    questions = pairs.map(\.question)
    colons = pairs.map(\.colon)
  }

  /// The ranges of `a` and `b` when `range` is `condition ? a : b`: its first `?` is the
  /// outer ternary's (a condition holds no ternary without parentheses), found by binary
  /// search; `nil` when `range` is not a ternary.
  func branches(of range: Range<Int>) -> (Range<Int>, Range<Int>)? {
    var low = 0
    var high = questions.count
    while low < high {
      let middle = (low + high) / 2
      if questions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    guard low < questions.count else { return nil }
    let question = questions[low]
    let colon = colons[low]
    guard question > range.lowerBound, question + 1 < colon, colon + 1 < range.upperBound else { return nil }
    return (question + 1..<colon, colon + 1..<range.upperBound)
  }
}
