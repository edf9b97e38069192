import TypeFitInput
import TypeFitLocalization

/// A file's tokens with every bracket matched to its partner, so patterns can jump over a
/// balanced `(…)`, `[…]` or `{…}` in one step.
///
/// Matching uses an explicit stack, so 100,000 nested brackets cost memory, not call depth.
/// A closing bracket that does not match the innermost open one is left unmatched, and so are
/// brackets still open at the end.
struct TokenStream {
  let file: String
  let tokens: [SwiftToken]
  /// For each bracket token, the index of its partner; `nil` for other tokens and unmatched ones.
  let partner: [Int?]
  /// The first opening bracket more than `maximumNestingDepth` brackets deep, or `nil` when the
  /// file's nesting stays within the limit. Discovery does not search such a file for rows.
  let firstTooDeep: Int?
  /// The names the file declares, each with the region it is visible in, for finding the type
  /// of `entry` in `entry.title` without a walk over the file.
  let declaredNames: DeclaredNames
  /// The app's own `Font` and `UIFont` members read from every file before rows are read
  /// (``FontMemberIndex``), so `.font(.rowTitle)` is measured in the font it makes; empty until
  /// set.
  var fonts = FontMemberIndex()

  /// - Parameters:
  ///   - maximumNestingDepth: The deepest bracket nesting searched for rows
  ///     (``RowDiscovery/maximumNestingDepth``); deeper is recorded in ``firstTooDeep``.
  init(file: String, tokens: [SwiftToken], maximumNestingDepth: Int = RowDiscovery.maximumNestingDepth) {
    self.file = file
    self.tokens = tokens
    var partner = [Int?](repeating: nil, count: tokens.count)
    var open: [Int] = []
    var firstTooDeep: Int?
    for (position, token) in tokens.enumerated() where token.kind == .punctuation {
      switch token.text {
      case "(", "[", "{":
        open.append(position)
        if firstTooDeep == nil, open.count > maximumNestingDepth { firstTooDeep = position }
      case ")", "]", "}":
        let expected = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
        if let last = open.last, tokens[last].text == expected {
          // No slice of `open` may be alive here: it would make `removeLast` copy the whole
          // stack, each closer costing the depth (the fifty-fourth attack's A54-3: 300,000
          // nested `(` took over 60 s).
          open.removeLast()
          partner[position] = last
          partner[last] = position
        } else if let match = open[max(0, open.count - 8)...].lastIndex(where: { tokens[$0].text == expected }
        ) {
          // A few brackets left open inside (a broken line): drop them and match this one. Only
          // the innermost 8 are searched, so a closer that matches none costs 8 comparisons, not
          // one per open bracket (the forty-eighth attack's A48-4: 495,000 `(]` pairs searched
          // the whole stack at each `]`, and a 990 KB file did not finish in 120 s).
          let opener = open[match]
          open.removeSubrange(match...)
          partner[position] = opener
          partner[opener] = position
        }
      default: break
      }
    }
    self.partner = partner
    self.firstTooDeep = firstTooDeep
    self.declaredNames = DeclaredNames(tokens, partner: partner)
  }

  var count: Int { tokens.count }

  subscript(position: Int) -> SwiftToken { tokens[position] }

  func location(_ position: Int) -> SourceLocation {
    let token = tokens[position]
    return SourceLocation(file: file, line: token.line, column: token.column)
  }

  /// Whether the token at `position` exists and is punctuation `character` (`false` before the
  /// first token and after the last).
  func isPunctuation(_ position: Int, _ character: String) -> Bool {
    position >= 0 && position < tokens.count && tokens[position].isPunctuation(character)
  }

  /// The partner of the opening bracket (`(`, `[` or `{`) at `position` when it closes before
  /// `end`; `nil` for any other token or a bracket that does not close by then. Scanners that
  /// look at the top level of a range jump over a bracketed group with it.
  func closingPartner(ofOpeningAt position: Int, before end: Int) -> Int? {
    let token = tokens[position]
    guard token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{",
      let close = partner[position], close < end
    else { return nil }
    return close
  }

  /// Whether the `case` or `default` at `position` labels a `switch` arm: not `if case`,
  /// `guard case`, `while case`, `for case`, a condition's `, case`, or an argument's `default:`
  /// (`counts[key, default: 0]`).
  func isSwitchLabel(_ position: Int) -> Bool {
    guard position > 0 else { return true }
    let previous = tokens[position - 1]
    if previous.kind == .keyword, ["if", "guard", "while", "for"].contains(previous.text) { return false }
    return !(previous.kind == .punctuation && [",", "(", "["].contains(previous.text))
  }

  func isIdentifier(_ position: Int, _ name: String) -> Bool {
    position >= 0 && position < tokens.count && tokens[position].isIdentifier(name)
  }

  /// The index after the partner of the bracket at `position`, or `nil` when unmatched.
  func after(bracket position: Int) -> Int? {
    partner[position].map { $0 + 1 }
  }

  /// Skips `#if`/`#else`/`#endif` tokens from `position`.
  func skippingDirectives(_ position: Int) -> Int {
    var current = position
    while current < tokens.count && tokens[current].isConditionalCompilation { current += 1 }
    return current
  }

  /// The source text of a token range, tokens joined with a space where the source has space,
  /// cut to `limit` characters with an ellipsis.
  func sourceText(_ range: Range<Int>, limit: Int = 60) -> String {
    var text = ""
    var previous: SwiftToken?
    for position in range {
      let token = tokens[position]
      if let previous,
        previous.line != token.line || previous.column + previous.text.utf8.count < token.column
      {
        text += " "
      }
      text += token.text
      previous = token
      // Counted in bytes first: a text of no more bytes than `limit` has no more characters.
      if text.utf8.count > limit, text.count > limit { return TextExcerpt.shortened(text, to: limit) }
    }
    return text
  }

  /// The type, as written, of the declaration of `name` in scope at `use` (`entry: SettingsEntry`,
  /// `let entry: A.B` gives `A.B`); `nil` when it names no (uppercase) type or none is in scope.
  ///
  /// - Complexity: O(log d + k), d the declarations of `name` in the file (``declaredNames``).
  func declaredType(of name: String, near use: Int) -> String? {
    declaredNames.type(of: name, near: use)
  }

  /// The `{` opening the body of the statement whose keyword (`if`, `else`, `for` …) is at
  /// `keyword`: the first `{` before `limit` outside parentheses and brackets, or `nil` when a
  /// `}` (the enclosing block's end) comes first.
  func bodyBrace(after keyword: Int, limit: Int) -> Int? {
    var position = keyword + 1
    while position < limit {
      if isPunctuation(position, "{") { return position }
      if isPunctuation(position, "(") || isPunctuation(position, "["), let close = partner[position] {
        position = close + 1
        continue
      }
      if isPunctuation(position, "}") { return nil }
      position += 1
    }
    return nil
  }

  /// The position of the first range operator (`...` or `..<`, lexed as three punctuation
  /// tokens) in `range`, or `nil`.
  func rangeOperator(in range: Range<Int>) -> Int? {
    var position = range.lowerBound
    while position + 2 < range.upperBound {
      if isPunctuation(position, "."), isPunctuation(position + 1, "."),
        isPunctuation(position + 2, ".") || isPunctuation(position + 2, "<")
      {
        return position
      }
      position += 1
    }
    return nil
  }
}
