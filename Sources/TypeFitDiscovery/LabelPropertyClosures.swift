/// The closures that set up a cell class's label properties, the usual UIKit spelling:
/// `let titleLabel: UILabel = { let label = UILabel(); label.font = …; label.numberOfLines = 1;
/// return label }()`, or `{ $0.font = …; return $0 }(UILabel())`. The closure's result is the
/// property, so the name its code gives the label (`label`, `l`, `$0`, or the property's own
/// name) stands for the property inside the closure; the local is no label of its own (the
/// twenty-third attack's A23-1 dropped the closure's font and line count, and A23-4 made a local
/// named like its property a second label).
///
/// A closure that is not called (`let makeLabel: () -> UILabel = { … return label }`) is a
/// factory: its local stands for no label of the cell (the twenty-fourth attack's A24-1 read it
/// as the cell's title). Inside a closure, a nested block or closure that declares the local's
/// name again (`if c { let label = UILabel(); label.numberOfLines = 1 }`) has its own label
/// there, as Swift scopes it (A24-3 gave the property the inner label's line count).
///
/// - Complexity: building is linear in the class body's tokens (each closure's body is read
///   once); ``labelName(at:in:)`` is two binary searches, over the closures and over the
///   stretches where their locals are shadowed.
struct LabelPropertyClosures {
  /// One property closure.
  struct Closure {
    /// The tokens inside the closure's braces.
    let body: Range<Int>
    /// The name the closure's code gives the label: the name it returns.
    let local: String
    /// The `let` or `var` declaring ``local`` in the body (`nil` for `$0`).
    let localDeclaration: Int?
    /// The property the closure sets up; `nil` for a factory (a closure not called), whose
    /// label is none of the cell's.
    let property: String?
  }

  /// The closures, in source order (they do not overlap).
  private(set) var closures: [Closure] = []
  /// The positions of the `let`/`var` of the closures' locals.
  private var localDeclarations: Set<Int> = []
  /// Where a closure's local name means another label (a nested declaration of the name, to the
  /// end of its block), in source order, none inside another.
  private var shadows: [Range<Int>] = []

  /// Finds the property closures in a class body: `let|var NAME[: Type] = { … return LOCAL }(…)`
  /// where `LOCAL` is declared in the closure, or is `$0` with the label passed as the argument;
  /// and the factories, `let|var NAME[: Type] = { … return LOCAL }` not called.
  init(_ stream: TokenStream, in classBody: Range<Int>) {
    var position = classBody.lowerBound
    while position + 3 < classBody.upperBound {
      let token = stream[position]
      guard token.kind == .keyword, token.text == "let" || token.text == "var",
        stream[position + 1].kind == .identifier
      else {
        position += 1
        continue
      }
      // `=` within the type annotation's few tokens, then the closure's `{`.
      var equals = position + 2
      while equals < min(classBody.upperBound, position + 10), !stream.isPunctuation(equals, "="),
        !stream.isPunctuation(equals, "{")
      {
        equals += 1
      }
      let open = equals + 1
      guard stream.isPunctuation(equals, "="), stream.isPunctuation(open, "{"),
        let close = stream.partner[open], close < classBody.upperBound, close - 2 > open,
        stream[close - 1].kind == .identifier, stream[close - 2].isKeywordToken("return")
      else {
        position += 2
        continue
      }
      let body = open + 1..<close
      let local = stream[close - 1].text
      let property = stream[position + 1].text
      let argumentsEnd = stream.isPunctuation(close + 1, "(") ? stream.partner[close + 1] : nil
      if local == "$0" {
        // `{ … return $0 }(UILabel())`: the label is the argument.
        if let argumentsEnd, argumentsEnd > close + 2 {
          closures.append(Closure(body: body, local: local, localDeclaration: nil, property: property))
        }
      } else if let declaration = scope(of: local, in: body, stream: stream) {
        closures.append(
          Closure(
            body: body, local: local, localDeclaration: declaration,
            property: argumentsEnd == nil ? nil : property))
        localDeclarations.insert(declaration)
      }
      position = (argumentsEnd ?? close) + 1
    }
  }

  /// The `let`/`var` declaring `local` directly in `body` (not in a block nested in it), after
  /// adding to ``shadows`` the stretches where a nested declaration of the name, or a nested
  /// closure's parameter of that name, means another label; `nil` when `body` declares none.
  ///
  /// - Complexity: linear in `body`'s tokens.
  private mutating func scope(of local: String, in body: Range<Int>, stream: TokenStream) -> Int? {
    var declaration: Int?
    var found: [Range<Int>] = []
    /// The blocks open around the current token, innermost last, each with its closing brace.
    var blocks: [Int] = []
    func shadow(_ range: Range<Int>) {
      // A stretch inside the previous one adds nothing (blocks nest or follow each other).
      if let last = found.last, range.lowerBound < last.upperBound { return }
      found.append(range)
    }
    for position in body {
      while let last = blocks.last, position > last { blocks.removeLast() }
      let token = stream[position]
      if token.isPunctuation("{"), let close = stream.partner[position], close < body.upperBound {
        blocks.append(close)
        // `{ label in …`: a nested closure's parameter of the name.
        if stream.isIdentifier(position + 1, local), stream[position + 2].isKeywordToken("in") {
          shadow(position..<close)
        }
        continue
      }
      guard token.kind == .keyword, token.text == "let" || token.text == "var",
        stream.isIdentifier(position + 1, local)
      else { continue }
      if let close = blocks.last {
        shadow(position..<close)
      } else if position > body.lowerBound,
        stream[position - 1].isKeywordToken("if") || stream[position - 1].isKeywordToken("while")
          || stream.isPunctuation(position - 1, ",")
      {
        // `if let label = other { … }`: the name is the other label in the block that follows
        // (looked for within a bounded stretch of the condition).
        var open = position + 2
        while open < min(body.upperBound, position + 64), !stream.isPunctuation(open, "{") {
          if let partner = stream.closingPartner(ofOpeningAt: open, before: body.upperBound) {
            open = partner
          }
          open += 1
        }
        if stream.isPunctuation(open, "{"), let close = stream.partner[open], close < body.upperBound {
          shadow(position..<close)
        }
      } else if declaration == nil {
        declaration = position
      }
    }
    if declaration != nil { shadows += found }
    return declaration
  }

  /// The closure whose body holds `position`, or `nil`.
  private func closure(containing position: Int) -> Closure? {
    guard !closures.isEmpty else { return nil }
    var low = 0
    var high = closures.count
    while low < high {
      let middle = (low + high) / 2
      if closures[middle].body.upperBound <= position { low = middle + 1 } else { high = middle }
    }
    guard low < closures.count, closures[low].body.contains(position) else { return nil }
    return closures[low]
  }

  /// Whether `position` is where a closure's local name means another label.
  private func isShadowed(_ position: Int) -> Bool {
    var low = 0
    var high = shadows.count
    while low < high {
      let middle = (low + high) / 2
      if shadows[middle].upperBound <= position { low = middle + 1 } else { high = middle }
    }
    return low < shadows.count && shadows[low].contains(position)
  }

  /// Whether the `let`/`var` at `position` declares a closure's local (no label of its own).
  func declaresLocal(at position: Int) -> Bool { localDeclarations.contains(position) }

  /// The label name the identifier at `position` stands for: its closure's property when it is
  /// the closure's local there, `nil` when it is a factory's local (no label of the cell), else
  /// itself.
  func labelName(at position: Int, in stream: TokenStream) -> String? {
    let name = stream[position].text
    guard let closure = closure(containing: position), closure.local == name, !isShadowed(position) else {
      return name
    }
    return closure.property
  }

  /// Whether the tokens from `position` on are a closure that is not called
  /// (`= { … }` with no `(…)` after its brace), the value of a factory property.
  static func isUncalledClosure(at open: Int, in stream: TokenStream) -> Bool {
    guard stream.isPunctuation(open, "{"), let close = stream.partner[open] else { return false }
    return !stream.isPunctuation(close + 1, "(")
  }
}

extension SwiftToken {
  /// Whether the token is the keyword `text`.
  func isKeywordToken(_ text: String) -> Bool { kind == .keyword && self.text == text }
}
