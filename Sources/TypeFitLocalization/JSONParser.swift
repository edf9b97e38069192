import TypeFitInput

/// A strict JSON parser (RFC 8259) that records the line and column of every value.
///
/// Foundation's `JSONSerialization` drops positions, and readers must point at the line of
/// each translation. Recursion is bounded by `maximumDepth`; deeper documents fail with
/// ``JSONParseError/Kind/nestingTooDeep`` instead of exhausting the stack.
struct JSONParser {
  private let bytes: [UInt8]
  /// Containers nested deeper than this fail with ``JSONParseError/Kind/nestingTooDeep``.
  let maximumDepth: Int
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  /// Non-fatal problems (lone surrogate escapes), with their positions: the first 100 kept,
  /// the rest counted.
  var warnings = FileDiagnostics<JSONParseError>()

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses one document; trailing non-space text is an error.
  mutating func parseDocument() throws(JSONParseError) -> JSONNode {
    skipWhitespace()
    let value = try parseValue(depth: 0)
    try finishDocument()
    return value
  }

  /// Requires that only white space follows; call after the last value of a document.
  mutating func finishDocument() throws(JSONParseError) {
    skipWhitespace()
    if offset < bytes.count { throw error("unexpected text after the JSON document") }
  }

  /// The 1-based line and column (in UTF-8 bytes) of the next character.
  var position: (line: Int, column: Int) { (line, column) }

  /// How many bytes of the document come before the next character.
  var byteOffset: Int { offset }

  /// The length of the document in bytes.
  var byteCount: Int { bytes.count }

  /// Whether the next character opens an object (`{`).
  var isAtObject: Bool { offset < bytes.count && bytes[offset] == UInt8(ascii: "{") }

  /// Whether the next character opens an array (`[`).
  var isAtArray: Bool { offset < bytes.count && bytes[offset] == UInt8(ascii: "[") }

  /// Whether the next character opens a string (`"`).
  var isAtString: Bool { offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") }

  /// Parses the string at the current position (``isAtString``) without making a value for it:
  /// its text, escapes resolved, as ``parseValue(depth:keep:)`` would hold it.
  mutating func parseStringValue() throws(JSONParseError) -> String {
    precondition(isAtString, "parseStringValue() called where no string starts")
    return try parseString()
  }

  private var column: Int { offset - lineStart + 1 }

  private func error(_ message: String, kind: JSONParseError.Kind = .syntax) -> JSONParseError {
    JSONParseError(kind: kind, message: message, line: line, column: column)
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09:
        offset += 1
      case 0x0D where offset + 1 < bytes.count && bytes[offset + 1] == 0x0A:
        offset += 1
      case 0x0A, 0x0D:
        offset += 1
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  /// Where the parser is inside an object read member by member (``beginObject(depth:)``).
  struct ObjectCursor {
    /// The depth of the object; its member values are parsed at this depth.
    let depth: Int
    fileprivate var hasMember = false
    fileprivate var isClosed = false
  }

  /// Skips the value at the current position without building it and without recursion, so
  /// a value nested deeper than ``maximumDepth`` can be passed over: brackets are counted,
  /// strings (with their escapes) stepped over. The value's syntax is not checked beyond that.
  ///
  /// - Throws: a syntax error at the end of the file when the value does not end.
  mutating func skipValue() throws(JSONParseError) {
    var depth = 0
    repeat {
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of file inside a value") }
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        offset += 1
      case UInt8(ascii: "\""):
        offset += 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
          offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard offset < bytes.count else { throw error("unexpected end of file inside a string") }
        offset += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        offset += 1
      default:
        while offset < bytes.count, !Self.endsBareValue(bytes[offset]) { offset += 1 }
      }
    } while depth > 0
  }

  private static func endsBareValue(_ byte: UInt8) -> Bool {
    [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
  }

  /// Reads the `{` of an object at nesting `depth`, for reading its members one by one with
  /// ``nextMember(_:)``, each followed by its value (``parseValue(depth:keep:)`` at the
  /// cursor's depth).
  mutating func beginObject(depth: Int) throws(JSONParseError) -> ObjectCursor {
    guard depth <= maximumDepth else {
      throw error("JSON nested deeper than \(maximumDepth) levels", kind: .nestingTooDeep)
    }
    offset += 1
    var cursor = ObjectCursor(depth: depth)
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      cursor.isClosed = true
    }
    return cursor
  }

  /// The name of the next member, with the parser at its value; `nil` after the closing `}`.
  mutating func nextMember(_ cursor: inout ObjectCursor) throws(JSONParseError) -> String? {
    guard try startMember(&cursor) else { return nil }
    let key = try parseString()
    try endMemberName()
    return key
  }

  /// The next member's name among `names` (UTF-8, no escapes), compared by bytes without making a
  /// `String` of it, with the parser at its value: `.end` after the closing `}`, `.known(i)` for
  /// `names[i]`, `.other` for any other name. A name written with escapes is compared with its
  /// escapes resolved, as ``nextMember(_:)`` gives it.
  mutating func nextMember(_ cursor: inout ObjectCursor, among names: [[UInt8]]) throws(JSONParseError)
    -> MemberName
  {
    guard try startMember(&cursor) else { return .end }
    let index = try parseString(among: names)
    try endMemberName()
    return index.map { .known($0) } ?? .other
  }

  /// What ``nextMember(_:among:)`` found.
  enum MemberName: Equatable {
    /// The object has no more members.
    case end
    /// The name at this index of the list.
    case known(Int)
    /// A name not in the list.
    case other
  }

  /// The index in `texts` (UTF-8, no escapes) of the string at the current position
  /// (``isAtString``), compared by bytes without making a `String`; `nil` when it is none of them.
  /// A string written with escapes is compared with its escapes resolved.
  mutating func parseString(among texts: [[UInt8]]) throws(JSONParseError) -> Int? {
    precondition(isAtString, "parseString(among:) called where no string starts")
    let start = offset + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\""),
      bytes[end] >= 0x20
    {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
      // Escapes, a control character or the end of the file: the full reading resolves or reports them.
      let text = Array(try parseString().utf8)
      return texts.firstIndex(of: text)
    }
    offset = end + 1
    let length = end - start
    return texts.firstIndex { text in
      guard text.count == length else { return false }
      var index = 0
      while index < length, bytes[start + index] == text[index] { index += 1 }
      return index == length
    }
  }

  /// Reads the separator before the next member of `cursor`'s object: `false` after its closing `}`.
  private mutating func startMember(_ cursor: inout ObjectCursor) throws(JSONParseError) -> Bool {
    if cursor.isClosed { return false }
    if cursor.hasMember {
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of file inside an object") }
      switch bytes[offset] {
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        cursor.isClosed = true
        return false
      default:
        throw error("expected ',' or '}' in object")
      }
    }
    cursor.hasMember = true
    skipWhitespace()
    guard offset < bytes.count else { throw error("unexpected end of file inside an object") }
    guard bytes[offset] == UInt8(ascii: "\"") else {
      throw error("expected a quoted member name")
    }
    return true
  }

  /// Reads the `:` after a member's name and the space around it.
  private mutating func endMemberName() throws(JSONParseError) {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error("expected ':' after member name")
    }
    offset += 1
    skipWhitespace()
  }

  /// Parses the value at the current position.
  ///
  /// - Parameter keep: `false` checks the value's syntax without keeping the members and
  ///   elements of containers (they come back empty), so a large value can be skipped in
  ///   constant memory.
  mutating func parseValue(depth: Int, keep: Bool = true) throws(JSONParseError) -> JSONNode {
    guard offset < bytes.count else { throw error("unexpected end of file; expected a value") }
    let startLine = line
    let startColumn = column
    let content: JSONNode.Content
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      content = .object(try parseObject(depth: depth + 1, keep: keep))
    case UInt8(ascii: "["):
      content = .array(try parseArray(depth: depth + 1, keep: keep))
    case UInt8(ascii: "\""):
      content = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      content = .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      content = .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      content = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      content = .number(try parseNumber())
    default:
      throw error("unexpected character \(describe(bytes[offset])); expected a value")
    }
    return JSONNode(content: content, line: startLine, column: startColumn)
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
    let expected = literal.utf8
    let count = expected.count
    guard offset + count <= bytes.count, bytes[offset..<offset + count].elementsEqual(expected) else {
      throw error("invalid literal; expected '\(literal)'")
    }
    offset += count
  }

  private mutating func parseObject(depth: Int, keep: Bool) throws(JSONParseError) -> [JSONMember] {
    var cursor = try beginObject(depth: depth)
    var members: [JSONMember] = []
    while let key = try nextMember(&cursor) {
      let value = try parseValue(depth: depth, keep: keep)
      if keep { members.append(JSONMember(key: key, value: value)) }
    }
    return members
  }

  private mutating func parseArray(depth: Int, keep: Bool) throws(JSONParseError) -> [JSONNode] {
    guard depth <= maximumDepth else {
      throw error("JSON nested deeper than \(maximumDepth) levels", kind: .nestingTooDeep)
    }
    offset += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return elements
    }
    while true {
      skipWhitespace()
      let element = try parseValue(depth: depth, keep: keep)
      if keep { elements.append(element) }
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of file inside an array") }
      switch bytes[offset] {
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return elements
      default:
        throw error("expected ',' or ']' in array")
      }
    }
  }

  /// Reads a number as written, checking RFC 8259's grammar: `-`? (`0` | [1-9][0-9]*)
  /// (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?. The text is kept, not converted.
  private mutating func parseNumber() throws(JSONParseError) -> String {
    let start = offset
    let startColumn = start - lineStart + 1
    func numberError(_ message: String) -> JSONParseError {
      JSONParseError(kind: .syntax, message: message, line: line, column: startColumn)
    }
    func digits() -> Int {
      let first = offset
      while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
        offset += 1
      }
      return offset - first
    }
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits()
    guard integerDigits > 0 else { throw numberError("invalid number: expected a digit") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw numberError("invalid number: leading zero")
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw numberError("invalid number: expected a digit after '.'") }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard digits() > 0 else { throw numberError("invalid number: expected a digit in the exponent") }
    }
    guard offset - start <= 512 else { throw numberError("number longer than 512 characters") }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// Parses a string starting at its opening quote. Strings without escapes are copied
  /// in one step; escapes are resolved, with surrogate pairs joined.
  private mutating func parseString() throws(JSONParseError) -> String {
    let (openingLine, openingColumn) = (line, column)
    offset += 1
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in string; it must be escaped") }
      offset += 1
    }
    // The string's UTF-8 with escapes resolved, decoded once at the end (appending to a
    // String piece by piece copied it at each escape: quadratic in the number of escapes).
    var utf8 = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        // A file's bytes are scanned for long runs of combining marks as it is read (`InputFile`);
        // escapes can write such a run in bytes that show none (the sixty-ninth attack's A69-1:
        // a `typefit.json` member name of 160,000 `\u0651`-like escapes took minutes to compare).
        if CombiningMarkRun.hasLongRun(utf8: utf8) {
          throw JSONParseError(
            kind: .syntax,
            message: "string with " + CombiningMarkRun.refusalReason(" once its escapes are resolved"),
            line: openingLine, column: openingColumn)
        }
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in string; it must be escaped") }
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        offset += 1
        continue
      }
      let escapeColumn = column
      offset += 1
      guard offset < bytes.count else { break }
      let escaped = bytes[offset]
      offset += 1
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try parseUnicodeEscape(escapeColumn: escapeColumn)
        UTF8.encode(scalar) { utf8.append($0) }
      default:
        throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in string")
      }
    }
    throw error("unexpected end of file inside a string")
  }

  private mutating func readHex4() throws(JSONParseError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      guard let digit = HexDigit.value(of: byte) else { throw error("invalid hex digit in \\u escape") }
      value = value << 4 | UInt32(digit)
    }
    offset += 4
    return value
  }

  /// Reads the four hex digits after `\u`, and a following `\uDCxx` when the first is a
  /// high surrogate. A lone surrogate becomes U+FFFD and a warning.
  private mutating func parseUnicodeEscape(escapeColumn: Int) throws(JSONParseError) -> Unicode.Scalar {
    let first = try readHex4()
    if (0xD800...0xDBFF).contains(first), offset + 6 <= bytes.count,
      bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
    {
      let saved = offset
      offset += 2
      let second = try readHex4()
      if (0xDC00...0xDFFF).contains(second) {
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(combined) ?? "\u{FFFD}"
      }
      offset = saved
    }
    if let scalar = Unicode.Scalar(first) { return scalar }
    warnings.append(
      JSONParseError(
        kind: .loneSurrogate,
        message: "lone surrogate \\u\(String(first, radix: 16, uppercase: true)) replaced by U+FFFD",
        line: line, column: escapeColumn))
    return "\u{FFFD}"
  }
}

/// Why JSON could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible, CountedDiagnostic {
  /// What kind of problem it is.
  public enum Kind: Sendable, Equatable {
    /// Not JSON (RFC 8259), or a key written twice.
    case syntax
    /// Containers nested deeper than the limit.
    case nestingTooDeep
    /// A `\u` escape of half a surrogate pair (a warning; the value gets U+FFFD).
    case loneSurrogate
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// What is wrong, in words.
  public var message: String
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column, in UTF-8 bytes.
  public var column: Int

  /// `3:17: expected ',' or '}' in object`.
  public var description: String { "\(line):\(column): \(message)" }

  /// Whether the problem ends the parse; only ``Kind/loneSurrogate`` is a warning.
  public var isError: Bool { kind != .loneSurrogate }
  public var countedLine: Int { line }
  public func summary(of count: Int, message: String) -> JSONParseError {
    JSONParseError(kind: kind, message: message, line: line, column: column)
  }
}
