/// The expressions a computed property's getter can give, read from its tokens: every `return`'s
/// expression, each branch of an `if` expression and each arm of a `switch` expression (Swift
/// 5.9), however deeply they nest, and the single expression of a body that is one.
///
/// ```swift
/// var title: LocalizedStringKey {
///   switch self {
///   case .a, .c: "t.ac"                                        // t.ac, for cases a and c
///   case .b: if flag { return "t.b1" } else { return "t.b2" }  // t.b1 and t.b2, for b
///   case .d: switch mode { case .x: "t.x"; default: "t.y" }     // t.x and t.y, for d
///   }
/// }
/// ```
///
/// The sixty-second attack's A62-6: an arm holding an `if`/`else` with `return`s, a nested
/// `switch` or an `if` expression was read as one expression (unresolved), and the keys in it
/// were lost from the rows.
enum GetterYields {
  /// One arm of a `switch`: the enum cases its patterns name, and its body.
  struct Arm {
    /// The case names of its patterns (`case .a, .c(let x):` → `a`, `c`), empty for `default:`.
    var cases: [String]
    /// Whether it is `default:` (`@unknown default:` too).
    var isDefault: Bool
    /// Whether every pattern names one case (`.a`, `E.a`, `.a(let x)`, with or without a `where`
    /// clause): an arm matching anything else (`case let x`, `case (.a, .b)`) is not paired by case.
    var namesCases: Bool
    /// The statements or expression after its `:`, up to the next arm.
    var body: Range<Int>
  }

  /// The keywords of a statement: a block holding one at its top level is not one expression.
  private static let statementKeywords: Set<String> = [
    "return", "case", "default", "if", "guard", "switch", "let", "var", "for",
  ]

  /// The expressions `block` (a getter's body, an arm's, a branch's) gives, in written order.
  ///
  /// A block holding `return`s gives each `return`'s expression (an `if` or `switch` expression
  /// after `return` gives its branches). A block without one that starts with `if` or `switch`
  /// gives each branch's or arm's expressions; a block holding no statement is one expression;
  /// anything else gives nothing.
  static func expressions(in block: Range<Int>, stream: TokenStream) -> [Range<Int>] {
    var block = block
    while !block.isEmpty, stream.isPunctuation(block.upperBound - 1, ";") {
      block = block.lowerBound..<block.upperBound - 1
    }
    guard !block.isEmpty else { return [] }
    if block.contains(where: { stream[$0].isKeywordToken("return") }) {
      var found: [Range<Int>] = []
      var position = block.lowerBound
      while position < block.upperBound {
        guard stream[position].isKeywordToken("return") else {
          position += 1
          continue
        }
        let end = stream.expressionEnd(from: position + 1, limit: block.upperBound)
        if end > position + 1 {
          let expression = position + 1..<end
          let head = stream[position + 1]
          found +=
            head.isKeywordToken("if") || head.isKeywordToken("switch")
            ? expressions(in: expression, stream: stream) : [expression]
        }
        position = max(end, position + 1)
      }
      return found
    }
    let head = stream[block.lowerBound]
    // `get { … }` (with or without a `set { … }` after it): the getter's own block.
    if head.kind == .identifier, head.text == "get", stream.isPunctuation(block.lowerBound + 1, "{"),
      let close = stream.closingPartner(ofOpeningAt: block.lowerBound + 1, before: block.upperBound)
    {
      return expressions(in: block.lowerBound + 2..<close, stream: stream)
    }
    if head.isKeywordToken("if") {
      return ifExpressionBranches(block, stream: stream)?.flatMap { expressions(in: $0, stream: stream) }
        ?? []
    }
    if head.isKeywordToken("switch") {
      return arms(ofSwitchAt: block.lowerBound, in: block, stream: stream)?.flatMap {
        expressions(in: $0.body, stream: stream)
      } ?? []
    }
    if block.contains(where: { stream[$0].kind == .keyword && statementKeywords.contains(stream[$0].text) }) {
      return []
    }
    return [block]
  }

  /// The arms of the `switch self` that is the whole of `body` (`switch self { … }` or `return
  /// switch self { … }`), or `nil` when the body is anything else.
  static func selfSwitchArms(_ body: Range<Int>, stream: TokenStream) -> [Arm]? {
    var start = body.lowerBound
    if start < body.upperBound, stream[start].isKeywordToken("return") { start += 1 }
    guard start + 2 < body.upperBound, stream[start].isKeywordToken("switch"),
      stream[start + 1].isKeywordToken("self"), stream.isPunctuation(start + 2, "{"),
      let close = stream.partner[start + 2],
      close + 1 == body.upperBound
        || (close + 2 == body.upperBound && stream.isPunctuation(close + 1, ";"))
    else { return nil }
    return arms(ofSwitchAt: start, in: body, stream: stream)
  }

  /// The arms of the `switch` at `keyword` whose braces close inside `range`, or `nil` when they
  /// do not.
  static func arms(ofSwitchAt keyword: Int, in range: Range<Int>, stream: TokenStream) -> [Arm]? {
    // The subject runs to the `{` at its own level.
    var open = keyword + 1
    while open < range.upperBound, !stream.isPunctuation(open, "{") {
      if let close = stream.closingPartner(ofOpeningAt: open, before: range.upperBound) { open = close }
      open += 1
    }
    guard open < range.upperBound,
      let close = stream.closingPartner(ofOpeningAt: open, before: range.upperBound)
    else { return nil }
    // The labels at the switch's own level (``TokenStream/isSwitchLabel(_:)``).
    var labels: [Int] = []
    var position = open + 1
    while position < close {
      if let partner = stream.closingPartner(ofOpeningAt: position, before: close) {
        position = partner + 1
        continue
      }
      let token = stream[position]
      if token.isKeywordToken("default") || token.isKeywordToken("case"), stream.isSwitchLabel(position) {
        labels.append(position)
      }
      position += 1
    }
    var arms: [Arm] = []
    for (index, label) in labels.enumerated() {
      let next = index + 1 < labels.count ? labels[index + 1] : close
      // `@unknown default`: the arm starts at the attribute.
      let armEnd =
        next > label && stream.isIdentifier(next - 1, "unknown") && stream.isPunctuation(next - 2, "@")
        ? next - 2 : next
      var colon = label + 1
      while colon < armEnd, !stream.isPunctuation(colon, ":") {
        if let partner = stream.closingPartner(ofOpeningAt: colon, before: armEnd) { colon = partner }
        colon += 1
      }
      guard colon < armEnd else { return nil }
      let isDefault = stream[label].isKeywordToken("default")
      var names: [String] = []
      var namesCases = !isDefault
      if !isDefault {
        for pattern in patterns(label + 1..<colon, stream: stream) {
          guard let name = caseName(pattern, stream: stream) else {
            namesCases = false
            break
          }
          names.append(name)
        }
      }
      arms.append(Arm(cases: names, isDefault: isDefault, namesCases: namesCases, body: colon + 1..<armEnd))
    }
    return arms
  }

  /// The patterns of an arm's label (the tokens between `case` and `:`): split at the commas of
  /// its own level, without a `where` clause.
  private static func patterns(_ label: Range<Int>, stream: TokenStream) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = label.lowerBound
    var position = label.lowerBound
    while position < label.upperBound {
      if let partner = stream.closingPartner(ofOpeningAt: position, before: label.upperBound) {
        position = partner + 1
        continue
      }
      if stream.isPunctuation(position, ",") {
        result.append(start..<position)
        start = position + 1
      } else if stream[position].isKeywordToken("where") {
        // The clause ends the pattern it follows; a comma after it is the condition's.
        result.append(start..<position)
        return result
      }
      position += 1
    }
    result.append(start..<label.upperBound)
    return result
  }

  /// The case a pattern names: `.a`, `E.a`, `Self.a`, `.a(let x)`, `let .a(x)`; `nil` for any
  /// other pattern.
  private static func caseName(_ pattern: Range<Int>, stream: TokenStream) -> String? {
    var position = pattern.lowerBound
    if position < pattern.upperBound,
      stream[position].isKeywordToken("let") || stream[position].isKeywordToken("var")
    {
      position += 1
    }
    if stream.isPunctuation(position, ".") {
      position += 1
    } else {
      // `E.a`, `Self.a`, `Outer.E.a`: the type's names, then the case.
      while position + 1 < pattern.upperBound,
        stream[position].kind == .identifier || stream[position].isKeywordToken("Self"),
        stream.isPunctuation(position + 1, ".")
      {
        position += 2
      }
      guard position > pattern.lowerBound + 1 else { return nil }
    }
    guard position < pattern.upperBound, stream[position].kind == .identifier else { return nil }
    let name = stream[position].text
    let after = position + 1
    if after == pattern.upperBound { return name }
    if stream.isPunctuation(after, "("), let close = stream.partner[after], close + 1 == pattern.upperBound {
      return name
    }
    return nil
  }

  /// The branches of an `if` expression that is the whole of `body` (Swift 5.9, `if self == .a {
  /// "k.a" } else if … { "k.b" } else { "k.c" }`, no `return`): each branch's block; `nil` when
  /// the body is anything else (a statement `if`, a branch with `return`, an `if` without a
  /// final `else`). The twenty-first attack's A21-14 left such getters unresolved.
  static func ifExpressionBranches(_ body: Range<Int>, stream: TokenStream) -> [Range<Int>]? {
    guard !body.isEmpty, stream[body.lowerBound].isKeywordToken("if") else { return nil }
    var branches: [Range<Int>] = []
    var position = body.lowerBound
    while true {
      var open = position
      if stream[position].isKeywordToken("if") {
        // The condition: up to the `{` at its own level.
        open = position + 1
        while open < body.upperBound, !stream.isPunctuation(open, "{") {
          if let close = stream.closingPartner(ofOpeningAt: open, before: body.upperBound) {
            open = close
          }
          open += 1
        }
      }
      guard open < body.upperBound, stream.isPunctuation(open, "{"), let close = stream.partner[open],
        close < body.upperBound
      else { return nil }
      let inner = open + 1..<close
      guard isBranchExpression(inner, stream: stream) else { return nil }
      branches.append(inner)
      // An `if` expression ends with an `else` branch: anything else after a branch is no
      // expression.
      guard close + 1 < body.upperBound, stream[close + 1].isKeywordToken("else"), close + 2 < body.upperBound
      else { return nil }
      position = close + 2
      if !stream[position].isKeywordToken("if") {
        guard stream.isPunctuation(position, "{"), let last = stream.partner[position],
          last + 1 == body.upperBound
        else { return nil }
        let final = position + 1..<last
        guard isBranchExpression(final, stream: stream) else { return nil }
        return branches + [final]
      }
    }
  }

  /// Whether an `if` expression's branch is one expression without `return` (another `if` or
  /// `switch` expression too).
  private static func isBranchExpression(_ inner: Range<Int>, stream: TokenStream) -> Bool {
    !inner.isEmpty
      && stream.expressionEnd(from: inner.lowerBound, limit: inner.upperBound) == inner.upperBound
      && !inner.contains(where: { stream[$0].isKeywordToken("return") })
  }
}
