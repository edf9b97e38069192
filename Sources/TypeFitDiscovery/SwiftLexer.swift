import TypeFitInput
import TypeFitLocalization

/// A small hand-written Swift lexer: names, keywords, punctuation, numbers, string literals
/// (interpolated, raw and multi-line), regex literals (`/…/`, `#/…/#`), and comments, each
/// token with its line and column.
///
/// It is built for hostile input. It never recurses (nesting of interpolations and comments is
/// tracked with explicit counters and stacks), runs in time linear in the input, reads invalid
/// UTF-8 as U+FFFD, and reports an unterminated string or comment as a diagnostic at the place it
/// starts, then goes on.
///
/// ```swift
/// let result = SwiftLexer.tokenize(Array(#"Text("settings.title")"#.utf8), file: "A.swift")
/// result.tokens.map(\.text)  // ["Text", "(", "\"settings.title\"", ")"]
/// ```
///
/// - Complexity: O(n) in the number of bytes.
public struct SwiftLexer {
  /// Largest file read, in bytes: 16 MiB. Larger files get a ``DiscoveryDiagnostic/Kind/fileTooLarge``
  /// diagnostic instead of tokens.
  public static let maximumFileSize = 16 * 1024 * 1024
  /// Most tokens read from one file: 1,000,000. A file with more gets a
  /// ``DiscoveryDiagnostic/Kind/fileTooLarge`` diagnostic instead of tokens, and is not searched
  /// for rows.
  ///
  /// Each token is held in memory with its text, line and column (about 80 bytes with its bracket
  /// partner), so this bounds the memory one file takes, which the byte limit alone does not: a
  /// 16 MB file of `a;` is 8 million tokens. The largest file in the IceCubesApp and
  /// mastodon-ios sources, SwiftGen's `Strings.swift` for mastodon-ios (131 KB), has about 14,000
  /// tokens; hand-written Swift runs at about 9 bytes a token, so the limit is about 9 MB of code.
  public static let maximumTokenCount = 1_000_000
  /// Longest source text kept in a string token's ``SwiftToken/text``, in bytes.
  public static let maximumStringSourceLength = 240

  /// Tokens and diagnostics of one file; at most 100 errors and 100 warnings are listed, then
  /// one line per severity that counts the rest (``DiscoveryDiagnostic/notListed``).
  public struct Result: Sendable {
    public var tokens: [SwiftToken]
    public var diagnostics: [DiscoveryDiagnostic]
  }

  let bytes: [UInt8]
  let file: String
  var index = 0
  var line = 1
  var lineStart = 0
  var tokens: [SwiftToken] = []
  /// The first 100 errors and 100 warnings, the rest counted: a file of a million bad escapes
  /// lists 100 and one line that counts the others.
  var diagnostics = FileDiagnostics<DiscoveryDiagnostic>()
  /// The line and column of the first string literal whose escapes resolve to a run of more
  /// than `CombiningMarkRun.maximum` combining marks; the file is then not read.
  var longMarkRun: SourceLocation?
  /// Where the last bare regex literal scan that found no closing `/` stopped; a `/` before
  /// it is division (see ``bareRegexEnd()``).
  var regexScanStop = 0

  /// Tokenizes Swift source.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents, UTF-8 (invalid sequences are read as U+FFFD).
  ///   - file: the path that diagnostics name.
  /// - Returns: The tokens without comments and whitespace, and diagnostics.
  public static func tokenize(_ bytes: [UInt8], file: String) -> Result {
    guard bytes.count <= maximumFileSize else {
      return Result(
        tokens: [],
        diagnostics: [
          DiscoveryDiagnostic(
            kind: .fileTooLarge, severity: .error, location: SourceLocation(file: file, line: 1),
            message: "file is \(bytes.count) bytes; Swift files over \(maximumFileSize) bytes are not read")
        ])
    }
    // UTF-16 or UTF-32: refused whole, named (A23-13), not read as UTF-8 with replacements.
    if let encoding = SwiftSourceEncoding.unreadEncoding(bytes) {
      return Result(tokens: [], diagnostics: [SwiftSourceEncoding.refusal(encoding, file: file)])
    }
    var lexer = SwiftLexer(bytes: bytes, file: file)
    lexer.run()
    if let place = lexer.longMarkRun {
      return Result(tokens: [], diagnostics: lexer.diagnostics.listed() + [Self.markRunRefusal(at: place)])
    }
    guard lexer.tokens.count <= maximumTokenCount else {
      return Result(
        tokens: [],
        diagnostics: lexer.diagnostics.listed() + [
          DiscoveryDiagnostic(
            kind: .fileTooLarge, severity: .error,
            location: lexer.location(
              line: lexer.tokens[maximumTokenCount].line, column: lexer.tokens[maximumTokenCount].column),
            message:
              "file has more than \(maximumTokenCount) tokens (names, literals, punctuation), "
              + "the first one past the limit here; Swift files with more are not read")
        ])
    }
    return Result(tokens: lexer.tokens, diagnostics: lexer.diagnostics.listed())
  }

  /// The error for a file with a string literal whose escapes (`\u{651}`) resolve to a run of
  /// more than `CombiningMarkRun.maximum` combining marks, as a file holding the run itself is
  /// refused when it is read (``InputFileError/combiningMarkRun(line:)``): Swift hashes and
  /// compares such text in time growing with the square of the run, so 1.1 MB of
  /// `\u{651}\u{64E}` took 10.5 s and 2.2 MB 41 s in a release build (the seventieth session's
  /// finding; the sixty-ninth attack's A69-1 for the other formats).
  static func markRunRefusal(at place: SourceLocation) -> DiscoveryDiagnostic {
    DiscoveryDiagnostic(
      kind: .unreadableFile, severity: .error, location: place,
      message:
        "this string literal has " + CombiningMarkRun.refusalReason(" once its escapes are resolved")
        + "; the file is not read")
  }

  /// Tokenizes Swift source given as a string.
  public static func tokenize(_ source: String, file: String) -> Result {
    tokenize(Array(source.utf8), file: file)
  }

  init(bytes: [UInt8], file: String) {
    self.bytes = Self.unifyingLineBreaks(bytes)
    self.file = file
  }

  /// `bytes` with every CR LF and every CR alone made one LF: the Swift compiler ends a line
  /// (and a `//` comment) at LF, CR or CR LF, and reads each as LF in a multi-line string
  /// literal (The Swift Programming Language, "Lexical Structure": line breaks). Columns do not
  /// change, as a CR is dropped only before an LF. Without it, a file saved with CR line ends
  /// was one line, its first `//` comment ran to its end, and its rows were lost in silence
  /// (the twentieth attack's A20-16).
  static func unifyingLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(Self.carriageReturn) else { return bytes }
    var unified: [UInt8] = []
    unified.reserveCapacity(bytes.count)
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == Self.carriageReturn {
        unified.append(UInt8(ascii: "\n"))
        if offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
      } else {
        unified.append(byte)
      }
      offset += 1
    }
    return unified
  }

  var column: Int { index - lineStart + 1 }

  func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Moves one byte forward, counting lines.
  mutating func step() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  mutating func run() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    if let invalid = UTF8Validation.firstInvalidOffset(bytes[...]) {
      var lineNumber = 1
      var start = 0
      for position in 0..<invalid where bytes[position] == UInt8(ascii: "\n") {
        lineNumber += 1
        start = position + 1
      }
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .invalidEncoding, location: location(line: lineNumber, column: invalid - start + 1),
          message: "bytes that are not valid UTF-8; they are read as U+FFFD"))
    }
    // One token past the limit says the file is too large; lexing stops there.
    while index < bytes.count && tokens.count <= Self.maximumTokenCount {
      let current = bytes[index]
      let next = byte(at: index + 1)
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
        step()
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        skipLineComment()
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        skipBlockComment(reportingUnterminated: true)
      case UInt8(ascii: "/"):
        if let end = bareRegexEnd() { lexRegex(until: end) } else { punctuation() }
      case UInt8(ascii: "\""):
        lexString()
      case UInt8(ascii: "#"):
        var hashes = index
        while hashes < bytes.count && bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        if byte(at: hashes) == UInt8(ascii: "\"") {
          lexString()
        } else if let end = extendedRegexEnd() {
          lexRegex(until: end)
        } else {
          // No `#` of this run opens a literal (each would find the same byte after the run),
          // so all but the last are punctuation, taken without counting the run again: a run
          // of a million `#` is linear, not quadratic.
          while index < hashes - 1 && tokens.count <= Self.maximumTokenCount { punctuation() }
          if let after = byte(at: index + 1), Self.isIdentifierStart(after) {
            lexPound()
          } else {
            punctuation()
          }
        }
      case UInt8(ascii: "`"):
        lexBacktickIdentifier()
      case UInt8(ascii: "$"):
        lexIdentifier()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      default:
        if Self.isIdentifierStart(current) { lexIdentifier() } else { punctuation() }
      }
    }
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  mutating func skipLineComment() {
    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  /// Skips a possibly nested `/* … */` comment with a depth counter.
  /// - Returns: whether it was closed.
  @discardableResult
  mutating func skipBlockComment(reportingUnterminated: Bool) -> Bool {
    let startLine = line
    let startColumn = column
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return true }
      } else {
        step()
      }
    }
    if reportingUnterminated {
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .unterminatedComment, location: location(line: startLine, column: startColumn),
          message:
            "unterminated block comment: '/*' has no closing '*/' (nesting depth \(depth) at end of file)"))
    }
    return false
  }

  mutating func punctuation() {
    let start = index
    let startColumn = column
    // A multi-byte character cannot start here (those are identifier bytes), so one byte is one character.
    index += 1
    tokens.append(SwiftToken(kind: .punctuation, text: text(start..<index), line: line, column: startColumn))
  }

  mutating func lexIdentifier() {
    let start = index
    let startColumn = column
    index += 1
    while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
    let name = text(start..<index)
    let kind: SwiftTokenKind = SwiftKeywords.reserved.contains(name) ? .keyword : .identifier
    tokens.append(SwiftToken(kind: kind, text: name, line: line, column: startColumn))
  }

  mutating func lexBacktickIdentifier() {
    let startColumn = column
    var end = index + 1
    while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != UInt8(ascii: "\n") {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > index + 1 else {
      punctuation()
      return
    }
    let name = text(index + 1..<end)
    index = end + 1
    tokens.append(SwiftToken(kind: .identifier, text: name, line: line, column: startColumn))
  }

  mutating func lexPound() {
    let start = index
    let startColumn = column
    index += 1
    while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
    let word = text(start..<index)
    if word == "#if" || word == "#elseif" {
      // The condition belongs to the directive: recognizers step over the whole line.
      while index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
        if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "/") { break }
        if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
          skipBlockComment(reportingUnterminated: true)
          continue
        }
        index += 1
      }
      let condition = text(start..<index).trimmingTrailingSpaces()
      tokens.append(SwiftToken(kind: .pound, text: condition, line: line, column: startColumn))
      return
    }
    tokens.append(SwiftToken(kind: .pound, text: word, line: line, column: startColumn))
  }

  mutating func lexNumber() {
    let start = index
    let startColumn = column
    let isHexadecimal = byte(at: start + 1) == UInt8(ascii: "x") || byte(at: start + 1) == UInt8(ascii: "X")
    while index < bytes.count {
      let current = bytes[index]
      if Self.isIdentifierBody(current) && current < 0x80 {
        index += 1
      } else if current == UInt8(ascii: "."), let after = byte(at: index + 1),
        after >= UInt8(ascii: "0") && after <= UInt8(ascii: "9")
      {
        index += 1
      } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"), index > start,
        Self.isExponentMarker(bytes[index - 1], hexadecimal: isHexadecimal)
      {
        index += 1
      } else {
        break
      }
    }
    tokens.append(SwiftToken(kind: .number, text: text(start..<index), line: line, column: startColumn))
  }

  /// Whether `byte` starts an exponent: `e` in a decimal literal, `p` in a hexadecimal one.
  static func isExponentMarker(_ byte: UInt8, hexadecimal: Bool) -> Bool {
    hexadecimal
      ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
      : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
    return result
  }
}
