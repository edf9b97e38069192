/// Views written in a longer form than discovery reads, rewritten to the short form before the
/// tokens are searched (the fifty-ninth attack's A59-13 lost their rows and texts):
///
/// - a view named with its module, `SwiftUI.List { … }`, `SwiftUI.Text("k")`: the module and its
///   dot are dropped when a type name (an uppercase identifier) follows and the module is not
///   itself a member (`x.SwiftUI.Text` stays);
/// - an initializer called by name, `Text.init("k")`: `.init` is dropped after a type name on its
///   line when `(` follows (`self.init(…)` and `super.init(…)` stay; a mapped component's
///   `.init` on a line of its own keeps its place, `RowComponentMapping`);
/// - a view wrapped in `AnyView(…)` with one unlabelled argument: the wrapper and its parentheses
///   are dropped, so `AnyView(Text("k")).lineLimit(1)` reads as `Text("k").lineLimit(1)`, which
///   SwiftUI draws the same (`AnyView(erasing:)` stays).
///
/// Tokens keep their own lines and columns, so rows and findings point where they did. One pass
/// with a stack of open parentheses: linear in the file.
enum QualifiedViewNames {
  static func unqualified(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard
      tokens.contains(where: {
        ($0.kind == .identifier || $0.kind == .keyword)
          && ($0.text == "SwiftUI" || $0.text == "init" || $0.text == "AnyView")
      })
    else { return tokens }
    var kept: [SwiftToken] = []
    kept.reserveCapacity(tokens.count)
    /// For each `(` kept or dropped and not yet closed, whether its `)` is dropped.
    var openParentheses: [Bool] = []
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      let isMember = kept.last?.isPunctuation(".") == true
      if token.kind == .identifier, !isMember, token.text == "SwiftUI",
        isPunctuation(tokens, position + 1, "."),
        isTypeName(tokens, position + 2)
      {
        position += 2
        continue
      }
      if token.isPunctuation("."), isTypeName(kept.last), kept.last?.line == token.line,
        position + 2 < tokens.count,
        tokens[position + 1].text == "init", tokens[position + 1].kind != .string,
        isPunctuation(tokens, position + 2, "(")
      {
        position += 2
        continue
      }
      if token.kind == .identifier, !isMember, token.text == "AnyView",
        isPunctuation(tokens, position + 1, "("),
        !(position + 3 < tokens.count && tokens[position + 2].kind == .identifier
          && tokens[position + 3].isPunctuation(":"))
      {
        openParentheses.append(true)
        position += 2
        continue
      }
      if token.isPunctuation("(") {
        openParentheses.append(false)
      } else if token.isPunctuation(")"), let dropped = openParentheses.popLast(), dropped {
        position += 1
        continue
      }
      kept.append(token)
      position += 1
    }
    return kept
  }

  private static func isPunctuation(_ tokens: [SwiftToken], _ position: Int, _ character: String) -> Bool {
    position < tokens.count && tokens[position].isPunctuation(character)
  }

  private static func isTypeName(_ tokens: [SwiftToken], _ position: Int) -> Bool {
    position < tokens.count && isTypeName(tokens[position])
  }

  private static func isTypeName(_ token: SwiftToken?) -> Bool {
    guard let token, token.kind == .identifier, let first = token.text.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }
}
