/// Views written as an expression rather than a call: a parenthesised expression with
/// modifiers after it (`(Text("a") + Text("b")).lineLimit(1)`, the only way to give a `+` join
/// a modifier), a ternary of views (`on ? Text("a") : Text("b")`), and the parts of a join that
/// show no text to measure (`Text(Image(systemName: "star"))`, `Text(" ")`).
///
/// The twenty-first attack's A21-29: a parenthesised join or ternary directly in a list was no
/// row, the modifiers after the `)` were dropped in a label, and a bare ternary was two rows.
enum ParenthesisedViews {
  /// Whether the `(` at `position` opens a parenthesised expression, not a call's arguments:
  /// nothing that can be called stands right before it (a name, a `)`, `]`, `>`, or a `?`/`!`
  /// written against it, as in `f?(x)`).
  static func opens(at position: Int, in stream: TokenStream) -> Bool {
    guard position < stream.count, stream[position].isPunctuation("("), stream.partner[position] != nil
    else { return false }
    guard position > 0 else { return true }
    let previous = stream[position - 1]
    let token = stream[position]
    let adjacent = previous.line == token.line && previous.column + previous.text.utf8.count == token.column
    switch previous.kind {
    case .identifier, .string, .number, .regex, .pound:
      return previous.line != token.line
    case .keyword:
      return !["self", "super", "init", "Self"].contains(previous.text) || previous.line != token.line
    case .punctuation:
      if [")", "]", ">"].contains(previous.text) { return previous.line != token.line }
      if ["?", "!"].contains(previous.text) { return !adjacent }
      return true
    }
  }

  /// The modifiers after the `)` at `close`, and the first token after them (at most `limit`).
  static func modifiers(after close: Int, limit: Int, in stream: TokenStream) -> (
    modifiers: [CallSyntax.Modifier], end: Int
  ) {
    var end = close + 1
    let modifiers = CallSyntax.modifiers(from: &end, in: stream)
    return end <= limit ? (modifiers, end) : ([], close + 1)
  }

  /// Whether the `?` at `position` is a ternary's (a space or a line break before it), not an
  /// optional chain's (`a?.b`), a cast's (`as?`) or a nil-coalescing `??`, as ``TernaryPairs``
  /// reads it.
  static func isTernaryQuestion(at position: Int, in stream: TokenStream) -> Bool {
    guard position > 0, position < stream.count, stream[position].isPunctuation("?") else { return false }
    let previous = stream[position - 1]
    let token = stream[position]
    if previous.kind == .keyword, previous.text == "as" || previous.text == "try" { return false }
    // `a ?? b` is no ternary: its second `?` stands against the first.
    if position + 1 < stream.count, stream[position + 1].isPunctuation("?"),
      stream[position + 1].line == token.line, stream[position + 1].column == token.column + 1
    {
      return false
    }
    return previous.line != token.line || previous.column + previous.text.utf8.count < token.column
  }

  /// Whether a `Text(…)` shows no text to measure, as a part of a join (the caller checks it is
  /// one: on its own it is read as before): an inline image
  /// (`Text(Image(systemName: "star"))`) or a literal of spaces (`Text(" ")`). The join is read
  /// as its other parts (``TextConcatenation``), which never makes it longer than it is shown.
  static func isDecoration(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    guard call.name == "Text", call.hasParentheses, call.arguments.count == 1,
      let argument = call.firstUnlabeled,
      let first = argument.range.first
    else { return false }
    if stream[first].isIdentifier("Image"), stream.isPunctuation(first + 1, "("),
      stream.partner[first + 1] == argument.range.upperBound - 1
    {
      return true
    }
    guard let literal = stream.literalText(argument.range) else { return false }
    return !literal.isEmpty && literal.allSatisfy(\.isWhitespace)
  }
}
