extension SwiftLexer {
  static let slash = UInt8(ascii: "/")

  /// Whether a bare `/` at `index` starts a regex literal (`/"(.*)"/`) rather than being the
  /// division operator, with the rules of SE-0354 ("Regex Literals",
  /// https://github.com/swiftlang/swift-evolution/blob/main/proposals/0354-regex-literals.md)
  /// as far as a lexer without the compiler's parser can apply them:
  ///
  /// - it stands where an expression starts: first in the file, or after punctuation other
  ///   than a closing `)`, `]` or `}`, or after a keyword other than `self`, `Self`, `super`,
  ///   `true`, `false`, `nil`, `func` and `operator` (`x = /a/`, `(of: /a/)`, `return /a/`), not
  ///   after a name, a number, a string or another regex (`a / b`);
  /// - the `/` is not bound to what precedes it: a space, a line break, `(`, `[`, `{`, `,`, `;`
  ///   or `:` comes before it (`value!/2` and `x=/2` are operators, which Swift lexes greedily);
  /// - the next byte is not a space or tab (`x = / 2` is an operator);
  /// - a closing `/` follows on the same line, past `\`-escapes, without an unbalanced `)`
  ///   before it outside a `[…]` character class (`reduce(0, /)` passes the operator).
  ///
  /// A failed scan records where it stopped in ``regexScanStop``; a `/` before that point is
  /// not scanned again and is taken as an operator (it was escaped in the failed scan, so a scan
  /// from it finds no closing `/` before that point either), which keeps a line of `/\/\/\/…`
  /// linear.
  ///
  /// - Returns: the offset just after the closing `/`, or `nil` when it is not a regex.
  mutating func bareRegexEnd() -> Int? {
    guard index >= regexScanStop else { return nil }
    if index > 0, !Self.mayPrecedeRegex(bytes[index - 1]) { return nil }
    if let previous = tokens.last {
      switch previous.kind {
      case .identifier, .number, .string, .regex:
        return nil
      case .keyword:
        // `func /(…)` and `operator /` name the operator.
        if ["self", "Self", "super", "true", "false", "nil", "func", "operator"].contains(previous.text) {
          return nil
        }
      case .punctuation:
        if [")", "]", "}"].contains(previous.text) { return nil }
      case .pound:
        break
      }
    }
    guard let first = byte(at: index + 1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
      return nil
    }
    var position = index + 1
    var depth = 0
    var classDepth = 0
    scanning: while position < bytes.count {
      switch bytes[position] {
      case Self.newline, UInt8(ascii: "\r"):
        break scanning
      case Self.backslash:
        guard let escaped = byte(at: position + 1), escaped != Self.newline, escaped != UInt8(ascii: "\r")
        else { break scanning }
        position += 2
        continue
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]"):
        classDepth = max(0, classDepth - 1)
      case UInt8(ascii: "(") where classDepth == 0:
        depth += 1
      case UInt8(ascii: ")") where classDepth == 0:
        depth -= 1
        if depth < 0 { break scanning }
      case Self.slash:
        return position + 1
      default:
        break
      }
      position += 1
    }
    regexScanStop = position
    return nil
  }

  /// Whether a bare regex literal may start right after `byte`.
  static func mayPrecedeRegex(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), newline, UInt8(ascii: "\r"), UInt8(ascii: "("),
      UInt8(ascii: "["),
      UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      true
    default: false
    }
  }

  /// Where the extended regex literal whose `#`s start at `index` ends (`#/"…/#`, `##/…/##`),
  /// or `nil` when the `#`s are not followed by `/`. After `#/` and a line break the literal
  /// may span lines (multi-line extended regex literal); otherwise it ends on its line. `#/`
  /// starts nothing else in Swift, so an unterminated one (which the compiler refuses) is
  /// taken to the end of its line, or of the file when multi-line.
  ///
  /// - Returns: the offset just after the last closing `#`, or where the unterminated literal
  ///   is cut.
  func extendedRegexEnd() -> Int? {
    var hashes = 0
    while hasHashes(at: index + hashes, count: 1) { hashes += 1 }
    guard byte(at: index + hashes) == Self.slash else { return nil }
    var position = index + hashes + 1
    var multiline = false
    var lookahead = position
    while lookahead < bytes.count,
      bytes[lookahead] == UInt8(ascii: " ") || bytes[lookahead] == UInt8(ascii: "\t")
    {
      lookahead += 1
    }
    if byte(at: lookahead) == Self.newline || byte(at: lookahead) == UInt8(ascii: "\r") { multiline = true }
    while position < bytes.count {
      let current = bytes[position]
      if current == Self.newline && !multiline { return position }
      if current == Self.backslash && byte(at: position + 1) != Self.newline {
        position = min(position + 2, bytes.count)
        continue
      }
      if current == Self.slash && hasHashes(at: position + 1, count: hashes) {
        return position + 1 + hashes
      }
      position += 1
    }
    return bytes.count
  }

  /// Adds a ``SwiftTokenKind/regex`` token for the literal from `index` to `end`, counting the
  /// lines it spans.
  mutating func lexRegex(until end: Int) {
    let start = index
    let startLine = line
    let startColumn = column
    while index < end { step() }
    let source = text(start..<min(end, start + Self.maximumStringSourceLength))
    tokens.append(SwiftToken(kind: .regex, text: source, line: startLine, column: startColumn))
  }
}
