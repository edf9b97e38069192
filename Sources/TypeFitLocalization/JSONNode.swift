/// A JSON value that remembers where it was written, so every error can name its line and
/// column: the one JSON reading path of TypeFit (String Catalogs, `typefit.json`, font stack
/// files and `measure --batch` lines).
///
/// Numbers keep the text they were written with (`1e300`, `9007199254740993`), so nothing is
/// rounded or converted before a reader range-checks it (``number(_:in:whole:)``).
///
/// ```swift
/// let root = try JSONNode.parse(Array(#"{"lines": 2}"#.utf8))
/// try root["lines"]?.number("\"lines\"", in: 0...1000, whole: true)  // 2.0
/// ```
import TypeFitInput

public struct JSONNode: Sendable {
  /// The value itself; containers hold positioned children.
  public indirect enum Content: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// The number as written (RFC 8259 grammar, checked by the parser).
    case number(String)
    case bool(Bool)
    case null
  }

  /// The value.
  public var content: Content
  /// 1-based line of the value's first character.
  public var line: Int
  /// 1-based column, in UTF-8 bytes, of the value's first character.
  public var column: Int

  /// Creates a positioned value.
  public init(content: Content, line: Int, column: Int) {
    self.content = content
    self.line = line
    self.column = column
  }

  /// Parses one JSON document strictly: RFC 8259 syntax, nothing after the value, and (with
  /// `allowsDuplicateKeys` false) no key twice in one object.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - maximumDepth: Containers nested deeper fail with ``JSONParseError/Kind/nestingTooDeep``.
  ///   - rejectsLoneSurrogates: When `true`, a `\uD800`-style escape of half a surrogate pair
  ///     fails with ``JSONParseError/Kind/loneSurrogate`` instead of becoming U+FFFD.
  ///   - rejectsInvalidUTF8: When `true`, bytes that are not UTF-8 anywhere in the document fail
  ///     with a ``JSONParseError/Kind/syntax`` error at the first bad sequence's lead byte
  ///     (`invalid UTF-8 (byte 0xFF)`; JSON text is UTF-8, RFC 8259 §8.1), before the document is
  ///     parsed, instead of becoming U+FFFD in a string. Validity is the standard library's, as
  ///     the localization readers judge it; lines end as theirs do (LF, CR LF, CR).
  ///   - skipsByteOrderMark: When `true`, a UTF-8 byte order mark (EF BB BF) before the
  ///     document is skipped, as Foundation's `JSONSerialization` and `JSONDecoder` skip it (RFC
  ///     8259 §8.1 lets a parser ignore one): for files that editors save, such as Windows
  ///     Notepad's "UTF-8 with BOM". Lines and columns are then counted after it.
  /// - Throws: ``JSONParseError`` with the 1-based line and column of the first problem.
  public static func parse(
    _ bytes: [UInt8], maximumDepth: Int = 64, allowsDuplicateKeys: Bool = false,
    rejectsLoneSurrogates: Bool = false, rejectsInvalidUTF8: Bool = false, skipsByteOrderMark: Bool = false
  ) throws(JSONParseError) -> JSONNode {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let bytes = skipsByteOrderMark && bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
    // A file saved as UTF-16 or UTF-32 is said so, not reported at its first NUL or 0xFF byte
    // as a syntax error (the sixty-ninth attack's A69-4: `1:2: expected a quoted member name`).
    if rejectsInvalidUTF8, let encoding = Self.otherUnicodeEncoding(bytes) {
      throw JSONParseError(
        kind: .syntax,
        message: "the file is \(encoding), not UTF-8; JSON text is UTF-8 (RFC 8259 §8.1): save it as UTF-8",
        line: 1, column: 1)
    }
    if rejectsInvalidUTF8, let bad = UTF8Validation.firstInvalidOffset(bytes[...]) {
      let (line, column) = LineEnding.position(of: bad, in: bytes)
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      throw JSONParseError(
        kind: .syntax, message: "invalid UTF-8 (byte 0x\(hex)); JSON text is UTF-8 (RFC 8259 §8.1)",
        line: line, column: column)
    }
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    let root = try parser.parseDocument()
    if rejectsLoneSurrogates, let lone = parser.warnings.kept.first(where: { $0.kind == .loneSurrogate }) {
      throw JSONParseError(
        kind: .loneSurrogate,
        message: lone.message.split(separator: " ").prefix(3).joined(separator: " ")
          + " is not a character (UTF-16 surrogates come in pairs)",
        line: lone.line, column: lone.column)
    }
    if !allowsDuplicateKeys, let duplicate = root.firstDuplicateKey() { throw duplicate }
    return root
  }

  /// `UTF-16 (little-endian)` or `UTF-32 (big-endian, with a byte order mark)` when `bytes`
  /// are text in one of those encodings (by their byte order mark, or without one by the zero
  /// bytes ``SourceTextDecoder`` and ``UTF32Layout`` look for), else `nil`. JSON text starts
  /// with an ASCII character, so its UTF-8 has no zero byte there.
  static func otherUnicodeEncoding(_ bytes: [UInt8]) -> String? {
    if let layout = UTF32Layout(bytes) {
      return
        "UTF-32 (\(layout.byteOrder.rawValue)\(layout.hasByteOrderMark ? ", with a byte order mark" : ""))"
    }
    let (encoding, bomLength) = SourceTextDecoder.detectEncoding(bytes)
    let mark = bomLength > 0 ? ", with a byte order mark" : ""
    switch encoding {
    case .utf8: return nil
    case .utf16LittleEndian: return "UTF-16 (little-endian\(mark))"
    case .utf16BigEndian: return "UTF-16 (big-endian\(mark))"
    }
  }

  /// Checks that `bytes` are one JSON document (RFC 8259 syntax, nothing after the value)
  /// nested at most `maximumDepth` levels, without keeping its values: for text that is copied
  /// through as written (`typefit merge`) and must be valid JSON. Keys written twice are not
  /// looked for.
  ///
  /// - Throws: ``JSONParseError`` with the 1-based line and column of the first problem, such
  ///   as a raw control character in a string or ``JSONParseError/Kind/nestingTooDeep``.
  public static func checkSyntax(_ bytes: [UInt8], maximumDepth: Int) throws(JSONParseError) {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    _ = try parser.parseValue(depth: 0, keep: false)
    try parser.finishDocument()
  }

  /// The members of an object, or `nil` for any other type.
  public var members: [JSONMember]? {
    if case .object(let members) = content { return members }
    return nil
  }

  /// The elements of an array, or `nil` for any other type.
  public var elements: [JSONNode]? {
    if case .array(let elements) = content { return elements }
    return nil
  }

  /// The text of a string, or `nil` for any other type.
  public var string: String? {
    if case .string(let text) = content { return text }
    return nil
  }

  /// `true` or `false`, or `nil` for any other type (the number 1 is not `true`).
  public var bool: Bool? {
    if case .bool(let flag) = content { return flag }
    return nil
  }

  /// The number as written, or `nil` for any other type.
  public var numberText: String? {
    if case .number(let text) = content { return text }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = content { return true }
    return false
  }

  /// The first member named `key` of an object; `nil` if absent or not an object.
  public subscript(key: String) -> JSONNode? {
    members?.first { $0.key == key }?.value
  }

  /// A short name of the type for messages: `object`, `array`, `string`, `number`…
  public var typeName: String {
    switch content {
    case .object: return "object"
    case .array: return "array"
    case .string: return "string"
    case .number: return "number"
    case .bool: return "boolean"
    case .null: return "null"
    }
  }

  /// The type with its article for messages: `an object`, `a string`, `null`…
  public var describedType: String {
    switch content {
    case .object: return "an object"
    case .array: return "an array"
    case .null: return "null"
    default: return "a " + typeName
    }
  }

  /// The value as a number inside `range`, checked before any conversion.
  ///
  /// - Parameters:
  ///   - field: How the value is named in the error (`"verticalMargin"`, `rows[2].titleLines`).
  ///   - range: The allowed values.
  ///   - whole: Whether only whole numbers are allowed.
  /// - Throws: ``InputNumberError`` naming the field, the range and what was given (the type
  ///   when it is not a number).
  public func number(_ field: String, in range: ClosedRange<Double>, whole: Bool = false)
    throws(InputNumberError) -> Double
  {
    guard let text = numberText else {
      throw InputNumberError(field: field, given: describedType, range: range, whole: whole)
    }
    return try InputNumber.parse(text, field: field, in: range, whole: whole)
  }

  /// The first key written twice in one object, anywhere in the value, as a parse error at
  /// the second occurrence's value.
  func firstDuplicateKey() -> JSONParseError? {
    switch content {
    case .object(let members):
      var seen: Set<String> = []
      for member in members {
        if !seen.insert(member.key).inserted {
          return JSONParseError(
            kind: .syntax, message: "duplicate key \"\(member.key)\" (each key may appear once)",
            line: member.value.line, column: member.value.column)
        }
        if let problem = member.value.firstDuplicateKey() { return problem }
      }
    case .array(let items):
      for item in items {
        if let problem = item.firstDuplicateKey() { return problem }
      }
    case .string, .number, .bool, .null:
      break
    }
    return nil
  }
}

/// One `"key": value` pair of a JSON object, in document order.
public struct JSONMember: Sendable {
  /// The member's name.
  public var key: String
  /// The member's value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, value: JSONNode) {
    self.key = key
    self.value = value
  }
}
