/// TF011's UIKit spellings: `rowHeight = …` and `tableView(_:heightForRowAt:)` giving a number.
///
/// A height is fixed when the expression is a number literal (`44`, `44.0`) or one wrapped in
/// `CGFloat(…)`; a height returned may also be a ternary whose branches are all such literals
/// (`c ? 44 : 60`: each branch is a fixed height). A `heightForRowAt` body gives its heights through `return` or as its one
/// expression (an implicit return, Swift 5.1; the twenty-third attack's A23-2).
extension SourceRuleScanner {
  /// `x.rowHeight = N` (also `-N`, `CGFloat(N)`), ending its line, a `;` or the `}` of a
  /// one-line function: an error (a note when out of range). Only the few tokens of the value
  /// are looked at: a line of n assignments is not read again per assignment.
  func rowHeightAssignment(at position: Int, into findings: inout Findings) {
    guard position > 0, stream[position - 1].isPunctuation("."),
      !(position > 1 && stream[position - 2].isIdentifier("estimatedRowHeight")),
      stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "="),
      position + 2 < stream.count, stream[position + 2].line == stream[position].line
    else { return }
    let start = position + 2
    var end = start
    if stream[start].kind == .number {
      end = start + 1
    } else if stream[start].isPunctuation("-"), stream.count > start + 1, stream[start + 1].kind == .number {
      end = start + 2
    } else if stream[start].isIdentifier("CGFloat"), stream.isPunctuation(start + 1, "("),
      let close = stream.partner[start + 1], close - start == 3 || close - start == 4
    {
      end = close + 1
    }
    // The value ends the statement.
    guard end > start,
      end == stream.count || stream[end].line != stream[position].line || stream[end].isPunctuation(";")
        || stream[end].isPunctuation("}"),
      let literal = fixedHeightLiterals(start..<end)?.first
    else { return }
    switch number(literal, field: "the height in points", in: Self.heights) {
    case .value(let height):
      findings.add(
        position, .fixedRowHeight,
        "rowHeight = \(Self.points(height)) fixes every row's height at \(Self.points(height)) pt: "
          + "text is cut when it grows with Dynamic Type")
    case .outOfRange(let error):
      findings.add(
        position, .fixedRowHeight, "rowHeight = \(stream.sourceText(literal)): \(error); not checked",
        note: true)
    case nil:
      break
    }
  }

  /// `func tableView(_:heightForRowAt:) -> CGFloat { … }`: each fixed height it returns, through
  /// `return` or as the body's one expression.
  func heightForRow(at position: Int, into findings: inout Findings) {
    // The declaration: `func tableView(_ tableView: UITableView, heightForRowAt indexPath: …)`.
    // `heightForRowAt` is a few tokens after the `(`; a bounded look back keeps a file of many
    // `heightForRowAt` names without a `(` linear.
    var opener = position
    while opener > 0, opener > position - 16, !stream.isPunctuation(opener, "(") { opener -= 1 }
    guard opener > 1, stream.isPunctuation(opener, "("), stream[opener - 1].isIdentifier("tableView"),
      stream[opener - 2].text == "func",
      let close = stream.partner[opener]
    else { return }
    var body = close + 1
    while body < stream.count, body < close + 12, !stream.isPunctuation(body, "{") { body += 1 }
    guard stream.isPunctuation(body, "{"), let end = stream.partner[body], body + 1 < end else { return }
    var returned: [Range<Int>] = []
    // An implicit return: the body is one expression (`{ 44 }`, `{\n 44.0\n }`, `{ c ? 44 : 60 }`).
    if stream[body + 1].kind != .keyword, stream.expressionEnd(from: body + 1, limit: end) == end {
      returned.append(body + 1..<end)
    }
    for current in body + 1..<end where stream[current].kind == .keyword && stream[current].text == "return" {
      guard current + 1 < end else { continue }
      returned.append(current + 1..<stream.expressionEnd(from: current + 1, limit: end))
    }
    for expression in returned {
      for literal in fixedHeightLiterals(expression) ?? [] {
        switch number(literal, field: "the height in points", in: Self.heights) {
        case .value(let height):
          findings.add(
            literal.lowerBound, .fixedRowHeight,
            "tableView(_:heightForRowAt:) returns \(Self.points(height)): the row's height is fixed at "
              + "\(Self.points(height)) pt and its text is cut when it grows with Dynamic Type")
        case .outOfRange(let error):
          findings.add(
            literal.lowerBound, .fixedRowHeight,
            "tableView(_:heightForRowAt:) returns \(stream.sourceText(literal)): \(error); not checked",
            note: true)
        case nil:
          break
        }
      }
    }
  }

  /// The number literals (each with its sign) a height expression is made of, when it is fixed:
  /// one literal, `CGFloat(literal)`, or a ternary whose branches are all fixed; `nil` otherwise.
  /// Nested ternaries are read to a depth of 8.
  func fixedHeightLiterals(_ range: Range<Int>, depth: Int = 0) -> [Range<Int>]? {
    guard !range.isEmpty, depth < 8 else { return nil }
    let first = range.lowerBound
    let last = range.upperBound - 1
    if range.count == 1, stream[first].kind == .number { return [range] }
    if range.count == 2, stream[first].isPunctuation("-"), stream[last].kind == .number { return [range] }
    // `CGFloat(44)`, `CGFloat(-1)`.
    if stream[first].isIdentifier("CGFloat"), stream.isPunctuation(first + 1, "("),
      stream.partner[first + 1] == last
    {
      let inner = first + 2..<last
      guard inner.count == 1 || inner.count == 2 else { return nil }
      return fixedHeightLiterals(inner, depth: depth + 1).flatMap { $0.count == 1 ? $0 : nil }
    }
    // `CONDITION ? A : B`: the first `?` at the top level that is not optional chaining, and the
    // `:` after it at the same level.
    var question: Int?
    var colon: Int?
    var position = first
    while position <= last {
      let token = stream[position]
      if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" {
        guard let close = stream.partner[position], close <= last else { return nil }
        position = close + 1
        continue
      }
      if question == nil, token.isPunctuation("?"), position > first, position < last,
        !stream.isPunctuation(position + 1, ".")
      {
        question = position
      } else if question != nil, token.isPunctuation(":") {
        colon = position
        break
      }
      position += 1
    }
    guard let question, let colon, question + 1 < colon, colon < last,
      let yes = fixedHeightLiterals(question + 1..<colon, depth: depth + 1),
      let no = fixedHeightLiterals(colon + 1..<range.upperBound, depth: depth + 1)
    else { return nil }
    return yes + no
  }
}
