/// The closures that set up a cell class's label properties, the usual UIKit spelling:
/// `let titleLabel: UILabel = { let label = UILabel(); label.font = …; label.numberOfLines = 1;
/// return label }()`, or `{ $0.font = …; return $0 }(UILabel())`. The closure's result is the
/// property, so the name its code gives the label (`label`, `l`, `$0`, or the property's own
/// name) stands for the property inside the closure; the local is no label of its own (the
/// twenty-third attack's A23-1 dropped the closure's font and line count, and A23-4 made a local
/// named like its property a second label).
///
/// - Complexity: building is linear in the class body's tokens (each closure's body is skipped
///   once found); ``property(named:at:)`` is a binary search over the closures.
struct LabelPropertyClosures {
  /// One property closure.
  struct Closure {
    /// The tokens inside the closure's braces.
    let body: Range<Int>
    /// The name the closure's code gives the label: the name it returns.
    let local: String
    /// The `let` or `var` declaring ``local`` in the body (`nil` for `$0`).
    let localDeclaration: Int?
    /// The property the closure sets up.
    let property: String
  }

  /// The closures, in source order (they do not overlap).
  private(set) var closures: [Closure] = []
  /// The positions of the `let`/`var` of the closures' locals.
  private var localDeclarations: Set<Int> = []

  /// Finds the property closures in a class body: `let|var NAME[: Type] = { … return LOCAL }(…)`
  /// where `LOCAL` is declared in the closure, or is `$0` with the label passed as the argument.
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
        stream.isPunctuation(close + 1, "("), let argumentsEnd = stream.partner[close + 1],
        stream[close - 1].kind == .identifier, stream[close - 2].isKeywordToken("return")
      else {
        position += 2
        continue
      }
      let body = open + 1..<close
      let local = stream[close - 1].text
      if local == "$0" {
        // `{ … return $0 }(UILabel())`: the label is the argument.
        if argumentsEnd > close + 2 {
          closures.append(
            Closure(body: body, local: local, localDeclaration: nil, property: stream[position + 1].text))
        }
      } else if let declaration = body.first(where: {
        stream[$0].kind == .keyword && (stream[$0].text == "let" || stream[$0].text == "var")
          && stream.isIdentifier($0 + 1, local)
      }) {
        closures.append(
          Closure(
            body: body, local: local, localDeclaration: declaration, property: stream[position + 1].text))
        localDeclarations.insert(declaration)
      }
      position = argumentsEnd + 1
    }
  }

  /// The property `name` stands for at `position`: the closure's property when `position` is in
  /// a property closure whose local is `name`; `nil` otherwise.
  func property(named name: String, at position: Int) -> String? {
    guard !closures.isEmpty else { return nil }
    var low = 0
    var high = closures.count
    while low < high {
      let middle = (low + high) / 2
      if closures[middle].body.upperBound <= position { low = middle + 1 } else { high = middle }
    }
    guard low < closures.count, closures[low].body.contains(position), closures[low].local == name else {
      return nil
    }
    return closures[low].property
  }

  /// Whether the `let`/`var` at `position` declares a closure's local (no label of its own).
  func declaresLocal(at position: Int) -> Bool { localDeclarations.contains(position) }

  /// The label name the identifier at `position` stands for: its closure's property, or itself.
  func labelName(at position: Int, in stream: TokenStream) -> String {
    let name = stream[position].text
    return property(named: name, at: position) ?? name
  }
}

extension SwiftToken {
  /// Whether the token is the keyword `text`.
  func isKeywordToken(_ text: String) -> Bool { kind == .keyword && self.text == text }
}
