import TypeFitLocalization
import TypeFitRow

/// A JSON value whose objects keep their keys in the order written, so every report is
/// byte-for-byte deterministic.
///
/// Numbers that are not whole are written rounded to 1/1000 (a thousandth of a point is far
/// below the 1/3 pt pixel of a @3x screen); non-finite numbers are written as `null`.
public indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  /// A number written as its own JSON text, copied as it is (`1e2`, `1.0`, `-0`,
  /// `9007199254740993`): only for text that `JSONNode`'s parser read as
  /// a number (RFC 8259 grammar, at most 512 characters), such as a `measure --batch` id given
  /// back exactly as sent. Anything else here would make the output invalid JSON.
  case numberText(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The value as JSON text.
  ///
  /// - Parameter indent: spaces per level for pretty output; `nil` for one line.
  public func serialized(indent: Int? = nil) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    write(to: &bytes, indent: indent)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the value as UTF-8 JSON text to `bytes`.
  ///
  /// - Parameter indent: spaces per level for pretty output; `nil` for one line.
  public func write(to bytes: inout [UInt8], indent: Int? = nil) {
    write(to: &bytes, indent: indent, level: 0)
  }

  /// Appends an object's members on one line, `"key":value` separated by commas and without
  /// the braces, so a caller can write the shared head of many objects once and reuse it.
  package static func writeMembers(_ pairs: [(String, JSONValue)], to output: inout [UInt8]) {
    for (i, (key, value)) in pairs.enumerated() {
      if i > 0 { output.append(UInt8(ascii: ",")) }
      writeString(key, to: &output)
      output.append(UInt8(ascii: ":"))
      value.write(to: &output, indent: nil, level: 1)
    }
  }

  private func write(to output: inout [UInt8], indent: Int?, level: Int) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: value ? "true".utf8 : "false".utf8)
    case .int(let value): DecimalText.append(value, to: &output)
    case .number(let value): DecimalText.appendJSON(value, to: &output)
    case .numberText(let text): output.append(contentsOf: text.utf8)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (i, value) in values.enumerated() {
        if i > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent, level + 1)
        value.write(to: &output, indent: indent, level: level + 1)
      }
      newline(&output, indent, level)
      output.append(UInt8(ascii: "]"))
    case .object(let pairs):
      guard !pairs.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent, level + 1)
        JSONValue.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        value.write(to: &output, indent: indent, level: level + 1)
      }
      newline(&output, indent, level)
      output.append(UInt8(ascii: "}"))
    }
  }

  private func newline(_ output: inout [UInt8], _ indent: Int?, _ level: Int) {
    guard let indent else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
  }

  /// Appends `value` as a JSON string to `output`.
  package static func writeString(_ value: String, to output: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count + 2)
    writeString(value, to: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value` as a JSON string to `output`, scanning its UTF-8 bytes and copying the
  /// runs that need no escape whole: `"` and `\` are escaped, `\n` `\r` `\t` by name, and every
  /// other character ``TerminalText/needsEscape(_:)`` is true for (C0 and C1 controls, DEL,
  /// U+2028/U+2029, the bidirectional controls and invisible characters: the twenty-sixth
  /// attack's A26-8) as `\u` with four lowercase hex digits, a surrogate pair above U+FFFF.
  package static func writeString(_ value: String, to output: inout [UInt8]) {
    var text = value
    text.withUTF8 { writeString(utf8: $0, to: &output) }
  }

  /// The bytes ``writeString(_:to:)`` writes for `text`: for tables of names made once, which
  /// the report writers copy instead of escaping a name again for every result.
  package static func quoted(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    writeString(text, to: &bytes)
    return bytes
  }

  /// ``writeString(_:to:)`` of text given as its UTF-8 bytes, which must be valid UTF-8.
  package static func writeString(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    appendEscaped(utf8, inString: true, to: &output)
    output.append(UInt8(ascii: "\""))
  }

  /// Appends JSON text `json` to `output` with every character above U+007E that
  /// ``TerminalText/needsEscape(_:)`` is true for written as a `\u` escape, and the rest copied
  /// as it is: a report read from a file (a shard being merged) comes out as
  /// ``writeString(_:to:)`` would have written it. Outside strings such characters cannot occur
  /// in JSON, so the text means the same after as before.
  package static func appendEscapingControls(_ json: some Collection<UInt8>, to output: inout [UInt8]) {
    let done: Bool? = json.withContiguousStorageIfAvailable { utf8 in
      appendEscaped(utf8, inString: false, to: &output)
      return true
    }
    if done == nil { appendEscapingControls(Array(json), to: &output) }
  }

  /// Appends `utf8` to `output`, copying the runs that need no escape whole and skipping eight
  /// bytes at a time while none of them needs a look (most text). `inString`: the bytes are a
  /// string's content, whose `"`, `\` and C0 controls are escaped too; otherwise they are JSON
  /// text, of which only DEL and the characters above it that need an escape are.
  @inline(__always)
  private static func appendEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, inString: Bool, to output: inout [UInt8]
  ) {
    var runStart = 0
    var index = 0
    let count = utf8.count
    let base = UnsafeRawPointer(utf8.baseAddress)
    while index < count {
      if let base, index + 8 <= count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if !(inString ? needsLook(word) : mayHoldEscapedLead(word)) {
          index += 8
          continue
        }
      }
      let byte = utf8[index]
      var escaped: Unicode.Scalar?
      var length = 1
      if byte == 0x7F || (inString && (byte < 0x20 || byte == 0x22 || byte == 0x5C)) {
        escaped = Unicode.Scalar(byte)
      } else if byte > 0x7F, isEscapedLead(byte), let found = TerminalText.escapedScalar(in: utf8, at: index)
      {
        (escaped, length) = found
      }
      guard let escaped else {
        index += 1
        continue
      }
      if runStart < index {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      }
      switch byte {
      case 0x22: output.append(contentsOf: #"\""#.utf8)
      case 0x5C: output.append(contentsOf: #"\\"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      default: appendEscape(escaped, to: &output)
      }
      index += length
      runStart = index
    }
    if runStart < count { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count])) }
  }

  /// Appends `\u` and four lowercase hex digits for `scalar`, two such escapes (a surrogate
  /// pair) above U+FFFF.
  private static func appendEscape(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    func unit(_ value: UInt32) {
      output.append(contentsOf: #"\u"#.utf8)
      for shift in stride(from: 12, through: 0, by: -4) {
        output.append(hexDigit(UInt8(value >> UInt32(shift) & 0xF)))
      }
    }
    if scalar.value > 0xFFFF {
      for code in UTF16.encode(scalar)! { unit(UInt32(code)) }
    } else {
      unit(scalar.value)
    }
  }

  /// Whether one of the eight bytes of `word` may need escaping in a JSON string: a control
  /// (below 0x20), `"`, `\\`, DEL, or a lead byte of a character ``TerminalText/needsEscape(_:)``
  /// is true for. Never `false` when one does; it may be `true` when none does (a borrow across
  /// bytes), which only costs a closer look.
  @inline(__always)
  static func needsLook(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Bytes of `x` that are zero (and possibly some above a zero byte) have their high bit set.
    func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let below20 = (word &- ones &* 0x20) & ~word & highs
    let ascii = below20 | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    return ascii != 0 || mayHoldEscapedLead(word)
  }

  /// Whether `byte` is one of ``TerminalText/escapedLeadBytes`` (0xC2, 0xD8, 0xE1, 0xE2, 0xEF,
  /// 0xF3; a test holds the two lists together), so that other bytes of text in a word looked at
  /// (continuation bytes, other scripts' lead bytes) are passed over without decoding.
  @inline(__always)
  static func isEscapedLead(_ byte: UInt8) -> Bool {
    byte == 0xC2 || byte == 0xD8 || byte == 0xE1 || byte == 0xE2 || byte == 0xEF || byte == 0xF3
  }

  /// Whether one of the eight bytes of `word` may be DEL or a byte of
  /// ``TerminalText/escapedLeadBytes`` (0xC2, 0xD8, 0xE1, 0xE2, 0xEF, 0xF3; a test holds the two
  /// lists together). Never `false` when one is; bytes below 0x80 other than DEL cost nothing more.
  @inline(__always)
  static func mayHoldEscapedLead(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    if zeroBytes(word ^ (ones &* 0x7F)) != 0 { return true }
    guard word & highs != 0 else { return false }
    return
      (zeroBytes(word ^ (ones &* 0xC2)) | zeroBytes(word ^ (ones &* 0xD8)) | zeroBytes(word ^ (ones &* 0xE1))
      | zeroBytes(word ^ (ones &* 0xE2)) | zeroBytes(word ^ (ones &* 0xEF)) | zeroBytes(word ^ (ones &* 0xF3)))
      != 0
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
