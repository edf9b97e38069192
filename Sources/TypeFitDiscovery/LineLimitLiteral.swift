import TypeFitInput

/// One line limit as a Swift source writes it in `.lineLimit(…)` or `numberOfLines = …`: an
/// integer literal, perhaps after prefix operators, read the way the compiler reads it.
///
/// Swift's integer literals are decimal, hexadecimal (`0x1F`), octal (`0o17`) and binary
/// (`0b11`), with `_` between digits (`1_000`); all are read as their values. A prefix operator
/// other than `+` changes the value (`-1`, `~1` is −2, `!1` does not compile): such a limit is
/// not known and the note quotes it, as for a literal past ``TextModifiers/maximumLineLimit``
/// (the fifteenth attack's A15-7 read `-1` as 1, the sixteenth's A16-4 `~1` as 1).
///
/// ```swift
/// // .lineLimit(0x2)   → .lines(2)
/// // .lineLimit(~1)    → .notKnown(… got '~1')
/// // .lineLimit(3 - 1) → nil (computed)
/// ```
enum LineLimitLiteral: Equatable {
  /// A whole number of lines from 0 to ``TextModifiers/maximumLineLimit`` (0 sets no limit).
  case lines(Int)
  /// A literal that is no line limit the check can use: after a prefix operator other than `+`,
  /// or outside the range. The error names the field and range and quotes the literal.
  case notKnown(InputNumberError)

  /// The field the notes name.
  static let field = "the line limit"
  /// The limits read (``TextModifiers/maximumLineLimit``).
  static let range: ClosedRange<Double> = 0...Double(TextModifiers.maximumLineLimit)
  /// The most prefix operators looked at before a number (`- -1` has two).
  static let maximumPrefix = 8

  /// The limit the number token at `position` writes, the operators right before it inside
  /// `range` taken as its prefix when they start `range` or follow a `.` (`...-1`). `nil` when
  /// the number is the right side of a binary operator (`3 - 1`, `1 - -1`: computed), or a
  /// literal that is no integer and reads inside the range (`1.0`).
  static func read(numberAt position: Int, within range: Range<Int>, stream: TokenStream) -> LineLimitLiteral?
  {
    var start = position
    // At most ``maximumPrefix`` operators: a longer run is taken as an expression (computed).
    while start > range.lowerBound, position - start < maximumPrefix, isOperator(stream[start - 1]) {
      start -= 1
    }
    var prefix = (start..<position).map { stream[$0].text }.joined()
    if start > range.lowerBound {
      guard stream.isPunctuation(start - 1, ".") else {
        return start == position ? read(literal: stream[position].text) : nil
      }
      // `..<3` is the half-open range operator, not a prefix `<`.
      if prefix.hasPrefix("<") { prefix.removeFirst() }
    }
    if prefix.isEmpty || prefix == "+" { return read(literal: stream[position].text) }
    return .notKnown(error(prefix + stream[position].text.filter { $0 != "_" }))
  }

  /// The literal `text` (a number token) as a limit, without prefix.
  static func read(literal text: String) -> LineLimitLiteral? {
    switch SourceNumber.integerValue(text, maximum: TextModifiers.maximumLineLimit) {
    case .some(.some(let value)): return .lines(value)
    case .some(nil): return .notKnown(error(text.filter { $0 != "_" }))
    case nil:
      // Not an integer literal (`1.0`, `1e5`): not known; a note only when out of range.
      do {
        _ = try InputNumber.parse(text.filter { $0 != "_" }, field: field, in: Self.range, whole: true)
        return nil
      } catch {
        return .notKnown(error)
      }
    }
  }

  /// The note's error for a literal written `text` (its `_` dropped): the range check's own
  /// message when it refuses the text, else the same sentence quoting it (`-0x0`, which reads
  /// as a number in range).
  private static func error(_ text: String) -> InputNumberError {
    do {
      _ = try InputNumber.parse(text, field: field, in: Self.range, whole: true)
    } catch {
      return error
    }
    return InputNumberError(field: field, given: "'\(text)'", range: Self.range, whole: true)
  }

  /// `range` without the parentheses that wrap the whole of it (`(2)`, `((1...3))`): Swift reads
  /// a parenthesised expression as the expression, so `.lineLimit((2))` and `numberOfLines = (1)`
  /// are the literals inside (the nineteenth attack's A19-11 read them as computed). At most
  /// ``maximumPrefix`` pairs are taken off; `(1) + (2)` keeps its parentheses (computed).
  static func unparenthesized(_ range: Range<Int>, stream: TokenStream) -> Range<Int> {
    var result = range
    for _ in 0..<maximumPrefix {
      guard result.count >= 3, stream.isPunctuation(result.lowerBound, "("),
        stream.partner[result.lowerBound] == result.upperBound - 1
      else { break }
      result = result.lowerBound + 1..<result.upperBound - 1
    }
    return result
  }

  /// Whether the tokens of `range` can be a literal limit: `nil`, or only number literals, `.`
  /// and operator characters (`2`, `+2`, `-1`, `1...3`, `2...`, `...3`, `3 - 1`). Anything else —
  /// a name, a call, a `:` — makes the limit computed (`isAX ? nil : 1`, `max(1, n)`,
  /// `isAX ? Int.max : 1`): not known, with no note, rather than the first or last literal inside
  /// it (the eighteenth attack's A18-9 read `dynamicTypeSize.isAccessibilitySize ? nil : 1` as 1,
  /// a false TF001 error).
  static func isLiteralForm(_ range: Range<Int>, stream: TokenStream) -> Bool {
    if range.count == 1, stream[range.lowerBound].kind == .keyword, stream[range.lowerBound].text == "nil" {
      return true
    }
    return range.allSatisfy { position in
      let token = stream[position]
      return token.kind == .number || stream.isPunctuation(position, ".") || isOperator(token)
    }
  }

  /// Whether `token` is one character of an operator (the lexer gives each its own token).
  static func isOperator(_ token: SwiftToken) -> Bool {
    token.kind == .punctuation && token.text.count == 1 && "/=-+!*%<>&|^~?".contains(token.text)
  }
}
