import Foundation
import TypeFitInput

/// Splits `.strings` text into tokens: strings, `=`, `;`, with comments and escapes handled.
///
/// Follows the old-style property list rules Apple's `.strings` files use, as Foundation's
/// parser reads them (`advanceToNonSpace` in swift-corelibs-foundation's
/// `CoreFoundation/Parsing.subproj/CFOldStylePList.c`): white space between tokens is space,
/// tab, LF, vertical tab, form feed, CR, U+2028 and U+2029; `/* … */` and `// …` comments; strings
/// quoted with `"` or `'` (`parsePlistString` takes either, and the other quote is text inside)
/// with `\" \\ \' \n \t \r \a \b \f \v`, octal `\012` (one byte, read as NeXTSTEP
/// Latin above `\177`: ``NeXTSTEPLatin``) and `\U1234` escapes (two `\U` surrogates in a row
/// form one character); unquoted strings of ASCII letters, digits and `_ $ / : . -`
/// (`isValidUnquotedStringCharacter`; `+` is not one of them). Literal
/// newlines inside quotes are kept. Lowercase `\u` is no escape there (`getSlashedChar` knows
/// `\U` only): it is the letter `u`, and the hex digits after it are text, with a warning.
struct StringsFileTokenizer {
  private let bytes: [UInt8]
  private let path: String
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  /// Problems found so far (bad escapes, unterminated comments or strings).
  private(set) var diagnostics = FileDiagnostics<LocalizationDiagnostic>()
  /// `true` once the text ended inside a quoted string (already reported).
  private(set) var endedInsideString = false

  /// - Parameters:
  ///   - utf8: The text as UTF-8 bytes, without a byte order mark.
  ///   - path: The path to report.
  init(utf8: [UInt8], path: String) {
    self.bytes = utf8
    self.path = path
  }

  private var column: Int { offset - lineStart + 1 }

  /// Moves to the start of the next line; used to recover after a syntax error.
  mutating func skipToNextLine() {
    while offset < bytes.count {
      let byte = bytes[offset]
      advance()
      if byte == 0x0A || byte == 0x0D { return }
    }
  }

  /// Skips, in one step, the bytes after a stray character that cannot start a token either,
  /// up to the end of the line: a run of NULs or other garbage costs one error and one pass
  /// over its bytes, not a token and a diagnostic per byte. Stops before a line break, a quote (`"` or `'`),
  /// a character of an unquoted string, `/` (a comment may follow), `=`, `;`, `{` and `}`, so
  /// what follows reads as if the run had been tokenized a character at a time.
  mutating func skipStrayRun() {
    let count = bytes.count
    var position = offset
    bytes.withUnsafeBufferPointer { buffer in
      while position < count {
        let byte = buffer[position]
        if byte == 0x0A || byte == 0x0D || Self.mayStartToken(byte) { break }
        position += 1
      }
    }
    offset = position
  }

  /// Skips, in one step, a run of `;` and white space where a key is expected (empty
  /// statements, which Foundation accepts), counting the lines it crosses.
  mutating func skipEmptyStatements() {
    while offset < bytes.count {
      let byte = bytes[offset]
      guard byte == UInt8(ascii: ";") || byte == 0x20 || (0x09...0x0D).contains(byte) else { return }
      advance()
    }
  }

  /// The line the next byte is on.
  var currentLine: Int { line }

  /// Skips an array `( … )` or dictionary `{ … }` value whose opening character was just
  /// read, with everything nested in it, counting its lines. Strings and comments inside are
  /// read as tokens are (a `)` in a string does not close it); the nesting is tracked with a
  /// list of the closing characters expected, not by recursion, so any depth costs one pass.
  ///
  /// - Parameter opening: The `(` or `{` just read.
  /// - Returns: `.closed` when the matching closing character was read; `.mismatched` when a
  ///   closing character of the other kind came first (the tokenizer stops before it, so a
  ///   braced table's `}` is still read); `.unclosed` when the text ended first or a string in
  ///   it was not closed.
  mutating func skipCollection(openedBy opening: Character) -> CollectionEnd {
    var closers: [UInt8] = [opening == "(" ? UInt8(ascii: ")") : UInt8(ascii: "}")]
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard readQuoted() != nil else { return .unclosed }
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
        _ = readBlockComment()
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
        _ = readLineComment()
      case UInt8(ascii: "("):
        closers.append(UInt8(ascii: ")"))
        advance()
      case UInt8(ascii: "{"):
        closers.append(UInt8(ascii: "}"))
        advance()
      case UInt8(ascii: ")"), UInt8(ascii: "}"):
        guard byte == closers.last else { return .mismatched }
        closers.removeLast()
        advance()
        if closers.isEmpty { return .closed }
      default:
        advance()
      }
    }
    return .unclosed
  }

  /// Skips a data value's hex digits and white space after its `<`, to its `>` (an OpenStep
  /// property list's `<0fbd7771 c2735ae>`, which Foundation's `.strings` parser reads as data:
  /// `parsePlistData` in swift-corelibs-foundation's
  /// `CoreFoundation/Parsing.subproj/CFOldStylePList.c`). `.closed` at the `>`; `.mismatched`
  /// at any other character, which is left to read; `.unclosed` at the end of the text.
  mutating func skipData() -> CollectionEnd {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: ">") {
        advance()
        return .closed
      }
      let isHexDigit =
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      guard isHexDigit || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
        return .mismatched
      }
      advance()
    }
    return .unclosed
  }

  /// How ``skipCollection(openedBy:)`` ended.
  enum CollectionEnd {
    case closed, mismatched, unclosed
  }

  /// Whether `byte` may begin a token other than a stray character (or white space that
  /// ends a line): a quote, an unquoted string, a comment's `/`, `=`, `;` and the braces of a
  /// braced table.
  private static func mayStartToken(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return true
    default:
      return isUnquotedCharacter(byte)
    }
  }

  private mutating func advance() {
    if LineEnding.endsLine(bytes, at: offset) {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  private var pushedBack: StringsFileToken?

  /// Makes `token` the next one ``next()`` returns; used to resume at a token read too far.
  mutating func pushBack(_ token: StringsFileToken) { pushedBack = token }

  /// Goes back to the start of the line after the one `token` starts on, to read the lines it
  /// swallowed again: a string missing its closing quote runs on to the next quote, lines
  /// later. Problems found after that line are forgotten; reading again finds them.
  mutating func restart(atLineAfter token: StringsFileToken) {
    pushedBack = nil
    offset = token.offset
    line = token.line
    lineStart = token.offset - (token.column - 1)
    skipToNextLine()
    diagnostics.removeAll(afterLine: token.line)
    endedInsideString = false
  }

  /// The next token, or `nil` at the end of the text.
  mutating func next() -> StringsFileToken? {
    if let token = pushedBack {
      pushedBack = nil
      return token
    }
    var comments: [String] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        advance()
      } else if let length = unicodeSeparatorLength(at: offset) {
        offset += length
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
        comments.append(readBlockComment())
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
        comments.append(readLineComment())
      } else {
        break
      }
    }
    guard offset < bytes.count else { return nil }
    let startOffset = offset
    let startLine = line
    let startColumn = column
    let comment = comments.isEmpty ? nil : comments.joined(separator: "\n")
    func token(_ kind: StringsFileToken.Kind, quote: Character? = nil) -> StringsFileToken {
      StringsFileToken(
        kind: kind, offset: startOffset, line: startLine, column: startColumn, endLine: line,
        precedingComment: comment, quote: quote, endOffset: offset)
    }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "="):
      advance()
      return token(.equals)
    case UInt8(ascii: ";"):
      advance()
      return token(.semicolon)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return readQuoted().map { token(.string($0), quote: Character(Unicode.Scalar(byte))) }
    default:
      if Self.isUnquotedCharacter(byte) { return token(.string(readUnquoted())) }
      let character = readCharacter()
      return token(.unexpected(character))
    }
  }

  private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
      UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  private mutating func readCharacter() -> Character {
    var length = 1
    let lead = bytes[offset]
    if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
    let end = min(bytes.count, offset + length)
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    offset = end
    return text.first ?? "\u{FFFD}"
  }

  /// Reads a `/* … */` comment, counting its lines; the text between the delimiters, trimmed.
  ///
  /// Comments are skipped a byte at a time through the array's buffer, and trimmed as bytes
  /// (``trimmedText(_:)``): a file of comments reads about as fast per byte as one of entries.
  private mutating func readBlockComment() -> String {
    let startLine = line
    let startColumn = column
    offset += 2
    let start = offset
    let count = bytes.count
    var position = offset
    var lines = 0
    var lastLineStart = lineStart
    var closed = false
    bytes.withUnsafeBufferPointer { buffer in
      while position + 1 < count {
        let byte = buffer[position]
        if byte == UInt8(ascii: "*"), buffer[position + 1] == UInt8(ascii: "/") {
          closed = true
          break
        }
        // A line ends at LF, and at a CR not followed by LF, as in `advance()`.
        if byte == 0x0A || (byte == 0x0D && buffer[position + 1] != 0x0A) {
          lines += 1
          lastLineStart = position + 1
        }
        position += 1
      }
    }
    line += lines
    lineStart = lastLineStart
    offset = position
    if closed {
      let text = trimmedText(start..<offset)
      offset += 2
      return text
    }
    while offset < count { advance() }
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .syntaxError, file: path, line: startLine, column: startColumn,
        message: "unterminated /* comment"))
    return trimmedText(start..<count)
  }

  /// A `//` comment runs to the end of its line: LF, CR, U+2028 or U+2029, as in Foundation.
  private mutating func readLineComment() -> String {
    offset += 2
    let start = offset
    let count = bytes.count
    var position = offset
    bytes.withUnsafeBufferPointer { buffer in
      while position < count {
        let byte = buffer[position]
        if byte == 0x0A || byte == 0x0D { break }
        if byte == 0xE2, position + 2 < count, buffer[position + 1] == 0x80,
          buffer[position + 2] == 0xA8 || buffer[position + 2] == 0xA9
        {
          break
        }
        position += 1
      }
    }
    offset = position
    return trimmedText(start..<offset)
  }

  /// The byte length of U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR at `position`
  /// (3), or `nil` for anything else. Foundation's `.strings` parser skips both between
  /// tokens, like a space; they are not counted as line breaks in the line numbers reported,
  /// which count LF and CR as compilers do. U+0085 NEXT LINE is not white space there: it is an
  /// unexpected character.
  private func unicodeSeparatorLength(at position: Int) -> Int? {
    guard position + 2 < bytes.count, bytes[position] == 0xE2, bytes[position + 1] == 0x80,
      bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9
    else { return nil }
    return 3
  }

  /// The text of `range`, without white space and line breaks at either end
  /// (`CharacterSet.whitespacesAndNewlines`). ASCII white space (tab, LF, VT, FF, CR, space) is
  /// trimmed on the bytes; only when a non-ASCII character is left at an end, which may be
  /// Unicode white space such as U+00A0 or U+2028, does Foundation trim the rest, so the result
  /// is the same as trimming the whole text with Foundation, without its cost per comment.
  private func trimmedText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    while lower < upper, isASCIISpace(bytes[lower]) { lower += 1 }
    while upper > lower, isASCIISpace(bytes[upper - 1]) { upper -= 1 }
    let text = String(decoding: bytes[lower..<upper], as: UTF8.self)
    guard lower < upper, bytes[lower] >= 0x80 || bytes[upper - 1] >= 0x80 else { return text }
    return text.trimmingEndWhiteSpace()
  }

  private mutating func readUnquoted() -> String {
    let start = offset
    while offset < bytes.count, Self.isUnquotedCharacter(bytes[offset]) { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// Reads a string quoted with the `"` or `'` at `offset`; `nil` (with a diagnostic) when the
  /// closing quote is missing.
  private mutating func readQuoted() -> String? {
    let startLine = line
    let startColumn = column
    let quote = bytes[offset]
    offset += 1
    // The value's UTF-8 bytes: runs between escapes are copied, each escape appends its
    // scalars' bytes. (Appending to a `String.UnicodeScalarView` copied the whole string on
    // every escape: a value of a million escapes took minutes.)
    var utf8: [UInt8] = []
    var runStart = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == quote {
        utf8.append(contentsOf: bytes[runStart..<offset])
        offset += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte != UInt8(ascii: "\\") {
        advance()
        continue
      }
      utf8.append(contentsOf: bytes[runStart..<offset])
      let escapeLine = line
      let escapeColumn = column
      offset += 1
      guard offset < bytes.count else { break }
      for scalar in readEscape(line: escapeLine, column: escapeColumn) {
        UTF8.encode(scalar) { utf8.append($0) }
      }
      runStart = offset
    }
    endedInsideString = true
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .syntaxError, file: path, line: startLine, column: startColumn,
        message:
          "unterminated string starting at \(startLine):\(startColumn); expected a closing "
          + StringsFileToken.quoteName(Character(Unicode.Scalar(quote)))))
    return nil
  }

  /// Resolves the escape after a backslash; `offset` is at the character after `\`.
  private mutating func readEscape(line escapeLine: Int, column escapeColumn: Int) -> [Unicode.Scalar] {
    let escaped = bytes[offset]
    switch escaped {
    case UInt8(ascii: "u"):
      offset += 1
      lowercaseUnicodeEscape(line: escapeLine, column: escapeColumn)
      return ["u"]
    case UInt8(ascii: "U"):
      offset += 1
      guard let first = readHex(maximumDigits: 4) else {
        invalidEscape("\\U must be followed by hex digits", line: escapeLine, column: escapeColumn)
        return [Unicode.Scalar(escaped)]
      }
      if (0xD800...0xDBFF).contains(first), offset + 2 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "U")
      {
        let saved = offset
        offset += 2
        if let second = readHex(maximumDigits: 4), (0xDC00...0xDFFF).contains(second) {
          let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          return [Unicode.Scalar(combined) ?? "\u{FFFD}"]
        }
        offset = saved
      }
      guard let scalar = Unicode.Scalar(first) else {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidEncoding, severity: .warning, file: path, line: escapeLine, column: escapeColumn,
            message: "lone surrogate \\U\(String(first, radix: 16, uppercase: true)) replaced by U+FFFD"))
        return ["\u{FFFD}"]
      }
      return [scalar]
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset])
      {
        value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
        offset += 1
        digits += 1
      }
      return [octalEscape(value, line: escapeLine, column: escapeColumn)]
    default:
      if let scalar = Self.singleCharacterEscapes[escaped] {
        advance()
        return [scalar]
      }
      let character = readCharacter()
      invalidEscape(
        "unknown escape '\\\(character)'; kept as '\(character)'", line: escapeLine, column: escapeColumn)
      return Array(String(character).unicodeScalars)
    }
  }

  /// `\"`, `\n` and the other one-character escapes, by the byte after the backslash (a
  /// backslash before a line break keeps the line break).
  private static let singleCharacterEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "'"): "'",
    UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
    UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}",
    UInt8(ascii: "v"): "\u{0B}", 0x0A: "\n",
  ]

  /// The character Foundation reads for an octal escape of `value` (up to `\777`): the value
  /// kept in one byte, as `getSlashedChar` keeps it in a `uint8_t`, and a byte above 0x7F read
  /// as NeXTSTEP Latin (``NeXTSTEPLatin``). A value over a byte, and the two bytes NeXTSTEP Latin
  /// leaves unassigned (Foundation reads U+0000), are warned about.
  private mutating func octalEscape(_ value: UInt32, line escapeLine: Int, column escapeColumn: Int)
    -> Unicode.Scalar
  {
    let byte = UInt8(truncatingIfNeeded: value)
    let written = "\\" + String(value, radix: 8)
    if value > 0xFF {
      invalidEscape(
        "octal escape '\(written)' is more than a byte: Foundation keeps its last 8 bits, '\\"
          + String(byte, radix: 8) + "'", line: escapeLine, column: escapeColumn)
    }
    guard let scalar = NeXTSTEPLatin.scalar(for: byte) else {
      invalidEscape(
        "octal escape '\(written)' is no character in NeXTSTEP Latin, which Foundation reads it in: "
          + "the app shows U+0000", line: escapeLine, column: escapeColumn)
      return "\u{0}"
    }
    return scalar
  }

  /// Warns about a lowercase `\u` (`offset` is after the `u`): Foundation keeps the `u` and
  /// the digits after it as text. The fix names the `\U` escape of up to four hex digits that
  /// follow.
  private mutating func lowercaseUnicodeEscape(line escapeLine: Int, column escapeColumn: Int) {
    var digits = 0
    while digits < 4, offset + digits < bytes.count, HexDigit.value(of: bytes[offset + digits]) != nil {
      digits += 1
    }
    let hex = String(decoding: bytes[offset..<offset + digits], as: UTF8.self)
    invalidEscape(
      digits == 0
        ? "'\\u' is not an escape in .strings: the app shows 'u'"
        : "'\\u' is not an escape in .strings: the app shows 'u\(hex)'; write '\\U\(hex.uppercased())'",
      line: escapeLine, column: escapeColumn)
  }

  private mutating func readHex(maximumDigits: Int) -> UInt32? {
    var value: UInt32 = 0
    var digits = 0
    while digits < maximumDigits, offset < bytes.count, let digit = HexDigit.value(of: bytes[offset]) {
      value = value << 4 | UInt32(digit)
      offset += 1
      digits += 1
    }
    return digits == 0 ? nil : value
  }

  private mutating func invalidEscape(_ message: String, line escapeLine: Int, column escapeColumn: Int) {
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .invalidEscape, severity: .warning, file: path, line: escapeLine, column: escapeColumn,
        message: message))
  }
}
