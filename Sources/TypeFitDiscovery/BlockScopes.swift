/// Which brace block encloses each token, and which blocks are function bodies or closures, so
/// UIKit assignments can be grouped by the function that configures a cell.
struct BlockScopes {
  /// For each token, the index of the innermost enclosing `{`, or `nil` at file level.
  let parent: [Int?]
  let stream: TokenStream

  init(_ stream: TokenStream) {
    self.stream = stream
    var parent = [Int?](repeating: nil, count: stream.count)
    var open: [(open: Int, close: Int)] = []
    for position in 0..<stream.count {
      while let last = open.last, position > last.close { open.removeLast() }
      parent[position] = open.last?.open
      if stream[position].isPunctuation("{"), let close = stream.partner[position] {
        open.append((position, close))
      }
    }
    self.parent = parent
  }

  /// The function body or closure that encloses `position`, or the innermost block when none does.
  func functionScope(of position: Int) -> Range<Int>? {
    var current = parent[position]
    let innermost = current
    while let open = current {
      if isFunctionLike(open), let close = stream.partner[open] { return open + 1..<close }
      current = parent[open]
    }
    guard let innermost, let close = stream.partner[innermost] else { return nil }
    return innermost + 1..<close
  }

  /// Whether the block opened at `open` is a function, initializer, accessor or closure body.
  func isFunctionLike(_ open: Int) -> Bool {
    var back = open - 1
    var steps = 0
    while back >= 0, steps < 80 {
      let token = stream[back]
      if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { break }
      if token.kind == .punctuation, token.text == ")", let partner = stream.partner[back] {
        back = partner - 1
        steps += 1
        continue
      }
      if token.kind == .keyword, ["func", "init", "deinit", "subscript"].contains(token.text) { return true }
      if token.kind == .keyword,
        ["if", "else", "for", "while", "switch", "guard", "do", "catch", "repeat", "case"]
          .contains(token.text)
      {
        return false
      }
      if token.kind == .keyword, ["class", "struct", "enum", "extension", "protocol"].contains(token.text) {
        return false
      }
      if back == open - 1, token.kind == .identifier,
        ["get", "set", "didSet", "willSet"].contains(token.text)
      {
        return true
      }
      back -= 1
      steps += 1
    }
    // A closure: `{ [weak self] a, b in` or `{ a in`.
    var forward = open + 1
    let limit = min(stream.count, open + 30)
    while forward < limit {
      let token = stream[forward]
      if token.kind == .keyword && token.text == "in" { return true }
      if token.kind == .punctuation, token.text == "[" || token.text == "(",
        let partner = stream.partner[forward]
      {
        forward = partner + 1
        continue
      }
      if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == "=" { break }
      if token.kind == .keyword, token.text != "self" { break }
      forward += 1
    }
    // Any other block in an expression (a closure without parameters) counts as well.
    if open > 0 {
      let previous = stream[open - 1]
      if previous.kind == .punctuation, ["(", ",", "=", ":"].contains(previous.text) { return true }
    }
    return false
  }
}

extension TokenStream {
  /// The end (exclusive) of the expression that starts at `start`: jumps over brackets and stops
  /// at a line break that is not a continuation, a `;`, or a closing bracket of an outer level.
  func expressionEnd(from start: Int, limit: Int) -> Int {
    expressionEnd(from: start, limit: limit, passing: nil)
  }

  /// ``expressionEnd(from:limit:)``, calling `passing` with each position the scan goes on from
  /// at the expression's own level (not inside brackets it steps over). A scan from any of those
  /// positions with the same limit ends where this one does (``ExpressionEnds``).
  func expressionEnd(from start: Int, limit: Int, passing: ((Int) -> Void)?) -> Int {
    var position = start
    var lastLine = start < count ? self[start].line : 0
    while position < limit {
      let token = self[position]
      if position > start, token.line > lastLine {
        let previous = self[position - 1]
        let continues =
          (token.kind == .punctuation && [".", "?", ":", "+", "&", "|"].contains(token.text))
          || (previous.kind == .punctuation
            && [".", ",", "=", "+", "(", "[", "?", ":", "&", "|"].contains(previous.text))
        if !continues { break }
      }
      if token.kind == .punctuation {
        if token.text == ";" || token.text == ")" || token.text == "]" || token.text == "}" { break }
        if token.text == "(" || token.text == "[" || token.text == "{", let close = partner[position],
          close < limit
        {
          passing?(position)
          lastLine = self[close].line
          position = close + 1
          continue
        }
      }
      if token.kind == .keyword,
        ["let", "var", "if", "guard", "return", "case", "switch", "for"].contains(token.text),
        position > start
      {
        break
      }
      passing?(position)
      lastLine = token.line
      position += 1
    }
    return position
  }
}
