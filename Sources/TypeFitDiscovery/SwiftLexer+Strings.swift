import TypeFitInput
import TypeFitLocalization

extension SwiftLexer {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let hash = UInt8(ascii: "#")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")

  /// The length of the line break at `offset` (LF, CR LF or a bare CR, as Swift reads them), or
  /// `nil` when none starts there.
  func lineBreakLength(at offset: Int) -> Int? {
    switch byte(at: offset) {
    case Self.newline: 1
    case Self.carriageReturn: byte(at: offset + 1) == Self.newline ? 2 : 1
    default: nil
    }
  }

  /// Whether `count` `#` bytes start at `offset`.
  func hasHashes(at offset: Int, count: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    for position in offset..<offset + count where bytes[position] != Self.hash { return false }
    return true
  }

  /// Whether a closing delimiter (`"` or `"""`, then `hashes` `#`) starts at `offset`.
  func closesString(at offset: Int, multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    guard offset + quotes <= bytes.count else { return false }
    for position in offset..<offset + quotes where bytes[position] != Self.quote { return false }
    return hasHashes(at: offset + quotes, count: hashes)
  }

  /// The most `#` a message writes out in a raw string's delimiter; longer runs are counted.
  static let maximumQuotedHashes = 8

  /// A string literal's closing delimiter for a message: `"##` as written, or, past
  /// ``maximumQuotedHashes`` `#`, `" followed by 5000 '#'`, so that a delimiter of thousands
  /// of `#` (eighth attack, F18) gives a message of one line.
  static func closingDelimiter(multiline: Bool, hashes: Int) -> String {
    let quotes = String(repeating: "\"", count: multiline ? 3 : 1)
    guard hashes > maximumQuotedHashes else { return quotes + String(repeating: "#", count: hashes) }
    return "\(quotes) followed by \(hashes) '#'"
  }

  /// Lexes a string literal starting at `index` (its `#`s or its first `"`).
  mutating func lexString() {
    let start = index
    let startLine = line
    let startColumn = column
    var hashes = 0
    while index < bytes.count && bytes[index] == Self.hash {
      hashes += 1
      index += 1
    }
    let multiline = byte(at: index + 1) == Self.quote && byte(at: index + 2) == Self.quote
    index += multiline ? 3 : 1
    var pieces: [LexedPiece] = []
    var buffer: [UInt8] = []
    var terminated = false
    // Where each source line of a multi-line literal starts, for the indentation stripped at the end.
    var lineStarts: [LineStart] = []
    func flush() {
      guard !buffer.isEmpty else { return }
      if case .text(let previous) = pieces.last {
        pieces[pieces.count - 1] = .text(previous + buffer)
      } else {
        pieces.append(.text(buffer))
      }
      buffer.removeAll(keepingCapacity: true)
    }
    /// Notes that a source line starts at the end of the buffer (as `flush()` will place it).
    func markLineStart(afterBreak: Bool) {
      if case .text(let previous) = pieces.last {
        lineStarts.append(
          LineStart(piece: pieces.count - 1, offset: previous.count + buffer.count, afterBreak: afterBreak))
      } else {
        lineStarts.append(LineStart(piece: pieces.count, offset: buffer.count, afterBreak: afterBreak))
      }
    }
    scanning: while index < bytes.count {
      let current = bytes[index]
      if current == Self.quote && closesString(at: index, multiline: multiline, hashes: hashes) {
        index += (multiline ? 3 : 1) + hashes
        terminated = true
        break
      }
      if current == Self.newline && !multiline { break }
      if current == Self.backslash && hasHashes(at: index + 1, count: hashes) {
        let escape = index + 1 + hashes
        guard escape < bytes.count else {
          index = bytes.count
          break
        }
        switch bytes[escape] {
        case UInt8(ascii: "("):
          flush()
          index = escape + 1
          let contentStart = index
          guard let end = skipInterpolation(insideMultiline: multiline) else { break scanning }
          pieces.append(.interpolation(text(contentStart..<end - 1)))
        case UInt8(ascii: "n"): appendEscape(0x0A, to: &buffer, after: escape)
        case UInt8(ascii: "t"): appendEscape(0x09, to: &buffer, after: escape)
        case UInt8(ascii: "r"): appendEscape(0x0D, to: &buffer, after: escape)
        case UInt8(ascii: "0"): appendEscape(0x00, to: &buffer, after: escape)
        case Self.backslash, Self.quote, UInt8(ascii: "'"):
          appendEscape(bytes[escape], to: &buffer, after: escape)
        case UInt8(ascii: "u") where byte(at: escape + 1) == UInt8(ascii: "{"):
          decodeUnicodeEscape(at: escape, into: &buffer)
        case Self.newline where multiline:
          // A line continuation: the next line joins this one, less its indentation.
          index = escape
          step()
          markLineStart(afterBreak: false)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), Self.carriageReturn:
          // A line continuation may have trailing spaces in a multi-line literal, and end in
          // CR LF or a bare CR.
          var after = escape
          while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") {
            after += 1
          }
          if multiline, let length = lineBreakLength(at: after) {
            index = after + length - 1
            step()
            markLineStart(afterBreak: false)
          } else {
            reportInvalidEscape(at: escape)
            buffer.append(contentsOf: bytes[index...escape])
            index = escape + 1
          }
        default:
          reportInvalidEscape(at: escape)
          buffer.append(contentsOf: bytes[index..<escape])
          index = escape
        }
        continue
      }
      if multiline && current == Self.carriageReturn {
        // Swift reads CR LF and a bare CR as a line break, and gives the literal an LF for each
        // (The Swift Programming Language, "Lexical Structure", "String Literals": "Line breaks
        // in a multiline string literal are normalized to use the line feed character").
        step()
        guard byte(at: index) != Self.newline else { continue }
        buffer.append(Self.newline)
        markLineStart(afterBreak: true)
        continue
      }
      buffer.append(current)
      step()
      if multiline && current == Self.newline { markLineStart(afterBreak: true) }
    }
    flush()
    if !terminated {
      let closing = Self.closingDelimiter(multiline: multiline, hashes: hashes)
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .unterminatedString, location: location(line: startLine, column: startColumn),
          message: "unterminated string literal: no closing \(closing) before the end of the "
            + (multiline ? "file" : "line")))
    }
    if multiline && terminated { pieces = Self.strippingIndentation(pieces, lineStarts: lineStarts) }
    let segments: [SwiftStringLiteral.Segment] = pieces.compactMap {
      switch $0 {
      case .text(let bytes): bytes.isEmpty ? nil : .text(String(decoding: bytes, as: UTF8.self))
      case .interpolation(let code): .interpolation(code)
      }
    }
    // A run of marks written as escapes is not in the file's bytes, which were scanned when read.
    if longMarkRun == nil,
      pieces.contains(where: {
        if case .text(let bytes) = $0 { CombiningMarkRun.hasLongRun(utf8: bytes) } else { false }
      })
    {
      longMarkRun = location(line: startLine, column: startColumn)
    }
    let source = text(start..<min(index, start + Self.maximumStringSourceLength))
    tokens.append(
      SwiftToken(
        kind: .string, text: source, line: startLine, column: startColumn,
        literal: SwiftStringLiteral(
          segments: segments, rawHashCount: hashes, isMultiline: multiline, isTerminated: terminated)))
  }

  mutating func appendEscape(_ value: UInt8, to buffer: inout [UInt8], after escape: Int) {
    buffer.append(value)
    index = escape + 1
  }

  mutating func reportInvalidEscape(at escape: Int) {
    diagnostics.append(
      DiscoveryDiagnostic(
        kind: .invalidEscape, location: location(line: line, column: escape - lineStart),
        message: "invalid escape sequence in string literal; kept as written"))
  }

  /// Decodes `\u{…}` (1–8 hex digits of a Unicode scalar) starting at the `u`.
  mutating func decodeUnicodeEscape(at escape: Int, into buffer: inout [UInt8]) {
    var position = escape + 2
    var value: UInt32 = 0
    var digits = 0
    while position < bytes.count, digits <= 8, let digit = Self.hexValue(bytes[position]) {
      value = value &* 16 &+ UInt32(digit)
      digits += 1
      position += 1
    }
    guard digits >= 1, digits <= 8, byte(at: position) == UInt8(ascii: "}"),
      let scalar = Unicode.Scalar(value)
    else {
      reportInvalidEscape(at: escape)
      buffer.append(contentsOf: bytes[index..<escape])
      index = escape
      return
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    index = position + 1
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Where a nesting level of an interpolation scan is.
  private enum InterpolationLevel {
    /// Code inside `\(…)`, with its count of open parentheses.
    case code(depth: Int)
    /// A string literal nested inside that code.
    case string(hashes: Int, multiline: Bool)
  }

  /// Skips the code of an interpolation whose `\(` ends just before `index`, with nested strings,
  /// interpolations and comments kept on an explicit stack (no recursion).
  ///
  /// - Parameter insideMultiline: whether the enclosing literal is multi-line; a single-line
  ///   literal's interpolation ends at a line break.
  /// - Returns: the offset just after the closing `)`, or `nil` when the end of the line (single
  ///   line) or of the file came first; `index` then points there.
  mutating func skipInterpolation(insideMultiline: Bool) -> Int? {
    var stack: [InterpolationLevel] = [.code(depth: 1)]
    while index < bytes.count, let level = stack.last {
      let current = bytes[index]
      if current == Self.newline && !insideMultiline {
        if case .string(_, true) = level {} else { return nil }
      }
      switch level {
      case .code(let depth):
        switch current {
        case UInt8(ascii: "("):
          stack[stack.count - 1] = .code(depth: depth + 1)
          index += 1
        case UInt8(ascii: ")"):
          index += 1
          if depth == 1 {
            stack.removeLast()
            if stack.isEmpty { return index }
          } else {
            stack[stack.count - 1] = .code(depth: depth - 1)
          }
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
          if !skipBlockComment(reportingUnterminated: false) { return nil }
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
          skipLineComment()
        case Self.hash, Self.quote:
          var hashes = 0
          while hasHashes(at: index + hashes, count: 1) { hashes += 1 }
          guard byte(at: index + hashes) == Self.quote else {
            index += hashes
            continue
          }
          let multiline =
            byte(at: index + hashes + 1) == Self.quote && byte(at: index + hashes + 2) == Self.quote
          index += hashes + (multiline ? 3 : 1)
          stack.append(.string(hashes: hashes, multiline: multiline))
        default:
          step()
        }
      case .string(let hashes, let multiline):
        if current == Self.quote && closesString(at: index, multiline: multiline, hashes: hashes) {
          index += (multiline ? 3 : 1) + hashes
          stack.removeLast()
        } else if current == Self.backslash && hasHashes(at: index + 1, count: hashes) {
          let escape = index + 1 + hashes
          if byte(at: escape) == UInt8(ascii: "(") {
            index = escape + 1
            stack.append(.code(depth: 1))
          } else {
            index = escape
            if index < bytes.count { step() }
          }
        } else if current == Self.newline && !multiline {
          return nil
        } else {
          step()
        }
      }
    }
    return nil
  }

  /// A piece of a literal as lexed: text bytes with escapes decoded, or an interpolation's code.
  enum LexedPiece: Equatable {
    case text([UInt8])
    case interpolation(String)
  }

  /// Where a source line starts inside a multi-line literal: a byte offset in a text piece, after
  /// a line break or after a line continuation (`\` at the end of the line before).
  struct LineStart: Equatable {
    var piece: Int
    var offset: Int
    var afterBreak: Bool
  }

  /// Removes a multi-line literal's first line break, last line break and the closing delimiter's
  /// indentation from the start of every source line, including a line joined to the one before
  /// by a line continuation (The Swift Programming Language, "Multiline String Literals";
  /// SE-0182, "String Newline Escaping"). A line break written as `\n` starts no source line, so
  /// the spaces after it are kept. CR LF and bare CR line breaks reach here as LF.
  ///
  /// - Complexity: linear in the literal's length.
  static func strippingIndentation(_ pieces: [LexedPiece], lineStarts: [LineStart]) -> [LexedPiece] {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    guard let last = lineStarts.last, last.afterBreak, last.piece == pieces.count - 1,
      case .text(let tail) = pieces[last.piece], last.offset >= 1
    else { return pieces }
    let indentation = tail[last.offset...]
    guard indentation.allSatisfy({ $0 == space || $0 == tab }) else { return pieces }
    // Byte ranges to remove, per text piece, in order.
    var removals = [[Range<Int>]](repeating: [], count: pieces.count)
    if case .text(let first) = pieces[0], first.first == Self.newline { removals[0].append(0..<1) }
    for start in lineStarts.dropLast() {
      guard start.piece < pieces.count, case .text(let bytes) = pieces[start.piece],
        start.offset <= bytes.count, bytes[start.offset...].starts(with: indentation)
      else { continue }
      removals[start.piece].append(start.offset..<start.offset + indentation.count)
    }
    removals[last.piece].append(last.offset - 1..<tail.count)
    var result = pieces
    for (index, ranges) in removals.enumerated() where !ranges.isEmpty {
      guard case .text(let bytes) = pieces[index] else { continue }
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      var from = 0
      for range in ranges where range.lowerBound >= from {
        kept.append(contentsOf: bytes[from..<range.lowerBound])
        from = range.upperBound
      }
      kept.append(contentsOf: bytes[min(from, bytes.count)...])
      result[index] = .text(kept)
    }
    return result
  }
}
